import NavGraphModel

extension DiagnosticCode {
    public static let requiresAuthWithoutRealm = DiagnosticCode("requires-auth-without-realm", .warning)
}

extension RequiresAuthWithoutRealmCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .requiresAuthWithoutRealm, .structure,
            summary: "`requiresAuth: true` on an interceptor none of whose routes needs a realm.",
            fix: "Remove `requiresAuth`, or give the interceptor's routes `auth`.",
            manual: #"""
                .Ql requiresAuth: true
                on an interceptor none of whose routes needs a realm: it changes nothing
                there.
                """#
        )
    ]
}

/// `requiresAuth: true` runs an interceptor after the logins of the realms
/// its route needs. On routes that need no realm there are no logins, and it
/// changes nothing.
public enum RequiresAuthWithoutRealmCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // Whether a `"*"` interceptor covers a route needing a realm: decided once, only if needed.
        lazy var anyCoveredNeedsRealm: Bool = {
            let shown = graph.interceptorShownRoutes
            let logins = graph.loginRoutes
            return graph.routes.contains { !$0.auth.isEmpty && !shown.contains($0.id) && !logins.contains($0.id) }
        }()
        for interceptor in graph.interceptors where interceptor.requiresAuth {
            let needsRealm: Bool
            switch interceptor.on {
            case .all:
                needsRealm = anyCoveredNeedsRealm
            case .routes(let refs):
                let routes = refs.compactMap { graph.routeIndex[$0.id] }
                // Only unknown routes: reported as unknown-route, nothing to say here.
                guard !routes.isEmpty else { continue }
                needsRealm = routes.contains { !graph.routes[$0].auth.isEmpty }
            }
            guard !needsRealm else { continue }
            out.append(
                Diagnostic(
                    .requiresAuthWithoutRealm,
                    "\(interceptor.title) has requiresAuth: true, but none of its routes needs a realm",
                    at: interceptor.requiresAuthSpan ?? interceptor.span,
                    notes: [
                        "requiresAuth only makes the interceptor wait for its route's logins; remove it, or give its routes `auth`"
                    ]))
        }
        return out
    }
}
