import NavGraphModel

extension DiagnosticCode {
    public static let invalidTab = DiagnosticCode("invalid-tab")
    public static let unusedTab = DiagnosticCode("unused-tab", .warning)
    public static let pushedOutsideTab = DiagnosticCode("pushed-outside-tab", .warning)
}

extension HomeTabCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .invalidTab, .structure,
            summary:
                "`tab:` on a route that is not pushed, or naming a route that is not a tab of the root tabs container.",
            fix: "Name one of the root tabs container's tabs, on a `push` route; or remove `tab:`.",
            manual: #"""
                .Ic tab
                on a route whose presentation is not
                .Cm push ,
                or naming a route that is not a tab of the root
                .Cm tabs
                container
                .Pq or the route itself .
                """#
        ),
        DiagnosticRule(
            .unusedTab, .structure,
            summary: "`tab:` on a route that is not `external`: no deep link ever lands in its tab.",
            fix: "Make the route `external`, or remove `tab:` (an edge pushes onto the current stack).",
            manual: #"""
                .Ic tab
                on a route that is not
                .Ic external :
                no deep link ever lands in its tab, and an edge pushes onto the current stack.
                """#
        ),
        DiagnosticRule(
            .pushedOutsideTab, .structure,
            summary: "An edge from another tab's screens pushes a route with `tab:`: it then lives in two tabs.",
            fix:
                "Link to the route only from its tab's screens, or remove `tab:` (a deep link then pushes it where the user is).",
            manual: #"""
                An edge from a screen of another tab's stack to a route with
                .Ic tab :
                the edge pushes it there, so it lives in two tabs, while a deep link lands in
                its own.
                A screen is in a tab when it is the tab's route, a route with that
                .Ic tab
                that a deep link opens, or a pushed route that a screen in the tab links to.
                Link to the route only from its tab's screens, or remove
                .Ic tab .
                """#
        ),
    ]
}

/// `tab: T` (man/navgraph.5): only a pushed route lives in a tab, T must be one of
/// the root tabs container's tabs (not the route itself), and only a deep link
/// lands there, so a route no deep link opens gains nothing from it. An edge
/// pushes onto the stack it is taken from: from another tab's screens, the
/// route then lives in two tabs (`pushed-outside-tab`).
public enum HomeTabCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let routes = graph.routeIndices(with: .tab)
        guard !routes.isEmpty else { return [] }
        var rootTabs: [Reference] = []
        if case .container(let c)? = graph.rootTarget, graph.containers[c].isTabs {
            rootTabs = graph.containers[c].tabs
        }
        var out: [Diagnostic] = []
        var homes: [Int: Int] = [:]
        for i in routes {
            let route = graph.routes[i]
            guard let tab = route.tab, graph.routeIndex[tab.id] != nil else { continue }  // unknown-route's
            if route.presentation != .push {
                out.append(
                    Diagnostic(
                        .invalidTab,
                        "route '\(route.id)' has 'tab: \(tab.id)' but presentation '\(route.presentation.rawValue)': only a pushed route lives in a tab",
                        at: tab.span))
            } else if tab.id == route.id || !rootTabs.contains(where: { $0.id == tab.id }) {
                let tabs = rootTabs.map(\.id)
                out.append(
                    Diagnostic(
                        .invalidTab,
                        "'\(tab.id)' is not a tab of the root tabs container: route '\(route.id)' cannot live in it",
                        at: tab.span,
                        notes: [
                            tabs.isEmpty
                                ? "the root is not a tabs container" : "its tabs: \(tabs.joined(separator: ", "))"
                        ]))
            } else {
                // Only a deep link lands in the tab: `unused-tab` says so of any other route.
                guard !route.external else {
                    homes[i] = graph.routeIndex[tab.id]
                    continue
                }
                out.append(
                    Diagnostic(
                        .unusedTab,
                        "'tab: \(tab.id)' has no effect: route '\(route.id)' is not external, and only a deep link lands in its tab",
                        at: tab.span))
            }
        }
        return out + pushesOutsideTheirTab(graph, homes: homes, rootTabs: rootTabs)
    }

    /// Edges that push a route with `tab: T` onto another tab's stack. Which tabs a
    /// screen is pushed in: a root tab's own screen is in its tab, a route with `tab:`
    /// that a deep link opens is in its tab, and a pushed route is in every tab of a
    /// screen with an edge to it. Two tabs a route are enough to tell (a screen in two
    /// tabs is in one other than T), so each route is visited at most twice.
    private static func pushesOutsideTheirTab(_ graph: Graph, homes: [Int: Int], rootTabs: [Reference])
        -> [Diagnostic]
    {
        guard !homes.isEmpty else { return [] }
        let none = -1
        var tabsOf = [(Int, Int)](repeating: (none, none), count: graph.routes.count)
        var queue: [(route: Int, tab: Int)] = []
        func reach(_ r: Int, in tab: Int) {
            let (first, second) = tabsOf[r]
            if first == none {
                tabsOf[r].0 = tab
            } else if first != tab && second == none {
                tabsOf[r].1 = tab
            } else {
                return
            }
            queue.append((r, tab))
        }
        var isTab = [Bool](repeating: false, count: graph.routes.count)
        for ref in rootTabs {
            guard let t = graph.routeIndex[ref.id] else { continue }
            isTab[t] = true
            reach(t, in: t)
        }
        for (r, home) in homes.sorted(by: { $0.key < $1.key }) { reach(r, in: home) }
        var k = 0
        while k < queue.count {
            let (r, tab) = queue[k]
            k += 1
            for t in graph.edges(from: r) where t >= 0 && !isTab[Int(t)] {
                if graph.routes[Int(t)].presentation == .push { reach(Int(t), in: tab) }
            }
        }
        // Each route's edges from outside its tab, in file order: one finding a route, at the first.
        var outside: [Int: [(from: Int, edge: Int, tab: Int)]] = [:]
        var order: [Int] = []
        for r in graph.routes.indices where tabsOf[r].0 != none && graph.isPrimaryRoute(r) {
            for (e, t) in graph.edges(from: r).enumerated() where t >= 0 {
                guard let home = homes[Int(t)] else { continue }
                let (first, second) = tabsOf[r]
                let other = first != home ? first : second
                guard other != none else { continue }
                if outside[Int(t)] == nil { order.append(Int(t)) }
                outside[Int(t), default: []].append((r, e, other))
            }
        }
        var out: [Diagnostic] = []
        for t in order {
            let edges = outside[t]!
            let target = graph.routes[t].id
            let tab = graph.routes[homes[t]!].id
            let first = edges[0]
            var notes = [
                "a deep link to '\(target)' lands in tab '\(tab)'; an edge pushes onto the stack it is taken from"
            ]
            if edges.count > 1 {
                notes.append(
                    "also pushed outside it by \(CheckText.list(edges.dropFirst().map { graph.routes[$0.from].id }))")
            }
            notes.append(
                "link to '\(target)' only from the screens of tab '\(tab)', or remove 'tab: \(tab)' from '\(target)'")
            out.append(
                Diagnostic(
                    .pushedOutsideTab,
                    "route '\(graph.routes[first.from].id)' pushes '\(target)' onto tab '\(graph.routes[first.tab].id)', but '\(target)' lives in tab '\(tab)' (its 'tab:'): opened from here it lives in two tabs",
                    at: graph.routes[first.from].to[first.edge].span, notes: notes))
        }
        return out
    }
}
