import NavGraphCore
import NavGraphModel

/// A navigation graph laid out as a picture: routes as nodes grouped by the
/// container they are shown in, and edges by kind. The DOT and Mermaid
/// renderers print this one value, so both show the same thing.
public struct GraphPicture: Sendable {
    public struct Node: Sendable, Hashable {
        public var id: String
        public var path: String
        public var presentation: Presentation
        /// Realms that must hold (a protected route).
        public var realms: [String]
        public var external: Bool
        public var global: Bool
        public var isRoot: Bool
        /// The container's selected tab.
        public var isSelectedTab: Bool
        public var unreachable: Bool
        public var inCycle: Bool

        /// The lines under the id: the path, then what is special about the route.
        public var detailLines: [String] {
            var marks: [String] = []
            if presentation != .push { marks.append(presentation.rawValue) }
            if external { marks.append("external") }
            if global { marks.append("global") }
            if isSelectedTab { marks.append("selected tab") }
            var lines = [path]
            if !marks.isEmpty { lines.append(marks.joined(separator: ", ")) }
            if !realms.isEmpty { lines.append("auth: " + realms.joined(separator: ", ")) }
            if unreachable { lines.append("unreachable") }
            if inCycle { lines.append("on a cycle") }
            return lines
        }
    }

    /// A container, drawn as a box around its routes and the containers embedded in it.
    public struct Cluster: Sendable, Hashable {
        public var id: String
        public var kind: String
        public var routes: [String]
        public var children: [Cluster]
    }

    public enum EdgeKind: Sendable, Hashable {
        /// A `to` edge: the screen may navigate there.
        case to
        /// An interceptor shows `to` while a navigation to `from` waits.
        case interceptor(id: String, when: InterceptorPhase, priority: InterceptorPriority)
        /// `from` needs `realm`, whose login route is `to`.
        case login(realm: String)
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var kind: EdgeKind
        public var inCycle: Bool
    }

    /// The node id standing for every route, the source of `on: "*"` interceptors.
    public static let everyRoute = "*"

    public var name: String
    /// Routes shown in no container, in file order.
    public var looseRoutes: [String]
    public var clusters: [Cluster]
    /// Every route node, in file order.
    public var nodes: [Node]
    public var edges: [Edge]
    /// The route the app starts at (the selected tab of a tabs root).
    public var start: String?
    /// The container the app starts in, when `root` names one.
    public var startContainer: String?
    /// Whether some interceptor has `on: "*"` (the picture then has an "every route" node).
    public var hasEveryRouteNode: Bool

