import NavGraphCore

/// A command an explorer or a test generator can run, by index: the subset of
/// the script commands that a user (not the clock or the test) issues.
public enum SimCommand: Sendable, Hashable {
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
}

/// What a state shows, for choosing the commands to try from it.
public struct SimView: Sendable {
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
    public var held: [Int]
    public var once: [Int]
}

/// The simulator's engine one command at a time, on snapshots: the transition
/// function of an exploration, so that it follows each navigation exactly as
/// `navgraph sim` would (the same code runs).
public final class SimStepper {
    let g: SimGraph
    let sim: Simulator
    /// Each deep link URL matched once: an explorer tries the same URLs from
    /// many states, and matching a URL costs more than running its navigation.
    var deeplinks: [String: (operation: Operation, target: (route: Int, params: [ParamValue?])?)] = [:]

    public init(graph: Graph) {
        g = SimGraph(graph)
        sim = Simulator(graph: g, loose: false, tracing: false)
    }

    /// A fresh install: the state after the implicit `launch`.
    public func launch() -> SimSnapshot {
        sim.left.removeAll(keepingCapacity: true)
        sim.launch()
        return sim.snapshot()
    }

    /// The state after one command from `state`; its `outcome` says whether it failed.
    public func run(_ command: SimCommand, from state: SimSnapshot) -> SimSnapshot {
        sim.restore(state)
        _ = sim.run(operation(command))
        return sim.snapshot()
    }

    /// Runs one command from `state` and keeps its result in the engine, for
    /// `lastKey` and `lastSnapshot`: an explorer copies the state out only when
    /// it is new (most commands lead to a state seen before). Nil: it succeeded.
    public func step(_ command: SimCommand, from state: SimSnapshot) -> FailureReason? {
        sim.restore(state)
        _ = sim.run(operation(command))
        return sim.outcome
    }

    /// The state the last `run` or `step` left.
    public var lastSnapshot: SimSnapshot { sim.snapshot() }

    /// The key of the state the last `run` or `step` left (no copy of it needed).
    public var lastKey: SimStateKey { sim.key() }

    public func key(_ state: SimSnapshot) -> SimStateKey {
        sim.restore(state)
        return sim.key()
    }

    public func view(_ state: SimSnapshot) -> SimView {
        sim.restore(state)
        let w = sim.window
        let ref = w.currentRef
        var hasStack = true
        if case .modal(let m) = ref { hasStack = w.modals[m].ownStack }
        let canPop = hasStack && w.count(ref) > 1
        var canFinish = w.top != nil
        if w.modals.isEmpty, w.base.count <= 1 { canFinish = false }
        var pendingLogin: Int?
        let nav = sim.scenes[sim.current].pending
        if let top = nav?.frames.last, top.waitingFor != 0, case .login(let realm) = top.waitKind {
            pendingLogin = realm
        }
        return SimView(
            top: w.top?.route, topParams: w.top?.params ?? [], onScreen: w.onScreen.map(\.route),
            tabs: w.tabs.map { g.tabRoutes[$0] } ?? [], hasModal: !w.modals.isEmpty,
            presented: w.modals.last?.screens.first?.route, topHasStack: hasStack, canPop: canPop,
            canFinish: canFinish, pendingLogin: pendingLogin, pending: nav != nil,
            pendingTarget: nav?.frames.first?.route,
            held: sim.held.sorted(), once: sim.onceFired.sorted())
    }

    /// Where a deep link URL goes, as a script would resolve it (nil: it fails to match).
    public func target(ofDeeplink url: String) -> (route: Int, params: [ParamValue?])? {
        resolve(deeplink: url).target
    }

    /// The deep link as a script would resolve it, matched on first use only.
    private func resolve(deeplink url: String) -> (operation: Operation, target: (route: Int, params: [ParamValue?])?) {
        if let known = deeplinks[url] { return known }
        let resolved: (operation: Operation, target: (route: Int, params: [ParamValue?])?)
        let match = g.matcher.match(url: url)
        switch match {
        // A deep link to a route that is not `external` still says where it goes.
        case .success(let m), .failure(.notExternal(let m)):
            resolved = (.deeplink(g.target(match)), (m.route, g.params(m.route, from: m.values)))
        default:
            resolved = (.deeplink(g.target(match)), nil)
        }
        deeplinks[url] = resolved
        return resolved
    }

    // MARK: - As a script writes it

    /// `product(id: 42)`: a route with its parameters, as commands and assertions write it.
    public func describe(route: Int, params: [ParamValue?]) -> String { sim.describe(route: route, params: params) }

    /// The command as a script line.
    public func text(_ command: SimCommand) -> String {
        switch command {
        case .open(let r, let params): return "open " + describe(route: r, params: params)
        case .deeplink(let url): return "deeplink " + url
        case .tab(let r): return "tab " + g.routeIDs[r]
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .finish: return "finish"
        case .login(let realm): return "login " + g.realmIDs[realm]
        case .cancel: return "cancel"
        case .restart: return "restart"
        }
    }

    /// Assertions that pin a state down: the top with its parameters, its
    /// stack, and whether a navigation is pending.
    public func assertions(_ state: SimSnapshot) -> [String] {
        sim.restore(state)
        let w = sim.window
        guard let top = w.top else { return [] }
        let stack = (w.modals.last?.screens ?? w.base).map { describe(route: $0.route, params: $0.params) }
        return [
            "expect top " + describe(route: top.route, params: top.params),
            "expect stack [" + stack.joined(separator: ", ") + "]",
            sim.scenes[sim.current].pending == nil ? "expect no pending" : "expect pending",
        ]
    }

    private func operation(_ command: SimCommand) -> Operation {
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
        }
    }
}
