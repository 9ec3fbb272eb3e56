import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphSupport

extension CoverCriterion: ExpressibleByArgument {}

struct CoverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cover",
        abstract: "Write the navigation scripts that cover a graph: its routes, edges and flows.",
        discussion: """
            Explores the graph's states with the simulator's engine and writes a navscript suite to FILE \
            (default, or '-': standard output): for each route, edge, tab, deep link, login and interceptor \
            screen (by --criterion), the shortest scenario from launch that shows it, asserting the state after \
            every step. The suite passes 'navgraph sim' on its graph; the same graph gives the same bytes. A \
            summary goes to standard error: what is covered, and each item left out with the reason. Nothing \
            is written when the graph has errors (exit 1, as for 'gen'); the write is atomic, FILE's folders are \
            created, and FILE is checked as for 'gen -o' (exit 73 when refused). With --check nothing is \
            written: the command exits 1 with a short diff when FILE is not the suite the graph makes now \
            (as 'gen -o FILE --check'; the earlier spelling '--check FILE' still works, with a warning).
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String = "navgraph.yaml"

    @Option(name: .shortAndLong, help: "The navscript file to write (default, or '-': standard output).")
    var output: String?

    @Option(
        name: .long,
        help:
            "What to cover: routes, edges (the default: adds to edges, tabs, deep links, logins and interceptor screens) or all (adds back, dismiss, results and restart)."
    )
    var criterion: CoverCriterion = .edges

    @Option(name: .long, help: "The most states the exploration visits.")
    var stateLimit = Explorer.defaultStateLimit

    @Flag(help: "Write nothing; exit 1 with a short diff when FILE (-o) is not the suite the graph makes now.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOutputOptions

    func validate() throws {
        if stateLimit < 1 { throw ValidationError("--state-limit must be at least 1") }
        if check && OutputFile.isStandardOutput(output) {
            throw ValidationError("--check needs the file to compare: -o FILE")
        }
        if output?.isEmpty == true { throw ValidationError("-o needs a file ('-' writes standard output)") }
    }

    func run() throws {
        let loaded = GraphCheck.run(try GraphInput.read(graph), GraphInput.options())
        let checked = try GraphInput.accepted(loaded, diagnostics: diagnostics)
        // The destination is made ready and checked before the exploration,
        // which may take a while: its folders created, then the file refused
        // if it is not one to replace.
        let destination = try output.flatMap { path -> AtomicFile? in
            if check || OutputFile.isStandardOutput(path) { return nil }
            try CoverCommand.createFolder(of: path)
            return try OutputFile.destination(path, inputs: OutputFile.inputs(of: loaded.sources))
        }
        let suite = Explorer(graph: checked).cover(criterion, stateLimit: stateLimit)
        if check, let output { try compare(suite.script, with: output) }
        if let destination {
            try OutputFile.write(suite.script, to: destination)
        } else {
            Console.out(suite.script)
        }
        Console.err(suite.summary)
        ProcessExit.now(0)
    }
}
