import NavGraphEngine
import NavGraphModel

/// Why a command did not show its screen: the reasons `navgraph sim` reports
/// (man/navscript.5, "Outcomes").
public typealias NavigationFailure = FailureReason

/// What a command came to.
public enum NavigationOutcome: Sendable, Hashable {
    /// The command ran; the screen now on top (nil: nothing on screen, a
    /// tabs root without tabs).
    case shown(NavigationScreen?)
    /// The navigation waits on this screen, on top: a realm's login (the
    /// realm's id) or an interceptor's screen (nil); it goes on once the
    /// screen leaves, or `login` grants the realm.
    case waiting(for: NavigationScreen, login: String?)
    case failed(NavigationFailure)
}

/// The navigator by ids and text, one a window or scene: every navscript
/// command as a call, run by the engine `navgraph sim` and `check` run, over
/// a graph. What tools whose input is text drive (`Scripts/runtime-sim.sh`
/// runs scripts through it); an app uses the typed `Navigator<Route>`, which
/// wraps one. Each call answers with its outcome; `state` and `events` say
/// what is on screen and what happened (man/navgraph-runtime.3).
@MainActor
public final class GraphNavigator {
    public let graph: NavigationGraph
    let session: EngineSession
    private let clock: any NavigationClock
    /// The clock's reading at launch: the engine counts from there.
    private var launchedAt = 0
    private var observers: [Int: @MainActor (GraphNavigator, NavigationOutcome) -> Void] = [:]
    private var nextObserver = 0
    /// The outcome of the last command.
    public private(set) var outcome: NavigationOutcome = .shown(nil)

    /// A navigator over `graph`, not launched yet (call `launch()` or `restore(_:)`).
    /// `events` keeps each command's lifecycle events (`events`); `clock` times the
    /// cache lifetimes (default: the system's monotonic clock); `trace` keeps the
    /// lines `navgraph sim --trace` prints for each command (`trace`).
    public init(
        graph: NavigationGraph, clock: any NavigationClock = SystemNavigationClock(), events: Bool = true,
        trace: Bool = false
    ) {
        self.graph = graph
        self.clock = clock
        session = EngineSession(graph: graph.graph, tracing: trace, events: events)
    }

    // MARK: - Reading

    /// Everything on screen, in every scene: the engine's state read with the graph's ids.
    public var state: NavigatorState { NavigatorState(session.state, graph) }
    /// The engine's own state (routes, realms and interceptors by index, values typed): what
    /// `state` reads, and what a script's assertions read (`Scripts/runtime-sim.sh`).
    public var engineState: NavigationState { session.state }
    /// The lifecycle events of the last command, in order.
    public var events: [NavigationEvent] { session.lifecycle }
    /// The last command's lines as `navgraph sim --trace` prints them (transitions,
    /// interceptors, logins, lifecycle, results, caches): empty unless made with `trace`.
    public var trace: [String] { session.trace }
    /// The top screen of the current scene.
    public var top: NavigationScreen? { session.top.map(screen) }

