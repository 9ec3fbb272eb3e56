import NavGraphModel

/// The state machine of navscript(5) (man/navscript.5) for one scenario at a time. Every
/// operation touches only the screens on screen and the routes it names;
/// nothing here scans the graph, so a step costs the same on any graph size.
///
/// The state is kept without the runtime's exclusivity checks (`@exclusivity(unchecked)`): every
/// access is a short read or an in-place change on the one thread that runs the scenario, and the
/// checks took a quarter of a step's time (Benchmarks/sim.sh).
package final class NavigationEngine {
    package let tables: EngineGraph
    package let loose: Bool
    /// When false, no trace text is built at all.
    package let tracing: Bool
    /// When false, a leaving screen's result is not kept (`lastResult`): an explorer's
    /// engine, whose states no `expect result` reads, and which no result steers.
    package let keepsResults: Bool
    @exclusivity(unchecked) package var events: [String] = []
    /// The typed lifecycle events of the current command, when an app's navigator asks for them (nil: not kept).
    @exclusivity(unchecked) package var lifecycle: [NavigationEvent]?

    /// The state between two commands, kept as the one value that the runtime's
    /// navigator, its hosts and a script's `expect` read (in place, no copy) and that
    /// an explorer's snapshot holds. The current scene is `state.scene`, a stored
    /// property, so a step changes its window in place (inside an array shared with a
    /// snapshot, each step first copied the array); `select(scene:)` moves scenes in
    /// and out of `state.sceneSlots`.
    @exclusivity(unchecked) package var state = NavigationState.beforeLaunch
    /// The routes' caches: screens that left, kept to come back (`open` of a cached
    /// route). Not the navigation's state an app or a script reads, so kept apart.
    @exclusivity(unchecked) package var cache: [CacheKey: CacheEntry] = [:]
    /// The cache's size at which `sweepExpiredCache` runs next (a threshold, not state).
    @exclusivity(unchecked) package var cacheSweepAt = NavigationEngine.firstCacheSweep
    package static let firstCacheSweep = 1024
    /// The most recent failure of a command that can fail (nil: ok).
    @exclusivity(unchecked) package var outcome: FailureReason?
    /// The frames buffer of the last navigation that ended, for the next (see `navigate`).
    @exclusivity(unchecked) package var spareFrames: [NavFrame] = []
    /// Screens that left during the current command (to resume what waited on them).
    @exclusivity(unchecked) package var closedThisCommand: [Int] = []
    /// Set during logout: leaving screens enter no cache.
    @exclusivity(unchecked) package var noCache = false

    package init(graph: EngineGraph, loose: Bool, tracing: Bool, keepsResults: Bool = true) {
        tables = graph
        self.loose = loose
        self.tracing = tracing
        self.keepsResults = keepsResults
    }

    @inline(__always)
    package func trace(_ text: @autoclosure () -> String) {
        if tracing { events.append(text()) }
    }

    /// The current scene, mutated in place (no copy of its window).
    package var scene: Scene {
        _read { yield state.scene }
        _modify { yield &state.scene }
    }

    /// The current scene's window, mutated in place (no copy of its stacks).
    package var window: Window {
        _read { yield state.scene.window }
        _modify { yield &state.scene.window }
    }

    // MARK: - Describing screens

    package func describe(route: Int, params: [ParamValue?]) -> String {
        var parts: [String] = []
        for (i, v) in params.enumerated() {
            guard let v else { continue }
            let p = tables.param(route, i)
            parts.append(p.name + ": " + literal(v, type: p.type))
        }
        return parts.isEmpty
            ? tables.routeIDs[route] : tables.routeIDs[route] + "(" + parts.joined(separator: ", ") + ")"
    }

    package func literal(_ v: ParamValue, type: ParamType) -> String {
        if case .string(let s) = v { return LiteralText.quote(s) }
        return v.description
    }

    /// `product(id: 42) #3`
    package func describe(_ s: Screen) -> String { describe(route: s.route, params: s.params) + " #\(s.number)" }
    /// `product #3`
    package func name(_ s: Screen) -> String { name(route: s.route, number: s.number) }
    package func name(route: Int, number: Int) -> String { tables.routeIDs[route] + " #\(number)" }

    /// Traces how a screen came: `push product(id: 42) #3` then `load product #3` for a new one.
    package func traceShown(_ verb: String, _ s: (screen: Screen, fresh: Bool)) {
        if lifecycle != nil, let arrival = NavigationEvent.Arrival(rawValue: verb) {
            lifecycle!.append(.shown(s.screen, arrival, fromCache: !s.fresh))
            if s.fresh { lifecycle!.append(.load(route: s.screen.route, instance: s.screen.number)) }
        }
        trace(verb + " " + describe(s.screen) + (s.fresh ? "" : " (from cache)"))
        if let c = tables.customContainer[s.screen.route] { trace("embed \(name(s.screen)) in \(c)") }
        if s.fresh { trace("load " + name(s.screen)) }
    }

    // MARK: - Leaving

    /// A screen leaves: its result goes to its parent and a cached route enters its cache.
    package func leave(_ s: Screen, result: NavigationResult?) {
        trace("disappear " + name(s))
        closedThisCommand.append(s.number)
        if lifecycle != nil { lifecycle!.append(.disappear(route: s.route, instance: s.number)) }
        if var result, keepsResults {
            if isAwaitedLogin(s.number) { result = .dismissed }
            state.lastResult[s.route] = result
            if lifecycle != nil { lifecycle!.append(.result(route: s.route, instance: s.number, result)) }
            trace("result \(tables.routeIDs[s.route]) #\(s.number): \(result.description)")
        }
        if !noCache { keep(s) }
    }

    /// Whether the current scene's pending navigation waits on this screen as a login.
    package func isAwaitedLogin(_ number: Int) -> Bool {
        guard let wait = scene.pendingWait, wait.screen == number else { return false }
        if case .login = wait.kind { return true }
        return false
    }

    /// Makes scene `i` the current one: the live scene goes back into `sceneSlots`
    /// and scene `i` comes out, leaving a placeholder with its name.
    package func select(scene i: Int) {
        guard i != state.currentScene else { return }
        let placeholder = Scene(name: state.sceneSlots[i].name)
        state.sceneSlots[state.currentScene] = state.scene
        state.scene = state.sceneSlots[i]
        state.sceneSlots[i] = placeholder
        state.currentScene = i
    }

    /// Removes every modal above index `m` (top first), each screen dismissed.
    package func removeModals(above m: Int) {
        while window.modals.count > m + 1 {
            let modal = window.modals.removeLast()
            for s in modal.screens.reversed() { leave(s, result: .dismissed) }
        }
    }

    /// Removes the screen at `index` of a stack and everything above it in
    /// its stack and modal chain, in one step; the screen gives `result`,
    /// the others `dismissed`. The bottom of a modal takes the modal with it.
    package func remove(from ref: StackRef, at index: Int, result: NavigationResult?) {
        switch ref {
        case .root, .tab: removeModals(above: -1)
        case .modal(let m): removeModals(above: m)
        }
        if case .modal = ref, index == 0 {
            // The whole modal, now the topmost, goes at once (its stack is not popped
            // screen by screen); its screens leave top first, as below.
            let modal = window.modals.removeLast()
            for (i, s) in modal.screens.enumerated().reversed() { leave(s, result: i == 0 ? result : .dismissed) }
            return
        }
        var count = window.count(ref)
        while count > index {
            count -= 1
            let s = window.removeLast(ref)
            leave(s, result: count == index ? result : .dismissed)
        }
    }

    /// Runs a change of the window and traces what it did to the top screen.
    package func changingTop(_ body: () -> Void) {
        // Route and number only: the top screen itself (its parameters retained) is not needed.
        let before = window.topRouteAndNumber
        body()
        let after = window.topRouteAndNumber
        guard after?.number != before?.number else { return }
        if let b = before, !closedThisCommand.contains(b.number) {
            trace("disappear " + name(route: b.route, number: b.number))
            if lifecycle != nil { lifecycle!.append(.disappear(route: b.route, instance: b.number)) }
        }
        if let a = after {
            trace("appear " + name(route: a.route, number: a.number))
            if lifecycle != nil { lifecycle!.append(.appear(route: a.route, instance: a.number)) }
        }
    }

    // MARK: - Running

    /// Runs one command; `outcome` says whether it failed.
    package func run(_ op: NavigationCommand) {
        // Most commands close nothing: the general removal costs more than this test.
        if !closedThisCommand.isEmpty { closedThisCommand.removeAll(keepingCapacity: true) }
        switch op {
        case .launch: launch()
        case .open(let target): outcome = open(target, deeplink: false)
        case .deeplink(let target): outcome = open(target, deeplink: true)
        case .back: outcome = back()
        case .dismiss: outcome = dismiss()
        case .finish(let route, let result): outcome = finish(route, result)
        case .login(let realm): outcome = login(realm)
        case .logout: logout()
        case .cancel: outcome = cancel()
        case .wait(let seconds):
            // Forward only, and it stops at its largest value rather than overflow (two long waits).
            let (sum, overflow) = state.clock.addingReportingOverflow(max(seconds, 0))
            state.clock = overflow ? Int.max : sum
            trace("clock \(state.clock)s")
        case .tab(let route): outcome = tab(route)
        case .restart: restart()
        case .scene(let name): scene(name)
        }
        // No empty window: `launch` and a new scene leave a failed launch's window empty
        // (a switch to a scene repairs it itself); `logout` and `restart` repair every scene.
        switch op {
        case .launch, .scene, .logout, .restart: break
        default: repairWindow()
        }
    }
}
