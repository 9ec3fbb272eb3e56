import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let tabLosesItsScreen = DiagnosticCode("tab-loses-its-screen", .warning)
}

/// `tab-loses-its-screen`, declared where it is raised.
enum TabLosesItsScreenFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .tabLosesItsScreen, .explored,
            summary:
                "A route that takes a tab's place at the bottom of its stack (replace), so that tapping the tab shows it, not the tab's own screen.",
            fix: "Present the route with push or modal, so that the tab's screen stays at the bottom of its stack.",
            manual: #"""
                A reachable state where a route presented with
                .Cm replace
                has taken a tab's place at the bottom of the tab's stack, so that tapping the
                tab shows that route and not the tab's own screen, which nothing in the tab
                brings back.
                One finding a route that takes a tab's place, at it; the witness taps the tab
                and ends with
                .Ic expect top
                of the route it shows.
                """#
        )
    ]
}

extension Explorer {
    /// `tab-loses-its-screen`: a reachable state where a tab's stack has another route at its
    /// bottom (a `replace` in the tab's stack took its screen's place) and tapping the tab
    /// shows that route, not the tab's own: the tab's screen is gone until something rebuilds
    /// the tabs. One finding a route that takes a tab's place, at it, the first such state in
    /// search order its witness (the tap, then `expect top` of what it shows).
    func tabsThatLoseTheirScreen(_ e: Exploration) -> [AnalysisFinding] {
        // Only a `replace` (or a repair) puts another route at a tab stack's bottom.
        guard !graph.routeIndices(with: .replace).isEmpty else { return [] }
        let tabRoutes = stepper.tables.tabRoutes
        var reported = [Bool](repeating: false, count: graph.routes.count)
        var out: [AnalysisFinding] = []
        for i in e.states.indices {
            let window = e.states[i].snapshot.state.scene.window
            guard let c = window.tabs, !window.replacedBottom.isEmpty else { continue }
            for (t, stack) in window.tabStacks.enumerated() {
                let tab = tabRoutes[c][t]
                guard let bottom = stack?.first?.route, bottom != tab, !reported[bottom],
                    window.replacedBottom.contains(.tab(t))
                else { continue }
                let snapshot = e.states[i].snapshot
                let after = stepper.run(.tab(tab), from: snapshot)
                // A tap an interceptor or login holds up shows its screen: judged where one completes.
                let v = stepper.view(after)
                guard after.outcome == nil, !v.pending, let shown = v.top, shown != tab,
                    v.onScreen.allSatisfy({ $0 != tab })
                else { continue }
                reported[bottom] = true
                out.append(lostTab(e, state: i, tab: tab, bottom: bottom, shown: shown))
            }
        }
        return out
    }

    private func lostTab(_ e: Exploration, state: Int, tab: Int, bottom: Int, shown: Int) -> AnalysisFinding {
        let (tabRoute, route) = (graph.routes[tab], graph.routes[bottom])
        let path = e.path(to: state)
        let how =
            route.presentation == .replace
            ? "'\(route.id)', presented with replace, takes its place at the bottom of the tab's stack"
            : "'\(route.id)' takes its place at the bottom of the tab's stack"
        let d = Diagnostic(
            .tabLosesItsScreen,
            "tab '\(tabRoute.id)' loses its own screen: \(how), and tapping the tab then shows '\(graph.routes[shown].id)'",
            at: route.span,
            notes: [
                "give '\(route.id)' presentation push (or modal), so that the tab's screen stays under it",
                "path from launch: \(pathText(path + [.tab(tab)])) (shows '\(graph.routes[shown].id)', not '\(tabRoute.id)')",
            ])
        return AnalysisFinding(
            diagnostic: d,
            witness: witness(d, commands: path + [.tab(tab)], then: ["expect top \(graph.routes[shown].id)"]))
    }
}
