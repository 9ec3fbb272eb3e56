import NavGraphModel

extension DiagnosticCode {
    public static let duplicateRestoreID = DiagnosticCode("duplicate-restore-id")
}

extension DuplicateRestoreIDCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .duplicateRestoreID, .structure,
            summary: "Two routes with the same restoration id.",
            fix: "Give one of the routes another `id:` under `restore`.",
            manual: #"""
                Two routes with the same restoration id: two explicit
                .Ic id Ns s
                under
                .Ic restore ,
                or one route's explicit id equal to another restored route's own id
                .Pq the default restoration id .
                """#
        )
    ]
}

/// A restored screen is found by its restoration id, so two routes with the
/// same one would restore into each other. A route's id is its default
/// restoration id, so an explicit id equal to another restored route's id
/// collides too. Reported at the explicit id of the two (the later one when
/// both are explicit), naming the other.
public enum DuplicateRestoreIDCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var out: [Diagnostic] = []
        for i in graph.routeIndices(with: .restore) where graph.isPrimaryRoute(i) {
            let route = graph.routes[i]
            guard let restore = route.restore else { continue }
            guard let j = first[restore.id] else {
                first[restore.id] = i
                continue
            }
            // Blame an explicit id over a default one (the route's own id): that is what to change.
            let later = (index: i, route: route, restore: restore)
            let earlierRoute = graph.routes[j]
            let earlier = (index: j, route: earlierRoute, restore: earlierRoute.restore ?? restore)
            let (blamed, other) =
                restore.idSpan == nil && earlier.restore.idSpan != nil ? (earlier, later) : (later, earlier)
            out.append(
                Diagnostic(
                    .duplicateRestoreID,
                    "restoration id '\(restore.id)' of route '\(blamed.route.id)' is also the restoration id of route '\(other.route.id)'",
                    at: blamed.restore.idSpan ?? blamed.restore.span,
                    secondary: [
                        DiagnosticLabel(
                            span: other.restore.idSpan ?? other.route.span,
                            message: "restoration id of '\(other.route.id)'")
                    ],
                    notes: [
                        "a route's restoration id is its route id unless `restore` gives an `id:`; give one of the two another id"
                    ]))
        }
        return out
    }
}
