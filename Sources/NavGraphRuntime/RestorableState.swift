import NavGraphEngine
import NavGraphModel

/// What a navigator saves for the next launch (`restorableState()`), Codable:
/// every scene's stacks and modals with their routes and values by id and
/// text, and the realms held. `Navigator.restore(_:)` gives it to the engine's
/// `restart`, so the graph's `restore` rules decide what comes back.
public struct RestorableState: Sendable, Hashable, Codable {
    public struct Screen: Sendable, Hashable, Codable {
        public var route: String
        /// The values given, as text, by parameter name: a graph that reorders, adds or
        /// removes parameters still reads them as they were meant.
        public var values: [String: String]
    }

    public struct Modal: Sendable, Hashable, Codable {
        public var screens: [Screen]
        public var hasStack: Bool
        public var bottomReplaced: Bool
    }

    public struct Scene: Sendable, Hashable, Codable {
        public var name: String
        public var rootStack: [Screen]
        public var tabsContainer: String?
        public var tabStacks: [[Screen]?]
        public var selectedTab: Int
        public var modals: [Modal]
        public var rootReplaced: Bool
        public var rootBottomReplaced: Bool
        public var tabBottomsReplaced: [Int]
    }

    /// The graph's name, for a look before restoring.
    public var graph: String
    public var scenes: [Scene]
    public var currentScene: Int
    public var realms: [String]
    /// The realms held whose proof was cancelled since they were last granted: the
    /// window's repair still passes over their screens after the restart. Nil in a
    /// state saved by an earlier version (read as none).
    public var unprovenRealms: [String]?
    /// The last result each route's screens gave, by route id.
    public var results: [String: NavigationResult]
    /// The `once` interceptors already shown, by id: they are not shown again.
    public var onceShown: [String]
    /// The instance number the next new screen gets (numbers stay unique across launches).
    public var nextInstance: Int

    init(_ s: NavigationState, _ graph: NavigationGraph) {
        let g = graph.graph
        func screens(_ list: [NavigationScreenState]) -> [Screen] {
            list.map { s in
                var values: [String: String] = [:]
                for (p, v) in zip(g.routes[s.route].params, s.values) {
                    if let v { values[p.name] = NavigationGraph.text(v) }
                }
                return Screen(route: graph.routeIDs[s.route], values: values)
            }
        }
        self.graph = graph.name
        scenes = s.scenes.map { scene in
            let w = scene.window
            return Scene(
                name: scene.name, rootStack: screens(w.rootStack),
                tabsContainer: w.tabsContainer.map { g.containers[$0].id },
                tabStacks: w.tabStacks.map { $0.map(screens) }, selectedTab: w.selectedTab,
                modals: w.modals.map {
                    Modal(screens: screens($0.screens), hasStack: $0.hasStack, bottomReplaced: $0.bottomReplaced)
                }, rootReplaced: w.rootReplaced, rootBottomReplaced: w.rootBottomReplaced,
                tabBottomsReplaced: w.tabBottomsReplaced)
        }
        currentScene = s.currentScene
        realms = s.realms.map { g.realms[$0].id }
        unprovenRealms = s.unprovenRealms.map { g.realms[$0].id }
        var results: [String: NavigationResult] = [:]
        for (r, v) in s.results { results[g.routes[r].id] = v }
        self.results = results
        onceShown = s.onceShown.map { g.interceptors[$0].id }
        nextInstance = s.nextInstance
    }

    /// At most this many saved screens come back, in all (those after are cut as if they
    /// no longer fit): a tampered state cannot make the app build a million screens.
    public static let restoredScreenLimit = 1_000
    /// At most this many scenes come back; the others open again when selected.
    public static let restoredSceneLimit = 64
    /// A saved next instance number above this (more screens than an app opens in its
    /// life) is not believed: numbering goes on above the highest restored instance.
    public static let plausibleInstanceLimit = 1 << 48

    /// The engine's state for this graph: what no longer fits is cut off (a stack
    /// ends before a screen whose route or values do not fit; a tab stack that comes out
    /// empty is a tab not yet created; a tabs container the graph no longer has leaves
    /// no tabs). Values go by parameter name: one saved for a
    /// parameter the route no longer has is dropped, and one the route has now but
    /// that was not saved takes its default, or none, unless the route requires it.
    func state(in graph: NavigationGraph) -> NavigationState {
        let g = graph.graph
        // By id, once (a tampered state may list an id a million times).
        var interceptorIndex: [String: Int] = [:]
        for (i, interceptor) in g.interceptors.enumerated() where interceptorIndex[interceptor.id] == nil {
            interceptorIndex[interceptor.id] = i
        }
        var instance = 0
        func screens(_ list: [Screen]) -> [NavigationScreenState] {
            var out: [NavigationScreenState] = []
            for s in list {
                guard instance < Self.restoredScreenLimit, let r = g.routeIndex[s.route] else { break }
                let params = g.routes[r].params
                var values: [ParamValue?] = []
                for p in params {
                    guard let text = s.values[p.name] else {
                        if p.defaultValue == nil, p.isPath || p.required { break }
                        values.append(p.defaultValue)
                        continue
                    }
                    guard let v = p.type.parse(text, inPathSegment: p.isPath) else { break }
                    values.append(v)
                }
                guard values.count == params.count else { break }
                instance += 1
                out.append(NavigationScreenState(route: r, values: values, instance: instance))
            }
            return out
        }
        let sceneStates = scenes.prefix(Self.restoredSceneLimit).map { scene -> NavigationSceneState in
            var window = NavigationWindowState(
                rootStack: screens(scene.rootStack), rootReplaced: scene.rootReplaced,
                rootBottomReplaced: scene.rootBottomReplaced)
            if let id = scene.tabsContainer, let c = g.containerIndex[id],
                g.containers[c].tabs.count == scene.tabStacks.count,
                scene.tabStacks.indices.contains(scene.selectedTab)
            {
                window.tabsContainer = c
                window.tabStacks = scene.tabStacks.map { saved in
                    saved.map(screens).flatMap { $0.isEmpty ? nil : $0 }
                }
                window.selectedTab = scene.selectedTab
                window.tabBottomsReplaced = scene.tabBottomsReplaced.filter { scene.tabStacks.indices.contains($0) }
            }
            for m in scene.modals {
                let list = screens(m.screens)
                if list.isEmpty { break }
                window.modals.append(
                    NavigationModalState(screens: list, hasStack: m.hasStack, bottomReplaced: m.bottomReplaced))
                if list.count < m.screens.count { break }
            }
            return NavigationSceneState(name: scene.name, window: window)
        }
        return NavigationState(
            scenes: sceneStates, currentScene: sceneStates.indices.contains(currentScene) ? currentScene : 0,
            realms: realms.compactMap { g.realmIndex[$0] }.sorted(),
            unprovenRealms: (unprovenRealms ?? []).compactMap { g.realmIndex[$0] }.sorted(),
            results: Dictionary(results.compactMap { id, v in g.routeIndex[id].map { ($0, v) } }) { a, _ in a },
            onceShown: onceShown.compactMap { interceptorIndex[$0] }.sorted(),
            nextInstance: (1...Self.plausibleInstanceLimit).contains(nextInstance) ? nextInstance : instance + 1)
    }
}
