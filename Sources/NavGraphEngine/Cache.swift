import NavGraphModel

/// Caches: a screen of a route with `cache` is kept after it leaves, found
/// again by its key (or its route and parameters) while its lifetime lasts.
extension NavigationEngine {
    /// A screen for a route: a live cached instance when there is one, otherwise a new one.
    package func obtain(_ route: Int, _ params: [ParamValue?]) -> (screen: Screen, fresh: Bool) {
        if let kind = tables.cacheLifetime[route] {
            let key: CacheKey = tables.cacheKey[route].map(CacheKey.key) ?? .route(route, params)
            if let entry = cache[key] {
                cache[key] = nil
                if entry.screen.route == route, alive(entry, kind: kind) {
                    if let i = closedThisCommand.firstIndex(of: entry.screen.number) { closedThisCommand.remove(at: i) }
                    return (entry.screen, false)
                }
            }
        }
        // Saturates rather than trap: a number at the end of `Int` is repeated, never overflows.
        defer { if state.nextInstance < .max { state.nextInstance += 1 } }
        return (Screen(route: route, number: state.nextInstance, params: params), true)
    }

    package func alive(_ entry: CacheEntry, kind: Lifetime.Kind) -> Bool {
        switch kind {
        case .duration(let seconds): return state.clock - entry.leftAt < seconds
        case .session, .app: return true
        }
    }

    /// A screen that left enters its route's cache, replacing an older entry with the same key.
    package func keep(_ s: Screen) {
        guard let kind = tables.cacheLifetime[s.route] else { return }
        let key: CacheKey = tables.cacheKey[s.route].map(CacheKey.key) ?? .route(s.route, s.params)
        cache[key] = CacheEntry(screen: s, leftAt: state.clock, lifetime: kind)
        trace("cache " + name(s))
        if lifecycle != nil { lifecycle!.append(.cached(route: s.route, instance: s.number)) }
        if cache.count >= cacheSweepAt { sweepExpiredCache() }
    }

    /// Drops the entries whose lifetime has run out, once the cache has doubled
    /// since the last sweep: none can be found again (the clock only goes
    /// forward), and a long script that leaves screens of many parameter values
    /// would otherwise keep every one of them, its memory growing with its length.
    package func sweepExpiredCache() {
        cache = cache.filter { _, entry in
            guard case .duration(let seconds) = entry.lifetime else { return true }
            return state.clock - entry.leftAt < seconds
        }
        cacheSweepAt = max(Self.firstCacheSweep, cache.count * 2)
    }
}
