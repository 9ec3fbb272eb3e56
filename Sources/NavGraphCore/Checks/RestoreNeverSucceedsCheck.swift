import NavGraphModel

/// `restart` saves each stack bottom to top and stops at the first screen
/// without `restore` (or with `reject`): nothing above it comes back
/// (man/navscript.5, restart). A pushed route with `restore` whose every
/// caller (each route with a `to` edge to it) lacks one is therefore never
/// restored: its `restore` can never succeed. Tabs, the root and modals start
/// a stack (or a modal) of their own, and a `global` route may be pushed from
/// any screen, so they are not judged. A warning at the route's `restore`.
public enum RestoreNeverSucceedsCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let restorable = graph.routes.map { r in r.restore.map { $0.behavior != .reject } ?? false }
        guard restorable.contains(true) else { return [] }
        // Who pushes each route: its callers, in graph order.
        var callers = Array(repeating: [Int](), count: graph.routes.count)
        for r in graph.routes.indices where graph.isPrimaryRoute(r) {
            for t in graph.edges(from: r) where t >= 0 && callers[Int(t)].last != r { callers[Int(t)].append(r) }
        }
        let tabs = graph.tabContainers()
        let root = graph.rootRouteIndex
        var out: [Diagnostic] = []
        for (i, route) in graph.routes.enumerated()
        where restorable[i] && graph.isPrimaryRoute(i) && route.presentation == .push && !route.global && i != root
            && tabs[route.id] == nil && !callers[i].isEmpty
        {
            guard callers[i].allSatisfy({ !restorable[$0] }) else { continue }
            let names = callers[i].map { "'\(graph.routes[$0].id)'" }
            out.append(
                Diagnostic(
                    .restoreNeverSucceeds,
                    "route '\(route.id)' is never restored at restart: every screen it is pushed from (\(CheckText.list(callers[i].map { graph.routes[$0].id }))) has no `restore`, and saving stops at the first screen without one",
                    at: route.restore?.span ?? route.span,
                    notes: [
                        "give \(names.count == 1 ? names[0] : "the screens it is pushed from") `restore`, or drop the `restore` of '\(route.id)'"
                    ]))
        }
        return out
    }
}