    public init(graph: Graph, highlights: PictureHighlights = .none) {
        name = graph.name.value
        let cycleMembers = highlights.cycleMembers
        let cycleSteps = highlights.cycleSteps

        // Primary definitions only: a duplicate id is the decoder's finding.
        let routes = graph.routes.enumerated().filter { graph.routeIndex[$0.element.id] == $0.offset }.map(\.element)
        let containers = graph.containers.enumerated()
            .filter { graph.containerIndex[$0.element.id] == $0.offset }.map(\.element)

        var startRoute: String?
        var rootContainer: String?
        switch graph.rootTarget {
        case .route(let r)?:
            startRoute = graph.routes[r].id
        case .container(let c)?:
            rootContainer = graph.containers[c].id
            startRoute = graph.containers[c].selectedTab.flatMap { graph.routeIndex[$0] != nil ? $0 : nil }
        case nil:
            break
        }
        startContainer = rootContainer

        // Which container each route is drawn in: the first tabs container that
        // lists it, else the container its `embed` names.
        var home: [String: String] = [:]
        var selectedTabs: Set<String> = []
        for c in containers {
            for tab in c.tabs where graph.routeIndex[tab.id] != nil && home[tab.id] == nil { home[tab.id] = c.id }
            if let s = c.selectedTab { selectedTabs.insert(s) }
        }
        for r in routes where home[r.id] == nil {
            if case .container(let ref)? = r.embed, graph.containerIndex[ref.id] != nil { home[r.id] = ref.id }
        }

        nodes = routes.map { r in
            Node(
                id: r.id, path: r.path.text, presentation: r.presentation,
                realms: r.auth.map(\.id), external: r.external, global: r.global,
                isRoot: r.id == startRoute && rootContainer == nil,
                isSelectedTab: selectedTabs.contains(r.id),
                unreachable: highlights.unreachable.contains(r.id), inCycle: cycleMembers.contains(r.id))
        }
        looseRoutes = routes.map(\.id).filter { home[$0] == nil }
        // A custom container root starts at the first route shown in it.
        if startRoute == nil, let c = rootContainer {
            startRoute = routes.first { home[$0.id] == c }?.id
        }
        start = startRoute
        clusters = GraphPicture.nest(
            containers, graph: graph,
            routesByContainer: routes.reduce(into: [:]) { acc, r in
                if let c = home[r.id] { acc[c, default: []].append(r.id) }
            })

        // Edges: `to`, then interceptors, then logins, each in file order.
        let componentOf = highlights.componentOf
        var edges: [Edge] = []
        func add(_ from: String, _ to: String, _ kind: EdgeKind) {
            var inCycle = cycleSteps.contains(PictureHighlights.Step(from: from, to: to))
            if kind == .to, let c = componentOf[from], componentOf[to] == c { inCycle = true }
            edges.append(Edge(from: from, to: to, kind: kind, inCycle: inCycle))
        }
        for r in routes {
            for t in r.to where graph.routeIndex[t.id] != nil { add(r.id, t.id, .to) }
        }
        var every = false
        for i in graph.interceptors where graph.routeIndex[i.show.id] != nil {
            let kind = EdgeKind.interceptor(id: i.id, when: i.when, priority: i.priority)
            switch i.on {
            case .all:
                every = true
                add(GraphPicture.everyRoute, i.show.id, kind)
            case .routes(let refs):
                for ref in refs where graph.routeIndex[ref.id] != nil && ref.id != i.show.id {
                    add(ref.id, i.show.id, kind)
                }
            }
        }
        for r in routes {
            for realm in r.auth {
                guard let login = graph.realm(realm.id)?.login.id, graph.routeIndex[login] != nil else { continue }
                add(r.id, login, .login(realm: realm.id))
            }
        }
        self.edges = edges
        hasEveryRouteNode = every
    }

    /// Containers nested by their own `embed`; a container on an embed cycle
    /// is drawn at the top level (the cycle is `check`'s finding).
    private static func nest(_ containers: [Container], graph: Graph, routesByContainer: [String: [String]])
        -> [Cluster]
    {
        var parent: [String: String] = [:]
        for c in containers {
            if case .container(let ref)? = c.embed, graph.containerIndex[ref.id] != nil, ref.id != c.id {
                parent[c.id] = ref.id
            }
        }
        // Break embed cycles: walk each chain once (0 new, 1 on the walk, 2 done).
        var state: [String: Int] = [:]
        for c in containers where state[c.id] == nil {
            var walk: [String] = []
            var current: String? = c.id
            while let id = current, state[id] == nil {
                state[id] = 1
                walk.append(id)
                current = parent[id]
            }
            if let id = current, state[id] == 1 { parent[id] = nil }
            for id in walk { state[id] = 2 }
        }
        var children: [String: [String]] = [:]
        var tops: [String] = []
        for c in containers {
            if let p = parent[c.id] { children[p, default: []].append(c.id) } else { tops.append(c.id) }
        }
        let kinds = Dictionary(
            containers.map { ($0.id, $0.isTabs ? "tabs" : "custom") }, uniquingKeysWith: { a, _ in a })
        func build(_ id: String) -> Cluster {
            Cluster(
                id: id, kind: kinds[id] ?? "custom", routes: routesByContainer[id] ?? [],
                children: (children[id] ?? []).map(build))
        }
        return tops.map(build)
    }

    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
}
