import NavGraphModel
import NavGraphSupport

/// The result of reading (and checking) a graph: the graph when one could be
/// decoded, every source read, and the findings sorted by file, line, column.
public struct LoadedGraph: Sendable {
    public var graph: Graph?
    public var sources: SourceMap
    /// At most `GraphCompiler.findingLimit` findings, then the note that counts the rest.
    public var diagnostics: [Diagnostic]
    /// The findings past the limit, sorted: not reported, but still what decides whether
    /// the graph has errors and whether its navigation is defined (an unknown reference
    /// past the limit still stops the exploration).
    public var leftOut: [Diagnostic]

    public init(graph: Graph?, sources: SourceMap, diagnostics: [Diagnostic], leftOut: [Diagnostic] = []) {
        self.graph = graph
        self.sources = sources
        self.diagnostics = diagnostics
        self.leftOut = leftOut
    }

    public var hasErrors: Bool { diagnostics.hasErrors || leftOut.hasErrors }

    /// Every finding, the left-out ones in place of the note that counts them.
    var uncapped: [Diagnostic] {
        guard !leftOut.isEmpty else { return diagnostics }
        return diagnostics.dropLast() + leftOut
    }
}

/// The pipeline of `navgraph check`: text -> YAML nodes -> graph -> findings.
public enum GraphCompiler {
    /// Reads and decodes a graph and its includes, without the graph checks.
    /// `name` is how diagnostics name the root file (`-` input: `<stdin>`).
    public static func load(
        name: String, bytes: [UInt8], includes provider: some SourceProvider,
        treeRelease: TreeRelease = .background
    ) -> LoadedGraph {
        var sources = SourceMap()
        let result = GraphDecoder(provider: provider, treeRelease: treeRelease)
            .decode(rootName: name, bytes: bytes, sources: &sources)
        let (shown, leftOut) = capped(result.diagnostics.sorted(in: sources))
        return LoadedGraph(graph: result.graph, sources: sources, diagnostics: shown, leftOut: leftOut)
    }

    /// Findings reported for one run at most; past it a `too-many-findings`
    /// note says how many were left out (a hostile file cannot flood the output).
    public static let findingLimit = 1000

    /// Sorted findings cut at the limit: those shown, the note last, and those left out.
    static func capped(_ diagnostics: [Diagnostic]) -> (shown: [Diagnostic], leftOut: [Diagnostic]) {
        guard diagnostics.count > findingLimit else { return (diagnostics, []) }
        let leftOut = Array(diagnostics[findingLimit...])
        return (diagnostics.prefix(findingLimit) + [leftOutNote(leftOut.count, at: leftOut[0].span)], leftOut)
    }

    /// The note that ends findings cut at the limit: how many were left out, placed at the first.
    public static func leftOutNote(_ count: Int, at span: Span) -> Diagnostic {
        Diagnostic(
            .tooManyFindings,
            "\(count) more finding\(count == 1 ? "" : "s") not shown (navgraph reports the first \(findingLimit))",
            at: span)
    }

    /// `load`, then every check of `Validator`.
    public static func check(
        name: String, bytes: [UInt8], includes provider: some SourceProvider,
        treeRelease: TreeRelease = .background
    ) -> LoadedGraph {
        check(load(name: name, bytes: bytes, includes: provider, treeRelease: treeRelease))
    }

    /// A graph `load` read, with every check of `Validator`.
    package static func check(_ read: LoadedGraph) -> LoadedGraph {
        guard let graph = read.graph else { return read }
        // No trim here (see `MemoryTrim`): the memory the checks freed is what the
        // exploration's tables reuse; handed back, it was faulted in again at once.
        return adding(Validator.validate(graph), to: read)
    }

    /// `loaded` with the graph checks' `findings` added: sorted among its own and cut
    /// at the limit, less those that need every definition when a module's were lost
    /// (`check` adds `Validator.validate`'s; a caller may run it beside other work).
    package static func adding(_ findings: [Diagnostic], to loaded: LoadedGraph) -> LoadedGraph {
        var findings = findings
        var loaded = loaded
        let all = loaded.uncapped
        if lostDefinitions(all) { findings.removeAll { needsEveryDefinition($0.code) } }
        (loaded.diagnostics, loaded.leftOut) = capped((all + findings).sorted(in: loaded.sources))
        return loaded
    }

    /// `check`, and `work` on the decoded graph side by side with the checks
    /// (`gen` builds its output while the graph is checked). `work` runs only
    /// when the graph was read without errors; its result is for the caller
    /// to drop when the checks then find some.
    public static func check<T: Sendable>(
        name: String, bytes: [UInt8], includes provider: some SourceProvider, treeRelease: TreeRelease = .background,
        alongside work: @escaping @Sendable (Graph) -> T
    ) -> (loaded: LoadedGraph, result: T?) {
        let loaded = load(name: name, bytes: bytes, includes: provider, treeRelease: treeRelease)
        guard let graph = loaded.graph else { return (loaded, nil) }
        let side = loaded.hasErrors ? nil : SideWork { work(graph) }
        return (adding(Validator.validate(graph), to: loaded), side?.result())
    }

    /// Whether some module's definitions never reached the graph: an include
    /// that is missing, unreadable or refused, or a module that is not YAML.
    /// That one fault is reported where it is; the ids the module would have
    /// defined are not also reported as undefined, nor the routes it would
    /// have linked as unreachable, nor the realms it would have used as unused.
    static func lostDefinitions(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { d in
            switch d.code {
            case .includeMissing, .unreadableFile, .includeOutsideRoot: return true
            case .yamlSyntax, .invalidUTF8, .nulByte, .aliasLimit, .nestingTooDeep: return d.span.file != 0
            default: return false
            }
        }
    }

    static func needsEveryDefinition(_ code: DiagnosticCode) -> Bool {
        switch code {
        case .unknownRoute, .unknownRealm, .unknownLifetime, .unknownContainer, .unknownRoot,
            .unreachableRoute, .unusedRealm, .unusedLifetime, .unusedContainer:
            return true
        default:
            return false
        }
    }

    /// A graph given as text (tests, stdin without includes).
    public static func check(
        text: String, name: String = "navgraph.yaml",
        includes: [String: String] = [:]
    ) -> LoadedGraph {
        check(name: name, bytes: Array(text.utf8), includes: InMemorySourceProvider(includes))
    }
}
