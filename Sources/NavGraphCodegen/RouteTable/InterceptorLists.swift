import NavGraphCore

/// Every route's interceptors of one phase in execution order: the lists of
/// `Graph.interceptors(for:when:)`, built for all routes at once in time linear
/// in the graph (asking route by route scans every interceptor's targets for
/// every route).
struct InterceptorLists {
    /// `"*"` interceptors of the phase, in execution order (interceptor indices).
    private var everyRoute: [Int] = []
    /// Per route, the interceptors of the phase naming it, in execution order.
    private var named: [[Int]]
    /// Each interceptor's place in execution order.
    private var rank: [Int]
    /// Routes `"*"` skips: interceptor screens and logins.
    private var skippedByAll: [Bool]
    /// Each interceptor's own screen (a route index, or -1), never intercepted by it.
    private var show: [Int]

    /// Nil when no interceptor runs in `phase`.
    init?(graph: Graph, phase: InterceptorPhase) {
        let interceptors = graph.interceptors
        guard interceptors.contains(where: { $0.when == phase }) else { return nil }
        let order = interceptors.indices.sorted { a, b in
            let (x, y) = (interceptors[a], interceptors[b])
            return x.priority != y.priority ? x.priority > y.priority : x.order < y.order
        }
        rank = [Int](repeating: 0, count: interceptors.count)
        for (place, i) in order.enumerated() { rank[i] = place }
        show = interceptors.map { graph.routeIndex[$0.show.id] ?? -1 }
        skippedByAll = [Bool](repeating: false, count: graph.routes.count)
        for s in show where s >= 0 { skippedByAll[s] = true }
        for realm in graph.realms {
            if let r = graph.routeIndex[realm.login.id] { skippedByAll[r] = true }
        }
        named = [[Int]](repeating: [], count: graph.routes.count)
        for i in order where interceptors[i].when == phase {
            switch interceptors[i].on {
            case .all:
                everyRoute.append(i)
            case .routes(let refs):
                for ref in refs {
                    // A route named twice is intercepted once.
                    guard let r = graph.routeIndex[ref.id], named[r].last != i else { continue }
                    named[r].append(i)
                }
            }
        }
    }

    /// Route `r`'s interceptors (indices into `graph.interceptors`), in execution order.
    func interceptors(of r: Int) -> [Int] {
        let all = skippedByAll[r] ? [] : everyRoute
        let own = named[r]
        if all.isEmpty && own.isEmpty { return [] }
        var out: [Int] = []
        var (a, b) = (0, 0)
        while a < all.count || b < own.count {
            let takeAll = b == own.count || (a < all.count && rank[all[a]] < rank[own[b]])
            let i = takeAll ? all[a] : own[b]
            if takeAll { a += 1 } else { b += 1 }
            if show[i] != r { out.append(i) }
        }
        return out
    }
}
