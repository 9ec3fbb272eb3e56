import ArgumentParser
import NavGraphCore

/// Loading GRAPH arguments for every subcommand.
enum GraphInput {
    /// Reads and checks one graph without printing anything (exit 66 when unreadable).
    static func check(path: String) throws -> LoadedGraph {
        let input = try InputFiles.read(path)
        return GraphCompiler.check(name: input.name, bytes: input.bytes, includes: FileSourceProvider())
    }

    /// For `gen`, `sim` and `graph`: a graph that must be free of errors.
    /// Findings go to stderr in the human format (warnings too); errors exit 1.
    static func loadChecked(path: String, diagnostics options: DiagnosticOutputOptions) throws
        -> (graph: Graph, sources: SourceMap)
    {
        let loaded = try check(path: path)
        if !loaded.diagnostics.isEmpty {
            let renderer = HumanDiagnosticRenderer(style: options.style(forDescriptor: 2))
            if loaded.hasErrors {
                Console.err(renderer.render(loaded.diagnostics, sources: loaded.sources))
            } else {
                for d in loaded.diagnostics { Console.err(renderer.render(d, sources: loaded.sources) + "\n") }
            }
        }
        guard !loaded.hasErrors, let graph = loaded.graph else { throw ExitStatus.failure }
        return (graph, loaded.sources)
    }

    /// Several checked graphs as one report: files renumbered into one source
    /// map so the diagnostics sort by file, line and column across all inputs.
    static func merge(_ graphs: [LoadedGraph]) -> (sources: SourceMap, diagnostics: [Diagnostic]) {
        var sources = SourceMap()
        var diagnostics: [Diagnostic] = []
        for loaded in graphs {
            let base = sources.files.count
            for f in loaded.sources.files { sources.add(f) }
            for var d in loaded.diagnostics {
                d.span.file += base
                d.secondary = d.secondary.map { var l = $0; l.span.file += base; return l }
                diagnostics.append(d)
            }
        }
        return (sources, diagnostics.sorted(in: sources))
    }
}
