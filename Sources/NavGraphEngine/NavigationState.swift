import NavGraphModel

// The engine's own description of its windows, read-only in public: these are
// the types the engine keeps its state in (`Screen`, `Modal`, `Window`,
// `Scene` and `PendingNavigation` are their package names), so an app's
// navigator, its hosts and a script's `expect` read the one state the engine
// changes, not a copy of it kept in step. Stored fields keep the engine's names
// (package); what an app reads has its public name (`instance`, `values`,
// `hasStack`, ...), a property over the same storage.

/// A screen on screen (or kept in a cache): its route (an index into the graph's
/// routes), its values in declared order (nil: not given and no default) and its
/// instance number (`#3` in a trace), unique in a run.
public struct NavigationScreenState: Sendable, Hashable {
    public package(set) var route: Int
    @usableFromInline package var number: Int
    @usableFromInline package var params: [ParamValue?]

    package init(route: Int, number: Int, params: [ParamValue?]) {
        self.route = route
        self.number = number
        self.params = params
    }

    public init(route: Int, values: [ParamValue?], instance: Int) {
        self.init(route: route, number: instance, params: values)
    }

    @inlinable public var instance: Int { number }
    @inlinable public var values: [ParamValue?] { params }
}

/// A presented modal: its screens bottom to top; more than one only when the
/// modal's route has its own stack (`embed: stack`).
public struct NavigationModalState: Sendable, Hashable {
    public package(set) var screens: [NavigationScreenState]
    @usableFromInline package var ownStack: Bool
    /// A `replace` took its bottom screen: a restart restores nothing from here up.
    public package(set) var bottomReplaced: Bool

    package init(screens: [NavigationScreenState], ownStack: Bool, bottomReplaced: Bool = false) {
        self.screens = screens
        self.ownStack = ownStack
        self.bottomReplaced = bottomReplaced
    }

    public init(screens: [NavigationScreenState], hasStack: Bool, bottomReplaced: Bool = false) {
        self.init(screens: screens, ownStack: hasStack, bottomReplaced: bottomReplaced)
    }

    @inlinable public var hasStack: Bool { ownStack }
}

/// A scene's window: a root stack, or a tabs container with a stack a tab (nil
/// until the tab is first selected), and the chain of modals above.
public struct NavigationWindowState: Sendable, Hashable {
    public package(set) var rootStack: [NavigationScreenState] = []
    /// The tabs container at the root, when the root is one (`tabsContainer`).
    package var tabs: Int?
    /// One stack a tab; nil until the tab is first selected.
    public package(set) var tabStacks: [[NavigationScreenState]?] = []
    /// The selected tab (`selectedTab`).
    package var selected = 0
    public package(set) var modals: [NavigationModalState] = []
    /// A `root` presentation replaced the graph's root: a restart restores nothing of it.
    public package(set) var rootReplaced = false
    /// The root stack or tab stacks whose bottom a `replace` took (restart restores nothing of them).
    package var replacedBottom: Set<StackRef> = []

    package init() {}

    public init(
        rootStack: [NavigationScreenState] = [], tabsContainer: Int? = nil,
        tabStacks: [[NavigationScreenState]?] = [], selectedTab: Int = 0, modals: [NavigationModalState] = [],
        rootReplaced: Bool = false, rootBottomReplaced: Bool = false, tabBottomsReplaced: [Int] = []
    ) {
        self.rootStack = rootStack
        tabs = tabsContainer
        self.tabStacks = tabStacks
        selected = selectedTab
        self.modals = modals
        self.rootReplaced = rootReplaced
        self.rootBottomReplaced = rootBottomReplaced
        self.tabBottomsReplaced = tabBottomsReplaced
    }

    /// The tabs container at the root (an index into the graph's containers).
    public package(set) var tabsContainer: Int? {
        get { tabs }
        set { tabs = newValue }
    }

    public package(set) var selectedTab: Int {
        get { selected }
        set { selected = newValue }
    }

    /// The root stack's bottom was taken by a `replace` (a restart restores nothing of it).
    public package(set) var rootBottomReplaced: Bool {
        get { replacedBottom.contains(.root) }
        set { if newValue { replacedBottom.insert(.root) } else { replacedBottom.remove(.root) } }
    }

