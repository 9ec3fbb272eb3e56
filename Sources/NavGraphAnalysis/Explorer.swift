import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// Breadth-first search of the app's abstract states from launch. The
/// transition function is the simulator's own engine (`EngineStepper`), so every
/// navigation runs its interceptors, logins and transition exactly as
/// `navgraph sim` runs them. From each state it tries every command a user
/// can give there: each tab on screen, `open` along each `to` edge of the top
/// screen and to each `global` route, the deep links of every `external`
/// route, `login`/`cancel` of a pending login, and `finish`, `back`,
/// `dismiss` when they apply; then what the user or the system can do to
/// the session: `login` of each realm not held, `logout` while a realm
/// is held or a navigation is pending, and `restart` (`cover` restarts only
/// for `--criterion all`: see `tryRestart`). States are told apart by `StateKey`, which
/// keeps the space finite; the search stores at most `stateLimit` states (the
/// documented limit, navgraph(1) LIMITS), and its work is bounded by it: at most
/// `triesPerState` commands a state stored (`commandBudget`).
///
/// What the search takes instead of running a command, from a run before or a key
/// worked out without one, is the memo's: `ExplorationMemo`.
///
/// A search runs on one thread and reads the settings below for every command
/// it tries: they are kept without the runtime's exclusivity checks.
public final class Explorer {
    public let graph: Graph
    let stepper: EngineStepper
    public static let defaultStateLimit = 100_000
    /// The memory bound, beside the state limit: the screens all stored states
    /// hold together (`EngineSnapshot.screenCount`). A state keeps its own stacks,
    /// so a chain of pushes costs its length squared; past the budget no state is
    /// stored, the same note as the state limit (navgraph(1), LIMITS).
    public static let defaultScreenBudget = 5_000_000
    /// The most commands one state can try: `open` along each edge and to each global
    /// route of the busiest top, each tab, each deep link, each realm's `login`, and the
    /// closes and session commands (`tries`).
    let triesPerState: Int
    /// The most commands one search tries (those taken from a run before count too, so
    /// the memo does not change where it stops); nil: derived from the state limit
    /// (`commandBudget`), so that it never stops a search the state limit lets go on.
    /// Reaching it is the same note as the state limit.
    @exclusivity(unchecked) public var commandLimit: Int?

    /// The work bound of a search of at most `stateLimit` states: each state stored tries
    /// at most `triesPerState` commands, so this many never stop it first. (A fixed budget
    /// stopped large graphs far below the limit, with no flag to raise it.)
    public func commandBudget(stateLimit: Int) -> Int {
        if let commandLimit { return commandLimit }
        let (budget, overflow) = stateLimit.multipliedReportingOverflow(by: triesPerState)
        return overflow ? Int.max : budget
    }
    /// The most screens the stored states may hold together (`defaultScreenBudget`).
    @exclusivity(unchecked) public var screenBudget = Explorer.defaultScreenBudget

    /// Per route: the routes its `to` edges open, in graph order, without
    /// repeats: `openTargets[openStart[r]..<openStart[r + 1]]` (flat: one array, not one a route).
    let openStart: [Int]
    let openTargets: [Int]
    /// The `global` routes that are not in a route's `to`, per route.
    let globalOpens: [[Int]]
    /// Per route, its opens' slots (its edges', then its global routes'), where the search
    /// notes the opens that worked (`Exploration.opensThatWork`): `CommandTables.openSlotStart`.
    let openSlotStart: [Int]
    /// Per route, the values `open` gives it, made when first opened: a search
    /// cut by its work bound opens few routes of a large graph.
    @exclusivity(unchecked) var openParams: [[ParamValue?]?]
    /// Every deep link URL tried, in route then word order.
    public let deeplinks: [(route: Int, url: String)]

    /// `keepingResults` only for the tests that compare it: no state a search stores
    /// is asked for a result (`cover` asserts screens, not results).
    public init(graph: Graph, keepingResults: Bool = false) {
        self.graph = graph
        // A large graph's command tables are made on another thread while the engine's are.
        let work = graph.routes.count >= EngineGraph.sideWorkRoutes ? SideWork { CommandTables(graph) } : nil
        stepper = EngineStepper(graph: graph, keepsResults: keepingResults)
        let tables = work?.result() ?? CommandTables(graph)
        openStart = tables.openStart
        openTargets = tables.openTargets
        globalOpens = tables.globalOpens
        openSlotStart = tables.openSlotStart
        deeplinks = tables.deeplinks
        openParams = Array(repeating: nil, count: graph.routes.count)
        var opens = 0
        for r in graph.routes.indices {
            opens = max(opens, tables.openStart[r + 1] - tables.openStart[r] + tables.globalOpens[r].count)
        }
        let tabs = graph.containers.reduce(0) { $0 + ($1.isTabs ? $1.tabs.count : 0) }
        triesPerState = 10 + tabs + 2 * graph.realms.count + opens + tables.deeplinks.count
    }

