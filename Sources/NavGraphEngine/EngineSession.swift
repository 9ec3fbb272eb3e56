import NavGraphModel

/// The simulator's engine on one live state, a command at a time, for an
/// app's navigator (NavGraphRuntime's `Navigator`): the same code as
/// `navgraph sim` runs, with routes and realms by index and values typed.
/// Each command returns its failure (nil: it succeeded), as a script's
/// `expect failed` would name it.
public final class EngineSession {
    let tables: EngineGraph
    let engine: NavigationEngine

    /// `tracing` keeps the lines `navgraph sim --trace` prints (`trace`);
    /// `events` keeps the typed lifecycle events (`lifecycle`).
    public init(graph: Graph, tracing: Bool = false, events: Bool = false) {
        tables = EngineGraph(graph)
        engine = NavigationEngine(graph: tables, loose: false, tracing: tracing)
        if events { engine.lifecycle = [] }
    }

    public var graph: Graph { tables.graph }

    /// The trace lines of the last command (empty without `tracing`).
    public var trace: [String] { engine.events }
    /// The lifecycle events of the last command (empty without `events`).
    public var lifecycle: [NavigationEvent] { engine.lifecycle ?? [] }
    /// The failure of the last command that can fail (`launch`, `open`, a deep
    /// link, `tab`, `back`, `dismiss`, `finish`, `login`, `cancel`; nil: ok).
    public var outcome: FailureReason? { engine.outcome }
    /// The engine's state, as a value (the engine's own: no stack is copied).
    public var state: NavigationState { engine.state }

    /// The current scene's top screen (read in place: no state copied).
    public var top: NavigationScreenState? { engine.window.top }

    /// What the current scene's pending navigation waits on (nil: none, or not a screen yet).
    public var waiting: (instance: Int, kind: NavigationWait)? {
        guard let wait = engine.scene.pendingWait, wait.screen != 0 else { return nil }
        switch wait.kind {
        case .login(let realm): return (wait.screen, .login(realm: realm))
        case .interceptor: return (wait.screen, .interceptor)
        case .none: return nil
        }
    }

    /// The engine's clock in seconds; it only goes forward.
    public var clock: Int {
        get { engine.state.clock }
        set { if newValue > engine.state.clock { engine.state.clock = newValue } }
    }

    private func begin() {
        engine.events.removeAll(keepingCapacity: true)
        if engine.lifecycle != nil { engine.lifecycle!.removeAll(keepingCapacity: true) }
    }

    private func run(_ op: NavigationCommand) -> FailureReason? {
        begin()
        engine.run(op)
        return engine.outcome
    }

    // MARK: - Commands

    /// A fresh install: one scene, a navigation to the root.
    @discardableResult public func launch() -> FailureReason? {
        engine.closedThisCommand.removeAll(keepingCapacity: true)
        return run(.launch)
    }

    /// `open route(values)`: values not given take their defaults; the top must have an edge to it
    /// unless it is `global`. A value that does not fit its type fails `badParameter`.
    @discardableResult public func open(route: Int, values: [ParamValue?]) -> FailureReason? {
        var values = values
        if values.count != tables.paramCount(route) { return run(.open(.failure(.badParameter))) }
        if let failure = tables.fillDefaults(&values, of: route) { return run(.open(.failure(failure))) }
        return run(.open(.route(route, values)))
    }

    /// A command refused before it ran (a target whose values do not fit, a name the graph does
    /// not have): traced as a failed `open` is, and reported as the command's failure.
    @discardableResult public func refuse(_ reason: FailureReason) -> FailureReason? { run(.open(.failure(reason))) }

    /// `open /path`, matched as `navgraph sim` matches it.
    @discardableResult public func open(path: String) -> FailureReason? {
        run(.open(EngineGraph.target(tables.matcher.matchInOrder(path: path))))
    }

    /// A deep link: the graph's `deeplinks` policy, then a navigation from the top without an edge check.
    @discardableResult public func deeplink(url: String) -> FailureReason? {
        run(.deeplink(EngineGraph.target(tables.matcher.matchInOrder(url: url))))
    }

    @discardableResult public func tab(route: Int) -> FailureReason? { run(.tab(route)) }
    @discardableResult public func back() -> FailureReason? { run(.back) }
    @discardableResult public func dismiss() -> FailureReason? { run(.dismiss) }

