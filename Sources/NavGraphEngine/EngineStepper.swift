import NavGraphModel
import NavGraphSupport

/// A command an explorer or a test generator can run, by index: the subset of
/// the script commands that a user (not the clock or the test) issues.
public enum UserCommand: Sendable, Hashable {
    case open(route: Int, params: [ParamValue?])
    /// Matched exactly as a script's `deeplink URL` is, so another route may take it.
    case deeplink(url: String)
    case tab(Int)
    case back
    case dismiss
    case finish
    case login(Int)
    case cancel
    case restart
    case logout
}

/// What a state shows, for choosing the commands to try from it.
public struct StateView: Sendable {
    public var top: Int?
    public var topParams: [ParamValue?]
    /// The routes on screen, bottom to top.
    public var onScreen: [Int]
    /// The tab routes of the tabs container on screen (empty: none).
    public var tabs: [Int]
    public var hasModal: Bool
    /// The bottom route of the topmost modal (what `dismiss` closes).
    public var presented: Int?
    /// A push from the top lands in a stack (the top is not in a modal without one).
    public var topHasStack: Bool
    /// `back` pops a screen: the top is not alone in its stack, which is not a modal without one.
    public var canPop: Bool
    /// `finish` closes the top: it is not the root or tab screen at the bottom of the window.
    public var canFinish: Bool
    /// The realm whose login screen the pending navigation waits on.
    public var pendingLogin: Int?
    public var pending: Bool
    /// The route the pending navigation goes to.
    public var pendingTarget: Int?
    /// The realms held and the `once` interceptors fired, sorted when asked:
    /// an explorer makes a view of every state and seldom asks.
    public var held: [Int] { heldSet.sorted() }
    public var once: [Int] { onceSet.sorted() }
    package var heldSet: MemberBits
    package var onceSet: MemberBits

    /// Whether the realm is held (no sorted copy of the realms made).
    public func holds(_ realm: Int) -> Bool { heldSet.contains(realm) }
    /// Whether any realm is held.
    public var holdsAny: Bool { !heldSet.isEmpty }
    /// The pending navigation waits on the login of a realm held (a `protect` screen's proof at
    /// restart, or a repair's): a new navigation that drops it leaves the realm unproven, which
    /// its state's class does not say.
    public var pendingProof: Bool { pendingLogin.map(holds) ?? false }
}

/// The simulator's engine one command at a time, on snapshots: the transition
/// function of an exploration, so that it follows each navigation exactly as
/// `navgraph sim` would (the same code runs).
public final class EngineStepper {
    package let tables: EngineGraph
    package let engine: NavigationEngine
    /// Each deep link URL matched once: an explorer tries the same URLs from
    /// many states, and matching a URL costs more than running its navigation.
    package var deeplinks: [String: (operation: NavigationCommand, target: (route: Int, params: [ParamValue?])?)] = [:]
    /// The lists this stepper's keys hold by number (`StateKey`); the empty list is 0.
    @exclusivity(unchecked) package var keyLists: NumberedRuns = {
        var lists = NumberedRuns()
        _ = lists.insert([])
        return lists
    }()

    /// `keepsResults: false` for an explorer: its states' screens keep no results
    /// (`NavigationEngine.keepsResults`), which spares a copy of the results a step.
    public init(graph: Graph, keepsResults: Bool = true) {
        tables = EngineGraph(graph, matchingBytes: false)
        engine = NavigationEngine(graph: tables, loose: false, tracing: false, keepsResults: keepsResults)
        var plain = tables.presentation.map { $0 == .push || $0 == .modal }
        for tabs in tables.tabRoutes { for r in tabs { plain[r] = false } }
        for rows in [tables.beforeOpen, tables.beforeAuth, tables.after] {
            rows.forEachValue { r, _ in plain[r] = false }
        }
        opensPlainly = plain
    }

    /// A fresh install: the state after the implicit `launch`.
    public func launch() -> EngineSnapshot {
        engine.closedThisCommand.removeAll(keepingCapacity: true)
        engine.launch()
        return engine.snapshot()
    }

