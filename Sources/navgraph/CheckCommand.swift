import ArgumentParser
import NavGraphCore
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
            66 when a graph cannot be read.
            """
    )

    @Argument(help: "Graph files to check ('-' reads standard input).")
    var graphs: [String] = ["navgraph.yaml"]

    @Option(name: .long, help: "Output format: human, json, sarif (2.1.0) or github (workflow commands).")
    var format: CheckFormat = .human

    @Flag(name: [.customLong("strict"), .customLong("warnings-as-errors")], help: "Fail on warnings too.")
    var strict = false

    @OptionGroup var output: DiagnosticOutputOptions

    func run() throws {
        var loaded: [LoadedGraph] = []
        for path in graphs {
            loaded.append(try GraphInput.check(path: path))
        }
        let report = CheckReport(merging: loaded)
        let text: String
        switch format {
        case .human:
            text = HumanDiagnosticRenderer(style: output.style(forDescriptor: 1))
                .render(report.diagnostics, sources: report.sources)
        case .json:
            text = JSONDiagnosticRenderer().render(report.diagnostics, sources: report.sources)
        case .sarif:
            text = SARIFDiagnosticRenderer(toolVersion: NavGraphVersion.string)
                .render(report.diagnostics, sources: report.sources)
        case .github:
            text = GitHubDiagnosticRenderer().render(report.diagnostics, sources: report.sources)
        }
        Console.out(text)
        let failed = report.diagnostics.hasErrors || (strict && report.diagnostics.warningCount > 0)
        // The process ends here: like a compiler driver, skip freeing the
        // graphs and their sources, which for a large graph costs as much as
        // a check. Output was written unbuffered, so nothing is lost.
        ProcessExit.now(failed ? 1 : 0)
    }
}
