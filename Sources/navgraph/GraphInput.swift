import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphRendering

/// Loading GRAPH arguments for every subcommand.
enum GraphInput {
    /// Reads one graph and runs its static checks only, printing nothing (exit 66 when
    /// unreadable): for `graph`, which draws a graph whatever its findings.
    static func load(path: String, treeRelease: TreeRelease = .never) throws -> LoadedGraph {
        let input = try InputFiles.read(path)
        // The process ends after the command: large YAML trees are never freed.
        return GraphCompiler.check(
            name: input.name, bytes: input.bytes, includes: FileSourceProvider(),
            treeRelease: treeRelease)
    }

    /// Reads one graph and runs the one check (`GraphChecker.check`: the static checks, then
    /// the exploration, witnesses attached), printing nothing.
    static func check(
        path: String, treeRelease: TreeRelease = .never, stateLimit: Int = Explorer.defaultStateLimit
    ) throws -> LoadedGraph {
        GraphChecker.check(try load(path: path, treeRelease: treeRelease), stateLimit: stateLimit)
    }

    /// For `gen`, `sim` and `cover`: a graph that must be free of errors by the one check
    /// (`check`'s, exploration included). Findings go to stderr in the human format
    /// (warnings too); errors exit 1.
    static func loadChecked(
        path: String, diagnostics options: DiagnosticOutputOptions, treeRelease: TreeRelease = .never,
        refusing refusal: Refusal = .anyError
    ) throws
        -> (graph: Graph, sources: SourceMap)
    {
        let loaded = try check(path: path, treeRelease: treeRelease)
        guard let graph = report(loaded, options, refusal) else { throw ExitStatus.failure }
        return (graph, loaded.sources)
    }

    /// Which graphs a command refuses after the one check.
    enum Refusal {
        /// Any error: `gen`, `cover`, `gen --aasa` (a table or a suite of a graph with errors is wrong).
        case anyError
        /// Errors that leave the navigation undefined (the check's `not-explored` note): `sim`,
        /// whose scenarios are how a failure the check found by running is shown.
        case undefinedNavigation
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
        guard let graph = report(loaded, options, .anyError), let result else { throw ExitStatus.failure }
        return (graph, loaded.sources, result)
    }

    /// Prints the findings to stderr; the graph unless `refusal` refuses it.
    private static func report(_ loaded: LoadedGraph, _ options: DiagnosticOutputOptions, _ refusal: Refusal)
        -> Graph?
    {
        let refused: Bool
        switch refusal {
        case .anyError: refused = loaded.hasErrors
        case .undefinedNavigation:
            refused = loaded.graph == nil || loaded.diagnostics.contains { $0.code == .notExplored }
        }
        if !loaded.diagnostics.isEmpty {
            let renderer = HumanDiagnosticRenderer(style: options.style(forDescriptor: 2))
            if refused {
                Console.err(renderer.render(loaded.diagnostics, sources: loaded.sources))
            } else {
                for d in loaded.diagnostics { Console.err(renderer.render(d, sources: loaded.sources) + "\n") }
            }
        }
        return refused ? nil : loaded.graph
    }
}
