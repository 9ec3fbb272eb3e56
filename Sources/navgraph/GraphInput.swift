import ArgumentParser
import NavGraphCore
import NavGraphModel
import NavGraphRendering

/// Loading GRAPH arguments for every subcommand.
enum GraphInput {
    /// Reads and checks one graph without printing anything (exit 66 when unreadable).
    static func check(path: String, treeRelease: TreeRelease = .never) throws -> LoadedGraph {
        let input = try InputFiles.read(path)
        // The process ends after the command: large YAML trees are never freed.
        return GraphCompiler.check(
            name: input.name, bytes: input.bytes, includes: FileSourceProvider(),
            treeRelease: treeRelease)
    }

    /// For `gen`, `sim` and `graph`: a graph that must be free of errors.
    /// Findings go to stderr in the human format (warnings too); errors exit 1.
    static func loadChecked(
        path: String, diagnostics options: DiagnosticOutputOptions, treeRelease: TreeRelease = .never
    ) throws
        -> (graph: Graph, sources: SourceMap)
    {
        let loaded = try check(path: path, treeRelease: treeRelease)
        guard let graph = report(loaded, options) else { throw ExitStatus.failure }
        return (graph, loaded.sources)
    }

    /// `loadChecked`, with `work` done on the graph while it is checked.
    static func loadChecked<T: Sendable>(
        path: String, diagnostics options: DiagnosticOutputOptions,
        alongside work: @escaping @Sendable (Graph) -> T
    ) throws
        -> (graph: Graph, sources: SourceMap, result: T)
    {
        let input = try InputFiles.read(path)
        let (loaded, result) = GraphCompiler.check(
            name: input.name, bytes: input.bytes,
            includes: FileSourceProvider(), treeRelease: .never, alongside: work)
        guard let graph = report(loaded, options), let result else { throw ExitStatus.failure }
        return (graph, loaded.sources, result)
    }

    /// Prints the findings to stderr; the graph when it has no errors.
    private static func report(_ loaded: LoadedGraph, _ options: DiagnosticOutputOptions) -> Graph? {
        if !loaded.diagnostics.isEmpty {
            let renderer = HumanDiagnosticRenderer(style: options.style(forDescriptor: 2))
            if loaded.hasErrors {
                Console.err(renderer.render(loaded.diagnostics, sources: loaded.sources))
            } else {
                for d in loaded.diagnostics { Console.err(renderer.render(d, sources: loaded.sources) + "\n") }
            }
        }
        return loaded.hasErrors ? nil : loaded.graph
    }
}
