import Foundation
import NavGraphSupport
import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// Large files have their routes parsed in pieces on several threads
/// (`ChunkedRead`). With the threshold forced to 0 and a cut at every entry
/// line (and at two or three pieces), every input must give exactly the
/// serial reader's tree (spans, styles, tags) and findings; the inputs the
/// chunked read should handle must be handled by it, not by the fallback.
@Suite("YAML reader: chunked parse")
struct YAMLChunkedReadTests {
    /// Every entry line a cut; two and three pieces cut at shares of the bytes.
    static let chunkCounts = [Int.max, 2, 3]

    static func reader(chunkCount: Int) -> YAMLReader {
        var reader = YAMLReader()
        reader.chunkThreshold = 0
        reader.chunkCount = chunkCount
        return reader
    }

    static func serial(_ bytes: [UInt8]) -> YAMLDocument {
        var reader = YAMLReader()
        reader.chunkThreshold = .max
        return reader.read(SourceFile(name: "x.yaml", bytes: bytes), fileIndex: 0)
    }

    /// Whether the chunked read took `bytes` (at a cut at every entry); records
    /// an issue where its result differs from the serial reader's.
    @discardableResult
    static func compare(
        _ bytes: [UInt8], _ name: String, reader configure: (inout YAMLReader) -> Void = { _ in },
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        var serialReader = YAMLReader()
        serialReader.chunkThreshold = .max
        configure(&serialReader)
        let file = SourceFile(name: "x.yaml", bytes: bytes)
        let expected = serialReader.read(file, fileIndex: 0)
        let expectedDump = YAMLPipelineTests.dump(expected.root)
        var taken = false
        for count in chunkCounts {
            var reader = reader(chunkCount: count)
            configure(&reader)
            let document = reader.read(file, fileIndex: 0)
            #expect(
                YAMLPipelineTests.dump(document.root) == expectedDump, "\(name), \(count) pieces",
                sourceLocation: sourceLocation)
            #expect(
                document.diagnostics == expected.diagnostics, "\(name), \(count) pieces", sourceLocation: sourceLocation
            )
            #expect(document.fileSpan == expected.fileSpan, sourceLocation: sourceLocation)
            if let chunked = reader.readInChunks(file, fileIndex: 0) {
                #expect(chunked.diagnostics.isEmpty, sourceLocation: sourceLocation)
                #expect(
                    YAMLPipelineTests.dump(chunked.root) == expectedDump, "\(name), \(count) pieces",
                    sourceLocation: sourceLocation)
                if count == .max { taken = true }
            }
        }
        return taken
    }

    // MARK: corpora

    static func corpusFiles(_ folder: String) -> [String] {
        guard let corpus = RepoPaths.corpus,
            let names = try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)
        else { return [] }
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { corpus + "/" + folder + "/" + $0 }
    }

    static let fixtureFiles: [String] = {
        let root = RepoPaths.root + "/Fixtures"
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".yaml") }.sorted().map { root + "/" + $0 }
    }()

    // Skipped, not passed with no cases, when the corpus is absent.
    @Test(
        .enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"), arguments: corpusFiles("yaml-test-suite"))
    func yamlTestSuiteFile(path: String) {
        let bytes = RepoPaths.bytes(path)
        Self.compare(bytes, path)
        // The file's lines as routes: its top-level lines become entry lines (cuts) in every context it has.
        var routes = Array("navgraph: 1\nroutes:\n".utf8)
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            routes += (line.isEmpty ? [] : Array("  ".utf8)) + line + [UInt8(ascii: "\n")]
        }
        Self.compare(routes, path + " as routes")
        Self.compare(routes + Array("tail: 1\n".utf8), path + " as routes, with a tail")
    }

    @Test(.enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"), arguments: corpusFiles("android"))
    func androidGraph(path: String) {
        // Every android graph is a top-level mapping with an indented `routes:` of many entries.
        #expect(Self.compare(RepoPaths.bytes(path), path))
    }

    @Test(arguments: fixtureFiles)
    func fixture(path: String) {
        Self.compare(RepoPaths.bytes(path), path)
    }

    @Test func fixturesAreThere() {
        #expect(Self.fixtureFiles.count > 50)
    }

    @Test(.enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"))
    func corpusIsThere() {
        #expect(Self.corpusFiles("android").count == 34)
        #expect(Self.corpusFiles("yaml-test-suite").count > 300)
    }

    // MARK: synthetic inputs

    /// A graph of `count` routes; `entry` writes the lines of route `i`.
    static func graph(
        _ count: Int, head: String = "navgraph: 1\nname: G\nroot: r0\n", tail: String = "",
        entry: (Int) -> String = { "  r\($0):\n    path: /r\($0)/:id\n    params: { id: int }\n    to: [r\($0 + 1)]\n" }
    ) -> String {
        head + "routes:\n" + (0..<count).map(entry).joined() + tail
    }

    static let tail = "interceptors:\n  - id: a\n    on: r0\n"

    /// Inputs the chunked read must take (at a cut at every entry), by name.
    static let taken: [(String, String)] = [
        ("a large graph", graph(2000, tail: tail)),
        ("no tail", graph(50)),
        ("no final newline", String(graph(20).dropLast())),
        ("no final newline, tail", String(graph(20, tail: tail).dropLast())),
        ("CRLF", graph(20, tail: tail).replacingOccurrences(of: "\n", with: "\r\n")),
        ("CRLF, no tail", graph(20).replacingOccurrences(of: "\n", with: "\r\n")),
        (
            "comments between and after entries",
            graph(20, tail: "# after\n\n  # indented after\n" + tail) {
                "  r\($0): # c\n    path: /r\($0)\n  # between\n\n"
            }
        ),
        ("comments at the end of the file", graph(20) { "  r\($0):\n    path: /r\($0)\n" } + "# end\n\n  # end\n   \n"),
        ("comment at the end, no newline", graph(20) + "# end"),
        (
            "column-0 comments and blank lines in the routes",
            graph(20, tail: tail) { "# \($0)\n\n  r\($0):\n\n    path: /r\($0)\n#x\n   \n" }
        ),
        ("a comment after routes:", "a: 1\nroutes:   # the routes\n  x: 1\n  y: 2\n  z: 3\n" + tail),
        ("comments before the first entry", "routes:\n# c\n  # c\n\n  x: 1\n  y: 2\n"),
        (
            "quoted keys",
            graph(20, tail: "\"quoted\": 1\n'single': 2\n") {
                "  \"r\($0)\": 1\n  'q\($0)': {a: 1}\n  \"a b\\n\($0)\": x\n"
            }
        ),
        ("numeric and underscore keys", graph(20) { "  \($0): x\n  _\($0): y\n  \($0).5: z\n" }),
        ("empty values", graph(20, tail: tail) { "  r\($0):\n  s\($0): ~\n  t\($0): \n" }),
        ("empty value last", graph(5) { "  r\($0):\n" }),
        ("indentless sequences", graph(20, tail: tail) { "  r\($0):\n  - a\n  - [b]\n  - c:\n" }),
        ("nested indentless sequences", graph(20) { "  r\($0):\n    to:\n    - a\n    - b\n" }),
        (
            "block scalars",
            graph(10, tail: tail) {
                "  l\($0): |\n    text\n\n  f\($0): >\n    folded\n    more\n\n\n  k\($0): |+\n    kept\n\n  s\($0): |-\n    s\n"
                    + "  i\($0): |2\n     two\n  n\($0):\n    deep: |\n      x\n  # c\n\n"
            }
        ),
        ("a block scalar last", graph(5) { "  r\($0): |+\n    text\n\n" }),
        ("a block scalar before the tail", graph(5, tail: tail) { "  r\($0): |\n    text\n\n" }),
        ("empty block scalars", graph(5, tail: tail) { "  r\($0): |\n\n  k\($0): |+\n\n\n  f\($0): >-\n" }),
        ("block scalars with leading blank lines", graph(5) { "  r\($0): |+\n\n      \n      x\n\n" }),
        (
            "multi-line flow and quoted values inside entries",
            graph(10, tail: tail) {
                "  r\($0):\n    to: [a,\n      b,\n   c]\n    title: \"one\n      two\"\n    plain: one\n      two\n"
            }
        ),
        (
            "anchors within an entry",
            graph(10, tail: tail) { "  r\($0):\n    x: &s\($0) {a: [1]}\n    y: *s\($0)\n    z: [&t 1, *t, *s\($0)]\n" }
        ),
        ("an anchor redefined and used in each entry", graph(10) { "  r\($0):\n    a: &a {x: \($0)}\n    c: *a\n" }),
        ("tags", graph(10, tail: tail) { "  r\($0): !!map\n    a: !!str 1\n    b: !custom x\n    c: !<tag:x> y\n" }),
        ("tabs in values", graph(10, tail: tail) { "  r\($0):\tx\t# c\n  s\($0): \"a\tb\"\n" }),
        (
            "non-ASCII keys and values",
            graph(20, head: "ключ: é\n", tail: "x: 1\nü: 😀\n") {
                "  r\($0): ünïcödé 😀\n  é\($0): \"ß\"\n  'ö\($0)': x\n"
            }
        ),
        ("a byte order mark", "\u{FEFF}" + graph(20, tail: tail)),
        ("a byte order mark, non-ASCII", "\u{FEFF}" + graph(20, head: "é: 1\n") { "  r\($0): é\n" }),
        ("explicit document start", "---\n" + graph(10, tail: tail)),
        ("explicit document start with a comment", "--- # doc\n" + graph(10)),
        ("entries indented by four", graph(10, tail: tail) { "    r\($0):\n      path: /r\($0)\n" }),
        ("entries indented by one", graph(10, tail: tail) { " r\($0):\n  path: /r\($0)\n" }),
        ("complex keys inside entries", graph(10) { "  r\($0):\n    ? [a, b]\n    : c\n    ? x\n" }),
        ("an explicit key as an entry", graph(10) { "  r\($0): 1\n  ? k\($0)\n  : v\n" }),
        ("a quoted tail key", graph(10, tail: "\"interceptors\": []\n")),
        ("flow mappings as values", graph(10, tail: tail) { "  r\($0): {a: 1,\n    b: 2}\n" }),
        ("routes first", graph(10, head: "", tail: "navgraph: 1\n")),
    ]

    /// Inputs the chunked read must leave to the serial reader (then its
    /// findings are the serial reader's), or may take only with fewer cuts.
    static let fallBack: [(String, String)] = [
        (
            "an alias to another entry's anchor",
            graph(10) { "  r\($0): &a\($0) {x: 1}\n  c\($0): *a\(max($0 - 1, 0))\n" }
        ),
        ("an alias to an anchor before routes", graph(10, head: "d: &d {a: 1}\n") { "  r\($0): *d\n" }),
        ("an alias in the tail to a route's anchor", graph(10, tail: "x: *a3\n") { "  r\($0): &a\($0) 1\n" }),
        ("an undefined alias", graph(10) { "  r\($0): \($0 == 5 ? "*nope" : "1")\n" }),
        ("duplicate route keys in different pieces", graph(10) { "  r\($0 % 7):\n    path: /\($0)\n" }),
        ("a duplicate route key of the head's", graph(10) { "  r\($0 == 9 ? 0 : $0): 1\n" }),
        ("a duplicate top-level key in the tail", graph(10, tail: "name: again\n")),
        ("routes twice", graph(10, tail: "routes:\n  x: 1\n")),
        ("routes as a flow mapping", "a: 1\nroutes: {x: 1,\n  y: 2}\n" + tail),
        ("routes as a multi-line flow mapping", "a: 1\nroutes:\n  {x: 1,\n  y: 2}\n"),
        ("routes as a sequence", "routes:\n  - x\n  - y\n"),
        ("routes as a scalar", "routes:\n  x\n  y\n"),
        ("routes with an anchor", "routes: &r\n  x: 1\n  y: 2\n"),
        ("routes with a tag line", "routes:\n  !!map\n  x: 1\n  y: 2\n"),
        ("routes empty", "routes:\n\nb: 1\n"),
        ("one route", "routes:\n  x: 1\n" + tail),
        ("a %YAML directive", "%YAML 1.1\n---\n" + graph(10, tail: tail)),
        ("a %TAG directive", "%TAG !e! tag:e.com,2000:\n---\n" + graph(10) { "  r\($0): !e!x 1\n" }),
        ("a second document in the tail", graph(10, tail: "---\nx: 1\n")),
        ("a second document, a scalar", graph(10, tail: "--- x\n")),
        ("a document end in the tail", graph(10, tail: "x: 1\n...\n")),
        ("a document end after the routes", graph(10, tail: "...\n")),
        ("a second document later in the tail", graph(10, tail: "x: 1\n---\ny: 2\n")),
        ("a tab-indented line", graph(10) { "  r\($0):\n\(($0 == 5) ? "\t" : "    ")path: x\n" }),
        ("a tab-only line", graph(10, tail: tail) { "  r\($0): 1\n\t\n" }),
        ("a tab before the tail", graph(10, tail: "\t\n" + tail)),
        ("a multi-line flow sequence across an entry line", graph(10) { "  r\($0):\n    to: [a,\n  b\($0), c]\n" }),
        ("a multi-line quoted scalar across an entry line", graph(10) { "  r\($0):\n    t: \"a\n  r\($0)x: b\"\n" }),
        ("a multi-line single-quoted key line", graph(10) { "  r\($0): 'a\n  s\($0): b'\n" }),
        ("a plain scalar continued at the entries' indentation", graph(10) { "  r\($0): one\n  two\($0)\n" }),
        ("a less indented line", graph(10) { "  r\($0): 1\n \(($0 == 4) ? "x: 2\n" : "")" }),
        ("a more indented first entry", "routes:\n    x: 1\n  y: 2\n  z: 3\n"),
        ("a root anchor", "--- &root\n" + graph(10) { "  r\($0): \($0 == 7 ? "*root" : "1")\n" }),
        ("a flow root", "{a: 1,\nroutes:\n  x: 1,\n  y: 2}\n"),
        ("a sequence root", "- a\nroutes:\n  x: 1\n  y: 2\n"),
        ("a block scalar root", "--- |\nroutes:\n  x: 1\n  y: 2\n"),
        ("a tail starting with an anchor", graph(10, tail: "&t x: 1\n")),
        ("a tail starting with a non-ASCII key", graph(10, tail: "ü: 1\n")),
        ("routes of non-ASCII keys", graph(10) { "  ü\($0): 1\n" }),
        ("a tail starting with a flow mapping", graph(10, tail: "{x: 1}\n")),
        (
            "a key too long for a simple key",
            graph(10) { "  r\($0)\(String(repeating: "k", count: $0 == 6 ? 1100 : 0)): 1\n" }
        ),
        ("a line break U+2028 inside a line", graph(10) { "  r\($0): 1\u{2028}x\($0): 2\n" }),
        ("syntax error in an entry", graph(10) { "  r\($0): \($0 == 3 ? "[" : "1")\n" }),
        ("syntax error in the tail", graph(10, tail: "x: ]\n")),
        ("syntax error in the head", "a: [\n" + graph(10)),
        ("many duplicates", graph(300) { "  r\($0 % 2): 1\n" }),
    ]

    /// Inputs the chunked read may take or leave: only its result is checked.
    static let either: [(String, String)] = [
        ("a line break U+0085 inside a line", graph(10) { "  r\($0): a\u{85}  s\($0): b\n" }),
        ("a lone CR", graph(10) { "  r\($0): 1\r  s\($0): 2\n" }),
        ("a lone CR before the tail", graph(10, tail: "\r" + tail)),
        ("CR line ends", graph(10, tail: tail).replacingOccurrences(of: "\n", with: "\r")),
    ]

    @Test("the chunked read takes these and gives the serial tree", arguments: 0..<taken.count)
    func takenInput(_ index: Int) {
        let (name, text) = Self.taken[index]
        #expect(Self.compare(Array(text.utf8), name), "\(name): the chunked read fell back")
    }

    /// Entry shapes the chunked read takes, and ones it must leave (for the random mixes); `{i}` is the index.
    static let benignEntries: [String] = [
        "  r{i}:\n    path: /r{i}/:id\n    params: { id: int }\n    to: [a, b]\n",
        "  \"q{i}\": 'v'\n",
        "  e{i}:\n",
        "  s{i}:\n  - a\n  - b\n",
        "  b{i}: |+\n    x\n\n",
        "  f{i}: >\n    x\n    y\n",
        "# c{i}\n\n",
        "  # c{i}\n",
        "  a{i}:\n    x: &x [1, 2]\n    y: *x\n",
        "  m{i}: {a: 1,\n    b: [2,\n     3]}\n",
        "  t{i}: \"one\n    two\"\n",
        "  ü{i}: é\n",
        "  n{i}: !!str 1\n",
    ]
    static let hostileEntries: [String] = [
        "  h{i}: *x\n",
        "  h{i}: [\n  x{i}]\n",
        "  h{i}: 'a\n  y{i}: b'\n",
        "  r1: again\n",
        "\tbad{i}: 1\n",
        "  h{i}: one\n  two\n",
    ]

    @Test("random mixes of entry shapes give the serial result", arguments: 0..<40)
    func randomMix(seed: Int) {
        var rng = SplitMix(state: UInt64(seed))
        // Even seeds draw only shapes the chunked read takes.
        let shapes = Self.benignEntries + (seed % 2 == 0 ? [] : Self.hostileEntries)
        var text = seed % 4 == 1 ? "x: &x 1\n" : ""
        text += "routes:\n  r0: 1\n"
        for i in 1..<80 { text += shapes.randomElement(using: &rng)!.replacingOccurrences(of: "{i}", with: "\(i)") }
        if seed % 3 == 0 { text += Self.tail }
        if seed % 5 == 0 { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        let taken = Self.compare(Array(text.utf8), "seed \(seed)")
        if seed % 2 == 0 { #expect(taken, "seed \(seed): the chunked read fell back") }
    }

    @Test("random graphs give the serial result", arguments: 0..<10)
    func randomGraph(seed: Int) {
        let graph = RandomGraph(name: "App", seed: UInt64(seed), routes: 150)
        #expect(Self.compare(Array(graph.yaml.utf8), "random graph \(seed)"))
    }

    @Test("these fall back at a cut at every entry, and give the serial result", arguments: 0..<fallBack.count)
    func fallBackInput(_ index: Int) {
        let (name, text) = Self.fallBack[index]
        #expect(!Self.compare(Array(text.utf8), name), "\(name): the chunked read took it")
    }

    @Test("these give the serial result", arguments: 0..<either.count)
    func eitherInput(_ index: Int) {
        let (name, text) = Self.either[index]
        Self.compare(Array(text.utf8), name)
    }

    @Test("whatever falls back gives the serial reader's findings")
    func fallBackFindings() {
        let duplicates = Array(Self.graph(10) { "  r\($0 % 7): 1\n" }.utf8)
        #expect(
            Self.reader(chunkCount: .max).readInChunks(SourceFile(name: "x", bytes: duplicates), fileIndex: 0) == nil)
        let codes = Self.reader(chunkCount: .max).read(SourceFile(name: "x", bytes: duplicates), fileIndex: 0)
            .diagnostics.map(\.code)
        #expect(codes == [.duplicateKey, .duplicateKey, .duplicateKey])
    }

    @Test("an entry nested to the limit is read in pieces; one level deeper falls back")
    func nestingLimit() {
        // Serially the root is level 1, routes 2, an entry's value 3: six levels leave four for the value.
        let atLimit = Self.graph(10) { "  r\($0): [[[[1]]]]\n" }
        let over = Self.graph(10) { "  r\($0): [[[[\($0 == 6 ? "[1]" : "1")]]]]\n" }
        #expect(Self.compare(Array(atLimit.utf8), "at the limit") { $0.maxDepth = 6 })
        #expect(!Self.compare(Array(over.utf8), "over the limit") { $0.maxDepth = 6 })
        var serial = YAMLReader()
        serial.chunkThreshold = .max
        serial.maxDepth = 6
        #expect(serial.read(SourceFile(name: "x", text: atLimit), fileIndex: 0).diagnostics.isEmpty)
        #expect(
            serial.read(SourceFile(name: "x", text: over), fileIndex: 0).diagnostics.map(\.code) == [.nestingTooDeep])
    }

    @Test("alias expansion is budgeted over the whole file, not each piece")
    func aliasBudget() {
        let text = Self.graph(10) { "  r\($0):\n    a: &a [x, y]\n    c: *a\n" }
        let bytes = Array(text.utf8)
        // Ten aliases of three nodes each: thirty in the file, three in each piece.
        #expect(!Self.compare(bytes, "over the budget") { $0.aliasBudgetBase = 20 - 4 * bytes.count })
        #expect(Self.compare(bytes, "within the budget") { $0.aliasBudgetBase = 30 - 4 * bytes.count })
        #expect(
            Self.serial(bytes).diagnostics.isEmpty
                && YAMLReader().readInChunks(SourceFile(name: "x", bytes: bytes), fileIndex: 0) != nil)
    }

    @Test("the cuts are entry lines, nearest to equal shares of the routes")
    func cuts() throws {
        let text = Self.graph(1000, tail: Self.tail)
        let bytes = Array(text.utf8)
        let plan = try #require(ByteView.of(bytes) { ChunkPlan.find($0, pieces: 4) })
        let routes = text.utf8.count - Self.tail.utf8.count
        #expect(plan.regionEnd == routes)
        #expect(plan.indent == 2)
        #expect(plan.splits.count == 3)
        let start = Array(text.utf8).firstRange(of: Array("routes:\n".utf8))!.upperBound
        for (k, split) in plan.splits.enumerated() {
            #expect(bytes[split..<split + 3] == ArraySlice("  r".utf8))
            let share = start + (routes - start) * (k + 1) / 4
            #expect(abs(split - share) < 80)
        }
        let all = try #require(ByteView.of(bytes) { ChunkPlan.find($0, pieces: .max) })
        #expect(all.splits.count == 999)
    }

    @Test("a large graph is read in pieces by default")
    func largeGraphByDefault() {
        let text = Self.graph(30_000, tail: Self.tail)
        let file = SourceFile(name: "x.yaml", text: text)
        #expect(text.utf8.count > YAMLReader().chunkThreshold)
        #expect(YAMLReader().readInChunks(file, fileIndex: 0) != nil)
        let serial = Self.serial(Array(text.utf8))
        let read = YAMLReader().read(file, fileIndex: 0)
        #expect(YAMLPipelineTests.dump(read.root) == YAMLPipelineTests.dump(serial.root))
        #expect(read.diagnostics.isEmpty)
    }
}
