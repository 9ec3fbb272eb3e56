import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum CheckFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case human, json, sarif, github
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse, validate and report on navigation graphs.",
        discussion: """
            Reports every finding with file:line:column, sorted by file, line and column. \
            Exits 0 when there are no errors (and, with --strict, no warnings), 1 when there are, \
            66 when a graph cannot be read. A graph without errors is then explored state by state \
            with the simulator's engine (launch, every tab, edge, global route and deep link, logins, \
            interceptor screens); with --witness DIR, each finding a run can show gets a navigation \
            script DIR/<code>-<n>.navscript that 'navgraph sim' runs to show it.
            """
    )

    @Argument(help: "Graph files to check ('-' reads standard input).")
    var graphs: [String] = ["navgraph.yaml"]

    @Option(name: .long, help: "Output format: human, json, sarif (2.1.0) or github (workflow commands).")
    var format: CheckFormat = .human

    @Flag(name: [.customLong("strict"), .customLong("warnings-as-errors")], help: "Fail on warnings too.")
    var strict = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a script showing each finding a run can show into DIR.",
            valueName: "DIR"))
    var witness: String?

    @Option(name: .long, help: "The most states the exploration visits before it stops with a note.")
    var stateLimit = Explorer.defaultStateLimit

    @OptionGroup var output: DiagnosticOutputOptions

    func validate() throws {
        if stateLimit < 1 { throw ValidationError("--state-limit must be at least 1") }
        if graphs.filter(InputFiles.readsStandardInput).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
        if witness?.isEmpty == true { throw ValidationError("--witness needs a folder") }
    }

    func run() throws {
        // Explored unless an error leaves the navigation undefined (then a note says so). The
        // YAML tree is freed beside the checks: the exploration after them needs the memory
        // (a 100k-route graph's tree is about 50 MB). The last graph's search is never freed:
        // the process ends with the report (an earlier one's is, before the next graph's).
        let loaded = try graphs.indices.map { i in
            GraphCheck.run(
                try GraphInput.read(graphs[i]),
                GraphInput.options(
                    stateLimit: stateLimit, treeRelease: .background, keepingSearch: i == graphs.count - 1))
        }
        let report = CheckReport(merging: loaded)
        if let witness {
            try WitnessFolder.write(report.diagnostics, into: witness, inputs: OutputFile.inputs(of: report.sources))
        }
        let text: String
        switch format {
        case .human:
            text = HumanDiagnosticRenderer(style: output.style(forDescriptor: 1))
                .render(report.diagnostics, sources: report.sources, leftOut: report.leftOut)
        case .json:
            text = JSONDiagnosticRenderer().render(report.diagnostics, sources: report.sources, leftOut: report.leftOut)
        case .sarif:
            text = SARIFDiagnosticRenderer(toolVersion: NavGraphVersion.string, registry: .graph)
                .render(report.diagnostics, sources: report.sources)
        case .github:
            text = GitHubDiagnosticRenderer().render(report.diagnostics, sources: report.sources)
        }
        Console.out(text)
        // Findings past the reported limit count too (`LoadedGraph.leftOut`).
        let failed =
            report.diagnostics.hasErrors || report.leftOut.hasErrors
            || (strict && report.diagnostics.warningCount + report.leftOut.warningCount > 0)
        // The process ends here: like a compiler driver, skip freeing the
        // graphs and their sources, which for a large graph costs as much as
        // a check (`loaded` is kept to here: its last use would free it).
        // Output was written unbuffered, so nothing is lost.
        ProcessExit.now(withExtendedLifetime(loaded) { failed ? 1 : 0 })
    }
}
