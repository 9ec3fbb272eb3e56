import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let noWayOut = DiagnosticCode("no-way-out", .warning)
}

/// `no-way-out`, declared where it is raised.
enum NoWayOutFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .noWayOut, .explored,
            summary:
                "A reachable screen no user command leaves: no edge, nothing to go back to or dismiss, no tab bar.",
            fix:
                "Give the screen an edge, or present it where a screen stays under it (push or modal rather than root or replace).",
            manual: #"""
                A reachable screen that no user command leaves: with it on top there is no
                edge or
                .Ic global
                route to open, nothing to go back to, no modal to dismiss, nothing to finish
                to, no tab bar and no login waiting
                .Po
                deep links and
                .Ic restart
                are no way out
                .Pc ,
                such as a
                .Cm root Ns -presented
                receipt without edges.
                The window's own root route and modals
                .Pq dismissed or finished, or refusing it by their own choice
                are not judged.
                One finding a route, at it; the witness ends with a
                .Ic back
                that fails
                .Sy nothingToPop .
                """#
        )
    ]
}

extension Explorer {
    /// `no-way-out`: a reachable state whose top screen no user command leaves: no edge
    /// or global route to open, nothing to go back to, no modal to dismiss, nothing to
    /// finish to, no tab bar, no login waiting (deep links and restart are not the user's
    /// way out). Such as a `root`-presented receipt without edges: the tab bar is gone. The
    /// window's own root route, an app's one screen, is not judged. One finding a route, at
    /// it, the first such state in search order its witness (its `back` fails nothingToPop).
    func screensWithoutWayOut(_ e: Exploration) -> [AnalysisFinding] {
        let root = graph.routeIndex[graph.root.id] ?? -1
        var judged = [Bool](repeating: false, count: graph.routes.count)
        // A modal on top is dismissed or finished (or refuses to be, by its own choice): only
        // other routes are looked at, and a state's view is made only with one on top.
        for r in graph.routes.indices where r != root && graph.isPrimaryRoute(r) {
            judged[r] =
                openStart[r] == openStart[r + 1] && globalOpens[r].isEmpty && graph.routes[r].presentation != .modal
        }
        guard judged.contains(true) else { return [] }
        var out: [AnalysisFinding] = []
        for i in e.states.indices {
            let snapshot = e.states[i].snapshot
            guard let top = stepper.topRoute(snapshot), judged[top] else { continue }
            let v = stepper.view(snapshot)
            guard v.tabs.isEmpty, !v.canPop, !v.hasModal, !v.canFinish, v.pendingLogin == nil else { continue }
            judged[top] = false
            let route = graph.routes[top]
            var notes: [String] = []
            let replaces = route.presentation == .root || route.presentation == .replace
            notes.append(
                replaces
                    ? "'\(route.id)' is presented with \(route.presentation.rawValue), which leaves nothing under it: give it an edge (`to:`), or present it with push or modal"
                    : "give '\(route.id)' an edge (`to:`), or show it where there is a screen to go back to")
            let rest = describeBesidesTop(snapshot)
            if !rest.isEmpty { notes.append("first seen: \(rest)") }
            let path = e.path(to: i)
            notes.append("path from launch: \(pathText(path + [.back])) (fails nothingToPop)")
            let d = Diagnostic(
                .noWayOut,
                "no way out of '\(route.id)': with it on top, no edge, back, dismiss, finish or tab leads to another screen",
                at: route.span, notes: notes)
            out.append(
                AnalysisFinding(diagnostic: d, witness: witness(d, path: path, failing: .back, reason: .nothingToPop)))
        }
        return out
    }
}
