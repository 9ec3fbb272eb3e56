import NavGraphModel

extension DiagnosticCode {
    public static let unreachableRoute = DiagnosticCode("unreachable-route")
}

extension UnreachableRouteCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .unreachableRoute, .structure,
            summary: "A route that no navigation can reach.",
            fix:
                "Add a `to` edge to it, or make it external, global, a tab, a login or an interceptor's screen; the note names the nearest route that could link to it.",
            manual: #"""
                A route that no path leads to, following
                .Ic to
                edges, from the root, an external route, a
                .Ic global
                route, a container's tabs, a realm's login route or an interceptor's
                .Ic show
                route.
                The note names the nearest route that could link to it, if any.
                The exploration below also reports, with this code, a route that no
                reachable state shows although a path leads to it: a note says why, such as
                every deep link URL of it being matched by another route
                .Pq an enum parameter whose words are all literal routes beside it
                or every navigation to it failing, or, for an interceptor's or a login's
                screen, that it is shown only on the way round an endless navigation
                .Pq Sy endless-navigation ,
                whose loop it prints.
                """#
        )
    ]
}

/// Every route must be reachable by `to` edges from an entry point: the root
/// (a container root: its tabs, or the routes embedded in it), external and
/// global routes, the tabs of every tabs container, realms' login routes and
/// interceptors' `show` routes. One breadth-first search, linear.
public enum UnreachableRouteCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        // An unknown root is reported on its own: without a route it was
        // meant to name, every route would follow it.
        guard graph.rootTarget != nil || graph.intendedRoute(graph.root) != nil else { return [] }
        let reached = reachableRoutes(in: graph)
        var unreached: [Int] = []
        for i in graph.routes.indices where !reached[i] && graph.isPrimaryRoute(i) { unreached.append(i) }
        guard !unreached.isEmpty else { return [] }

        let nearest = NearestByPath(graph: graph, reached: reached)
        // The first unreachable route (file order) with an edge to each one.
        var unreachedSource: [Int: Int] = [:]
        for i in graph.routes.indices where !reached[i] && graph.isPrimaryRoute(i) {
            for t32 in graph.edges(from: i) where t32 >= 0 {
                let t = Int(t32)
                if t != i, !reached[t], unreachedSource[t] == nil { unreachedSource[t] = i }
            }
        }

        return unreached.map { i in
            let route = graph.routes[i]
            var notes: [String] = []
            if let n = nearest.route(at: i) {
                let near = graph.routes[n]
                notes.append(
                    "nearest route that could link to it: '\(near.id)' (path '\(near.path.text)'); add '\(route.id)' to its 'to'"
                )
            }
            if let s = unreachedSource[i] {
                notes.append("only unreachable routes link to it, such as '\(graph.routes[s].id)'")
            }
            return Diagnostic(.unreachableRoute, "route '\(route.id)' is unreachable", at: route.span, notes: notes)
        }
    }

    /// Whether each route (by index) is reachable from an entry point.
    public static func reachableRoutes(in graph: Graph) -> [Bool] {
        // Over the graph's own edge rows; an unknown target counts as the route it was meant to name.
        DirectedGraph.reachable(nodeCount: graph.routes.count, from: entryPoints(of: graph)) { v, visit in
            for (k, t) in graph.edges(from: v).enumerated() {
                if let target = t >= 0 ? Int(t) : graph.intendedRoute(graph.routes[v].to[k]) { visit(target) }
            }
        }
    }

    /// Route indexes where navigation can start.
    public static func entryPoints(of graph: Graph) -> [Int] {
        var entries: [Int] = []
        func add(_ ref: Reference) { if let r = graph.intendedRoute(ref) { entries.append(r) } }

        switch graph.rootTarget {
        case .route(let r)?:
            entries.append(r)
        case .container(let c)?:
            // A tabs root shows its tabs (added below with every tabs
            // container); a custom root shows the routes embedded in it.
            for i in graph.routeIndices(with: .embed) where graph.embeddedContainer(graph.routes[i].embed) == c {
                entries.append(i)
            }
        case nil:
            if let r = graph.intendedRoute(graph.root) { entries.append(r) }
        }
        entries += graph.routeIndices(withAnyOf: [.external, .global])
        for c in graph.containers { c.tabs.forEach(add) }
        for realm in graph.realms { add(realm.login) }
        for interceptor in graph.interceptors { add(interceptor.show) }
        return entries
    }
}

/// For an unreachable route, the reachable route whose path shares the most
/// leading segments with its own (a parameter matches a parameter, a literal
/// the same literal): the screen a link to it most likely belongs on, as
/// `/account/orders` for `/account/orders/:id`. Among equal prefixes the
/// shortest path wins, then file order. Read from the path trie (shared
/// prefixes are shared nodes), which keeps it linear in the total path
/// length. No shared segment: no suggestion.
struct NearestByPath {
    private let trie: PathTrie
    private let routes: [Route]
    /// Per trie node, the best reachable route below it: fewest segments, then file order.
    private var best: [(segments: Int, route: Int)?]

    init(graph: Graph, reached: [Bool]) {
        trie = graph.pathTrie
        routes = graph.routes
        best = Array(repeating: nil, count: trie.nodes.count)
        for i in graph.routes.indices where reached[i] {
            let candidate = (segments: graph.routes[i].pathSegments.count, route: i)
            for node in trie.nodes(alongRoute: i, routes) {
                if let b = best[Int(node)], (b.segments, b.route) <= (candidate.segments, candidate.route) { continue }
                best[Int(node)] = candidate
            }
        }
    }

    /// The nearest reachable route for route `index` (by index).
    func route(at index: Int) -> Int? {
        var found: Int?
        for node in trie.nodes(alongRoute: index, routes) {
            guard let b = best[Int(node)] else { break }
            found = b.route
        }
        return found
    }
}
