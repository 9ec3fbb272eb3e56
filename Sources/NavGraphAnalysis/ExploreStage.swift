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

extension Explorer {
    func findings(_ e: Exploration) -> [AnalysisFinding] {
        var out: [AnalysisFinding] = []
        let launchState = e.states[0].snapshot
        // A root that cannot take its defaults is the static unfillable-parameter already.
        if let reason = launchState.outcome, reason != .missingParameter {
            let d = launchFailure(reason)
            out.append(AnalysisFinding(diagnostic: d, witness: witness(d, path: [], failing: nil, reason: reason)))
        }
        // Per state: the route on top (-1: none, -2: not looked at yet), looked at once.
        var topOfState = [Int32](repeating: -2, count: e.states.count)
        // One finding a route (endless-navigation), the first in search order; -1 is the pending navigation.
        var reported = [Bool](repeating: false, count: graph.routes.count + 1)
        // Deep links that fail, one group per screen on top that blocks them (one cause).
        var blocked = BlockedDeepLinks(routeCount: graph.routes.count)
        // The screens an endless navigation shows on its way round, with its loop.
        var loopScreens: [Int: NavigationLoop] = [:]
        // Routes a failure finding already says why no state shows.
        var explainedRoutes = [Bool](repeating: false, count: graph.routes.count)
        // Taps and deep links that fail from every state they were tried in: one
        // finding each (navigation-fails), not one group a screen on top.
        let everywhere = failingEverywhere(e)
        // Millions of failures in a large graph's search: read a record (a run of deep links
        // from one state) at a time, and only a reported one has its command and state made.
        // Classes (`Exploration.classOf`) whose first state a deep link fails from with noStack.
        var blockingClasses: Set<Int32> = []
        e.failures.forEachRecord { first, links in
            if first.kind == .link, first.reason == .noStack {
                if e.classOf.indices.contains(first.state) { blockingClasses.insert(e.classOf[first.state]) }
                // The system hands the app a link whatever is on screen, a login or an
                // interceptor's sheet included (a cold start from a link while a "what's new"
                // sheet is up): each failure joins the group of the screen on top that blocks
                // it. A run of links fails from one state: its top is looked at once.
                if topOfState[first.state] == -2,
                    links.contains(where: { $0 < 0 || !everywhere.links[Int($0)] })
                {
                    topOfState[first.state] = Int32(stepper.topRoute(e.states[first.state].snapshot) ?? -1)
                }
                MutableTableCells.of(&explainedRoutes) { explained in
                    blocked.add(
                        run: first.index, targets: links, top: Int(topOfState[first.state]),
                        skipping: everywhere.links, explained: explained)
                }
                return
            }
            for k in 0..<max(links.count, 1) {
                let f = links.isEmpty ? first : e.failures.failure(in: first, k)
                let target = f.target
                if f.kind == .link, target >= 0, everywhere.links[target] { continue }
                switch f.reason {
                case .loop:
                    if reported[target + 1] { continue }
                    reported[target + 1] = true
                    if target >= 0 { explainedRoutes[target] = true }
                    let command = e.failures.command(f.tried)
                    let span = target >= 0 ? graph.routes[target].span : graph.root.span
                    let navigation =
                        target >= 0 ? "the navigation to '\(graph.routes[target].id)'" : "the pending navigation"
                    let path = e.path(to: f.state)
                    let state = describe(e.states[f.state].snapshot)
                    // The routes it goes round, from the failing run's trace.
                    let loop = NavigationLoop(trace: stepper.trace(command, from: e.states[f.state].snapshot))
                    for step in loop.routes.dropFirst() {
                        if let r = graph.routeIndex[step.route], loopScreens[r] == nil { loopScreens[r] = loop }
                    }
                    let d = Diagnostic(
                        .endlessNavigation,
                        "\(navigation) can never end: it hits the loop bound while \(state)",
                        at: span,
                        notes: (loop.text.map { [$0] } ?? []) + [
                            "path from launch: \(pathText(path + [command])) (fails \(f.reason.rawValue))"
                        ])
                    out.append(
                        AnalysisFinding(
                            diagnostic: d, witness: witness(d, path: path, failing: command, reason: f.reason)))
                // A `to` edge that cannot push: the check push-without-stack
                // reports it before any exploration (its witness: witnessErrors).
                default:
                    continue
                }
            }
        }
        blameOtherTops(of: blockingClasses, in: e, &blocked, topOfState: &topOfState, everywhere: everywhere.links)
        var explained = Set(explainedRoutes.indices.filter { explainedRoutes[$0] })
        out += deepLinkFindings(blocked.groups, e)
        var covered = Set<Int>()
        out += navigationFailures(e, explained: &explained, covered: &covered)
        out += failuresEverywhere(e, everywhere, covered: covered, explained: &explained)
        out += opensThatNeverWork(e, covered: covered)
        out += navigationsThatNeverLand(e)
        out += resultsNeverReturned(e)
        out += tabsThatLoseTheirScreen(e)
        out += gatesSkippedByDeepLinks(e)
        out += restorationsLost(e)
        out += screensWithoutWayOut(e)
        if e.limitReached {
            let d = Diagnostic(
                .explorationLimit,
                "explored \(e.states.count) states, \(e.limitText); findings may be missing",
                at: graph.name.span, notes: notExplored(e))
            out.append(AnalysisFinding(diagnostic: d, witness: nil))
        } else if launchState.outcome == nil {
            // When the app cannot start, what it never shows follows from that.
            out += unreachable(e, explained: explained, loops: loopScreens).map {
                AnalysisFinding(diagnostic: $0, witness: nil)
            }
        }
        return out
    }

