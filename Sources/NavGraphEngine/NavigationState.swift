import NavGraphModel

/// A screen on screen: its route (an index into the graph's routes), its
/// values in declared order (nil: not given and no default) and its
/// instance number (`#3` in a trace), unique in a run.
public struct NavigationScreenState: Sendable, Hashable {
    public var route: Int
    public var values: [ParamValue?]
    public var instance: Int

    public init(route: Int, values: [ParamValue?], instance: Int) {
        self.route = route
        self.values = values
        self.instance = instance
    }
}

/// A presented modal: its screens bottom to top; more than one only when
/// the modal's route has its own stack (`embed: stack`).
public struct NavigationModalState: Sendable, Hashable {
    public var screens: [NavigationScreenState]
    public var hasStack: Bool
    /// A `replace` took its bottom screen: a restart restores nothing from here up.
    public var bottomReplaced: Bool

    public init(screens: [NavigationScreenState], hasStack: Bool, bottomReplaced: Bool = false) {
        self.screens = screens
        self.hasStack = hasStack
        self.bottomReplaced = bottomReplaced
    }
}

/// A scene's window: a root stack, or a tabs container with a stack a tab
/// (nil until the tab is first selected), and the chain of modals above.
public struct NavigationWindowState: Sendable, Hashable {
    public var rootStack: [NavigationScreenState]
    /// The tabs container at the root (an index into the graph's containers).
    public var tabsContainer: Int?
    public var tabStacks: [[NavigationScreenState]?]
    public var selectedTab: Int
    public var modals: [NavigationModalState]
    /// A `root` presentation replaced the graph's root: a restart restores nothing of it.
    public var rootReplaced: Bool
    /// The root stack's bottom was taken by a `replace` (a restart restores nothing of it).
    public var rootBottomReplaced: Bool
    /// The tabs whose stack's bottom a `replace` took, in order.
    public var tabBottomsReplaced: [Int]

    public init(
        rootStack: [NavigationScreenState] = [], tabsContainer: Int? = nil,
        tabStacks: [[NavigationScreenState]?] = [], selectedTab: Int = 0, modals: [NavigationModalState] = [],
        rootReplaced: Bool = false, rootBottomReplaced: Bool = false, tabBottomsReplaced: [Int] = []
    ) {
        self.rootStack = rootStack
        self.tabsContainer = tabsContainer
        self.tabStacks = tabStacks
        self.selectedTab = selectedTab
        self.modals = modals
        self.rootReplaced = rootReplaced
        self.rootBottomReplaced = rootBottomReplaced
        self.tabBottomsReplaced = tabBottomsReplaced
    }

    /// The stack below the modals: the selected tab's, or the root stack.
    public var base: [NavigationScreenState] {
        if tabsContainer != nil { return tabStacks.indices.contains(selectedTab) ? tabStacks[selectedTab] ?? [] : [] }
        return rootStack
    }

    /// The stack `back` pops: the topmost modal's, else the base.
    public var currentStack: [NavigationScreenState] { modals.last?.screens ?? base }

    /// Everything on screen, bottom to top, modals included.
    public var onScreen: [NavigationScreenState] { base + modals.flatMap(\.screens) }

    public var top: NavigationScreenState? { modals.last?.screens.last ?? base.last }

    /// Every screen of the window, other tabs' stacks included.
    public var everyScreen: [NavigationScreenState] {
        rootStack + tabStacks.flatMap { $0 ?? [] } + modals.flatMap(\.screens)
    }
}

/// What a pending navigation waits on before it goes on.
public enum NavigationWait: Sendable, Hashable {
    /// The login screen of this realm (an index into the graph's realms).
    case login(realm: Int)
    /// An interceptor's screen: the navigation goes on when it leaves.
    case interceptor
}

/// A navigation that waits on a screen (a login, an interceptor's screen).
public struct PendingNavigationState: Sendable, Hashable {
    /// Where it goes; nil for a restoration after a restart.
    public var target: NavigationScreenTarget?
    /// The instance of the screen it waits on (nil: none shown yet).
    public var waitingFor: Int?
    public var wait: NavigationWait?
}

/// A route with values, before it is shown.
public struct NavigationScreenTarget: Sendable, Hashable {
    public var route: Int
    public var values: [ParamValue?]
}

public struct NavigationSceneState: Sendable, Hashable {
    public var name: String
    public var window: NavigationWindowState
    public var pending: PendingNavigationState?

    public init(name: String, window: NavigationWindowState, pending: PendingNavigationState? = nil) {
        self.name = name
        self.window = window
        self.pending = pending
    }
}

/// What a screen gives its parent when it leaves.
public enum NavigationResult: Sendable, Hashable, Codable {
    case dismissed
    case finished
    case value(String)
}

