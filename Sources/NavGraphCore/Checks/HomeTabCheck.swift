import NavGraphModel

/// `tab: T` (man/navgraph.5): only a pushed route lives in a tab, T must be one of
/// the root tabs container's tabs (not the route itself), and only a deep link
/// lands there, so a route no deep link opens gains nothing from it.
public enum HomeTabCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let routes = graph.routeIndices(with: .tab)
        guard !routes.isEmpty else { return [] }
        var rootTabs: [Reference] = []
        if case .container(let c)? = graph.rootTarget, graph.containers[c].isTabs {
            rootTabs = graph.containers[c].tabs
        }
        var out: [Diagnostic] = []
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
            } else if !route.external {
                out.append(
                    Diagnostic(
                        .unusedTab,
                        "'tab: \(tab.id)' has no effect: route '\(route.id)' is not external, and only a deep link lands in its tab",
                        at: tab.span))
            }
        }
        return out
    }
}
