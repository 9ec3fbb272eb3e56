import NavGraphModel

extension DiagnosticCode {
    public static let cacheKeyWithParams = DiagnosticCode("cache-key-with-params", .warning)
}

extension CacheKeyWithParamsCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .cacheKeyWithParams, .structure,
            summary:
                "A cache `key` on a route with a path (or required) parameter: every value shares one cached screen.",
            fix: "Drop the `key`: without one, a screen is cached per value of the route's parameters.",
            manual: #"""
                A
                .Ic cache
                with a
                .Ic key
                on a route with a path parameter, or a required one without a default: the
                key finds one cached screen whatever the values, and the screen keeps the
                values it was created with
                .Pq product 2 shows product 1 .
                Drop the
                .Ic key .
                """#
        )
    ]
}

/// A cache `key` finds one cached screen whatever the parameters, and the screen keeps
/// the values it was created with (navscript(5), caches): on a route with parameters,
/// every value shares one screen (product 2 shows product 1). A warning at the key, for
/// the parameters that say which thing the screen shows: a path parameter, or one required
/// without a default (an optional one with a default, a tab or a sort order, is a view's option).
public enum CacheKeyWithParamsCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for i in graph.routeIndices(with: .cache) where graph.isPrimaryRoute(i) {
            let route = graph.routes[i]
            guard let key = route.cache?.key else { continue }
            let params = route.params.filter { $0.isPath || ($0.required && $0.defaultValue == nil) }.map(\.name)
            guard !params.isEmpty else { continue }
            let which = params.count == 1 ? "parameter '\(params[0])'" : "parameters \(CheckText.list(params))"
            out.append(
                Diagnostic(
                    .cacheKeyWithParams,
                    "cache key '\(key.value)' of route '\(route.id)' finds one screen whatever its \(which): opened with other values, the cached screen shows the values it was created with",
                    at: key.span,
                    notes: [
                        "drop `key`: without one, a screen is cached per value of '\(route.id)''s parameters"
                    ]))
        }
        return out
    }
}
