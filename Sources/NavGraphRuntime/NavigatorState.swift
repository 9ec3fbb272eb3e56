import NavGraphEngine
import NavGraphModel

/// Everything a navigator shows, in every scene: the engine's state
/// (`NavigationState`, routes and realms by index) read with the graph's names,
/// what a host lays its views out from after each command. It keeps no
/// description of its own: each part is the engine's value with the graph, and
/// names its screens (`NavigationScreen`), containers and realms by id when read.
public struct NavigatorState: Sendable, Hashable {
    /// A presented modal, as the engine keeps it.
    public struct Modal: Sendable, Hashable {
        /// The engine's modal this reads.
        public let engine: NavigationModalState
        let graph: NavigationGraph

        /// Bottom to top; more than one only in a modal with its own stack.
        public var screens: [NavigationScreen] { graph.screens(engine.screens) }
        public var hasStack: Bool { engine.hasStack }

        public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine && a.graph === b.graph }
        public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
    }

    /// A scene's window, as the engine keeps it.
    public struct Window: Sendable, Hashable {
        /// The engine's window this reads.
        public let engine: NavigationWindowState
        let graph: NavigationGraph

        /// The root stack (empty when the root is a tabs container).
        public var rootStack: [NavigationScreen] { graph.screens(engine.rootStack) }
        /// The tabs container's id, when the root is one.
        public var tabsContainer: String? { engine.tabsContainer.map { graph.graph.containers[$0].id } }
        /// The route id of each tab, in order.
        public var tabs: [String] { engine.tabsContainer.map { graph.graph.containers[$0].tabs.map(\.id) } ?? [] }
        /// One stack a tab, nil until the tab is first selected.
        public var tabStacks: [[NavigationScreen]?] { engine.tabStacks.map { $0.map(graph.screens) } }
        public var selectedTab: Int { engine.selectedTab }
        public var modals: [Modal] { engine.modals.map { Modal(engine: $0, graph: graph) } }

        /// The stack below the modals: the selected tab's, or the root stack.
        public var base: [NavigationScreen] { graph.screens(engine.base) }
        public var top: NavigationScreen? { engine.top.map(graph.screen) }
        /// Everything on screen, bottom to top.
        public var onScreen: [NavigationScreen] { graph.screens(engine.onScreen) }

        public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine && a.graph === b.graph }
        public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
    }

    /// A navigation waiting on a screen (a login, an interceptor's screen), as the engine keeps it.
    public struct Pending: Sendable, Hashable {
        /// The engine's pending navigation this reads.
        public let engine: PendingNavigationState
        let graph: NavigationGraph

        /// Where it goes (nil: a restoration after a restart).
        public var target: NavigationScreen? {
            engine.target.map { graph.screen(route: $0.route, values: $0.values, instance: 0) }
        }
        /// The instance of the screen it waits on.
        public var waitingFor: Int? { engine.waitingFor }
        /// The realm whose login it waits on (nil: an interceptor's screen).
        public var login: String? {
            guard case .login(let r)? = engine.wait else { return nil }
            return graph.graph.realms[r].id
        }

        public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine && a.graph === b.graph }
        public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
    }

    /// A scene, as the engine keeps it.
    public struct Scene: Sendable, Hashable {
        /// The engine's scene this reads.
        public let engine: NavigationSceneState
        let graph: NavigationGraph

        public var name: String { engine.name }
        public var window: Window { Window(engine: engine.window, graph: graph) }
        public var pending: Pending? { engine.pending.map { Pending(engine: $0, graph: graph) } }

        public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine && a.graph === b.graph }
        public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
    }

    /// The engine's state this reads (routes, realms and interceptors by index).
    public let engine: NavigationState
    public let graph: NavigationGraph

    init(_ engine: NavigationState, _ graph: NavigationGraph) {
        self.engine = engine
        self.graph = graph
    }

    public var scenes: [Scene] { engine.scenes.map { Scene(engine: $0, graph: graph) } }
    public var currentScene: Int { engine.currentScene }
    /// The realms held, by id, in the graph's order.
    public var realms: [String] { engine.realms.map { graph.graph.realms[$0].id } }
    /// The last result each route's screens gave, by route id.
    public var results: [String: NavigationResult] {
        var results: [String: NavigationResult] = [:]
        for (r, v) in engine.results { results[graph.routeIDs[r]] = v }
        return results
    }

    public var scene: Scene { Scene(engine: engine.scene, graph: graph) }
    public var window: Window { scene.window }

    public static func == (a: Self, b: Self) -> Bool { a.engine == b.engine && a.graph === b.graph }
    public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
}

extension NavigationGraph {
    /// A screen of the engine's, named by this graph.
    func screen(_ s: NavigationScreenState) -> NavigationScreen {
        screen(route: s.route, values: s.values, instance: s.instance)
    }

    func screens(_ list: [NavigationScreenState]) -> [NavigationScreen] { list.map(screen) }
}
