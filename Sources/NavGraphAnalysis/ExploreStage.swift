import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// A finding of the exploration, with the script that shows it when a run can.
public struct AnalysisFinding: Sendable {
    public var diagnostic: Diagnostic
    /// A navscript scenario: the shortest command sequence from launch, the
    /// failing command and `expect failed <reason>`.
    public var witness: String?
}

extension LoadedGraph {
    /// Explore, the check's third stage (`GraphCheck.run`): these findings, then the
    /// exploration's, each finding a run can show with its witness attached
    /// (`Diagnostic.witness`), or the note that the graph was not explored and why.
    /// `search`: the graph's exploration, already made (used only if the graph is explored).
    func explored(
        stateLimit: Int, keepingSearch: Bool, search: (explorer: Explorer, exploration: Exploration)? = nil
    ) -> LoadedGraph {
        guard let graph else { return self }
        var checked = self
        (checked.diagnostics, _) = ExploreStage.explore(
            graph, diagnostics, leftOut: &checked.leftOut, stateLimit: stateLimit,
            keepingSearch: keepingSearch, search: search)
        // In file, line and column order, as every command and the editor show them (the
        // exploration's findings came after the static ones).
        checked.diagnostics = checked.diagnostics.sorted(in: checked.sources)
        return checked
    }

    /// Whether the errors of a checked graph leave its navigation undefined, so that
    /// nothing can run it (the note `not-explored`): decided by the static findings
    /// alone, before any exploration (`CheckOptions.staticOnly` is enough). `sim` refuses
    /// such a graph and runs any other. Findings past the reported limit count too
    /// (`LoadedGraph.leftOut`).
    public var leavesNavigationUndefined: Bool {
        graph == nil || diagnostics.contains(where: ExploreStage.stopsExploration)
            || leftOut.contains(where: ExploreStage.stopsExploration)
    }
}