    /// Calls `body` after every command with the navigator and the outcome; the
    /// returned number removes it (`removeObserver`).
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (GraphNavigator, NavigationOutcome) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = body
        return nextObserver
    }

    public func removeObserver(_ id: Int) { observers[id] = nil }

    // MARK: - Commands

    /// A fresh start: one scene, its root shown (through its logins and interceptors).
    @discardableResult public func launch() -> NavigationOutcome {
        launchedAt = clock.seconds
        return answer(session.launch())
    }

    /// Opens a typed route from the top screen, which must have a `to` edge to
    /// it unless it is `global`; values left out take their defaults.
    @discardableResult public func open<R: NavigationRoute>(_ route: R) -> NavigationOutcome {
        open(route.navigationTarget)
    }

    /// `open` by id and values as text: `noMatch` for an unknown id, `badParameter`
    /// for a value that does not fit, `missingParameter` for a required one left out.
    @discardableResult public func open(_ target: NavigationTarget) -> NavigationOutcome {
        tick()
        switch graph.resolve(target) {
        case .success(let (route, values)): return answer(session.open(route: route, values: values))
        case .failure(let reason): return answer(session.refuse(reason))
        }
    }

    /// Opens the route a path leads to (`/product/42?ref=home`), as `open` does.
    @discardableResult public func open(path: String) -> NavigationOutcome {
        tick()
        return answer(session.open(path: path))
    }

    /// A deep link (a universal link or the app's scheme): the graph's
    /// `deeplinks` policy, no edge needed; `notExternal` for a route that is
    /// not `external`, and the reasons `resolve(url:)` gives.
    @discardableResult public func open(url: String) -> NavigationOutcome {
        tick()
        return answer(session.deeplink(url: url))
    }

    /// The user taps a tab (by its route): its stack as it was, popped to its
    /// root when it is tapped again. `noMatch` when no tab of the window is that route.
    @discardableResult public func selectTab<R: NavigationRoute>(_ route: R) -> NavigationOutcome {
        selectTab(id: route.navigationTarget.id)
    }

    @discardableResult public func selectTab(id: String) -> NavigationOutcome {
        tick()
        guard let r = graph.routeIndex(of: id) else { return answer(session.refuse(.noMatch)) }
        return answer(session.tab(route: r))
    }

    /// Pops the top screen of its stack (`nothingToPop` at a stack's bottom or in a modal without a stack).
    @discardableResult public func back() -> NavigationOutcome {
        tick()
        return answer(session.back())
    }

    /// Closes the topmost modal (`notDismissible` for `dismissible: false`, `nothingToPop` without one).
    @discardableResult public func dismiss() -> NavigationOutcome {
        tick()
        return answer(session.dismiss())
    }

    /// The top screen (or the topmost screen of route `id`) leaves with a
    /// result for its parent: `result`, or `finished` without one.
    @discardableResult public func finish(id: String? = nil, result: String? = nil) -> NavigationOutcome {
        tick()
        var route: Int?
        if let id {
            guard let r = graph.routeIndex(of: id) else { return answer(session.refuse(.nothingToPop)) }
            route = r
        }
        return answer(session.finish(route: route, value: result))
    }

    /// The user proved a realm (by its id): it is held, and a navigation waiting
    /// on its login goes on. `unauthorized` when a realm it requires is not held.
    @discardableResult public func login(_ realm: String) -> NavigationOutcome {
        tick()
        guard let r = graph.realmIndex(of: realm) else { return answer(session.refuse(.noMatch)) }
        return answer(session.login(realm: r))
    }

    /// A command refused before it ran (a value the typed navigator cannot send).
    @discardableResult func refuse(_ reason: FailureReason) -> NavigationOutcome {
        tick()
        return answer(session.refuse(reason))
    }

    /// The user gave up the login a navigation waits on: it fails `unauthorized`.
    @discardableResult public func cancelLogin() -> NavigationOutcome {
        tick()
        return answer(session.cancel())
    }

    /// Every realm dropped: protected screens leave, pending navigations are dropped.
    @discardableResult public func logout() -> NavigationOutcome {
        tick()
        session.logout()
        return answer(nil)
    }

    /// Switches to the scene `name`, opening it (its root shown) the first time.
    @discardableResult public func selectScene(_ name: String) -> NavigationOutcome {
        tick()
        return answer(session.scene(named: name))
    }

    // MARK: - What the user did

    /// The user swiped the top screen away (the system's back gesture): as `back`.
    @discardableResult public func userSwipedBack() -> NavigationOutcome { back() }

    /// The user pulled the topmost modal down: as `dismiss`, refused (`notDismissible`)
    /// for `dismissible: false`, so a host puts the sheet back.
    @discardableResult public func userDismissed() -> NavigationOutcome { dismiss() }

    /// The system closed a screen (by its instance): it and everything above it
    /// leave, as `finish` of that screen with `dismissed`.
    @discardableResult public func systemClosed(instance: Int) -> NavigationOutcome {
        tick()
        return answer(session.close(instance: instance))
    }

    // MARK: - Restoration

    /// What to save when the app goes to the background (Codable).
    public func restorableState() -> RestorableState { RestorableState(session.state, graph) }

    /// The app's start from a saved state: as `restart` in a script, what the
    /// graph's `restore` rules allow comes back, the rest is rebuilt from the
    /// root. A state of another graph version keeps what still fits (a screen
    /// whose route or values no longer fit ends its stack there).
    @discardableResult public func restore(_ saved: RestorableState) -> NavigationOutcome {
        // The engine's clock goes on from where it is (a fresh navigator's is 0): caches start empty.
        launchedAt = Self.difference(clock.seconds, session.clock)
        session.restart(from: saved.state(in: graph))
        return answer(nil)
    }

    // MARK: - Running

    /// The engine's clock follows the app's before each command.
    private func tick() { session.clock = Self.difference(clock.seconds, launchedAt) }

    /// `a - b`, held at the ends of `Int` rather than overflow (a clock can be set to anything).
    private static func difference(_ a: Int, _ b: Int) -> Int {
        let (d, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.max : Int.min) : d
    }

    /// The outcome of the command that just ran, told to the observers.
    private func answer(_ failure: FailureReason?) -> NavigationOutcome {
        let outcome: NavigationOutcome
        if let failure {
            outcome = .failed(failure)
        } else if let top = session.top {
            if let wait = session.waiting, wait.instance == top.instance {
                var realm: String?
                if case .login(let r) = wait.kind { realm = graph.graph.realms[r].id }
                outcome = .waiting(for: screen(top), login: realm)
            } else {
                outcome = .shown(screen(top))
            }
        } else {
            outcome = .shown(nil)
        }
        self.outcome = outcome
        if !observers.isEmpty { for id in observers.keys.sorted() { observers[id]?(self, outcome) } }
        return outcome
    }

    func screen(_ s: NavigationScreenState) -> NavigationScreen { graph.screen(s) }
}