    /// The tabs whose stack's bottom a `replace` took, in order.
    public package(set) var tabBottomsReplaced: [Int] {
        get {
            var tabs: [Int] = []
            for case .tab(let t) in replacedBottom { tabs.append(t) }
            return tabs.sorted()
        }
        set {
            replacedBottom = replacedBottom.filter { $0 == .root }
            for t in newValue { replacedBottom.insert(.tab(t)) }
        }
    }

    /// The stack below the modals: the selected tab's, or the root stack.
    public var base: [NavigationScreenState] {
        if tabs != nil { return tabStacks.indices.contains(selected) ? tabStacks[selected] ?? [] : [] }
        return rootStack
    }

    /// The stack `back` pops: the topmost modal's, else the base.
    public var currentStack: [NavigationScreenState] { modals.last?.screens ?? base }

    /// Everything on screen, bottom to top, modals included.
    public var onScreen: [NavigationScreenState] { base + modals.flatMap(\.screens) }

    /// The top screen: `modals.last?.screens.last ?? base.last`, read in place (no stack
    /// is copied: a step asks often).
    public var top: NavigationScreenState? { topPosition.map { screen($0.ref, $0.index) } }

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

/// A navigation under way (a scene's `pending`): nested frames (interceptor and
/// login screens are frames of their own) sharing one step count (the `loop`
/// bound), and, for a restart, the screens still to restore. In public, where it
/// goes and the screen it waits on.
public struct PendingNavigationState: Sendable, Hashable {
    // No initial values: the init sets each once (an initial value was built, then replaced).
    package var frames: [NavFrame]
    package var steps: Int
    package var restore: [RestoreJob]
    /// For a restoration: the realms a `protect` screen of this restart proved, in any
    /// stack or scene, which no later one asks again.
    package var proved: MemberBits

    package init(frames: [NavFrame], steps: Int = 0, restore: [RestoreJob] = [], proved: MemberBits = []) {
        self.frames = frames
        self.steps = steps
        self.restore = restore
        self.proved = proved
    }

    /// Where it goes; nil for a restoration after a restart.
    public var target: NavigationScreenTarget? {
        frames.first.map { NavigationScreenTarget(route: $0.route, values: $0.params) }
    }

    /// The instance of the screen it waits on (nil: none shown yet).
    public var waitingFor: Int? { frames.last.flatMap { $0.waitingFor == 0 ? nil : $0.waitingFor } }

    public var wait: NavigationWait? {
        switch frames.last?.waitKind {
        case .login(let realm)?: return .login(realm: realm)
        case .interceptor?: return .interceptor
        case .none?, nil: return nil
        }
    }
}

/// A route with values, before it is shown.
public struct NavigationScreenTarget: Sendable, Hashable {
    public var route: Int
    public var values: [ParamValue?]
}

/// A scene: its name, its window and the navigation under way in it.
public struct NavigationSceneState: Sendable, Hashable {
    public package(set) var name: String
    public package(set) var window: NavigationWindowState
    public package(set) var pending: PendingNavigationState?

    public init(name: String, window: NavigationWindowState, pending: PendingNavigationState? = nil) {
        self.name = name
        self.window = window
        self.pending = pending
    }

    /// A scene not shown yet: an empty window.
    package init(name: String) {
        self.name = name
        window = NavigationWindowState()
    }

