import NavGraphModel

extension DiagnosticCode {
    public static let pushWithoutStack = DiagnosticCode("push-without-stack")
}

extension PushWithoutStackCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .pushWithoutStack, .structure,
            summary: "A `to` edge from a route that never has a stack to a push route.",
            fix: "Give the modal `embed: stack`, or present the target as a modal.",
            manual: #"""
                A
                .Ic to
                edge from a
                .Cm modal
                route that has no stack of its own
                .Po neither
                .Ql embed: stack
                nor a custom container embedded in a stack
                .Pc
                to a
                .Cm push
                route that is not a tab: that navigation always fails with
                .Sy noStack .
                Reported at the edge.
                So does opening a
                .Ic global
                .Cm push
                route from such a modal: one finding at the global route, naming the
                modals
                .Pq a login or interceptor screen, a step of a flow the app started, does not count .
                Opening, from such a modal, a route that needs a realm whose login is
                .Cm push
                fails the same way while the realm is not held (the login is pushed onto the
                modal first): at the edge, or at the
                .Ic global
                route.
                """#
        )
    ]
}

/// A `modal` route has a navigation stack only when it is wrapped in one
/// (`embed: stack`, or a custom container embedded in a stack). From a modal
/// without one, a `to` edge to a `push` route always fails with `noStack`
/// (see navscript(5)). Tabs are selected, not pushed, so they do not count;
/// nor does a modal root route, which is shown as the window's root stack.
/// Reported at the edge; a `global` push route, which any screen may open,
/// is reported at the route. A route that needs a realm whose login is pushed
/// fails the same way while the realm is not held (its login is pushed onto the
/// modal first): at the edge, or at the global route.
public enum PushWithoutStackCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let tabRoutes = graph.tabContainers()
        let root = graph.rootRouteIndex
        var out: [Diagnostic] = []
        var stackless: [Int] = []
        for i in graph.routeIndices(with: .modal)
        where i != root && graph.isPrimaryRoute(i) && tabRoutes[graph.routes[i].id] == nil {
            let route = graph.routes[i]
            guard !hasOwnStack(route, in: graph) else { continue }
            stackless.append(i)
            for (k, t) in graph.edges(from: i).enumerated() where t >= 0 {
                let target = graph.routes[Int(t)]
                guard tabRoutes[target.id] == nil else { continue }
                guard target.presentation == .push else {
                    if let login = pushedLogin(of: target, in: graph, tabRoutes: tabRoutes) {
                        out.append(
                            Diagnostic(
                                .pushWithoutStack,
                                "route '\(route.id)' is a modal without a stack, so opening '\(target.id)' from it fails (noStack) while realm '\(login.realm)' is not held: its login '\(login.route)' is pushed",
                                at: route.to[k].span,
                                notes: [
                                    "give '\(route.id)' `embed: stack`, or give '\(login.route)' presentation modal"
                                ]))
                    }
                    continue
                }
                out.append(
                    Diagnostic(
                        .pushWithoutStack,
                        "route '\(route.id)' is a modal without a stack, so pushing '\(target.id)' from it always fails (noStack)",
                        at: route.to[k].span,
                        notes: ["give '\(route.id)' `embed: stack`, or give '\(target.id)' presentation modal"]))
            }
        }
        out += globalPushes(in: graph, from: stackless, tabRoutes: tabRoutes)
        return out
    }

    /// A `global` push route opened from a modal without a stack fails the same way:
    /// one finding at the global route, naming the modals (those whose `to` lists it
    /// are already reported at their edge; login and interceptor screens do not count).
    private static func globalPushes(in graph: Graph, from stackless: [Int], tabRoutes: [String: [Int]])
        -> [Diagnostic]
    {
        // A login or interceptor screen is a step of a flow the app started, not a
        // screen the user opens a menu or a notification from (nor does the exploration
        // count a deep link failing there).
        let flowScreens = graph.loginRoutes.union(graph.interceptorShownRoutes)
        let stackless = stackless.filter { !flowScreens.contains(graph.routes[$0].id) }
        guard !stackless.isEmpty else { return [] }
        var out: [Diagnostic] = []
        for (g, target) in graph.routes.enumerated()
        where target.global && graph.isPrimaryRoute(g) && tabRoutes[target.id] == nil {
            let login = target.presentation == .push ? nil : pushedLogin(of: target, in: graph, tabRoutes: tabRoutes)
            guard target.presentation == .push || login != nil else { continue }
            let modals = stackless.filter { m in m != g && !graph.edges(from: m).contains(Int32(g)) }.map {
                graph.routes[$0].id
            }
            guard let first = modals.first else { continue }
            let from =
                modals.count == 1
                ? "'\(first)' (a modal without a stack)" : CheckText.list(modals) + " (modals without a stack)"
            if let login {
                out.append(
                    Diagnostic(
                        .pushWithoutStack,
                        "global route '\(target.id)' needs realm '\(login.realm)', whose login '\(login.route)' is pushed, so opening it from \(from) fails (noStack) while the realm is not held",
                        at: target.span,
                        notes: [
                            "give \(modals.count == 1 ? "'\(first)'" : "each of them") `embed: stack`, or give '\(login.route)' presentation modal"
                        ]))
                continue
            }
            out.append(
                Diagnostic(
                    .pushWithoutStack,
                    "global route '\(target.id)' is pushed, so opening it from \(from) always fails (noStack)",
                    at: target.span,
                    notes: [
                        "give \(modals.count == 1 ? "'\(first)'" : "each of them") `embed: stack`, or give '\(target.id)' presentation modal"
                    ]))
        }
        return out
    }

    /// Whether this check reports opening route `target` from route `from` (an edge of it,
    /// or a global route): the exploration's findings leave such a failure to it.
    package static func reports(opening target: Int, from: Int, in graph: Graph) -> Bool {
        let tabRoutes = graph.tabContainers()
        let route = graph.routes[from]
        let opened = graph.routes[target]
        guard route.presentation == .modal, from != graph.rootRouteIndex, graph.isPrimaryRoute(from),
            tabRoutes[route.id] == nil, tabRoutes[opened.id] == nil, !hasOwnStack(route, in: graph),
            opened.presentation == .push || pushedLogin(of: opened, in: graph, tabRoutes: tabRoutes) != nil
        else { return false }
        if graph.edges(from: from).contains(Int32(target)) { return true }
        let flowScreens = graph.loginRoutes.union(graph.interceptorShownRoutes)
        return opened.global && target != from && !flowScreens.contains(route.id)
    }

    /// The first realm of a route's own `auth` whose login is pushed (not a tab), with that login.
    static func pushedLogin(of route: Route, in graph: Graph, tabRoutes: [String: [Int]]) -> (
        realm: String, route: String
    )? {
        for ref in route.auth {
            guard let realm = graph.realm(ref.id), let l = graph.routeIndex[realm.login.id],
                graph.routes[l].presentation == .push, tabRoutes[realm.login.id] == nil, l != graph.routeIndex[route.id]
            else { continue }
            return (realm.id, realm.login.id)
        }
        return nil
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