    /// The trace of a fresh launch (as `navgraph sim --trace` prints it), for a
    /// finding that names what failed in it.
    public func launchTrace() -> [String] {
        let traced = NavigationEngine(graph: tables, loose: false, tracing: true)
        traced.launch()
        return traced.events
    }

    /// The trace of one command from `state` (as `navgraph sim --trace` prints it), for a
    /// finding that names what the run did (the routes of an endless navigation's loop).
    public func trace(_ command: UserCommand, from state: EngineSnapshot) -> [String] {
        let traced = NavigationEngine(graph: tables, loose: false, tracing: true)
        traced.restore(state)
        traced.run(operation(command))
        return traced.events
    }

    /// The state after one command from `state`; its `outcome` says whether it failed.
    public func run(_ command: UserCommand, from state: EngineSnapshot) -> EngineSnapshot {
        engine.restore(state)
        engine.run(operation(command))
        return engine.snapshot()
    }

    /// Runs one command from `state` and keeps its result in the engine, for
    /// `lastKey` and `lastSnapshot`: an explorer copies the state out only when
    /// it is new (most commands lead to a state seen before). Nil: it succeeded.
    public func step(_ command: UserCommand, from state: EngineSnapshot) -> FailureReason? {
        engine.restore(state)
        engine.run(operation(command))
        return engine.outcome
    }

    /// `step` of a deep link already resolved (`navigation(ofDeeplink:)`): an explorer
    /// runs the same URLs from many states, and a look-up by URL hashed it every run.
    package func step(navigation: NavigationCommand, from state: EngineSnapshot) -> FailureReason? {
        engine.restore(state)
        engine.run(navigation)
        return engine.outcome
    }

    /// What `step(.deeplink(url:))` runs for this URL, resolved as a script would.
    package func navigation(ofDeeplink url: String) -> NavigationCommand { resolve(deeplink: url).operation }

    /// The state the last `run` or `step` closedThisCommand.
    public var lastSnapshot: EngineSnapshot { engine.snapshot() }

    /// The key of the state the last `run` or `step` left (no copy of it needed).
    public var lastKey: StateKey { engine.key(numbering: &keyLists) }

    public func key(_ state: EngineSnapshot) -> StateKey {
        engine.restore(state)
        return engine.key(numbering: &keyLists)
    }

    /// What `restart` from a state (whose key is `key`) depends on, into `out` (see `RestartWords`).
    package func restartWords(_ state: EngineSnapshot, key: StateKey, into out: inout RestartWords) {
        engine.restartWords(state, key: key, into: &out)
    }

    /// What closing the top of a state's window uncovers, for a push (see `StateKey`):
    /// a `replace` keeps it, so a navigation it leaves waiting resumes there.
    public func uncovered(_ snapshot: EngineSnapshot) -> Int { NavigationEngine.uncovered(snapshot.state.scene.window) }

    /// The route on top of a state's current scene (nil: nothing on screen), read in place:
    /// what a finding asks of many states, without a view of each.
    public func topRoute(_ snapshot: EngineSnapshot) -> Int? { snapshot.state.scene.window.topRouteAndNumber?.route }

    public func view(_ snapshot: EngineSnapshot) -> StateView {
        var onScreen: [Int] = []
        onScreen.reserveCapacity(8)
        var v = view(of: snapshot.state, onScreen: &onScreen, listing: true, topParams: true)
        v.onScreen = onScreen
        return v
    }

    /// `view` and `contexts` of a state, for an explorer, which asks both of
    /// every state: the routes on screen go into `onScreen` (a buffer the
    /// caller keeps; the view's own `onScreen` is left empty) unless
    /// `listing` is false, and with
    /// `contexts`, its tab contexts for the tabs on screen. Both read the
    /// snapshot in place: the engine does not restore it. (The view's
    /// `topParams` is left empty: a search does not read it.)
    public func inspect(
        _ snapshot: EngineSnapshot, onScreen: inout [Int], listing: Bool = true, contexts: inout Contexts?
    ) -> StateView {
        onScreen.removeAll(keepingCapacity: true)
        let v = view(of: snapshot.state, onScreen: &onScreen, listing: listing, topParams: false)
        if contexts != nil {
            self.contexts(of: snapshot.state.scene, once: snapshot.state.onceFired, tabs: v.tabs, into: &contexts!)
        }
        return v
    }

