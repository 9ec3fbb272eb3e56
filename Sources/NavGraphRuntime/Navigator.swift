import NavGraphEngine
import NavGraphModel

// JSON for results: FoundationEssentials where there is one (not the whole Foundation, ICU included).
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The app's navigator, one a window or scene, over a generated route enum
/// (`navgraph gen --runtime`): every navscript command as a typed call, run by
/// the engine `navgraph sim` and `check` run. Routes, route ids and realms are
/// the generated enums; results are any `Codable` value (as JSON text);
/// strings are taken only where a string is the input (a path, a URL, a
/// scene's name). Each call answers with its outcome; `top`, `state` and
/// `events` say what is on screen and what happened (man/navgraph-runtime.3).
@MainActor
public final class Navigator<Route: NavigationRoute> {
    /// The navigator by ids and text this one drives (for what the typed calls do not say).
    public let untyped: GraphNavigator
    private let keepsEvents: Bool
    /// Whether the engine has a state (after `launch` or `restore`) for `run` to read before a command.
    private var started = false
    private var observers: [Int: @MainActor (Navigator, Outcome) -> Void] = [:]
    private var nextObserver = 0
    /// The outcome of the last command.
    public private(set) var outcome: Outcome = .shown(nil)
    /// What happened to the screens during the last command, in order.
    public private(set) var events: [Event] = []

    /// A navigator over the route enum's graph, not launched yet (call `launch()` or
    /// `restore(_:)`). `events` keeps each command's lifecycle events; `clock` times the
    /// cache lifetimes (default: the system's monotonic clock); `trace` keeps each
    /// command's `navgraph sim --trace` lines (`untyped.trace`), for logs and tools.
    public init(
        for route: Route.Type, clock: any NavigationClock = SystemNavigationClock(), events: Bool = true,
        trace: Bool = false
    ) {
        untyped = GraphNavigator(graph: Route.navigationGraph, clock: clock, events: events, trace: trace)
        keepsEvents = events
    }

    public var graph: NavigationGraph { untyped.graph }

    // MARK: - Reading

    /// The top screen of the current scene.
    public var top: Screen? { untyped.top.map(Screen.init) }
    /// Everything on screen, in every scene, as a value (routes by id).
    public var state: NavigatorState { untyped.state }
    /// The realms held, in the graph's order.
    public var realms: [Route.Realm] { untyped.engineState.realms.compactMap { realm(index: $0) } }

    /// The last result a screen of route `id` gave its parent (nil: none yet).
    public func result(of id: Route.ID) -> NavigationResult? {
        guard let r = graph.routeIndex(of: id.rawValue) else { return nil }
        return untyped.engineState.results[r]
    }

    /// The last value a screen of route `id` finished with, decoded from its JSON
    /// (`finish(with:)`); nil when there is none, the screen was dismissed or
    /// finished without one, or the value is not a `T`.
    public func result<T: Decodable>(of id: Route.ID, as type: T.Type = T.self) -> T? {
        guard case .value(let text)? = result(of: id) else { return nil }
        return try? JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    /// Calls `body` after every command with the navigator and the outcome; the
    /// returned number removes it (`removeObserver`).
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (Navigator, Outcome) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = body
        return nextObserver
    }

    public func removeObserver(_ id: Int) { observers[id] = nil }

    // MARK: - Commands

    /// A fresh start: one scene, its root shown (through its logins and interceptors).
    @discardableResult public func launch() -> Outcome { run { $0.launch() } }

    /// Opens a route from the top screen, which must have a `to` edge to it
    /// unless it is `global`; values left out take their defaults.
    @discardableResult public func open(_ route: Route) -> Outcome { run { $0.open(route) } }

    /// `open` by the route's id and its values as text (input that arrives as text,
    /// a push payload's or a console's): `noMatch` for an unknown id, `badParameter`
    /// for a value that does not fit, `missingParameter` for a required one left out.
    @discardableResult public func open(_ target: NavigationTarget) -> Outcome { run { $0.open(target) } }

    /// Opens the route a path leads to (`/product/42?ref=home`), as `open` does.
    @discardableResult public func open(path: String) -> Outcome { run { $0.open(path: path) } }

    /// A deep link (a universal link or the app's scheme): the graph's
    /// `deeplinks` policy, no edge needed; `notExternal` for a route that is not `external`.
    @discardableResult public func open(url: String) -> Outcome { run { $0.open(url: url) } }

