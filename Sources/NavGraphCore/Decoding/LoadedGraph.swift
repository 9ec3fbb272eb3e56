import NavGraphModel
import NavGraphSupport

/// The report of a check (`GraphCheck.run`), or of its first stages: the graph when one could be
/// decoded, every source read, and the findings sorted by file, line, column.
public struct LoadedGraph: Sendable {
    public var graph: Graph?
    public var sources: SourceMap
    /// At most `LoadedGraph.findingLimit` findings, then the note that counts the rest.
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

/// The first two stages of the check (`GraphCheck.run` in NavGraphAnalysis runs them, then
/// the exploration): decode (text -> YAML nodes -> graph, includes merged) and validate (the
/// static checks of `Validator`). Each returns the findings so far, sorted and cut at the limit.
extension LoadedGraph {
    /// Decode: reads a graph and its includes, without the static checks.
    /// `name` is how diagnostics name the root file (`-` input: `<stdin>`).
    package static func decode(
        name: String, bytes: [UInt8], includes provider: some SourceProvider,
        treeRelease: TreeRelease = .background
    ) -> LoadedGraph {
        var sources = SourceMap()
        let result = GraphDecoder(provider: provider, treeRelease: treeRelease)
            .decode(rootName: name, bytes: bytes, sources: &sources)
        let (shown, leftOut) = capped(result.diagnostics.sorted(in: sources))
        return LoadedGraph(graph: result.graph, sources: sources, diagnostics: shown, leftOut: leftOut)
    }

    /// A graph given as text (tests), its includes by name.
    package static func decode(
        text: String, name: String = "navgraph.yaml", includes: [String: String] = [:]
    ) -> LoadedGraph {
        decode(name: name, bytes: Array(text.utf8), includes: InMemorySourceProvider(includes))
    }

    /// Validate: the decoded graph with every check of `Validator` (`onOneThread`: one after
    /// the other, as `Validator.validate` says).
    package func validated(onOneThread: Bool = false) -> LoadedGraph {
        guard let graph else { return self }
        // No trim here (see `MemoryTrim`): the memory the checks freed is what the
        // exploration's tables reuse; handed back, it was faulted in again at once.
        return adding(Validator.validate(graph, onOneThread: onOneThread))
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
    package static func leftOutNote(_ count: Int, at span: Span) -> Diagnostic {
        Diagnostic(
            .tooManyFindings,
            "\(count) more finding\(count == 1 ? "" : "s") not shown (navgraph reports the first \(findingLimit))",
            at: span)
    }

    /// These findings with the static checks' `findings` added: sorted among them and cut
    /// at the limit, less those that need every definition when a module's were lost
    /// (`validated` adds `Validator.validate`'s; the check may run it beside the search).
    package func adding(_ findings: [Diagnostic]) -> LoadedGraph {
        var findings = findings
        var loaded = self
        let all = loaded.uncapped
        if Self.lostDefinitions(all) { findings.removeAll { Self.needsEveryDefinition($0.code) } }
        (loaded.diagnostics, loaded.leftOut) = Self.capped((all + findings).sorted(in: loaded.sources))
        return loaded
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
}