    /// The view of a state (its current scene's window and pending navigation, its realms
    /// and `once` interceptors), its routes on screen appended to `onScreen`. The state is
    /// read in place: no stack is copied (inlined: called apart, the state was copied
    /// bit by bit to be passed).
    @inline(__always)
    private func view(
        of state: borrowing NavigationState, onScreen: inout [Int], listing: Bool, topParams: Bool
    ) -> StateView {
        let top = state.scene.window.topRouteAndNumber
        let modals = state.scene.window.modals.count
        let hasStack = modals == 0 || state.scene.window.modals[modals - 1].ownStack
        let count = state.scene.window.count(state.scene.window.currentRef)
        let canFinish = top != nil && (modals > 0 || count > 1)
        var pendingLogin: Int?
        var pendingTarget: Int?
        var pending = false
        if case .some = state.scene.pending {
            pending = true
            let frames = state.scene.pending!.frames.count
            if frames > 0 { pendingTarget = state.scene.pending!.frames[0].route }
            if let wait = state.scene.pendingWait, wait.screen != 0, case .login(let realm) = wait.kind {
                pendingLogin = realm
            }
        }
        if listing { state.scene.window.appendRoutesOnScreen(to: &onScreen) }
        let tabs = state.scene.window.tabs
        return StateView(
            top: top?.route, topParams: topParams && top != nil ? state.scene.window.top!.params : [], onScreen: [],
            tabs: tabs.map { tables.tabRoutes[$0] } ?? [], hasModal: modals > 0,
            presented: modals > 0 ? state.scene.window.modals[modals - 1].screens.first?.route : nil,
            topHasStack: hasStack, canPop: hasStack && count > 1, canFinish: canFinish, pendingLogin: pendingLogin,
            pending: pending, pendingTarget: pendingTarget, heldSet: state.heldRealms, onceSet: state.onceFired)
    }

    /// Per route, whether it is a tab: an `open` of it pops the tab to its
    /// bottom screen, which a `replace` may have taken (the key does not say).
    public private(set) lazy var isTab: [Bool] = {
        var out = Array(repeating: false, count: tables.routeIDs.count)
        for tabs in tables.tabRoutes { for r in tabs { out[r] = true } }
        return out
    }()

    /// Per route, whether an `open` of it shows it and does nothing else: its presentation
    /// is `push` or `modal`, no interceptor runs for it, and it is no tab (`keyAfterPlainOpen`).
    /// Made with the stepper (a `let`: read for every open a search tries, and a lazy
    /// property's read is a retain).
    package let opensPlainly: [Bool]

    /// Per route, whether opening it closes no screen: neither its own
    /// presentation nor that of a screen shown on the way (interceptors' and
    /// logins', and theirs in turn) is `replace` or `root`, and it is no tab
    /// (an `open` of a tab closes the modals and pops the tab). Such an open
    /// leaves a pending navigation waiting as it was, whatever is on screen.
    public private(set) lazy var opensWithoutClosing: [Bool] = {
        let t = tables
        let n = t.routeIDs.count
        // Who shows whom: (the interceptor or login screen, the route it is shown for), then
        // by screen in one `RowTable`, where an array a route cost a large graph 100,000 of them.
        var shown: [Int32] = []
        var shownFor: [Int] = []
        let interceptorShow = t.interceptorShow
        for rows in [t.beforeOpen, t.beforeAuth, t.after] {
            rows.forEachValue { x, i in
                if interceptorShow[i] >= 0 {
                    shown.append(Int32(interceptorShow[i]))
                    shownFor.append(x)
                }
            }
        }
        let realmLogin = t.realmLogin
        t.loginChain.forEachValue { x, realm in
            if realmLogin[realm] >= 0 {
                shown.append(Int32(realmLogin[realm]))
                shownFor.append(x)
            }
        }
        let shownBy = RowTable<Int>(rowCount: n, rows: shown, values: shownFor)
        var closes = t.presentation.map { $0 == .replace || $0 == .root }
        var queue = (0..<n).filter { closes[$0] }
        while let y = queue.popLast() {
            for x in shownBy[y] where !closes[x] {
                closes[x] = true
                queue.append(x)
            }
        }
        let tab = isTab
        return (0..<n).map { !closes[$0] && !tab[$0] }
    }()

