/// A `modal` route has a navigation stack only when it is wrapped in one
/// (`embed: stack`, or a custom container embedded in a stack). From a modal
/// without one, a `to` edge to a `push` route always fails with `noStack`
/// (see navscript(5)). Tabs are selected, not pushed, so they do not count;
/// nor does a modal root route, which is shown as the window's root stack.
/// Reported at the edge.
public enum PushWithoutStackCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let tabRoutes = graph.tabContainers()
        let root = graph.rootRouteIndex
        var out: [Diagnostic] = []
        for (i, route) in graph.routes.enumerated()
        where route.presentation == .modal && i != root && graph.isPrimaryRoute(i) && tabRoutes[route.id] == nil {
            guard !hasOwnStack(route, in: graph) else { continue }
            for (k, t) in graph.edges(from: i).enumerated() where t >= 0 {
                let target = graph.routes[Int(t)]
                guard target.presentation == .push, tabRoutes[target.id] == nil else { continue }
                out.append(
                    Diagnostic(
                        .pushWithoutStack,
                        "route '\(route.id)' is a modal without a stack, so pushing '\(target.id)' from it always fails (noStack)",
                        at: route.to[k].span,
                        notes: ["give '\(route.id)' `embed: stack`, or give '\(target.id)' presentation modal"]))
            }
        }
        return out
    }

    /// Whether a route's screen sits in a stack of its own.
    static func hasOwnStack(_ route: Route, in graph: Graph) -> Bool {
        switch route.embed {
        case .stack?: return true
        case .container?:
            guard let c = graph.embeddedContainer(route.embed), !graph.containers[c].isTabs else { return false }
            if case .stack? = graph.containers[c].embed { return true }
            return false
        case nil: return false
        }
    }
}
