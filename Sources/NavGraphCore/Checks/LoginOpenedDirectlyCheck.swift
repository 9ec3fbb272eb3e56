import NavGraphModel

extension DiagnosticCode {
    public static let loginOpenedDirectly = DiagnosticCode("login-opened-directly", .warning)
}

extension LoginOpenedDirectlyCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .loginOpenedDirectly, .structure,
            summary: "A realm's login route opened by a `to` edge or restored: logging in leaves it on screen.",
            fix:
                "Open a route that needs the realm instead (its login shows first and closes once the user logs in), and give the login no `restore`.",
            manual: #"""
                A realm's login route opened by a
                .Ic to
                edge, or given
                .Ic restore :
                no navigation waits on it then, so logging in grants the realm and leaves it
                on screen.
                Open a route that needs the realm instead: its login shows first and closes
                once the user logs in.
                A login with
                .Ic result
                .Pq a flow its opener waits on and closes by finishing
                is not judged.
                """#
        )
    ]
}

/// A realm's login route is shown by the app when a navigation needs the realm, and
/// closes when the user logs in, the navigation going on to its route. Opened by a
/// `to` edge or brought back by `restore`, no navigation waits on it: logging in
/// grants the realm and leaves it on screen (navscript(5), login). A warning at the
/// edge or at the `restore`. A login with `result` is a flow its opener waits on and
/// closes by finishing (a coordinator's), not judged.
public enum LoginOpenedDirectlyCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        // Per login route: its realms, in graph order.
        var realmsOf: [Int: [Int]] = [:]
        for (k, realm) in graph.realms.enumerated() where graph.isPrimaryRealm(k) {
            if let l = graph.routeIndex[realm.login.id], graph.routes[l].result == nil {
                realmsOf[l, default: []].append(k)
            }
        }
        guard !realmsOf.isEmpty else { return [] }
        // What to open instead: the first route that needs the realm, a login of its own shown for it.
        var needing: [Int: Int] = [:]
        for r in graph.routes.indices where graph.isPrimaryRoute(r) && realmsOf[r] == nil {
            for ref in graph.routes[r].auth {
                if let k = graph.realmIndex[ref.id], needing[k] == nil { needing[k] = r }
            }
        }
        func names(_ login: Int) -> (realms: String, fix: String) {
            let realms = realmsOf[login]!
            let ids = realms.map { "'\(graph.realms[$0].id)'" }
            let instead = realms.compactMap { needing[$0] }.first.map { " (such as '\(graph.routes[$0].id)')" } ?? ""
            return (
                (realms.count == 1 ? "realm " : "realms ") + ids.joined(separator: ", "),
                "open a route that needs \(ids[0])\(instead) instead: its login shows first and closes once the user logs in"
            )
        }
        var out: [Diagnostic] = []
        for r in graph.routes.indices where graph.isPrimaryRoute(r) {
            for (k, t) in graph.edges(from: r).enumerated() where t >= 0 && realmsOf[Int(t)] != nil && Int(t) != r {
                let login = graph.routes[Int(t)]
                let (realms, fix) = names(Int(t))
                out.append(
                    Diagnostic(
                        .loginOpenedDirectly,
                        "route '\(graph.routes[r].id)' opens '\(login.id)', the login of \(realms), by an edge: no navigation waits on it then, so logging in leaves it on screen",
                        at: graph.routes[r].to[k].span, notes: [fix]))
            }
        }
        for l in realmsOf.keys.sorted() where graph.isPrimaryRoute(l) {
            guard let restore = graph.routes[l].restore else { continue }
            let (realms, _) = names(l)
            out.append(
                Diagnostic(
                    .loginOpenedDirectly,
                    "route '\(graph.routes[l].id)', the login of \(realms), has `restore`: restored at restart, no navigation waits on it, so logging in leaves it on screen",
                    at: restore.span,
                    notes: [
                        "drop its `restore`: the screen that needs the realm is restored through its login (`behavior: protect`)"
                    ]))
        }
        return out
    }
}
