import NavGraphModel

extension DiagnosticCode {
    public static let protectWithoutAuth = DiagnosticCode("protect-without-auth")
}

extension ProtectWithoutAuthCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .protectWithoutAuth, .structure,
            summary: "`restore` with `behavior: protect` on a route without `auth`.",
            fix: "Add `auth` to the route, or restore with allow or reject.",
            manual: #"""
                .Ic restore
                with
                .Ql behavior: protect
                on a route without
                .Ic auth .
                """#
        )
    ]
}

/// `restore` with `behavior: protect` restores through the route's realm
/// login: a route without `auth` has no realm to protect it with.
public enum ProtectWithoutAuthCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        graph.routeIndices(with: .restore).compactMap { i in
            guard !graph.traits(of: i).contains(.auth) else { return nil }
            let route = graph.routes[i]
            guard let restore = route.restore, restore.behavior == .protect else { return nil }
            return Diagnostic(
                .protectWithoutAuth,
                "route '\(route.id)' restores with behavior 'protect' but has no 'auth'",
                at: restore.span,
                notes: [
                    "protect restores through the login of the route's realm: add 'auth', or use 'allow' or 'reject'"
                ])
        }
    }
}
