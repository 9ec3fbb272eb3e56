import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphRendering

enum PictureFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case dot, mermaid
}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a navigation graph as Graphviz DOT or a Mermaid flowchart.",
        discussion: """
            Routes are nodes grouped by their container; 'to' edges are solid, interceptor edges \
            dashed, login edges dotted; protected routes are filled and external routes have a \
            double border. A graph with errors is still drawn, its unreachable routes and cycles \
            highlighted; its findings go to standard error and the exit status is 1. \
            Render with: navgraph graph --format dot | dot -Tsvg -o graph.svg
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String = "navgraph.yaml"

    @Option(name: .long, help: "Output format: dot (Graphviz) or mermaid (a Mermaid flowchart).")
    var format: PictureFormat = .dot

    @OptionGroup var output: DiagnosticOutputOptions

    func run() throws {
        // The one check (the exploration's findings too: an unreachable route is filled red),
        // and no refusal: a picture of a graph with errors shows them best.
        let loaded = GraphCheck.run(try GraphInput.read(graph), GraphInput.options())
        if !loaded.diagnostics.isEmpty {
            let renderer = HumanDiagnosticRenderer(style: output.style(forDescriptor: 2))
            Console.err(renderer.render(loaded.diagnostics, sources: loaded.sources, leftOut: loaded.leftOut))
        }
        guard let decoded = loaded.graph else { throw ExitStatus.failure }
        let picture = GraphPicture(graph: decoded, highlights: .from(loaded.diagnostics, in: decoded))
        switch format {
        case .dot: Console.out(DOTRenderer().render(picture))
        case .mermaid: Console.out(MermaidRenderer().render(picture))
        }
        if loaded.hasErrors { throw ExitStatus.failure }
    }
}
