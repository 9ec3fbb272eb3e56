/// What runs around a navigation to each route, in execution order, decided
/// once for `sim` (which runs it) and `gen` (which lists it), by navgraph(5)
/// "interceptors": the `before` interceptors without `requiresAuth`, then the
/// logins of the realms the route needs (each after the realms it
/// `requires`), then the `before` interceptors with `requiresAuth`, then the
/// `after` interceptors. Within a stage: highest priority first, ties in
/// file order. `"*"` skips the routes interceptors show and login routes;
/// no interceptor runs for the screen it shows itself. (`once` is the
/// simulator's business: whether one fired is run-time state.)
///
/// Built for all routes at once in time linear in the graph: the `"*"`
/// interceptors are kept once and merged into a route's list when asked.
public struct InterceptorOrder: Sendable {
    public enum Stage: Int, Sendable, CaseIterable {
        /// `before` without `requiresAuth`: runs before the logins.
        case beforeLogin
        /// `before` with `requiresAuth: true`: runs after the logins.
        case afterLogin
        /// `after`: runs once the transition is done.
        case after
    }

    /// Per stage, the `"*"` interceptors (indices into `graph.interceptors`) in order.
    private var everyRoute: [[Int]]
    /// Per stage and route, the interceptors naming the route, in order.
    private var named: [[[Int]]]
    /// Each interceptor's place in priority order.
    private var rank: [Int]
    /// Routes `"*"` skips: interceptor screens and logins.
    private var skippedByAll: [Bool]
    /// Each interceptor's own screen (a route index, or -1).
    private var show: [Int]
    /// Each realm's `requires` (realm indices).
    private var requires: [[Int]]
    /// For the routes' realms, read when a route's logins are asked for
    /// (`gen` never asks: no list a route is built up front).
    private let graph: Graph

    public init(graph: Graph) {
        let interceptors = graph.interceptors
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
        everyRoute = [[Int]](repeating: [], count: Stage.allCases.count)
        named = [[[Int]]](repeating: [], count: Stage.allCases.count)
        for i in order {
            let stage = InterceptorOrder.stage(of: interceptors[i])
            switch interceptors[i].on {
            case .all:
                everyRoute[stage.rawValue].append(i)
            case .routes(let refs):
                if named[stage.rawValue].isEmpty {
                    named[stage.rawValue] = [[Int]](repeating: [], count: graph.routes.count)
                }
                for ref in refs {
                    // A route named twice is intercepted once.
                    guard let r = graph.routeIndex[ref.id], named[stage.rawValue][r].last != i else { continue }
                    named[stage.rawValue][r].append(i)
                }
            }
        }
        requires = graph.realms.map { $0.requires.compactMap { graph.realmIndex[$0.id] } }
        self.graph = graph
    }

    /// The stage an interceptor runs in (`requiresAuth` only matters before).
    public static func stage(of interceptor: Interceptor) -> Stage {
        if interceptor.when == .after { return .after }
        return interceptor.requiresAuth ? .afterLogin : .beforeLogin
    }

    /// Route `r`'s interceptors of one stage (indices into `graph.interceptors`), in execution order.
    public func interceptors(_ stage: Stage, of r: Int) -> [Int] {
        var out: [Int] = []
        append(stage, of: r, to: &out)
        return out
    }

    /// Appends route `r`'s interceptors of one stage to `out`. A stage no
    /// interceptor runs in costs two looks (the generator asks for every route).
    private func append(_ stage: Stage, of r: Int, to out: inout [Int]) {
        let (s, hasNamed) = (stage.rawValue, !named[stage.rawValue].isEmpty)
        guard hasNamed || !everyRoute[s].isEmpty else { return }
        let all = skippedByAll[r] ? [] : everyRoute[s]
        let own = hasNamed ? named[s][r] : []
        if all.isEmpty && own.isEmpty { return }
        var (a, b) = (0, 0)
        while a < all.count || b < own.count {
            let takeAll = b == own.count || (a < all.count && rank[all[a]] < rank[own[b]])
            let i = takeAll ? all[a] : own[b]
            if takeAll { a += 1 } else { b += 1 }
            if show[i] != r { out.append(i) }
        }
    }

    /// Route `r`'s `before` interceptors in execution order: those without
    /// `requiresAuth`, then (after the logins) those with it.
    public func before(_ r: Int) -> [Int] {
        var out: [Int] = []
        append(.beforeLogin, of: r, to: &out)
        append(.afterLogin, of: r, to: &out)
        return out
    }

    /// The realms (indices) to hold before route `r` shows, in the order their
    /// logins run: each needed realm after the realms it `requires`, without
    /// repeats (a `requires` cycle, reported by `check`, is cut).
    public func logins(_ r: Int) -> [Int] {
        logins(ofRealms: graph.routes[r].auth.compactMap { graph.realmIndex[$0.id] })
    }

    /// The logins of a route whose `auth` names these realms (indices, in order).
    public func logins(ofRealms auth: [Int]) -> [Int] {
        guard !auth.isEmpty else { return [] }
        var out: [Int] = []
        var seen = Set<Int>()
        func visit(_ realm: Int, depth: Int) {
            guard depth < 64, !seen.contains(realm) else { return }
            seen.insert(realm)
            for q in requires[realm] { visit(q, depth: depth + 1) }
            out.append(realm)
        }
        for realm in auth { visit(realm, depth: 0) }
        return out
    }
}
