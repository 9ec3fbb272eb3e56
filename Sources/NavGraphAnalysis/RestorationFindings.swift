import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let restorationLost = DiagnosticCode("restoration-lost", .warning)
}

/// `restoration-lost`, declared where it is raised.
enum RestorationLostFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .restorationLost, .explored,
            summary:
                "Routes with `restore` that reachable states show, which restart from none of them brings back: say, shown only in a stack whose bottom a `replace` or `root` took.",
            fix:
                "Present the route that takes the stack's bottom with push or modal, so that the stack keeps its first screen, or drop the `restore` that cannot succeed.",
            manual: #"""
                Routes with
                .Ic restore
                .Pq not Cm reject
                that reachable states show on top, where
                .Ic restart
                from none of those states brings them back, nor waits on a login to: say,
                each is shown only in a stack whose bottom a
                .Cm replace
                or
                .Cm root
                presentation took, of which
                .Ic restart
                restores nothing.
                One finding a cause: the routes of stacks one route took, at that route;
                any other route at its
                .Ic restore .
                What
                .Sy restore-never-succeeds
                finds from the graph alone is left to it.
                The witness ends with the
                .Ic restart
                and
                .Ic expect top
                of the screen it shows instead.
                """#
        )
    ]
}

extension Explorer {
    /// `restoration-lost`: routes with `restore` (not `reject`) that reachable states show on
    /// top, where `restart` from none of those states brings them back (nor waits on a login
    /// to): say, each shown only in a stack whose bottom a `replace` or `root` presentation
    /// took, of which restart restores nothing. The causes restore-never-succeeds names from
    /// the graph alone are left to it. One finding a cause: the routes of stacks one route's
    /// `replace` or `root` took, at that route; any other route at its `restore`. The first
    /// state in search order is the witness (the restart, then the screen it shows).
    /// Restart runs from the states with such a route on top until one brings it back, and
    /// only for a complete search.
    func restorationsLost(_ e: Exploration) -> [AnalysisFinding] {
        guard !e.limitReached else { return [] }
        // Per route: -2 not judged, -1 judged and not yet on top, -3 restored, else the first state.
        var status = [Int](repeating: -2, count: graph.routes.count)
        for r in graph.routeIndices(with: .restore)
        where graph.routes[r].restore?.behavior != .reject && e.reachedAt[r] != nil && graph.isPrimaryRoute(r) {
            status[r] = -1
        }
        guard status.contains(-1) else { return [] }
        for i in e.states.indices {
            let snapshot = e.states[i].snapshot
            guard let top = stepper.topRoute(snapshot), status[top] == -1 || status[top] >= 0 else { continue }
            let after = stepper.view(stepper.run(.restart, from: snapshot))
            if after.onScreen.contains(top) || after.pending {
                status[top] = -3
            } else if status[top] == -1 {
                status[top] = i
            }
        }
        let lost = status.indices.filter { status[$0] >= 0 }
        guard !lost.isEmpty else { return [] }
        let reported = Set(RestoreNeverSucceedsCheck.run(on: graph).map(\.span))
        // By cause: the route whose `replace` or `root` took the stack's bottom (-1: none found).
        var causes: [Int] = []
        var routesOf: [Int: [Int]] = [:]
        for r in lost where !reported.contains(graph.routes[r].restore?.span ?? graph.routes[r].span) {
            let cause = replacedBottom(of: e.states[status[r]].snapshot) ?? -1 - r
            if routesOf[cause] == nil { causes.append(cause) }
            routesOf[cause, default: []].append(r)
        }
        return causes.map { cause in
            let routes = routesOf[cause]!
            let state = status[routes[0]]
            let path = e.path(to: state)
            let shown = stepper.topRoute(stepper.run(.restart, from: e.states[state].snapshot))
            let ids = routes.map { "'\(graph.routes[$0].id)'" }.joined(separator: ", ")
            let d: Diagnostic
            if cause >= 0 {
                let by = graph.routes[cause]
                d = Diagnostic(
                    .restorationLost,
                    "restart never restores \(ids): \(routes.count == 1 ? "it is" : "each is") shown only in a stack whose bottom '\(by.id)' took (presentation \(by.presentation.rawValue)), and restart restores nothing of such a stack",
                    at: by.span,
                    notes: [
                        "present '\(by.id)' with push or modal, so that the stack keeps the screen it started with, or drop the `restore` of \(ids)",
                        "path from launch: \(pathText(path + [.restart]))\(shown.map { " (shows '\(graph.routes[$0].id)')" } ?? "")",
                    ])
            } else {
                let route = graph.routes[routes[0]]
                d = Diagnostic(
                    .restorationLost,
                    "restart never restores '\(route.id)': from no reachable state with it on top does restart bring it back",
                    at: route.restore?.span ?? route.span,
                    notes: [
                        "the witness's restart shows what comes back instead; give the screens under it `restore`, or drop the `restore` of '\(route.id)'",
                        "path from launch: \(pathText(path + [.restart]))\(shown.map { " (shows '\(graph.routes[$0].id)')" } ?? "")",
                    ])
            }
            let assertions = shown.map { ["expect top \(graph.routes[$0].id)"] } ?? []
            return AnalysisFinding(diagnostic: d, witness: witness(d, commands: path + [.restart], then: assertions))
        }
    }

    /// The route at the bottom of the top's stack when a `replace` or `root` took it.
    private func replacedBottom(of snapshot: EngineSnapshot) -> Int? {
        let window = snapshot.state.scene.window
        var ref = window.currentRef
        // A modal over a replaced stack is saved with it: the stack below the modals decides.
        if case .modal = ref { ref = window.tabs.map { _ in .tab(window.selected) } ?? .root }
        guard window.rootReplaced || window.replacedBottom.contains(ref) else { return nil }
        return window.stack(ref).first?.route
    }
}