    /// `finish [route] [value]`: the topmost screen of the route (default: the top) leaves with the value.
    @discardableResult public func finish(route: Int? = nil, value: String? = nil) -> FailureReason? {
        run(.finish(route: route, result: value.map(NavigationResult.value) ?? .finished))
    }

    @discardableResult public func login(realm: Int) -> FailureReason? { run(.login(realm)) }
    @discardableResult public func cancel() -> FailureReason? { run(.cancel) }

    public func logout() { _ = run(.logout) }

    /// `wait`: the clock moves on (cache lifetimes count on it).
    public func wait(seconds: Int) { _ = run(.wait(seconds)) }

    /// `restart`: what may be restored is saved, the app restarts, every scene is rebuilt.
    public func restart() { _ = run(.restart) }

    /// `scene NAME`: switches to a scene, or opens it (its root navigated to).
    /// The failure of opening a new scene's root, if any.
    @discardableResult public func scene(named name: String) -> FailureReason? {
        let before = engine.outcome
        engine.outcome = nil
        _ = run(.scene(name))
        let failure = engine.outcome
        if failure == nil { engine.outcome = before }
        return failure
    }

    /// A screen the system closed (or the user closed some other way than
    /// `back` or `dismiss`): it and everything above it leave, the screen
    /// itself with `dismissed`, as `finish` would close it. A root or tab
    /// screen at the bottom of the window cannot close (`nothingToPop`).
    @discardableResult public func close(instance: Int) -> FailureReason? {
        begin()
        engine.closedThisCommand.removeAll(keepingCapacity: true)
        engine.outcome = engine.close(instance: instance)
        return engine.outcome
    }

    /// The app restarted from a saved state: its scenes' windows, realms,
    /// results, `once` interceptors shown and instance count put back as they
    /// were (the clock goes on), then `restart`, which keeps what the graph's
    /// `restore` rules keep and rebuilds the rest (man/navscript.5, `restart`).
    /// The caller gives a state whose routes, realms, containers and values
    /// fit this graph (NavGraphRuntime checks a decoded state first).
    public func restart(from saved: NavigationState) {
        begin()
        engine.closedThisCommand.removeAll(keepingCapacity: true)
        // The saved state is the engine's own: it goes back as it is, without its pending
        // navigations, its clock (which goes on) or a realm unproven that is not held.
        var state = saved
        state.scene.pending = nil
        for i in state.sceneSlots.indices { state.sceneSlots[i].pending = nil }
        if !state.sceneSlots.indices.contains(state.currentScene) { state.currentScene = 0 }
        if state.sceneSlots.isEmpty { state.sceneSlots = [Scene(name: state.scene.name)] }
        // Unproven only while held: a grant or a logout ends it.
        state.unproven = MemberBits(saved.unproven.filter(saved.heldRealms.contains))
        state.clock = engine.state.clock
        var highest = 0
        for scene in saved.scenes { for s in scene.window.everyScreen { highest = max(highest, s.instance) } }
        state.nextInstance = max(highest < .max ? highest + 1 : .max, saved.nextInstance)
        engine.state = state
        engine.cache = [:]
        engine.outcome = nil
        engine.run(.restart)
    }

    // MARK: - Names

    public func route(named id: String) -> Int? { tables.graph.routeIndex[id] }
    public func realm(named id: String) -> Int? { tables.graph.realmIndex[id] }
    public func routeID(_ route: Int) -> String { tables.routeIDs[route] }
    public func realmID(_ realm: Int) -> String { tables.realmIDs[realm] }
    /// A route's declared parameters, in order.
    public func parameters(of route: Int) -> ArraySlice<Parameter> { tables.routeParams[route][...] }

    /// `product(id: 42)`: a route with its values as a script writes it.
    public func describe(route: Int, values: [ParamValue?]) -> String { engine.describe(route: route, params: values) }
}

extension NavigationEngine {
    /// `EngineSession.close(instance:)`.
    func close(instance: Int) -> FailureReason? {
        guard let (ref, index) = window.locate(where: { $0.number == instance }) else {
            trace("no #\(instance) on screen")
            return fail(.nothingToPop)
        }
        if index == 0, ref == .root || ref == .tab(window.selected) {
            trace("\(name(window.stack(ref)[0])) is a root or tab screen")
            return fail(.nothingToPop)
        }
        trace("close " + name(window.stack(ref)[index]))
        changingTop { remove(from: ref, at: index, result: .dismissed) }
        return settle()
    }
}