/// The explore stage's work: what can go wrong in every state the app can reach (see
/// navgraph(5), "Findings in every state"), merged into the static findings.
package enum ExploreStage {
    /// Findings for a graph without errors. `stateLimit` bounds the search;
    /// reaching it is a note, never a silent "no findings".
    package static func findings(for graph: Graph, stateLimit: Int = Explorer.defaultStateLimit) -> [AnalysisFinding] {
        let explorer = Explorer(graph: graph)
        let exploration = explorer.explore(stateLimit: stateLimit)
        return explorer.findings(exploration)
    }

    /// Errors that leave the graph's navigation meaningful: the app runs as
    /// written (a route nothing shows, a navigation that always fails in a way
    /// the simulator defines), so the exploration still looks at every state.
    /// Any other error (an unknown reference, a cycle) leaves it undefined.
    package static let explorableErrors: Set<DiagnosticCode> = [
        .unreachableRoute, .unfillableParameter, .pushWithoutStack, .externalWithoutURL, .invalidTab,
    ]

    /// An error that leaves the navigation undefined.
    static func stopsExploration(_ d: Diagnostic) -> Bool {
        d.severity == .error && !explorableErrors.contains(d.code)
    }

    /// What the exploration adds to a graph's `diagnostics` (the merged list), and its
    /// findings alone.
    package static func explore(
        _ graph: Graph, _ diagnostics: [Diagnostic], stateLimit: Int = Explorer.defaultStateLimit,
        keepingSearch: Bool = false
    ) -> (diagnostics: [Diagnostic], findings: [AnalysisFinding]) {
        var leftOut: [Diagnostic] = []
        return explore(graph, diagnostics, leftOut: &leftOut, stateLimit: stateLimit, keepingSearch: keepingSearch)
    }

    /// `leftOut`: the static findings past the reported limit (`LoadedGraph.leftOut`), whose
    /// note ends `diagnostics`. They decide the exploration as the others do; with them, the
    /// exploration's own findings are past the limit too: they join `leftOut` and the note
    /// counts them. Only the notes about the exploration itself (`not-explored`,
    /// `exploration-limit`) are always shown.
    /// `search`: the graph's exploration, already made (used only if the graph is explored).
    static func explore(
        _ graph: Graph, _ diagnostics: [Diagnostic], leftOut: inout [Diagnostic], stateLimit: Int,
        keepingSearch: Bool, search: (explorer: Explorer, exploration: Exploration)? = nil
    ) -> (diagnostics: [Diagnostic], findings: [AnalysisFinding]) {
        let stopping = diagnostics.filter(stopsExploration) + leftOut.filter(stopsExploration)
        var all = diagnostics
        let staticLeftOut = leftOut.count
        var found: [AnalysisFinding] = []
        if stopping.isEmpty {
            let explorer = search?.explorer ?? Explorer(graph: graph)
            let e = search?.exploration ?? explorer.explore(stateLimit: stateLimit)
            found = witnesses(in: graph, diagnostics, explorer, e) + explorer.findings(e)
            // The search's states and the engine's tables: freeing them is work for nothing when
            // the process ends with the report (the command line).
            if keepingSearch { KeptUntilExit.keep((explorer, e)) }
        } else {
            found = witnessErrors(
                in: graph, leftOut.isEmpty ? diagnostics : diagnostics + leftOut, stateLimit: stateLimit)
            var codes: [String] = []
            for d in stopping where !codes.contains(d.code.rawValue) { codes.append(d.code.rawValue) }
            let note = Diagnostic(
                .notExplored,
                "the graph's states were not explored: its errors (\(codes.joined(separator: ", "))) leave its navigation undefined, so findings in every state are missing",
                at: stopping[0].span,
                notes: [
                    "fix these errors and check again; a route nothing reaches or a navigation that always fails does not stop the exploration"
                ])
            found.append(AnalysisFinding(diagnostic: note, witness: nil))
        }
        for finding in found {
            var d = finding.diagnostic
            d.witness = finding.witness
            // A static finding a run shows comes back with its path as a note: it replaces the first.
            let same = { (s: Diagnostic) in s.code == d.code && s.span == d.span && s.message == d.message }
            if let i = all.firstIndex(where: same) {
                all[i] = d
            } else if staticLeftOut == 0 || d.code == .notExplored || d.code == .explorationLimit {
                all.append(d)
            } else if !leftOut[..<staticLeftOut].contains(where: same) {
                leftOut.append(d)
            }
        }
        // The note counting the findings left out ends the static ones (`LoadedGraph.capped`).
        if leftOut.count > staticLeftOut, all[diagnostics.count - 1].code == .tooManyFindings {
            all[diagnostics.count - 1] = LoadedGraph.leftOutNote(leftOut.count, at: leftOut[0].span)
        }
        return (all, found)
    }

    /// A graph whose errors are ones a run can show (`interceptor-cycle`,
    /// `push-without-stack`), or ones that leave it explorable, still runs in the
    /// simulator: each such finding gets the shortest path into the failure, as a
    /// note and a witness. Cycles in file order take the loop failures in the order
    /// the search found them; a push without a stack takes the failure of its own
    /// edge (or of its global route).
    package static func witnessErrors(
        in graph: Graph, _ diagnostics: [Diagnostic],
        stateLimit: Int = Explorer.defaultStateLimit
    ) -> [AnalysisFinding] {
        let shown: Set<DiagnosticCode> = [.interceptorCycle, .pushWithoutStack]
        guard diagnostics.contains(where: { shown.contains($0.code) }),
            diagnostics.allSatisfy({
                $0.severity != .error || shown.contains($0.code) || explorableErrors.contains($0.code)
            })
        else { return [] }
        let explorer = Explorer(graph: graph)
        return witnesses(in: graph, diagnostics, explorer, explorer.explore(stateLimit: stateLimit))
    }

    /// The runs of an exploration that show the errors a run can show.
    static func witnesses(
        in graph: Graph, _ diagnostics: [Diagnostic], _ explorer: Explorer, _ e: Exploration
    ) -> [AnalysisFinding] {
        let shown: Set<DiagnosticCode> = [.interceptorCycle, .pushWithoutStack]
        guard diagnostics.contains(where: { shown.contains($0.code) }) else { return [] }
        var loops: [(path: [UserCommand], failing: UserCommand?)] = []
        if e.states[0].snapshot.outcome == .loop { loops.append(([], nil)) }
        var targets = Set<Int>()
        var pushes: [Span: (path: [UserCommand], failing: UserCommand)] = [:]
        e.failures.forEachPacked { f in
            switch (f.reason, f.kind) {
            case (.loop, _) where targets.insert(f.target).inserted:
                loops.append((e.path(to: f.state), e.failures.command(f.tried)))
            case (.noStack, .open):
                let r = Int(f.tried >> 4)
                let v = explorer.stepper.view(e.states[f.state].snapshot)
                guard let top = v.top else { return }
                // At the edge, or at the global route when the top has no edge to it.
                let span =
                    graph.routes[top].to.first(where: { $0.id == graph.routes[r].id })?.span
                    ?? (graph.routes[r].global ? graph.routes[r].span : nil)
                guard let span, pushes[span] == nil else { return }
                pushes[span] = (e.path(to: f.state), e.failures.command(f.tried))
            default:
                return
            }
        }
        var nextLoop = loops.makeIterator()
        var out: [AnalysisFinding] = []
        for d in diagnostics {
            let run: (path: [UserCommand], failing: UserCommand?, reason: FailureReason)?
            switch d.code {
            case .interceptorCycle: run = nextLoop.next().map { ($0.path, $0.failing, .loop) }
            case .pushWithoutStack: run = pushes[d.span].map { ($0.path, $0.failing, .noStack) }
            default: run = nil
            }
            guard let run else { continue }
            let commands = run.path + (run.failing.map { [$0] } ?? [])
            var noted = d
            noted.notes.append("path from launch: \(explorer.pathText(commands)) (fails \(run.reason.rawValue))")
            out.append(
                AnalysisFinding(
                    diagnostic: noted,
                    witness: explorer.witness(d, path: run.path, failing: run.failing, reason: run.reason)))
        }
        return out
    }
}
