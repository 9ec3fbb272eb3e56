import Foundation
import NavGraphCore
import NavGraphModel
import NavGraphSupport
import TestSupport
import Testing

@testable import NavGraphEngine
@testable import NavGraphScript

/// The plain-line resolver reads a line from its bytes; the parser and the
/// resolver read every line. Wherever the first answers, both give the same
/// step (operation and span), and it gives up on every line that has a
/// problem, so the problem is reported as the parser and resolver word it.
@Suite("Plain lines: read from bytes, as the parser and resolver read them")
struct PlainLineResolverTests {
    /// Each line of the script inside a scenario, read both ways (`plainLineReadings`), with its text.
    static func compare(_ graph: Graph, _ script: String) -> [(line: String, reading: PlainLineReading)] {
        var sources = SourceMap()
        let file = sources.add(SourceFile(name: "t.navscript", text: script))
        let source = sources.file(file)!
        return ScriptRunner(graph: graph).plainLineReadings(file: file, sources: sources).map { r in
            (source.text(of: Span(file: file, start: r.line.lowerBound, end: r.line.upperBound)), r)
        }
    }

    @Test("scenario lines: the same name and span, or the parser's report")
    func scenarioLines() {
        let script = """
            scenario "first"
              back
            scenario "two words"
            scenario   "blanks"\t
            scenario "with # inside"
            scenario "esc \\" aped"
            scenario "a" # comment
            scenario "a" extra
            scenario unquoted
            scenario
            scenario "café"
            scenario ""
            """
        // The first scenario line is read by the parser alone (no scenario has begun).
        let results = Self.compare(SimHarness.graph(Self.typed).0, script).filter { $0.line.hasPrefix("scenario") }
        #expect(results.count == 10)  // the line with a bad escape is reported, and is no scenario
        #expect(results.filter { !$0.reading.agrees }.map(\.line) == [])
        #expect(
            Set(results.filter { $0.reading.read }.map(\.line))
                == [
                    "scenario \"two words\"", "scenario   \"blanks\"\t", "scenario \"with # inside\"",
                    "scenario \"café\"", "scenario \"\"",
                ])
    }

    static let typed = """
        navgraph: 1
        name: Typed
        scheme: app
        root: home
        auth:
          user: { login: login }
        routes:
          home:
            path: /
            to: [item, search, flags, login, home2]
          home2:
            path: /two
          item:
            path: /item/:id
            params: { id: int, ref: { type: string, required: false }, n: { type: int, default: 3 } }
            external: true
          search:
            path: /search
            params:
              q: { type: string, required: true }
              sort: { type: [price, rating], default: price }
              ratio: { type: double, required: false }
              uid: { type: uuid, required: false }
          flags:
            path: /flags/:on
            params: { on: bool }
            auth: user
          login:
            path: /login
            presentation: modal
        """

    static let lines = """
        scenario "every shape"
          back
          back   
          dismiss
          logout
          cancel
          restart
          launch
          wait 1s
          wait 5m
          wait 2h
          wait 0s
          wait 99999999999999999999s
          wait 1x
          open item(id: 5)
          open item (id : 5 , ref: abc)
          open item(id: -9223372036854775808)
          open item(id: 9223372036854775808)
          open item(id: x)
          open item(id: "7")
          open item(id: "7\\"")
          open item(id: 5, id: 6)
          open item(idd: 5)
          open item()
          open item
          open itemz(id: 1)
          open item(id: 5, ref: "a b # c")
          open item(id: 5) # a comment
          open item(id: 5)x
          open item(id: 5
          open item(id: 5,)
          open search(q: hello, sort: rating)
          open search(q: "", sort: nope)
          open search(q: x, ratio: 2.5, uid: 123E4567-E89B-12D3-A456-426614174000)
          open search(q: x, ratio: 2.5.1)
          open search(q: café)
          open flags(on: true)
          open flags(on: yes)
          open /item/42
          open /item/42?ref=x&n=7
          open /item/abc
          open /search?q=%20hi
          open /nowhere
          open /item/4#frag ment
          open app://item/4
          open item#2
          deeplink app://item/42
          deeplink APP://item/42?n=1
          deeplink /item/42
          deeplink other://x
          deeplink item
          deeplink "app://item/1"
          deeplink flows:/item/3
          deeplink a@b(c)
          deeplink app://item/4 # a comment
          open item(id: a+b)
          open item(id: -5)
          open item(id: .5)
          open search(q: -x)
          open search(q: x-y.z_1)
          finish with +5
          finish with -1.5e-3
          tab home(q: 1)
          tab home
          tab nowhere
          login user
          login nobody
          finish
          finish with done
          finish with "a value"
          finish item
          finish item with 3
          finish with
          finish nowhere
          finish item extra
          scene second
          scene "third one"
          scene
          expect ok
          expect pending
          expect no pending
          expect no modal
          expect no auth user
          expect no auth nobody
          expect no thing
          expect auth user
          expect failed noStack
          expect failed noSuchReason
          expect top item
          expect top item(id: 5)
          expect top item(id: 5, id: 6)
          expect top item(id: x)
          expect top item(nope: 1)
          expect top search(sort: rating)
          expect top search(sort: other)
          expect modal login
          expect stack []
          expect stack [home, item(id: 5), search(q: "x y")]
          expect stack [home,item(id:5)]
          expect stack [home, nowhere]
          expect stack [home
          expect stack home
          expect screens [home, item]
          expect result item dismissed
          expect instance item #2
          expect top
          expect
          frobnicate
          open
          back back
          expect top item(id: 5) #2
        """

    /// A route with more parameters than a list search is kept for: the names are
    /// still found by their bytes, the same as the parser and resolver find them.
    @Test func aRouteWithManyParametersIsReadFromBytes() throws {
        let names = (0..<12).map { "p\($0)" }
        let graph = SimHarness.graph(
            """
            navgraph: 1
            name: Wide
            root: home
            routes:
              home: { path: /, to: [wide] }
              wide: { path: /wide, params: { \(names.map { $0 + ": int" }.joined(separator: ", ")) } }
            """
        ).0
        #expect(ScriptNames.lookupParamNames(graph.routes) == names)
        let script = "scenario \"wide\"\n  open wide(p11: 3, p0: 1)\n  open wide(p12: 1)\n  open wide(p3: 1, p3: 2)\n"
        let results = Self.compare(graph, script)
        #expect(results.filter { !$0.reading.agrees }.map(\.line) == [])
        #expect(results.filter(\.reading.read).map(\.line) == ["open wide(p11: 3, p0: 1)"])
    }

    @Test("every line of every shape: the same step, or the full path's report")
    func shapes() throws {
        let graph = SimHarness.graph(Self.typed).0
        let results = Self.compare(graph, Self.lines)
        #expect(results.filter { !$0.reading.agrees }.map(\.line) == [])
        // It gives up on every line with a problem (the parser and resolver report it)...
        let invalid = results.filter(\.reading.invalid)
        #expect(invalid.count >= 30)
        #expect(invalid.filter(\.reading.read).map(\.line) == [])
        // ...and reads these, the shapes suites and walks are made of.
        let read = Set(results.filter(\.reading.read).map(\.line))
        for line in [
            "back", "wait 1s", "open item(id: 5)", "open item (id : 5 , ref: abc)", "open item(id: x)",
            "open item(id: 9223372036854775808)", "open item(id: \"7\")", "open /item/42", "open /nowhere",
            "open search(q: café)", "deeplink app://item/42", "tab home", "deeplink flows:/item/3",
            "deeplink a@b(c)", "open item(id: -5)", "open search(q: x-y.z_1)", "finish with -1.5e-3", "login user",
            "finish", "finish item with 3",
            "scene \"third one\"", "expect no auth user", "expect failed noStack", "expect top item(id: 5)",
            "expect stack [home,item(id:5)]", "expect stack []", "expect screens [home, item]", "expect modal login",
        ] {
            #expect(read.contains(line), "\(line)")
        }
        // What it leaves to the full path though valid: a comment, an escape, rarer assertions.
        for line in ["open item(id: 5) # a comment", "open item(id: \"7\\\"\")", "expect result item dismissed"] {
            #expect(!read.contains(line), "\(line)")
            #expect(results.contains { $0.line == line })
        }
    }

    @Test("the fixture scripts: every line read is read the same")
    func fixtures() {
        var read = 0
        for (script, graph) in [
            ("corenavigation", "Fixtures/shop/navgraph.yaml"), ("insecurity", "Fixtures/shop/navgraph.yaml"),
            ("failures", "Fixtures/shop/navgraph.yaml"), ("loose", "Fixtures/shop/navgraph.yaml"),
            ("router", "Fixtures/scripts/graphs/router.yaml"),
        ] {
            let text = RepoPaths.read(RepoPaths.root + "/Fixtures/scripts/\(script).navscript")
            let results = Self.compare(SimHarness.load(graph).0, text)
            #expect(results.filter { !$0.reading.agrees }.map(\.line) == [], "\(script)")
            read += results.filter(\.reading.read).count
        }
        #expect(read >= 100)
    }

    @Test(
        "the shared conformance scenarios: every line read is read the same",
        .enabled(if: SharedConformance.folder != nil))
    func conformance() throws {
        let folder = try #require(SharedConformance.folder)
        var read = 0
        for (script, graphPath) in SharedConformance.scripts {
            let path = folder + "/" + graphPath
            let loaded = LoadedGraph.decode(
                name: path, bytes: Array(RepoPaths.read(path).utf8), includes: RepoSourceProvider()
            ).validated()
            let graph = try #require(loaded.graph)
            let results = Self.compare(graph, RepoPaths.read(folder + "/" + script + ".navscript"))
            #expect(results.filter { !$0.reading.agrees }.map(\.line) == [], "\(script)")
            read += results.filter(\.reading.read).count
        }
        #expect(read >= 10_000)
    }

    @Test("each keyword's value is its bytes, first byte lowest")
    func keywords() {
        for (word, value) in ScriptKeyword.all {
            #expect(ByteView.of(word) { ScriptKeyword.pack($0) } == value, "\(word)")
        }
        let long = "restarted"
        #expect(ByteView.of(long) { ScriptKeyword.pack($0) } == 0)
    }
}
