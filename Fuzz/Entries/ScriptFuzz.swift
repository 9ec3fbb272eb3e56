import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphRendering
import NavGraphScript

/// Fuzz target `script`: the navscript lexer, parser and resolver against a fixed graph (and
/// every line the plain-line resolver reads, read the same), then the simulator running
/// whatever resolved, recorded and rendered in every format.
public struct ScriptFuzz: Sendable {
    let graph: LoadedGraph
    let simulator: ScriptRunner

    /// `graph` must decode (the fuzzer's graph is the example shop graph).
    public init?(graph: LoadedGraph) {
        guard let decoded = graph.graph, !graph.hasErrors else { return nil }
        self.graph = graph
        self.simulator = ScriptRunner(graph: decoded)
    }

    /// Runs one script, strictly and loosely; a crash, a trap or a sanitizer report is the
    /// finding. Returns the reports and the sources they point into, for the regression tests.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> (reports: [SimReport], sources: SourceMap) {
        var sources = graph.sources
        let file = sources.add(SourceFile(name: "fuzz.navscript", bytes: bytes))
        // A line read from its bytes is read as the parser and resolver read it.
        for r in simulator.plainLineReadings(file: file, sources: sources) where !r.agrees {
            fatalError("line at bytes \(r.line) read from its bytes as the parser does not")
        }
        var reports: [SimReport] = []
        for loose in [false, true] {
            let report = simulator.run(
                scripts: [file], sources: sources, options: SimOptions(loose: loose, record: true))
            _ = HumanDiagnosticRenderer().render(report.diagnostics, sources: sources)
            _ = SimRenderer.human(report, sources: sources, trace: true)
            _ = SimRenderer.json(report, sources: sources)
            _ = SimRenderer.junit(report, sources: sources)
            reports.append(report)
        }
        return (reports, sources)
    }
}
