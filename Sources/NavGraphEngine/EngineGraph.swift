import NavGraphModel
import NavGraphSupport

/// The graph as the simulator reads it: every per-route question a step asks
/// (interceptors per phase in order, the login chain, the edge set, the cache
/// and restore policy) answered once up front, so a step never scans routes.
package struct EngineGraph: Sendable {
    package let graph: Graph
    package let matcher: RouteMatcher

    // Routes, by index in `graph.routes`.
    package let routeIDs: [String]
    /// Every route's declared parameters: the routes' own arrays, shared, not
    /// copied (a large graph's parameters are megabytes).
    package let routeParams: [[Parameter]]
    /// Where each route's parameters start in a numbering of every route's
    /// parameters (route r's i-th is `paramStart[r] + i`: a script's name tables).
    package let paramStart: [Int]
    /// Each route's defaults as one array, shared by every screen that takes them
    /// (routes whose parameters have no default share one array a count).
    package let paramDefaults: [[ParamValue?]]
    /// A route with a required parameter without a default: a screen the app
    /// shows by itself (root, tab, login, interceptor) cannot be shown from it.
    package let lacksDefaults: [Bool]
    package let presentation: [Presentation]
    package let ownStack: [Bool]
    package let dismissible: [Bool]
    package let global: [Bool]
    /// `tab:`: the route of the tab a pushed route lives in (-1: none), where a deep link to it lands.
    package let homeTab: [Int]
    /// The `to` edges: the graph's own rows (`Graph.edgeRows`), shared, not copied.
    package let edges: RowTable<Int32>
    /// The rows of `edges` longer than `scannedEdges`, sorted (every other row empty): a
    /// hub's `open` is a binary search, not a scan of thousands (a script of opens from
    /// it would be quadratic), while a graph of short rows copies nothing.
    private let sortedWideEdges: RowTable<Int32>
    /// Per route (flat: `RowTable`): the realms of its `auth`.
    package let auth: RowTable<Int>
    /// Realms to hold before the route shows, `requires` first, without repeats.
    package let loginChain: RowTable<Int>
    /// The interceptors of each phase, in the order they run.
    package let beforeOpen: RowTable<Int>
    package let beforeAuth: RowTable<Int>
    package let after: RowTable<Int>
    package let cacheLifetime: [Lifetime.Kind?]
    package let cacheKey: [String?]
    package let restore: [RestoreBehavior?]
    /// Whether some route may be restored (`restore` other than `reject`): when none may,
    /// `restart` saves of a scene only which tab is selected (`NavigationEngine.save`).
    package let restoresAny: Bool
    /// The custom container a route is embedded in (traced only).
    package let customContainer: [String?]
    /// The tabs container a route asks to be shown in (`embed: <tabs>`).
    package let tabsEmbed: [Int?]

    // Realms.
    package let realmIDs: [String]
    package let realmLogin: [Int]
    package let realmRequires: [[Int]]
    package let loginRoutes: Set<Int>

    // Interceptors.
    package let interceptorIDs: [String]
    package let interceptorShow: [Int]
    package let interceptorOnce: [Bool]
    package let interceptorShown: Set<Int>

    // Containers.
    package let containerIDs: [String]
    package let tabRoutes: [[Int]]
    /// Where routes are tabs (`tabIndex`): route `r`'s row holds its places, each an index
    /// into `tabContainer` and `tabPosition` (most routes have none, a tab one).
    private let tabPlaces: RowTable<Int>
    private let tabContainer: [Int32]
    private let tabPosition: [Int32]
    package let selectedTab: [Int]

    package let root: Graph.RootTarget?
    /// `deeplinks: { modals: dismiss }`: a deep link first dismisses every modal of the scene.
    package let deepLinksDismissModals: Bool

    /// `matchingBytes: false` for an engine that never matches a script's bytes
    /// (`EngineStepper`: its deep links are matched from their text).
    package init(_ graph: Graph, matchingBytes: Bool = true) {
        self.graph = graph
        // A large graph's matcher is built on another thread beside the tables below (it
        // reads the routes as they do, for about half as long); a small one's, here.
        let matcherWork =
            graph.routes.count >= Self.sideWorkRoutes
            ? SideWork { RouteMatcher(graph: graph, matchingBytes: matchingBytes) } : nil
        let routes = graph.routes
        let n = routes.count
        // Every per-route table in one pass over the routes: a route's fields are
        // read through its storage, once, not once a table.
        var routeIDs: [String] = []
        var routeParams: [[Parameter]] = []
        var paramCount = 0
        var paramStart = [0]
        var paramDefaults: [[ParamValue?]] = []
        var lacksDefaults: [Bool] = []
        var presentation: [Presentation] = []
        var dismissible: [Bool] = []
        var global: [Bool] = []
        var homeTab: [Int] = []
        var auth = RowTable<Int>(reservingRows: n)
        // The core decides what runs around each navigation, and in what order.
        let order = InterceptorOrder(graph: graph)
        var loginChain = RowTable<Int>(reservingRows: n)
        var restore: [RestoreBehavior?] = []
        var cacheLifetime: [Lifetime.Kind?] = []
        var cacheKey: [String?] = []
        var own: [Bool] = []
        var custom: [String?] = []
        var tabsOf: [Int?] = []
        routeIDs.reserveCapacity(n)
        routeParams.reserveCapacity(n)
        paramStart.reserveCapacity(n + 1)
        paramDefaults.reserveCapacity(n)
        lacksDefaults.reserveCapacity(n)
        presentation.reserveCapacity(n)
        dismissible.reserveCapacity(n)
        global.reserveCapacity(n)
        homeTab.reserveCapacity(n)
        restore.reserveCapacity(n)
        cacheLifetime.reserveCapacity(n)
        cacheKey.reserveCapacity(n)
        own.reserveCapacity(n)
        custom.reserveCapacity(n)
        tabsOf.reserveCapacity(n)
        // Routes whose parameters have no default share one array of defaults a count (by
        // count: a dictionary's seeded hash of each route's count cost more than the rest).
        var noDefaults: [[ParamValue?]?] = []
        // A route's realms, in an array used again for each route (a closure over the index
        // would be a context allocated a route, and one over `graph` a copy of the graph).
        let realmIndex = graph.realmIndex
        var realms: [Int] = []
        for r in routes.indices {
            let route = routes[r]
            routeIDs.append(route.id)
            let params = route.params
            routeParams.append(params)
            paramCount += params.count
            paramStart.append(paramCount)
            if params.allSatisfy({ $0.defaultValue == nil }) {
                if params.count >= noDefaults.count {
                    noDefaults += Array(repeating: nil, count: params.count + 1 - noDefaults.count)
                }
                if let shared = noDefaults[params.count] {
                    paramDefaults.append(shared)
                } else {
                    let made = [ParamValue?](repeating: nil, count: params.count)
                    noDefaults[params.count] = made
                    paramDefaults.append(made)
                }
            } else {
                paramDefaults.append(params.map(\.defaultValue))
            }
            lacksDefaults.append(params.contains { ($0.required || $0.isPath) && $0.defaultValue == nil })
            presentation.append(route.presentation)
            dismissible.append(route.dismissible)
            global.append(route.global)
            homeTab.append(route.tab.flatMap { graph.routeIndex[$0.id] } ?? -1)
            realms.removeAll(keepingCapacity: true)
            for ref in route.auth { if let realm = realmIndex[ref.id] { realms.append(realm) } }
            auth.append(realms)
            loginChain.append(order.logins(ofRealms: realms))
            restore.append(route.restore?.behavior)
            let cache = route.cache
            cacheLifetime.append(cache.flatMap { graph.lifetime($0.lifetime.id)?.kind })
            cacheKey.append(cache?.key?.value)
            switch route.embed {
            case .stack?:
                own.append(true)
                custom.append(nil)
                tabsOf.append(nil)
            case .container(let ref)?:
                let c = graph.container(ref.id)
                if let c, c.isTabs {
                    own.append(false)
                    custom.append(nil)
                    tabsOf.append(graph.containerIndex[ref.id])
                } else {
                    // A custom container embedded in a stack gives its screen that stack.
                    if case .stack? = c?.embed { own.append(true) } else { own.append(false) }
                    custom.append(ref.id)
                    tabsOf.append(nil)
                }
            case nil:
                own.append(false)
                custom.append(nil)
                tabsOf.append(nil)
            }
        }
        self.routeIDs = routeIDs
        self.routeParams = routeParams
        self.paramStart = paramStart
        // A graph changed without `reindex()` has no current rows: its edges are resolved here.
        let edges = graph.indexIsCurrent ? graph.edgeRows : RowTable(count: n) { graph.edges(from: $0) }
        self.edges = edges
        var sortedWide = RowTable<Int32>(reservingRows: n)
        for r in 0..<n {
            if edges.count(ofRow: r) > Self.scannedEdges {
                sortedWide.append(edges.slice(r).sorted())
            } else {
                sortedWide.closeRow()
            }
        }
        sortedWideEdges = sortedWide
        self.paramDefaults = paramDefaults
        self.lacksDefaults = lacksDefaults
        self.presentation = presentation
        self.dismissible = dismissible
        self.global = global
        self.homeTab = homeTab
        self.auth = auth
        self.restore = restore
        restoresAny = restore.contains { $0 != nil && $0 != .reject }
        self.cacheLifetime = cacheLifetime
        self.cacheKey = cacheKey
        ownStack = own
        customContainer = custom
        tabsEmbed = tabsOf

        realmIDs = graph.realms.map(\.id)
        realmLogin = graph.realms.map { graph.routeIndex[$0.login.id] ?? -1 }
        realmRequires = graph.realms.map { $0.requires.compactMap { graph.realmIndex[$0.id] } }
        loginRoutes = Set(realmLogin.filter { $0 >= 0 })

        interceptorIDs = graph.interceptors.map(\.id)
        interceptorShow = graph.interceptors.map { graph.routeIndex[$0.show.id] ?? -1 }
        interceptorOnce = graph.interceptors.map(\.once)
        interceptorShown = Set(interceptorShow.filter { $0 >= 0 })

        containerIDs = graph.containers.map(\.id)
        let tabLists = graph.containers.map { $0.tabs.compactMap { graph.routeIndex[$0.id] } }
        tabRoutes = tabLists
        // A route's place in each container listing it: its first there (a repeat is duplicate-tab).
        var placeRoutes: [Int32] = []
        var containers: [Int32] = []
        var positions: [Int32] = []
        var placedIn = [Int](repeating: -1, count: tabLists.isEmpty ? 0 : n)
        for (c, tabs) in tabLists.enumerated() {
            for (i, r) in tabs.enumerated() where placedIn[r] != c {
                placedIn[r] = c
                placeRoutes.append(Int32(r))
                containers.append(Int32(c))
                positions.append(Int32(i))
            }
        }
        tabPlaces = RowTable<Int>(rowCount: n, rows: placeRoutes, values: Array(0..<containers.count))
        (tabContainer, tabPosition) = (containers, positions)
        selectedTab = graph.containers.enumerated().map { i, c in
            guard let s = c.selectedTab, let r = graph.routeIndex[s] else { return 0 }
            return tabLists[i].firstIndex(of: r) ?? 0
        }
        root = graph.rootTarget
        deepLinksDismissModals = graph.deepLinkModals?.value == .dismiss

        self.loginChain = loginChain
        matcher = matcherWork?.result() ?? RouteMatcher(graph: graph, matchingBytes: matchingBytes)
        beforeOpen = RowTable<Int>(count: routes.count) { order.interceptors(.beforeLogin, of: $0) }
        beforeAuth = RowTable<Int>(count: routes.count) { order.interceptors(.afterLogin, of: $0) }
        after = RowTable<Int>(count: routes.count) { order.interceptors(.after, of: $0) }
    }

    /// From how many routes tables are built on a second thread beside these (the
    /// matcher here, the explorer's command tables): below, a thread costs more than it saves.
    package static let sideWorkRoutes = 5_000

    package func paramCount(_ r: Int) -> Int { paramStart[r + 1] - paramStart[r] }
    package func param(_ r: Int, _ i: Int) -> Parameter { routeParams[r][i] }
    /// The declared parameter names of a route, in order (for messages).
    package func paramNames(_ r: Int) -> [String] { routeParams[r].map(\.name) }
    package func paramIndex(_ r: Int, named name: String) -> Int? { routeParams[r].firstIndex { $0.name == name } }

    /// The longest row of `to` edges `hasEdge` scans.
    private static let scannedEdges = 16

    /// Whether a `to` edge leads from `from` to `to`: a scan of its row (a route lists a few
    /// targets), or a binary search of its sorted copy when it lists many. Inlined: a call
    /// on the tables held by the engine copied them whole first.
    @inline(__always) package func hasEdge(from: Int, to: Int) -> Bool {
        let t = Int32(truncatingIfNeeded: to)
        guard edges.count(ofRow: from) > Self.scannedEdges else { return edges.first(inRow: from) { $0 == t } != nil }
        var (lo, hi) = (sortedWideEdges.rowPositions(from).lowerBound, sortedWideEdges.rowPositions(from).upperBound)
        let end = hi
        while lo < hi {
            let mid = (lo + hi) / 2
            if sortedWideEdges.value(at: mid) < t { lo = mid + 1 } else { hi = mid }
        }
        return lo < end && sortedWideEdges.value(at: lo) == t
    }

    package func route(named id: String) -> Int? { graph.routeIndex[id] }
    package func realm(named id: String) -> Int? { graph.realmIndex[id] }

    /// Parameter values for a route from name -> value, in declared order.
    package func params(_ route: Int, from values: [String: ParamValue]) -> [ParamValue?] {
        routeParams[route].map { values[$0.name] }
    }

    /// Fills a route's values not given with their defaults; `missingParameter` when a
    /// path parameter, or a required one, has neither (what `open route(...)` checks).
    package func fillDefaults(_ values: inout [ParamValue?], of route: Int) -> FailureReason? {
        Self.fillDefaults(&values, params: routeParams[route], defaults: paramDefaults[route])
    }

    /// The same for a route's `params` and `defaults` (its rows of `routeParams` and
    /// `paramDefaults`): what a caller holding the tables in a class calls without a
    /// method call on them, which copied the whole tables first.
    package static func fillDefaults(
        _ values: inout [ParamValue?], params: [Parameter], defaults: [ParamValue?]
    ) -> FailureReason? {
        for i in values.indices where values[i] == nil {
            if let d = defaults[i] {
                values[i] = d
            } else if params[i].required || params[i].isPath {
                return .missingParameter
            }
        }
        return nil
    }

    /// Whether values lack a required one (a screen the app shows by itself takes only defaults).
    package func lacksValue(_ route: Int, _ values: [ParamValue?]) -> Bool {
        guard lacksDefaults[route] else { return false }
        let params = routeParams[route]
        return values.indices.contains { values[$0] == nil && (params[$0].required || params[$0].isPath) }
    }

    /// The first required parameter of a route without a default (for the trace).
    package func parameterWithoutDefault(_ route: Int) -> String {
        let params = routeParams[route]
        let i = params.indices.first {
            paramDefaults[route][$0] == nil && (params[$0].required || params[$0].isPath)
        }
        return i.map { params[$0].name } ?? ""
    }

    /// Values for a route with nothing given: its defaults.
    package func defaults(_ route: Int) -> [ParamValue?] { paramDefaults[route] }
}

extension EngineGraph {
    /// Where the core's answer for a path or a deep link sends a navigation
    /// (its values already in declared order: `RouteMatcher.matchInOrder`).
    package static func target(_ m: Result<RouteMatcher.OrderedMatch, RouteMatcher.Failure>) -> ResolvedTarget {
        switch m {
        case .success(let match): return .route(match.route, match.values)
        case .failure(.noMatch): return .failure(.noMatch)
        case .failure(.notExternal(let match)): return .notExternal(match.route)
        case .failure(.badParameter): return .failure(.badParameter)
        case .failure(.missingParameter): return .failure(.missingParameter)
        }
    }
}

extension EngineGraph {
    /// Route `r`'s position among container `c`'s tabs (its first, when listed twice), or
    /// nil: a scan of the route's places (none or one, mostly), where a `Dictionary` a
    /// container hashed the route for every tap and transition an explorer ran.
    @inline(__always)
    package func tabIndex(_ c: Int, _ r: Int) -> Int? {
        tabPlaces.first(inRow: r) { Int(tabContainer[$0]) == c }.map { Int(tabPosition[$0]) }
    }
}
