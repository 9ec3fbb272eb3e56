import NavGraphModel

extension DiagnosticCode {
    public static let interceptorCycle = DiagnosticCode("interceptor-cycle")
}

extension InterceptorCycleCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .interceptorCycle, .structure,
            summary: "Screens that must each be shown before the other: a navigation that can never end.",
            fix:
                "Break the cycle the message prints: remove an interceptor, a realm's requires, or make one screen need nothing shown first.",
            manual: #"""
                A cycle in the
                .Dq must be shown first
                relation: showing a route first needs its
                .Cm before
                interceptors'
                .Ic show
                routes and the login route of each realm it needs
                .Pq and of the realms those Ic requires ;
                a cycle there is a navigation that can never finish.
                The message prints the whole cycle.
                """#
        )
    ]
}

/// The "must be shown first" relation: before a route appears, its `before`
/// interceptors' `show` routes and the login routes of the realms it needs
/// (and of the realms those `require`) are shown, and each of those screens
/// has the same needs. A cycle in the relation is a navigation that can never
/// finish. Reported as code `interceptor-cycle`, one finding per strongly
/// connected component, at the component's first route in file order.
///
/// Nodes: every route, every realm (its needs: its login and its required
/// realms), and ONE shared node for all `"*"` interceptors. `"*"` applies to
/// the same routes whichever interceptor it is (all but interceptor screens
/// and login routes), so every such route gets one edge to the shared node
/// and the shared node one edge to each `"*"` screen: linear, where expanding
/// `"*"` per route would be quadratic. (With today's exclusions a `"*"` edge
/// cannot close a cycle: every edge enters an interceptor screen or a login,
/// and `"*"` skips both. It is modelled anyway so the relation stays whole.)
public enum InterceptorCycleCheck: StaticCheck {
    /// Why an edge exists, with the span that says so (for the labels).
    enum Reason {
        case interceptor(Int, on: Span)
        case anyRoute
        case anyRouteInterceptor(Int)
        case needsRealm(Int, at: Span)
        case realmRequires(Int, at: Span)
        case realmLogin(Int)
    }

    struct Model {
        var graph: DirectedGraph
        var reasons: [Reason]
        var routeCount: Int
        var realmCount: Int
    }

    static func model(of graph: Graph) -> Model {
        let routeCount = graph.routes.count
        let realmCount = graph.realms.count
        let star = routeCount + realmCount
        var builder = DirectedGraph.Builder(nodeCount: star + 1)
        var reasons: [Reason] = []
        func edge(_ from: Int, _ to: Int, _ reason: Reason) {
            builder.addEdge(from: from, to: to, payload: reasons.count)
            reasons.append(reason)
        }

        var hasStar = false
        for (k, interceptor) in graph.interceptors.enumerated() where interceptor.when == .before {
            guard let show = graph.routeIndex[interceptor.show.id] else { continue }
            switch interceptor.on {
            case .all:
                hasStar = true
                edge(star, show, .anyRouteInterceptor(k))
            case .routes(let refs):
                for ref in refs where ref.id != interceptor.show.id {
                    if let r = graph.routeIndex[ref.id] { edge(r, show, .interceptor(k, on: ref.span)) }
                }
            }
        }
        if hasStar {
            let shown = graph.interceptorShownRoutes
            let logins = graph.loginRoutes
            for (i, route) in graph.routes.enumerated()
            where graph.isPrimaryRoute(i) && !shown.contains(route.id) && !logins.contains(route.id) {
                edge(i, star, .anyRoute)
            }
        }
        for i in graph.routeIndices(with: .auth) {
            for ref in graph.routes[i].auth {
                if let a = graph.realmIndex[ref.id] { edge(i, routeCount + a, .needsRealm(a, at: ref.span)) }
            }
        }
        for (a, realm) in graph.realms.enumerated() {
            if let login = graph.routeIndex[realm.login.id] { edge(routeCount + a, login, .realmLogin(a)) }
            for ref in realm.requires {
                if let b = graph.realmIndex[ref.id] {
                    edge(routeCount + a, routeCount + b, .realmRequires(b, at: ref.span))
                }
            }
        }
        return Model(graph: builder.build(), reasons: reasons, routeCount: routeCount, realmCount: realmCount)
    }

    public static func run(on graph: Graph) -> [Diagnostic] {
        let model = model(of: graph)
        let g = model.graph
        let sccs = g.stronglyConnectedComponents()
        var out: [Diagnostic] = []
        // Members are ascending and routes come first, so members[0] is the
        // component's first route in file order when it holds a route at all.
        // Components of realms alone are `requires` cycles: RealmCycleCheck's.
        for members in sccs.cyclic(in: g) where members[0] < model.routeCount {
            let anchor = members[0]
            let comp = sccs.component[anchor]
            guard let cycle = g.shortestCycle(through: anchor, inside: { sccs.component[$0] == comp }) else { continue }
            let (ids, notes) = describe(cycle, from: anchor, model: model, graph: graph)
            out.append(
                Diagnostic(
                    .interceptorCycle,
                    "navigation to '\(graph.routes[anchor].id)' can never finish: \(CheckText.cycle(ids))",
                    at: graph.routes[anchor].span,
                    secondary: cycle.compactMap { label(model.reasons[g.payload($0)], graph: graph) },
                    notes: notes))
        }
        return out
    }

    /// Where each step of the cycle is written.
    private static func label(_ reason: Reason, graph: Graph) -> DiagnosticLabel? {
        switch reason {
        case .interceptor(let k, let on):
            return DiagnosticLabel(span: on, message: "intercepted by '\(graph.interceptors[k].id)'")
        case .anyRoute:
            return nil  // the next step, to the interceptor's screen, is labelled
        case .anyRouteInterceptor(let k):
            guard case .all(let span) = graph.interceptors[k].on else { return nil }
            return DiagnosticLabel(span: span, message: "'\(graph.interceptors[k].id)' runs for every route")
        case .needsRealm(let a, let at):
            return DiagnosticLabel(span: at, message: "needs realm '\(graph.realms[a].id)'")
        case .realmRequires(let b, let at):
            return DiagnosticLabel(span: at, message: "requires realm '\(graph.realms[b].id)'")
        case .realmLogin(let a):
            return DiagnosticLabel(
                span: graph.realms[a].login.span, message: "login route of realm '\(graph.realms[a].id)'")
        }
    }

    /// The routes of the cycle in order, and one note a step saying why each
    /// route needs the next one shown first.
    private static func describe(
        _ cycle: [Int], from anchor: Int, model: Model,
        graph: Graph
    ) -> ([String], [String]) {
        var ids = [graph.routes[anchor].id]
        var notes: [String] = []
        var sentence = "'\(graph.routes[anchor].id)'"
        for e in cycle {
            let target = model.graph.target(e)
            switch model.reasons[model.graph.payload(e)] {
            case .interceptor(let k, _):
                sentence += " is intercepted by '\(graph.interceptors[k].id)'"
            case .anyRoute:
                break
            case .anyRouteInterceptor(let k):
                sentence += " is intercepted by '\(graph.interceptors[k].id)' (on \"*\")"
            case .needsRealm(let a, _):
                sentence += " needs realm '\(graph.realms[a].id)'"
            case .realmRequires(let b, _):
                sentence += ", which requires realm '\(graph.realms[b].id)'"
            case .realmLogin:
                sentence += ", whose login route is"
            }
            guard target < model.routeCount else { continue }
            let id = graph.routes[target].id
            if case .realmLogin = model.reasons[model.graph.payload(e)] {
                sentence += " '\(id)'"
            } else {
                sentence += ", which shows '\(id)' first"
            }
            notes.append(sentence)
            if target != anchor { ids.append(id) }
            sentence = "'\(id)'"
        }
        return (ids, notes)
    }
}
