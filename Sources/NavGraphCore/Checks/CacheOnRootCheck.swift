import NavGraphModel

extension DiagnosticCode {
    public static let cacheOnRoot = DiagnosticCode("cache-on-root", .warning)
}

extension CacheOnRootCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .cacheOnRoot, .structure,
            summary: "`cache` on the root route, which never leaves the screen.",
            fix: "Remove `cache` from the root route.",
            manual: #"""
                .Ic cache
                on the root route, which never leaves the screen.
                """#
        )
    ]
}

/// The root route never leaves the screen, so caching it has no effect.
public enum CacheOnRootCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        guard let r = graph.rootRouteIndex, let cache = graph.routes[r].cache else { return [] }
        return [
            Diagnostic(
                .cacheOnRoot,
                "'cache' has no effect on route '\(graph.routes[r].id)': it is the root and never leaves the screen",
                at: cache.span)
        ]
    }
}
