import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Real inputs: the example app, the android graphs (valid: no decode
/// findings) and the yaml-test-suite files (valid or invalid YAML, never a
/// graph: every one must fail with positioned findings, never crash).
@Suite("Decoder: corpus")
struct DecoderCorpusTests {
    static func files(_ folder: String) -> [String] {
        guard let corpus = RepoPaths.corpus,
            let names = try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)
        else { return [] }
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { corpus + "/" + folder + "/" + $0 }
    }

    @Test func shopDecodesCleanly() throws {
        let loaded = try FixtureGraph.load(RepoPaths.fixture("shop/navgraph.yaml"), checks: false)
        #expect(Findings.lines(loaded) == [])
        let graph = try #require(loaded.graph)
        #expect(graph.name.value == "Shop")
        #expect(graph.routes.count > 10)
        #expect(loaded.sources.files.map(\.name) == ["navgraph.yaml", "modules/account.yaml", "modules/checkout.yaml"])
    }

    // The corpus tests are skipped, not passed with no cases, when the corpus is absent.
    @Test(.enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"))
    func corpusIsComplete() {
        #expect(Self.files("android").count == 34)
        #expect(Self.files("yaml-test-suite").count > 300)
    }

    @Test(.enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"), arguments: files("android"))
    func androidGraphDecodes(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let loaded = LoadedGraph.decode(
            name: (path as NSString).lastPathComponent, bytes: bytes,
            includes: InMemorySourceProvider())
        #expect(Findings.lines(loaded) == [])
        #expect(loaded.graph != nil)
    }

    @Test(.enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"), arguments: files("yaml-test-suite"))
    func yamlTestSuiteFileIsNotAGraph(path: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let loaded = LoadedGraph.decode(
            name: (path as NSString).lastPathComponent, bytes: bytes,
            includes: InMemorySourceProvider()
        ).validated()
        #expect(loaded.hasErrors)
        for d in loaded.diagnostics {
            #expect(d.span.isKnown, "\(d.code.rawValue): \(d.message) has no position")
            #expect(loaded.sources.location(of: d.span) != nil)
        }
    }
}
