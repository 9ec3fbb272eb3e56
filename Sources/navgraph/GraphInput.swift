import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphRendering

/// A GRAPH argument, read for the check (`GraphCheck.run`) that every subcommand runs on it,
/// and what a command that refuses a graph with errors prints.
enum GraphInput {
    /// Reads GRAPH (`-`: standard input; exit 66 when unreadable); its includes are read
    /// from disk as the check asks for them.
    static func read(_ path: String) throws -> CheckInput {
        let input = try InputFiles.read(path)
        return CheckInput(name: input.name, bytes: input.bytes, includes: FileSourceProvider())
    }

    /// The options of the command line's check: the process ends after the command, so large
    /// YAML trees are never freed unless the command says when.
    static func options(
        staticOnly: Bool = false, stateLimit: Int = Explorer.defaultStateLimit, treeRelease: TreeRelease = .never,
        keepingSearch: Bool = false
    ) -> CheckOptions {
        CheckOptions(
            staticOnly: staticOnly, stateLimit: stateLimit, treeRelease: treeRelease, keepingSearch: keepingSearch)
    }

    /// For `gen`, `cover` and `gen --aasa`: the graph when the check found no error. Findings
    /// go to stderr in the human format (warnings too); errors exit 1.
    static func accepted(_ loaded: LoadedGraph, diagnostics options: DiagnosticOutputOptions) throws -> Graph {
        guard let graph = report(loaded, options, refused: loaded.hasErrors) else { throw ExitStatus.failure }
        return graph
    }

    /// For `sim`: the graph when its navigation is defined (`leavesNavigationUndefined`, a
    /// static fact, so `loaded` need not be explored), its findings printed to stderr; when it
    /// is not, the whole check of `input` is printed (its `not-explored` note included) and
    /// the exit is 1. A graph whose errors a run shows (a launch that always fails) runs: its
    /// scenarios show them.
    static func runnable(
        _ loaded: LoadedGraph, of input: CheckInput, diagnostics options: DiagnosticOutputOptions
    ) throws -> Graph {
        if loaded.leavesNavigationUndefined {
            _ = report(GraphCheck.run(input, Self.options()), options, refused: true)
            throw ExitStatus.failure
        }
        guard let graph = report(loaded, options, refused: false) else { throw ExitStatus.failure }
        return graph
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