/// The whole state of a navigation engine between two commands, as a value.
public struct NavigationState: Sendable, Hashable {
    /// Every scene, in the order they were opened (`main` first).
    public var scenes: [NavigationSceneState]
    public var currentScene: Int
    /// The realms held (indexes into the graph's realms), sorted.
    public var realms: [Int]
    /// The realms held whose login was cancelled or dropped since they were last
    /// granted (a `protect` proof at restart): a repair of the window counts them as
    /// not held until they are granted again (navscript(5), "No empty window"). Sorted.
    public var unprovenRealms: [Int]
    /// The last result each route's screens gave, by route index.
    public var results: [Int: NavigationResult]
    /// The engine's clock, in seconds (cache lifetimes count on it).
    public var clock: Int
    /// The `once` interceptors whose screen was shown (indexes into the graph's interceptors), sorted.
    public var onceShown: [Int]
    /// The instance number the next new screen gets.
    public var nextInstance: Int

    public var scene: NavigationSceneState { scenes[currentScene] }
    public var window: NavigationWindowState { scene.window }

    public init(
        scenes: [NavigationSceneState], currentScene: Int, realms: [Int], unprovenRealms: [Int] = [],
        results: [Int: NavigationResult], clock: Int = 0, onceShown: [Int] = [], nextInstance: Int = 1
    ) {
        self.scenes = scenes
        self.currentScene = currentScene
        self.realms = realms
        self.unprovenRealms = unprovenRealms
        self.results = results
        self.clock = clock
        self.onceShown = onceShown
        self.nextInstance = nextInstance
    }
}

/// What happened to the screens during a command, in order: the lifecycle
/// events that `navgraph sim --trace` prints among its lines.
public enum NavigationEvent: Sendable, Hashable {
    /// How a screen came on screen.
    public enum Arrival: String, Sendable, Hashable {
        case push, present, replace, root, tab, restore
    }

    /// A screen came, new or from its cache (`push product(id: 42) #3`).
    case shown(NavigationScreenState, Arrival, fromCache: Bool)
    /// A new screen is created (`load product #3`).
    case load(route: Int, instance: Int)
    case appear(route: Int, instance: Int)
    case disappear(route: Int, instance: Int)
    /// A screen that left gave its parent a result.
    case result(route: Int, instance: Int, NavigationResult)
    /// A screen that left is kept in its route's cache.
    case cached(route: Int, instance: Int)
}

extension ResultValue {
    package init(_ r: NavigationResult) {
        switch r {
        case .dismissed: self = .dismissed
        case .finished: self = .finished
        case .value(let v): self = .value(v)
        }
    }

    package var public_: NavigationResult {
        switch self {
        case .dismissed: return .dismissed
        case .finished: return .finished
        case .value(let v): return .value(v)
        }
    }
}

extension Screen {
    var state: NavigationScreenState { NavigationScreenState(route: route, values: params, instance: number) }
}

extension NavigationEngine {
    /// The state as a public value (a copy: the engine keeps running).
    var navigationState: NavigationState {
        let scenes = allScenes.map { scene in
            let w = scene.window
            var tabBottoms: [Int] = []
            for case .tab(let t) in w.replacedBottom { tabBottoms.append(t) }
            let window = NavigationWindowState(
                rootStack: w.rootStack.map(\.state), tabsContainer: w.tabs,
                tabStacks: w.tabStacks.map { $0?.map(\.state) }, selectedTab: w.selected,
                modals: w.modals.map {
                    NavigationModalState(
                        screens: $0.screens.map(\.state), hasStack: $0.ownStack, bottomReplaced: $0.bottomReplaced)
                }, rootReplaced: w.rootReplaced, rootBottomReplaced: w.replacedBottom.contains(.root),
                tabBottomsReplaced: tabBottoms.sorted())
            var pending: PendingNavigationState?
            if let nav = scene.pending {
                let last = nav.frames.last
                var wait: NavigationWait?
                switch last?.waitKind {
                case .login(let realm)?: wait = .login(realm: realm)
                case .interceptor?: wait = .interceptor
                case .none?, nil: wait = nil
                }
                pending = PendingNavigationState(
                    target: nav.frames.first.map { NavigationScreenTarget(route: $0.route, values: $0.params) },
                    waitingFor: last.flatMap { $0.waitingFor == 0 ? nil : $0.waitingFor }, wait: wait)
            }
            return NavigationSceneState(name: scene.name, window: window, pending: pending)
        }
        return NavigationState(
            scenes: scenes, currentScene: current, realms: heldRealms.sorted(),
            unprovenRealms: unprovenRealms.sorted(), results: lastResult.mapValues(\.public_), clock: clock,
            onceShown: onceFired.sorted(),
            nextInstance: nextNumber)
    }
}

extension Window {
    /// The window a public state describes (as an app saved it).
    init(_ s: NavigationWindowState) {
        func screens(_ list: [NavigationScreenState]) -> [Screen] {
            list.map { Screen(route: $0.route, number: $0.instance, params: $0.values) }
        }
        self.init()
        rootStack = screens(s.rootStack)
        tabs = s.tabsContainer
        tabStacks = s.tabStacks.map { $0.map(screens) }
        selected = s.selectedTab
        modals = s.modals.map {
            Modal(screens: screens($0.screens), ownStack: $0.hasStack, bottomReplaced: $0.bottomReplaced)
        }
        rootReplaced = s.rootReplaced
        if s.rootBottomReplaced { replacedBottom.insert(.root) }
        for t in s.tabBottomsReplaced { replacedBottom.insert(.tab(t)) }
    }
}
