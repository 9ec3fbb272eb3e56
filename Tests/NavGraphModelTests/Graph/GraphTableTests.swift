import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// `GraphTable`: a graph written as lines and read back is the same graph in
/// every field but its spans, for every fixture graph (the invalid ones too:
/// a table must carry whatever the decoder made) and the Android corpus.
@Suite("Model: graph table")
struct GraphTableTests {
    /// Every graph file under Fixtures/ (the folders of graphs, not scripts or goldens).
    static let fixtureFiles: [String] = {
        var out: [String] = []
        for folder in ["valid", "invalid", "scripts/graphs", "aasa"] {
            let path = RepoPaths.fixture(folder)
            out += FixtureGraph.rootFiles(in: path).map { path + "/" + $0 }
        }
        out += ["shop/navgraph.yaml", "codegen/tiny/navgraph.yaml", "codegen/nasty/navgraph.yaml"].map(
            RepoPaths.fixture)
        return out
    }()

    static let androidFiles: [String] = {
        guard let corpus = RepoPaths.corpus else { return [] }
        let folder = corpus + "/android"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }()

    @Test func theFixturesAreFound() {
        #expect(Self.fixtureFiles.count > 40)
    }

    @Test(arguments: fixtureFiles)
    func fixtureGraphRoundTrips(path: String) throws {
        let loaded = try FixtureGraph.load(path, checks: false)
        // A file the reader stops on (bad YAML, no routes) has no graph to carry: its error says why.
        guard let graph = loaded.graph else {
            #expect(loaded.diagnostics.contains { $0.severity == .error })
            return
        }
        try expectRoundTrip(graph)
    }

    @Test(.enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"), arguments: androidFiles)
    func androidGraphRoundTrips(path: String) throws {
        let graph = try #require(try FixtureGraph.load(path, checks: false).graph)
        #expect(graph.routes.count > 0)
        try expectRoundTrip(graph)
    }

    private func expectRoundTrip(_ graph: Graph) throws {
        let lines = GraphTable.lines(of: graph)
        let decoded = try GraphTable.graph(from: lines)
        #expect(SpanFreeDump.of(decoded) == SpanFreeDump.of(graph))
        // Written again, the same lines: the table is deterministic and complete.
        #expect(GraphTable.lines(of: decoded) == lines)
    }

    /// Values no fixture holds: every kind of default, a string with spaces, colons, quotes
    /// and non-ASCII text, a double that prints without a trailing `.0`.
    @Test func everyValueKindRoundTrips() throws {
        let s = GraphTable.noSpan
        func p(_ name: String, _ type: ParamType, _ value: ParamValue?) -> Parameter {
            Parameter(name: name, span: s, type: type, required: false, defaultValue: value, isPath: false)
        }
        let route = Route(
            id: "home", span: s, path: RoutePath(text: "/", segments: [], span: s),
            params: [
                p("a", .string, .string("two words: \"quoted\" é ~ 3:x")), p("b", .int, .int(Int64.min)),
                p("c", .double, .double(-0.1)), p("d", .bool, .bool(false)),
                p("e", .uuid, .uuid("00000000-0000-0000-0000-00000000000a")),
                p("f", .enumeration(["x y", "z"]), .enumCase("x y")), p("g", .string, nil),
            ])
        let graph = Graph(name: Located("T", span: s), root: Reference("home", span: s), routes: [route])
        let decoded = try GraphTable.graph(from: GraphTable.lines(of: graph))
        #expect(decoded.routes[0].params.map(\.defaultValue) == route.params.map(\.defaultValue))
        #expect(SpanFreeDump.of(decoded) == SpanFreeDump.of(graph))
    }

    /// Lines that are not a table fail with the line and the problem, never a crash.
    @Test func badLinesFailWithTheLine() {
        func failure(_ lines: [String]) -> String? {
            do {
                _ = try GraphTable.graph(from: lines)
                return nil
            } catch {
                return error.description
            }
        }
        let graphLine = "graph 1 4:Shop ~ ~ 4:home 0"
        #expect(failure([]) == "table line 1: expected 'navgraph-table 2' (a table of another format or version)")
        #expect(failure(["navgraph-table 1"]) == failure([]))
        #expect(failure([GraphTable.header]) == "table line 2: expected the graph line")
        #expect(failure([GraphTable.header, graphLine]) == nil)
        #expect(
            failure([GraphTable.header, "graph 1 9:Shop"])
                == "table line 2: expected a string (its length, ':', its bytes) at byte 9")
        #expect(failure([GraphTable.header, graphLine + " x"]) == "table line 2: unexpected text at byte 28")
        #expect(failure([GraphTable.header, graphLine, "realm 1:a"]) == "table line 3: the line ends early")
        #expect(failure([GraphTable.header, graphLine, "screen 1:a"]) == "table line 3: unknown record 'screen'")
        #expect(
            failure([GraphTable.header, graphLine, "lifetime 1:a duration x"])
                == "table line 3: expected a number, found 'x'")
        #expect(
            failure([GraphTable.header, graphLine, "realm 1:a 1:b 99999999999"])
                == "table line 3: a list of 99999999999 items")
        #expect(failure([GraphTable.header, "graph 1 1:\u{FF} ~ ~ 4:home 0"]) == "table line 2: a string is not UTF-8")
    }
}

/// A value's fields as text, spans left out (and the id indexes, which `reindex()` rebuilds
/// from the arrays compared): the comparison of two graphs in every other field.
enum SpanFreeDump {
    static func of(_ value: Any) -> String {
        var out = ""
        dump(value, into: &out)
        return out
    }

    private static func dump(_ value: Any, into out: inout String) {
        if value is Span || value is Span? {
            out += "_"
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty || value is String {
            out += String(describing: value)
            return
        }
        out += "\(mirror.subjectType)("
        for child in mirror.children {
            // The indexes and the path trie are derived from the routes (the trie's table is seeded at random).
            if let label = child.label, label.hasSuffix("Index") || label == "indexedTrie" { continue }
            out += (child.label ?? "") + ":"
            dump(child.value, into: &out)
            out += ","
        }
        out += ")"
    }
}
