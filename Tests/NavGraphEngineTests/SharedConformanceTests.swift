import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// The conformance scenarios beside the checkout (`../shared/conformance`): five
/// graphs, forty scenarios each, the whole state asserted after every step. Their
/// expected states come from a second implementation of the design; every one passes.
@Suite("Conformance: the shared scenarios")
struct SharedConformanceTests {
    static let folder = SharedConformance.folder
    static let scripts = SharedConformance.scripts

    // Skipped, not passed, when ../shared/conformance is not beside the checkout.
    @Test(
        "every shared scenario passes",
        .enabled(if: folder != nil), arguments: scripts.map(\.script))
    func scenarios(_ script: String) throws {
        let folder = try #require(Self.folder)
        let graphPath = folder + "/" + Self.scripts.first { $0.script == script }!.graph
        let loaded = LoadedGraph.decode(
            name: graphPath, bytes: Array(RepoPaths.read(graphPath).utf8),
            includes: RepoSourceProvider()
        ).validated()
        #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let graph = try #require(loaded.graph)
        var sources = loaded.sources
        let scriptPath = folder + "/" + script + ".navscript"
        let scriptText = RepoPaths.read(scriptPath)
        let file = sources.add(SourceFile(name: scriptPath, text: scriptText))
        let report = ScriptRunner(graph: graph).run(scripts: [file], sources: sources)

        #expect(report.diagnostics.map(\.message) == [])
        #expect(report.scenarios.count == 40)
        // Logout never leaves an empty tab (man/navscript.5, logout): the five scenarios
        // that once disagreed (a launch stopped at an interceptor's screen) pass too.
        let failing = report.scenarios.filter { !$0.passed }.map(\.name)
        #expect(failing == [])
    }
}
