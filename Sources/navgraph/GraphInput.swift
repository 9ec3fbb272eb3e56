import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphRendering

/// Loading GRAPH arguments for every subcommand.
enum GraphInput {
    /// Reads one graph and runs its static checks only, printing nothing (exit 66 when
    /// unreadable): for `sim`, which runs a graph whose navigation is defined (`loadRunnable`).
    static func load(path: String, treeRelease: TreeRelease = .never) throws -> LoadedGraph {
        let input = try InputFiles.read(path)
        // The process ends after the command: large YAML trees are never freed.
        return GraphCompiler.check(
            name: input.name, bytes: input.bytes, includes: FileSourceProvider(),
            treeRelease: treeRelease)
    }

    /// Reads one graph and runs the one check (`GraphChecker.check`: the static checks, then
    /// the exploration, witnesses attached), printing nothing. `keepingSearch`: the process
    /// ends with the report (`check`), so the search is never freed; a command that goes on
    /// to simulate or generate frees it first.
    static func check(
        path: String, treeRelease: TreeRelease = .never, stateLimit: Int = Explorer.defaultStateLimit,
        keepingSearch: Bool = false
    ) throws -> LoadedGraph {
        let input = try InputFiles.read(path)
        return GraphChecker.check(
            name: input.name, bytes: input.bytes, includes: FileSourceProvider(), treeRelease: treeRelease,
            stateLimit: stateLimit, keepingSearch: keepingSearch)
    }

    /// For `gen`, `sim` and `cover`: a graph that must be free of errors by the one check
    /// (`check`'s, exploration included). Findings go to stderr in the human format
    /// (warnings too); errors exit 1.
    static func loadChecked(
        path: String, diagnostics options: DiagnosticOutputOptions, treeRelease: TreeRelease = .never
    ) throws
        -> (graph: Graph, sources: SourceMap)
    {
        let loaded = try check(path: path, treeRelease: treeRelease)
        guard let graph = report(loaded, options, refused: loaded.hasErrors) else { throw ExitStatus.failure }
        return (graph, loaded.sources)
    }

    /// For `sim`: a graph whose navigation is defined (`GraphChecker.leavesNavigationUndefined`,
    /// a static fact: no exploration), printing its findings to stderr; when it is not, the
    /// one check's findings, its `not-explored` note included, and exit 1. A graph whose
    /// errors a run shows (a launch that always fails) runs: its scenarios show them.
    static func loadRunnable(
        path: String, diagnostics options: DiagnosticOutputOptions, treeRelease: TreeRelease = .never
    ) throws
        -> (graph: Graph, sources: SourceMap)
    {
        let loaded = try load(path: path, treeRelease: treeRelease)
        if GraphChecker.leavesNavigationUndefined(loaded) {
            _ = report(GraphChecker.check(loaded), options, refused: true)
            throw ExitStatus.failure
        }
        guard let graph = report(loaded, options, refused: false) else { throw ExitStatus.failure }
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
        let (statically, result) = GraphCompiler.check(
            name: input.name, bytes: input.bytes,
            includes: FileSourceProvider(), treeRelease: .never, alongside: work)
        let loaded = GraphChecker.check(statically)
        guard let graph = report(loaded, options, refused: loaded.hasErrors), let result else {
            throw ExitStatus.failure
        }
        return (graph, loaded.sources, result)
    }

    /// Prints the findings to stderr (all at once with their summary when the graph is
    /// refused, one by one otherwise); the graph unless it is refused.
    private static func report(_ loaded: LoadedGraph, _ options: DiagnosticOutputOptions, refused: Bool) -> Graph? {
        if !loaded.diagnostics.isEmpty {
            let renderer = HumanDiagnosticRenderer(style: options.style(forDescriptor: 2))
            if refused {
                Console.err(renderer.render(loaded.diagnostics, sources: loaded.sources, leftOut: loaded.leftOut))
            } else {
                for d in loaded.diagnostics { Console.err(renderer.render(d, sources: loaded.sources) + "\n") }
            }
        }
        return refused ? nil : loaded.graph
    }
}
