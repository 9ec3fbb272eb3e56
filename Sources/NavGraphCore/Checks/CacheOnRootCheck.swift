import NavGraphModel

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
