import ArgumentParser
import NavGraphCore
import NavGraphRendering
import NavGraphSim

enum SimFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case human, json, junit
}

struct SimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sim",
        abstract: "Run navigation scripts (*.navscript) against a graph.",
        discussion: """
            Each scenario starts at launch and runs to its end, so every failed expect shows \
            with file:line:column, what was expected and what the state was. Exits 0 when every \
            scenario passed, 1 when one failed, a script has errors or the graph has errors, \
            66 when a file cannot be read.
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String

    @Argument(help: "Navigation scripts to run.")
    var scripts: [String]

    @Option(name: .long, help: "Output format: human, json (one object a step, then a summary) or junit (XML).")
    var format: SimFormat = .human

    @Flag(name: .long, help: "Do not check that `open` follows an edge of the top screen.")
    var loose = false

    @Flag(name: .long, help: "Print every step and lifecycle event.")
    var trace = false

    @OptionGroup var output: DiagnosticOutputOptions

    func validate() throws {
        if scripts.isEmpty { throw ValidationError("Missing expected argument '<scripts> ...'") }
    }

    func run() throws {
        let loaded = try GraphInput.loadChecked(path: graph, diagnostics: output)
        var sources = loaded.sources
        var files: [Int] = []
        for path in scripts {
            let input = try InputFiles.read(path, what: "script")
            files.append(sources.add(SourceFile(name: input.name, bytes: input.bytes)))
        }
        let simulator = NavSimulator(graph: loaded.graph)
        let report = simulator.run(scripts: files, sources: sources,
                                   options: SimOptions(loose: loose, record: trace || format == .json))
        if !report.diagnostics.isEmpty {
            Console.err(HumanDiagnosticRenderer(style: output.style(forDescriptor: 2))
                .render(report.diagnostics, sources: sources))
        }
        switch format {
        case .human: Console.out(SimRenderer.human(report, sources: sources, trace: trace))
        case .json: Console.out(SimRenderer.json(report, sources: sources))
        case .junit: Console.out(SimRenderer.junit(report, sources: sources))
        }
        if !report.passed { throw ExitStatus.failure }
    }
}