    /// What the pending navigation's last frame waits on (nil: nothing is
    /// pending or it has no frame), read in place (no frame copied, its
    /// parameters retained): a step, a view and an explorer ask often.
    package var pendingWait: (screen: Int, kind: WaitKind)? {
        guard case .some = pending, let last = pending!.frames.indices.last else { return nil }
        return (pending!.frames[last].waitingFor, pending!.frames[last].waitKind)
    }
}

/// The whole state of a navigation engine between two commands: every scene's
/// window and pending navigation, the realms held, the results given, the clock.
/// It is what the engine keeps (`NavigationEngine.state`, changed in place), what
/// an explorer's snapshot holds, and what an app's navigator, its hosts and a
/// script's `expect` read; `RestorableState` is its Codable form.
public struct NavigationState: Sendable, Hashable {
    /// Every scene by index, the current one a placeholder with its name only: the
    /// current scene is `scene`, apart, so that a step changes its window in place (in an
    /// array shared with a snapshot, each step first copied the array). `scenes` lists them all.
    package var sceneSlots: [NavigationSceneState]
    /// The current scene.
    public package(set) var scene: NavigationSceneState
    public package(set) var currentScene: Int
    package var heldRealms: MemberBits
    /// Realms held whose login was cancelled or dropped since they were last granted.
    package var unproven: MemberBits
    package var lastResult: [Int: NavigationResult]
    /// The engine's clock, in seconds (cache lifetimes count on it).
    public package(set) var clock: Int
    package var onceFired: MemberBits
    /// The instance number the next new screen gets.
    public package(set) var nextInstance: Int

    package init(
        sceneSlots: [NavigationSceneState], scene: NavigationSceneState, currentScene: Int, heldRealms: MemberBits,
        unproven: MemberBits, lastResult: [Int: NavigationResult], clock: Int, onceFired: MemberBits, nextInstance: Int
    ) {
        self.sceneSlots = sceneSlots
        self.scene = scene
        self.currentScene = currentScene
        self.heldRealms = heldRealms
        self.unproven = unproven
        self.lastResult = lastResult
        self.clock = clock
        self.onceFired = onceFired
        self.nextInstance = nextInstance
    }

    public init(
        scenes: [NavigationSceneState], currentScene: Int, realms: [Int], unprovenRealms: [Int] = [],
        results: [Int: NavigationResult], clock: Int = 0, onceShown: [Int] = [], nextInstance: Int = 1
    ) {
        let current = scenes.indices.contains(currentScene) ? currentScene : 0
        var slots = scenes
        var scene = NavigationSceneState(name: "main")
        if slots.indices.contains(current) {
            scene = slots[current]
            slots[current] = NavigationSceneState(name: scene.name)
        }
        self.init(
            sceneSlots: slots, scene: scene, currentScene: current, heldRealms: MemberBits(realms),
            unproven: MemberBits(unprovenRealms), lastResult: results, clock: clock,
            onceFired: MemberBits(onceShown), nextInstance: nextInstance)
    }

    /// Every scene, in the order they were opened (`main` first).
    public var scenes: [NavigationSceneState] {
        var all = sceneSlots
        if all.indices.contains(currentScene) { all[currentScene] = scene } else { all = [scene] }
        return all
    }

    /// The current scene's window.
    public var window: NavigationWindowState { scene.window }
    /// The realms held (indexes into the graph's realms), sorted.
    public var realms: [Int] { heldRealms.sorted() }
    /// The realms held whose login was cancelled or dropped since they were last
    /// granted (a `protect` proof at restart): a repair of the window counts them as
    /// not held until they are granted again (navscript(5), "No empty window"). Sorted.
    public var unprovenRealms: [Int] { unproven.sorted() }
    /// The last result each route's screens gave, by route index.
    public var results: [Int: NavigationResult] { lastResult }
    /// The `once` interceptors whose screen was shown (indexes into the graph's interceptors), sorted.
    public var onceShown: [Int] { onceFired.sorted() }

    /// Whether realm `realm` is held.
    public func holds(realm: Int) -> Bool { heldRealms.contains(realm) }
    /// The last result a screen of route `route` gave (nil: none yet).
    public func result(of route: Int) -> NavigationResult? { lastResult[route] }
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

/// What a screen gives its parent when it leaves.
public enum NavigationResult: Sendable, Hashable, Codable {
    case dismissed
    case finished
    case value(String)
}

extension NavigationState {
    /// The state of an engine made and not launched yet: one scene, `main`, empty.
    package static var beforeLaunch: NavigationState {
        NavigationState(
            sceneSlots: [], scene: NavigationSceneState(name: "main"), currentScene: 0, heldRealms: [], unproven: [],
            lastResult: [:], clock: 0, onceFired: [], nextInstance: 1)
    }
}
