import NavGraphModel

extension DiagnosticCode {
    public static let duplicateCacheKey = DiagnosticCode("duplicate-cache-key")
}

extension DuplicateCacheKeyCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .duplicateCacheKey, .structure,
            summary: "Two routes whose cache has the same key.",
            fix: "Give one of the caches another key.",
            manual: #"""
                Two routes whose
                .Ic cache
                has the same
                .Ic key .
                """#
        )
    ]
}

/// A cache key names one cached screen: two routes with the same key would
/// share (and overwrite) one entry. Each later route is reported, with a
/// label at the first route that used the key.
public enum DuplicateCacheKeyCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var first: [String: (route: String, span: Span)] = [:]
        for i in graph.routeIndices(with: .cache) {
            let route = graph.routes[i]
            guard let key = route.cache?.key else { continue }
            guard let earlier = first[key.value] else {
                first[key.value] = (route.id, key.span)
                continue
            }
            out.append(
                Diagnostic(
                    .duplicateCacheKey,
                    "cache key '\(key.value)' of route '\(route.id)' is already the cache key of route '\(earlier.route)'",
                    at: key.span,
                    secondary: [DiagnosticLabel(span: earlier.span, message: "cache key of route '\(earlier.route)'")]))
        }
        return out
    }
}