    public var simulator: EngineStepper { stepper }

    /// Whether the search also tries `restart` where the top screen has `restore`
    /// (`cover --criterion all`).
    @exclusivity(unchecked) var tryRestart = false
    /// Whether the search gives the session commands from every state: `login`
    /// of a realm not held and `logout` (`check`; `cover` leaves them out: its
    /// items are the graph's declarations).
    @exclusivity(unchecked) var trySessionCommands = true
    /// Whether the search taps tabs while a modal covers the tab bar (an app's
    /// code can select a tab then, a user cannot: `cover` leaves such taps out).
    @exclusivity(unchecked) var tapsUnderModals = true

    /// Where each deep link goes (nil: it matches no route), matched once.
    lazy var deeplinkTargets: [Int?] = deeplinks.map { stepper.target(ofDeeplink: $0.url)?.route }
    /// What each deep link runs, resolved once (a run looked its URL up by a string hash).
    lazy var deeplinkNavigations: [NavigationCommand] = deeplinks.map { stepper.navigation(ofDeeplink: $0.url) }

    /// One command tried: the state it ran from (with its view), the state it
    /// left, and the index of the new state it led to (nil: one seen before).
    struct Step {
        var from: Int
        var view: StateView
        var command: UserCommand
        var after: EngineSnapshot
        var newState: Int?
    }

    public func explore(stateLimit: Int = Explorer.defaultStateLimit) -> Exploration {
        explore(stateLimit: stateLimit, observe: nil)
    }

