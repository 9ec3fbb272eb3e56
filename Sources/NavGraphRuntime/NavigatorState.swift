import NavGraphEngine
import NavGraphModel

/// Everything a navigator shows, in every scene, as a value: what a host
/// lays its views out from after each command.
public struct NavigatorState: Sendable, Hashable {
    public struct Modal: Sendable, Hashable {
        /// Bottom to top; more than one only in a modal with its own stack.
        public var screens: [NavigationScreen]
        public var hasStack: Bool
    }

    public struct Window: Sendable, Hashable {
        /// The root stack (empty when the root is a tabs container).
        public var rootStack: [NavigationScreen]
        /// The tabs container's id, when the root is one.
        public var tabsContainer: String?
        /// The route id of each tab, in order.
        public var tabs: [String]
        /// One stack a tab, nil until the tab is first selected.
        public var tabStacks: [[NavigationScreen]?]
        public var selectedTab: Int
        public var modals: [Modal]

        /// The stack below the modals: the selected tab's, or the root stack.
        public var base: [NavigationScreen] {
            if tabsContainer != nil {
                return tabStacks.indices.contains(selectedTab) ? tabStacks[selectedTab] ?? [] : []
            }
            return rootStack
        }

        public var top: NavigationScreen? { modals.last?.screens.last ?? base.last }
        /// Everything on screen, bottom to top.
        public var onScreen: [NavigationScreen] { base + modals.flatMap(\.screens) }
    }

    /// A navigation waiting on a screen (a login, an interceptor's screen).
    public struct Pending: Sendable, Hashable {
        /// Where it goes (nil: a restoration after a restart).
        public var target: NavigationScreen?
        /// The instance of the screen it waits on.
        public var waitingFor: Int?
        /// The realm whose login it waits on (nil: an interceptor's screen).
        public var login: String?
    }

    public struct Scene: Sendable, Hashable {
        public var name: String
        public var window: Window
        public var pending: Pending?
    }

    public var scenes: [Scene]
    public var currentScene: Int
    /// The realms held, by id, in the graph's order.
    public var realms: [String]
    /// The last result each route's screens gave, by route id.
    public var results: [String: NavigationResult]

    public var scene: Scene { scenes[currentScene] }
    public var window: Window { scene.window }

    init(_ s: NavigationState, _ graph: NavigationGraph) {
        let g = graph.graph
        func screens(_ list: [NavigationScreenState]) -> [NavigationScreen] {
            list.map { graph.screen(route: $0.route, values: $0.values, instance: $0.instance) }
        }
        scenes = s.scenes.map { scene in
            let w = scene.window
            let window = Window(
                rootStack: screens(w.rootStack), tabsContainer: w.tabsContainer.map { g.containers[$0].id },
                tabs: w.tabsContainer.map { g.containers[$0].tabs.map(\.id) } ?? [],
                tabStacks: w.tabStacks.map { $0.map(screens) }, selectedTab: w.selectedTab,
                modals: w.modals.map { Modal(screens: screens($0.screens), hasStack: $0.hasStack) })
            let pending = scene.pending.map { p -> Pending in
                var login: String?
                if case .login(let r)? = p.wait { login = g.realms[r].id }
                return Pending(
                    target: p.target.map { graph.screen(route: $0.route, values: $0.values, instance: 0) },
                    waitingFor: p.waitingFor, login: login)
            }
            return Scene(name: scene.name, window: window, pending: pending)
        }
        currentScene = s.currentScene
        realms = s.realms.map { g.realms[$0].id }
        var results: [String: NavigationResult] = [:]
        for (r, v) in s.results { results[g.routes[r].id] = v }
        self.results = results
    }
}