    /// What a search cut short did not explore: the states it found but tried no command
    /// from, and the routes a path leads to that no state it stored shows.
    func notExplored(_ e: Exploration) -> [String] {
        var notes: [String] = []
        if e.unexploredStates > 0 {
            notes.append(
                "\(e.unexploredStates) of the states found were not explored (\(e.commandsTried) commands tried)")
        } else {
            notes.append("every state stored was explored; new states past the limit were not stored")
        }
        let staticReach = UnreachableRouteCheck.reachableRoutes(in: graph)
        let unseen = graph.routes.indices.filter {
            staticReach[$0] && e.reachedAt[$0] == nil && graph.isPrimaryRoute($0)
        }
        if let first = unseen.first {
            let one = unseen.count == 1
            notes.append(
                "\(unseen.count) route\(one ? "" : "s") a path leads to \(one ? "was" : "were") never shown, such as '\(graph.routes[first].id)'; raise `--state-limit` to explore further"
            )
        }
        return notes
    }

    /// Routes the static check finds reachable but no explored state shows.
    /// Only for a complete exploration: a cut one proves nothing unreachable.
    /// `loops`: the screens of interceptors and logins that endless navigations go round.
    func unreachable(_ e: Exploration, explained: Set<Int>, loops: [Int: NavigationLoop] = [:]) -> [Diagnostic] {
        let staticReach = UnreachableRouteCheck.reachableRoutes(in: graph)
        var out: [Diagnostic] = []
        for i in graph.routes.indices
        where staticReach[i] && e.reachedAt[i] == nil && graph.isPrimaryRoute(i) && !explained.contains(i) {
            let route = graph.routes[i]
            // A graph without a scheme or hosts has no deep links to follow
            // (external-without-url says so once).
            if route.external && SampleValues.linkBase(graph) == nil { continue }
            var notes: [String] = []
            let links = deeplinks.filter { $0.route == i }
            let taken = links.compactMap { link -> String? in
                guard let t = stepper.target(ofDeeplink: link.url)?.route, t != i else { return nil }
                return "\(link.url) opens '\(graph.routes[t].id)'"
            }
            if !links.isEmpty, taken.count == links.count {
                notes.append("every deep link to it is matched by another route: " + taken.joined(separator: ", "))
            }
            let sources = graph.routes.indices.filter { s in
                e.reachedAt[s] != nil && graph.routes[s].to.contains { $0.id == route.id }
            }
            if let loop = loops[i] {
                // Shown only on the way round a loop that never ends: the loop, not a missing link, is why.
                var showing: [String] = []
                for step in loop.routes.dropFirst() where step.route == route.id {
                    if let by = step.by, !showing.contains(by) { showing.append(by) }
                }
                notes.append(
                    "only \(Self.sentenceList(showing)) shows it, on the way round a navigation that never ends (endless-navigation); \(loop.text ?? "")"
                )
            } else if let s = sources.first {
                notes.append(
                    "the navigation to it fails from every state that links to it, such as '\(graph.routes[s].id)' on top"
                )
            } else if notes.isEmpty {
                notes.append("no state the app can reach shows a screen that links to it")
            }
            out.append(
                Diagnostic(.unreachableRoute, "route '\(route.id)' is unreachable", at: route.span, notes: notes))
        }
        return out
    }

    /// The scenario that shows a finding: the path, the failing command, the failure.
    func witness(_ d: Diagnostic, path: [UserCommand], failing: UserCommand?, reason: FailureReason) -> String {
        witness(d, commands: path + (failing.map { [$0] } ?? []), then: ["expect failed \(reason.rawValue)"])
    }

    /// A witness script: the finding as its comment and its scenario's name, the
    /// commands from launch, then the assertions that show it (`sim` replays it).
    func witness(_ d: Diagnostic, commands: [UserCommand], then assertions: [String]) -> String {
        var lines = [
            "# \(d.code.rawValue): \(d.message)",
            "scenario \(quote(d.code.rawValue + ": " + d.message))",
        ]
        for c in commands { lines.append("  " + stepper.text(c)) }
        for a in assertions { lines.append("  " + a) }
        return lines.joined(separator: "\n") + "\n"
    }
}

func quote(_ s: String) -> String {
    var out = "\""
    for ch in s {
        if ch == "\"" { out += "\\\"" } else if ch == "\\" { out += "\\\\" } else { out.append(ch) }
    }
    return out + "\""
}