    /// `memoize: false` runs every command from every state, as `cover` does:
    /// the tests compare the two searches.
    ///
    /// The search itself: take the next state, try each of its commands, note what each
    /// did, and store the new states it led to. What it takes instead of running is the
    /// memo's (`ExplorationMemo`), asked before each run and told after.
    func explore(stateLimit: Int, memoize: Bool = true, observe: ((Step) -> Void)?) -> Exploration {
        let start = stepper.launch()
        var result = Exploration(
            states: [ExploredState(snapshot: start, parent: -1, command: nil, depth: 0)],
            reachedAt: Array(repeating: nil, count: graph.routes.count),
            failures: ExploredFailures(
                routes: graph.routes, deeplinkURLs: deeplinks.map(\.url), deeplinkTargets: deeplinkTargets),
            limitReached: false, commandsTried: 1, commandsRun: 1, screensHeld: start.screenCount)
        result.tapsThatWork = Array(repeating: false, count: graph.routes.count)
        result.linksThatWork = Array(repeating: false, count: deeplinks.count)
        result.opensThatWork = SlotBits(count: openSlotStart[graph.routes.count])
        // Room for a few states a route up front (capped by the limit; the fixtures and the
        // dense benchmark graph explore 5 to 8 a route): growing the states array by doubling
        // copied every state. Reserving touches no page.
        let expected = min(stateLimit, 8 * graph.routes.count + 64)
        result.states.reserveCapacity(expected)
        // The states' keys, numbered as the states are (one state a key).
        // The keys' table starts small and doubles: a table sized for the limit is megabytes
        // touched up front, while most searches stop far below it.
        var seen = StateKeyIndex(capacity: min(expected, 4096))
        _ = seen.insert(stepper.key(start))
        var memo = ExplorationMemo(self, enabled: memoize && observe == nil, launch: seen.keys[0])
        let linkNavigations = deeplinkNavigations
        var tries: [Try] = []
        var onScreen: [Int] = []
        var snapshot = EngineSnapshot.vacant
        let limits = (states: stateLimit, screens: screenBudget)
        let commandLimit = commandBudget(stateLimit: stateLimit)
        var next = 0
        search: while next < result.states.count {
            let here = next
            next += 1
            // The state's snapshot moved out while its commands run, and back after (`break`
            // included), leaving `vacant` in its place: a copy would retain every field's storage.
            swap(&snapshot, &result.states[here].snapshot)
            defer { swap(&snapshot, &result.states[here].snapshot) }
            // The contexts are read now, while the engine holds this state (a step replaces it).
            // A state made by a plain open shows its parent's routes, reached by then, and its top.
            let made = result.madeByOpen[here]
            let listing = !made.byOpen || observe != nil
            var v = stepper.inspect(snapshot, onScreen: &onScreen, listing: listing, contexts: &memo.contexts)
            for r in onScreen where result.reachedAt[r] == nil { result.reachedAt[r] = here }
            if !listing, let top = v.top, result.reachedAt[top] == nil { result.reachedAt[top] = here }
            if observe != nil { v.onScreen = onScreen }
            let (cls, fromAnywhere) = memo.enter(seen.keys[here], made: made, view: v)
            result.classOf.append(Int32(cls))
            // The deep links are tried at `linksAt` in `tries`, every one in order, without
            // an entry each (a large graph has thousands, and a state of each class tries them).
            let (triesCount, linksAt, opensAt) = self.tries(v, fromAnywhere: fromAnywhere, into: &tries)
            // The slot of the open tried at `tries[i]` is `openSlotBase + i` (see `tries`).
            let openSlotBase = v.top.map { openSlotStart[$0] - opensAt } ?? 0
            // A top that may open the route a pending navigation goes to (navigation-never-lands).
            if v.pending, let r = v.pendingTarget, let top = v.top, let slot = openSlot(from: top, opening: r) {
                result.opensOfPendingRoute.append((Int32(here), Int32(slot)))
            }
            var next = 0
            // The next deep link to try, while at `linksAt` (nil: not there).
            var link: Int?
            while true {
                let t: Try
                if let i = link, i < deeplinks.count {
                    t = .link(i)
                    link = i + 1
                } else if next == linksAt, link == nil, !deeplinks.isEmpty {
                    link = 0
                    continue
                } else if next < triesCount {
                    t = tries[next]
                    next += 1
                } else {
                    break
                }
                // Deep links from a pending state whose class knows their outcomes are taken
                // from the memo at once, since such a class tries every link of the graph and knows most.
                if case .link(let first) = t,
                    let (taken, stopped) = memo.takeKnownLinks(
                        from: first, state: here, snapshot, into: &result, limit: commandLimit)
                {
                    if stopped {
                        result.limitReached = true
                        result.unexploredStates = result.states.count - here
                        break search
                    }
                    if taken > 0 {
                        link = first + taken
                        continue
                    }
                }
                if result.commandsTried >= commandLimit {
                    result.limitReached = true
                    result.unexploredStates = result.states.count - here
                    break search
                }
                result.commandsTried += 1
                switch memo.answer(t, from: snapshot, seen: seen) {
                case .run: break
                case .runWorking: result.noteWorking(t, slot: openSlotBase + next - 1)
                case .seen: continue
                case .worked:
                    result.noteWorking(t, slot: openSlotBase + next - 1)
                    continue
                case .failed(let reason):
                    result.failures.append(state: here, tried: t, reason: reason, target: target(of: t, from: v))
                    continue
                case .keepsOwnOutcome:
                    result.keepOwnOutcome(of: snapshot, state: here, tried: t, target: target(of: t, from: v))
                    continue
                case .made(let shared):
                    result.noteWorking(t, slot: openSlotBase + next - 1)
                    result.store(
                        memo.makeState(t, from: snapshot), key: memo.madeKey!, in: &seen, from: here,
                        by: self.command(t), limits: limits, made: shared)
                    continue
                }
                let command = self.command(t)
                let outcome =
                    if case .link(let i) = t {
                        stepper.step(navigation: linkNavigations[i], from: snapshot)
                    } else {
                        stepper.step(command, from: snapshot)
                    }
                result.commandsRun += 1
                if outcome == nil { result.noteWorking(t, slot: openSlotBase + next - 1) }
                // Only the failures a finding is made of are kept (the others are
                // a user's mistakes, such as cancelling a login).
                let failure = outcome.flatMap { $0 == .loop || $0 == .noStack ? $0 : nil }
                if let failure {
                    result.failures.append(state: here, tried: t, reason: failure, target: target(of: t, from: v))
                }
                let key = stepper.lastKey
                memo.learn(t, failure: failure, key: key)
                var created: Int?
                if seen.index(of: key) == nil {
                    // Copied out once (each copy retains every stack).
                    created = result.store(
                        stepper.lastSnapshot, key: key, in: &seen, from: here, by: command, limits: limits)
                }
                if let observe {
                    observe(Step(from: here, view: v, command: command, after: stepper.lastSnapshot, newState: created))
                }
            }
        }
        result.failures.close()
        return result
    }
}