    /// Where a deep link URL goes, as a script would resolve it (nil: it fails to match).
    public func target(ofDeeplink url: String) -> (route: Int, params: [ParamValue?])? {
        resolve(deeplink: url).target
    }

    /// The deep link as a script would resolve it, matched on first use only.
    private func resolve(deeplink url: String) -> (
        operation: NavigationCommand, target: (route: Int, params: [ParamValue?])?
    ) {
        if let known = deeplinks[url] { return known }
        let resolved: (operation: NavigationCommand, target: (route: Int, params: [ParamValue?])?)
        let match = tables.matcher.matchInOrder(url: url)
        switch match {
        // A deep link to a route that is not `external` still says where it goes.
        case .success(let m):
            resolved = (.deeplink(EngineGraph.target(match)), (m.route, m.values))
        case .failure(.notExternal(let m)):
            resolved = (.deeplink(EngineGraph.target(match)), (m.route, tables.params(m.route, from: m.values)))
        default:
            resolved = (.deeplink(EngineGraph.target(match)), nil)
        }
        deeplinks[url] = resolved
        return resolved
    }

    // MARK: - As a script writes it

    /// `product(id: 42)`: a route with its parameters, as commands and assertions write it.
    public func describe(route: Int, params: [ParamValue?]) -> String { engine.describe(route: route, params: params) }

    /// The command as a script line.
    public func text(_ command: UserCommand) -> String {
        switch command {
        case .open(let r, let params): return "open " + describe(route: r, params: writable(params, of: r, open: true))
        case .deeplink(let url): return "deeplink " + url
        case .tab(let r): return "tab " + tables.routeIDs[r]
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .finish: return "finish"
        case .login(let realm): return "login " + tables.realmIDs[realm]
        case .cancel: return "cancel"
        case .restart: return "restart"
        case .logout: return "logout"
        }
    }

    /// Assertions that pin a state down: the top with its parameters, its
    /// stack, and whether a navigation is pending.
    public func assertions(_ state: EngineSnapshot) -> [String] {
        engine.restore(state)
        let w = engine.window
        guard let top = w.top else { return [] }
        let stack = (w.modals.last?.screens ?? w.base).map {
            describe(route: $0.route, params: writable($0.params, of: $0.route, open: false))
        }
        return [
            "expect top " + describe(route: top.route, params: writable(top.params, of: top.route, open: false)),
            "expect stack [" + stack.joined(separator: ", ") + "]",
            engine.scene.pending == nil ? "expect no pending" : "expect pending",
        ]
    }

    /// The values a script line can hold: a string with a line break cannot be written (a
    /// script line ends there; a string knows only the escapes \" and \\), so it is left
    /// out: by an `open` only at its default (the open takes the default), by an assertion
    /// always (it checks the values it names).
    private func writable(_ params: [ParamValue?], of route: Int, open: Bool) -> [ParamValue?] {
        func unwritable(_ v: ParamValue?) -> Bool {
            if case .string(let s)? = v { return s.contains(where: \.isNewline) }
            return false
        }
        guard params.contains(where: unwritable) else { return params }
        let defaults = tables.defaults(route)
        return params.enumerated().map { i, v in
            guard unwritable(v) else { return v }
            return !open || (i < defaults.count && defaults[i] == v) ? nil : v
        }
    }

    private func operation(_ command: UserCommand) -> NavigationCommand {
        switch command {
        case .open(let r, let params): return .open(.route(r, params))
        case .deeplink(let url): return resolve(deeplink: url).operation
        case .tab(let r): return .tab(r)
        case .back: return .back
        case .dismiss: return .dismiss
        case .finish: return .finish(route: nil, result: .finished)
        case .login(let realm): return .login(realm)
        case .cancel: return .cancel
        case .restart: return .restart
        case .logout: return .logout
        }
    }
}