    /// The user taps a tab (by its route): its stack as it was, popped to its
    /// root when it is tapped again. `noMatch` when no tab of the window is that route.
    @discardableResult public func selectTab(_ tab: Route.ID) -> Outcome { run { $0.selectTab(id: tab.rawValue) } }

    /// Pops the top screen of its stack (`nothingToPop` at a stack's bottom or in a modal without a stack).
    @discardableResult public func back() -> Outcome { run { $0.back() } }

    /// Closes the topmost modal (`notDismissible` for `dismissible: false`, `nothingToPop` without one).
    @discardableResult public func dismiss() -> Outcome { run { $0.dismiss() } }

    /// The top screen (or the topmost screen of route `id`) leaves, `finished` without a value.
    @discardableResult public func finish(_ id: Route.ID? = nil) -> Outcome {
        run { $0.finish(id: id?.rawValue) }
    }

    /// The top screen (or the topmost screen of route `id`) leaves with `result` for
    /// its parent, as JSON text (keys sorted: the same value, the same text), which
    /// `result(of:as:)` decodes. `badParameter` when JSON cannot say the value.
    @discardableResult public func finish(_ id: Route.ID? = nil, with result: some Encodable) -> Outcome {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(result) else { return run { $0.refuse(.badParameter) } }
        return finish(id, text: String(decoding: data, as: UTF8.self))
    }

    /// `finish` with the result as the text it travels as (a script's `finish with VALUE`).
    @discardableResult public func finish(_ id: Route.ID? = nil, text: String?) -> Outcome {
        run { $0.finish(id: id?.rawValue, result: text) }
    }

    /// The user proved a realm: it is held, and a navigation waiting on its login
    /// goes on. `unauthorized` when a realm it requires is not held.
    @discardableResult public func login(_ realm: Route.Realm) -> Outcome {
        run { $0.login(realm.navigationID) }
    }

    /// The user gave up the login a navigation waits on: it fails `unauthorized`.
    @discardableResult public func cancelLogin() -> Outcome { run { $0.cancelLogin() } }

    /// Every realm dropped: protected screens leave, pending navigations are dropped.
    @discardableResult public func logout() -> Outcome { run { $0.logout() } }

    /// Switches to the scene `name`, opening it (its root shown) the first time.
    @discardableResult public func selectScene(_ name: String) -> Outcome { run { $0.selectScene(name) } }

    // MARK: - What the user did

    /// The user swiped the top screen away (the system's back gesture): as `back`.
    @discardableResult public func userSwipedBack() -> Outcome { back() }

    /// The user pulled the topmost modal down: as `dismiss`, refused (`notDismissible`)
    /// for `dismissible: false`, so a host puts the sheet back.
    @discardableResult public func userDismissed() -> Outcome { dismiss() }

    /// The system closed a screen (by its instance): it and everything above it
    /// leave, as `finish` of that screen with `dismissed`.
    @discardableResult public func systemClosed(instance: Int) -> Outcome {
        run { $0.systemClosed(instance: instance) }
    }

    // MARK: - Restoration

    /// What to save when the app goes to the background (Codable).
    public func restorableState() -> RestorableState { untyped.restorableState() }

    /// The app's start from a saved state: what the graph's `restore` rules allow
    /// comes back, the rest is rebuilt from the root (`GraphNavigator.restore(_:)`).
    @discardableResult public func restore(_ saved: RestorableState) -> Outcome { run { $0.restore(saved) } }

    // MARK: - Running

    /// Runs a command of the untyped navigator; its outcome and events typed, told to the observers.
    private func run(_ command: (GraphNavigator) -> NavigationOutcome) -> Outcome {
        // Where each screen was before the command: whom a leaving screen's result goes to.
        let typing = keepsEvents ? TypedEvents(before: started ? untyped.session.screenLookup : nil) : nil
        let untypedOutcome = command(untyped)
        started = true
        if let typing { events = typing.events(untyped.events, graph: graph) } else { events = [] }
        let outcome: Outcome
        switch untypedOutcome {
        case .shown(let top): outcome = .shown(top.map(Screen.init))
        case .waiting(let on, let login): outcome = .waiting(for: Screen(on), login: login.flatMap(realm(id:)))
        case .failed(let reason): outcome = .failed(reason)
        }
        self.outcome = outcome
        if !observers.isEmpty { for id in observers.keys.sorted() { observers[id]?(self, outcome) } }
        return outcome
    }

    private func realm(index: Int) -> Route.Realm? { realm(id: graph.realms[index]) }
    private func realm(id: String) -> Route.Realm? { Route.Realm(navigationID: id) }
}
