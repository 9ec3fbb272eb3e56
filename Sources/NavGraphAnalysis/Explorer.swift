import NavGraphCore
import NavGraphSim

/// Breadth-first search of the app's abstract states from launch. The
/// transition function is the simulator's own engine (`SimStepper`), so every
/// navigation runs its interceptors, logins and transition exactly as
/// `navgraph sim` runs them. From each state it tries every command a user
/// can give there: each tab on screen, `open` along each `to` edge of the top
/// screen and to each `global` route, the deep links of every `external`
/// route, `login`/`cancel` of a pending login, and `finish`, `back`,
/// `dismiss` when they apply. States are told apart by `SimStateKey`, which
/// keeps the space finite; the search stops at `stateLimit` states, or when
/// it has run `commandLimit` commands.
public final class Explorer {
    public let graph: Graph
    let stepper: SimStepper
    public static let defaultStateLimit = 100_000
    /// The work bound, beside the state limit: `commandsPerItem` commands for
    /// each route, edge and deep link of the graph, plus `baseCommands`. States
    /// are few per route, but deep links run again from every class of states
    /// (each login waiting for its own route is one), so without it a graph with
    /// many external and protected routes would run their product.
    public static let commandsPerItem = 8
    public static let baseCommands = 100_000
    /// The most commands one search runs; reaching it is the same note as the state limit.
    public var commandLimit: Int

    /// Per route: the routes its `to` edges open, in graph order.
    let opens: [[Int]]
    /// The `global` routes that are not in a route's `to`, per route.
    let globalOpens: [[Int]]
    let openParams: [[ParamValue?]]
    /// Every deep link URL tried, in route then word order.
    public let deeplinks: [(route: Int, url: String)]

    public init(graph: Graph) {
        self.graph = graph
        stepper = SimStepper(graph: graph)
        let globals = graph.routes.indices.filter { graph.routes[$0].global }
        var opens: [[Int]] = []
        var globalOpens: [[Int]] = []
        for route in graph.routes {
            var seen = Set<Int>()
            var out: [Int] = []
            for ref in route.to { if let t = graph.routeIndex[ref.id], seen.insert(t).inserted { out.append(t) } }
            opens.append(out)
            globalOpens.append(globals.filter { !seen.contains($0) })
        }
        self.opens = opens
        self.globalOpens = globalOpens
        openParams = graph.routes.map(SampleValues.openParams)
        var links: [(Int, String)] = []
        if let scheme = graph.scheme?.value {
            for (i, r) in graph.routes.enumerated() where r.external {
                for url in SampleValues.deeplinks(r, scheme: scheme) { links.append((i, url)) }
            }
        }
        deeplinks = links
        let edges = graph.routes.reduce(0) { $0 + $1.to.count }
        commandLimit = Self.baseCommands + Self.commandsPerItem * (graph.routes.count + edges + links.count)
    }

    public var simulator: SimStepper { stepper }

    /// Whether the search also tries `restart` where the top screen has `restore`.
    var tryRestart = false

    /// The commands to try from a state, in a fixed order. Deep links and
    /// `open` of a `global` route do not depend on the top screen (see
    /// `SimStateKey.withoutTop`): they run from the first state of each class only.
    func commands(_ v: SimView, fromAnywhere: Bool) -> [SimCommand] {
        var out: [SimCommand] = []
        if let realm = v.pendingLogin {
            out.append(.login(realm))
            out.append(.cancel)
        }
        for t in v.tabs { out.append(.tab(t)) }
        if let top = v.top {
            for r in opens[top] { out.append(.open(route: r, params: openParams[r])) }
            if fromAnywhere { for r in globalOpens[top] { out.append(.open(route: r, params: openParams[r])) } }
        }
        if fromAnywhere { for link in deeplinks { out.append(.deeplink(url: link.url)) } }
        if v.canFinish { out.append(.finish) }
        if v.canPop { out.append(.back) }
        if v.hasModal { out.append(.dismiss) }
        // `restart` only for `cover --criterion all`: a restart keeps realms and
        // `once` memory, so it opens no state `check` needs for its findings.
        if tryRestart, let top = v.top, graph.routes[top].restore != nil { out.append(.restart) }
        return out
    }

    /// The route a command navigates to from a state, when it starts a navigation.
    func target(of command: SimCommand, from v: SimView) -> Int? {
        switch command {
        case .open(let r, _), .tab(let r): return r
        case .deeplink(let url): return stepper.target(ofDeeplink: url)?.route
        default: return v.pendingTarget
        }
    }

    /// One command tried: the state it ran from (with its view), the state it
    /// left, and the index of the new state it led to (nil: one seen before).
    struct Step {
        var from: Int
        var view: SimView
        var command: SimCommand
        var after: SimSnapshot
        var newState: Int?
    }

    public func explore(stateLimit: Int = Explorer.defaultStateLimit) -> Exploration {
        explore(stateLimit: stateLimit, observe: nil)
    }

    func explore(stateLimit: Int, observe: ((Step) -> Void)?) -> Exploration {
        let start = stepper.launch()
        var result = Exploration(
            states: [ExploredState(snapshot: start, parent: -1, command: nil, depth: 0)],
            reachedAt: Array(repeating: nil, count: graph.routes.count), failures: [],
            limitReached: false, commandsRun: 1)
        let startKey = stepper.key(start)
        var seen: [SimStateKey: Int] = [startKey: 0]
        var keys = [startKey]
        var classes = Set<SimStateKey>()
        var next = 0
        search: while next < result.states.count {
            let here = next
            next += 1
            let state = result.states[here]
            let v = stepper.view(state.snapshot)
            for r in v.onScreen where result.reachedAt[r] == nil { result.reachedAt[r] = here }
            let fromAnywhere = classes.insert(keys[here].withoutTop).inserted
            for command in commands(v, fromAnywhere: fromAnywhere) {
                if result.commandsRun >= commandLimit {
                    result.limitReached = true
                    break search
                }
                let outcome = stepper.step(command, from: state.snapshot)
                result.commandsRun += 1
                // Only the failures a finding is made of are kept (the others are
                // a user's mistakes, such as cancelling a login).
                if let reason = outcome, reason == .loop || reason == .noStack {
                    result.failures.append(
                        ExploredFailure(
                            state: here, command: command, reason: reason,
                            target: target(of: command, from: v)))
                }
                let key = stepper.lastKey
                var created: Int?
                if seen[key] == nil {
                    if result.states.count < stateLimit {
                        created = result.states.count
                        seen[key] = result.states.count
                        keys.append(key)
                        result.states.append(
                            ExploredState(
                                snapshot: stepper.lastSnapshot, parent: here,
                                command: command, depth: state.depth + 1))
                    } else {
                        result.limitReached = true
                    }
                }
                if let observe {
                    observe(Step(from: here, view: v, command: command, after: stepper.lastSnapshot, newState: created))
                }
            }
        }
        return result
    }
}
