import NavGraphModel

extension DiagnosticCode {
    public static let unfillableParameter = DiagnosticCode("unfillable-parameter")
}

extension UnfillableParameterCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .unfillableParameter, .structure,
            summary: "A required parameter without a default on a screen the app shows by itself.",
            fix:
                "The root, a tab, a login route and an interceptor's `show` route take only defaults: give the parameter a `default`, or make it `required: false`.",
            manual: #"""
                A parameter no one can fill: a route the app shows by itself, with no
                caller to give values
                .Pq the root route, a tab of a container, a realm's login route, an interceptor's Ic show No route ,
                declares a required parameter without a
                .Ic default .
                That navigation can only fail with
                .Sy missingParameter
                .Pq at launch, the window stays empty .
                Reported at the parameter; the fix is a
                .Ic default ,
                or
                .Ql required: false ,
                for a query parameter (a path parameter takes no default: make it a query
                parameter).
                """#
        )
    ]
}

/// A screen the app shows by itself (the root route, a tab, a realm's login
/// route, an interceptor's `show` route) gets no values from a caller: each
/// parameter takes its default. A required one without a default makes that
/// navigation fail with `missingParameter` every time (man/navscript.5).
/// Reported at the parameter, once per parameter, naming why the app shows
/// the route by itself.
public enum UnfillableParameterCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var why: [Int: [String]] = [:]
        if let r = graph.rootRouteIndex { why[r, default: []].append("it is the root") }
        for (c, container) in graph.containers.enumerated() where graph.isPrimaryContainer(c) && container.isTabs {
            for tab in container.tabs {
                guard let r = graph.routeIndex[tab.id] else { continue }
                let reason = "it is a tab of '\(container.id)'"
                if why[r]?.contains(reason) != true { why[r, default: []].append(reason) }
            }
        }
        for (i, realm) in graph.realms.enumerated() where graph.isPrimaryRealm(i) {
            if let r = graph.routeIndex[realm.login.id] {
                why[r, default: []].append("it is the login route of realm '\(realm.id)'")
            }
        }
        for interceptor in graph.interceptors {
            if let r = graph.routeIndex[interceptor.show.id] {
                why[r, default: []].append("\(interceptor.title) shows it")
            }
        }
        var out: [Diagnostic] = []
        for r in why.keys.sorted() {
            let route = graph.routes[r]
            for p in route.params where (p.required || p.isPath) && p.defaultValue == nil {
                let fix =
                    p.isPath
                    ? "a path parameter has no default: make '\(p.name)' a query parameter with a `default`, or `required: false`"
                    : "give '\(p.name)' a `default`, or make it `required: false`"
                out.append(
                    Diagnostic(
                        .unfillableParameter,
                        "route '\(route.id)' is shown by the app itself, with no caller to give its required parameter '\(p.name)': that navigation always fails (missingParameter)",
                        at: p.span,
                        notes: [CheckText.sentence(why[r]!) + "; such a screen takes only defaults", fix]))
            }
        }
        return out
    }
}
