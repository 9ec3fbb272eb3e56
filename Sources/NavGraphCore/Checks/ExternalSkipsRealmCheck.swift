import NavGraphModel

extension DiagnosticCode {
    public static let externalSkipsRealm = DiagnosticCode("external-skips-realm", .warning)
}

extension ExternalSkipsRealmCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .externalSkipsRealm, .structure,
            summary:
                "An external route without `auth` whose every in-app caller needs a realm: a deep link skips the login.",
            fix: "Give the route the realm in its `auth`.",
            manual: #"""
                An
                .Ic external
                route without
                .Ic auth
                whose every caller
                .Pq each route with a Ic to No edge to it
                needs realm R: in the app it shows only signed in, but a deep link shows it
                without a login
                .Pq an order detail behind a signed-in orders list .
                The message names R; give the route
                .Ql auth: R .
                Global routes and login or interceptor screens are not judged.
                """#
        )
    ]
}

/// An external route without `auth` whose every in-app caller needs one realm: in the
/// app it shows only signed in, but a deep link shows it without a login (an order
/// detail behind a signed-in orders list). A warning at `external`, naming the realm.
/// Global routes (opened from anywhere), logins and interceptors' screens are not judged.
public enum ExternalSkipsRealmCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let external = graph.routeIndices(with: .external)
        guard !external.isEmpty, !graph.realms.isEmpty else { return [] }
        var judged = [Bool](repeating: false, count: graph.routes.count)
        let flowScreens = graph.loginRoutes.union(graph.interceptorShownRoutes)
        for i in external where graph.isPrimaryRoute(i) {
            let route = graph.routes[i]
            judged[i] = route.auth.isEmpty && !route.global && !flowScreens.contains(route.id)
        }
        // Per judged route: its callers, in graph order.
        var callers: [Int: [Int]] = [:]
        for r in graph.routes.indices where graph.isPrimaryRoute(r) {
            for t in graph.edges(from: r) where t >= 0 && judged[Int(t)] && Int(t) != r {
                if callers[Int(t)]?.last != r { callers[Int(t), default: []].append(r) }
            }
        }
        var out: [Diagnostic] = []
        for i in callers.keys.sorted() {
            let from = callers[i]!
            // The realms every caller needs, in the first caller's order.
            let shared = graph.routes[from[0]].auth.map(\.id).filter { realm in
                from.allSatisfy { c in graph.routes[c].auth.contains { $0.id == realm } }
            }
            guard let realm = shared.first, graph.realm(realm) != nil else { continue }
            let route = graph.routes[i]
            let screens =
                from.count == 1 ? "'\(graph.routes[from[0]].id)'" : CheckText.list(from.map { graph.routes[$0].id })
            out.append(
                Diagnostic(
                    .externalSkipsRealm,
                    "route '\(route.id)' is shown in the app only behind realm '\(realm)' (every screen that links to it, \(screens), needs it), but it has no `auth`: a deep link shows it without a login",
                    at: route.externalSpan ?? route.span,
                    notes: ["give '\(route.id)' `auth: \(realm)`, so that a deep link shows its login first"]))
        }
        return out
    }
}
