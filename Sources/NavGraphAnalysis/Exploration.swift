import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// One state the exploration reached, with the command that first led to it
/// from its parent: following parents back to launch gives the shortest
/// command sequence into the state (the search is breadth first).
public struct ExploredState: Sendable {
    public var snapshot: EngineSnapshot
    /// Index of the parent state (-1: the state after launch).
    public var parent: Int
    public var command: UserCommand?
    public var depth: Int
}

/// A command that failed from a reachable state.
public struct ExploredFailure: Sendable {
    public var state: Int
    public var command: UserCommand
    public var reason: FailureReason
    /// The route the failed navigation was going to, when there was one.
    public var target: Int?
}

/// Everything an exploration found: the states, the routes each put on
/// screen, the failures, and whether the state limit stopped it.
public struct Exploration: Sendable {
    public var states: [ExploredState]
    /// Per route: the first state (BFS order) with it on screen, or nil.
    public var reachedAt: [Int?]
    /// In search order (read as `ExploredFailure` values).
    public var failures: ExploredFailures
    public var limitReached: Bool
    /// How many commands the search tried, those it took from a run before
    /// included (see `Explorer`): what its work bound counts, so the memo
    /// leaves where a search stops as it was.
    public var commandsTried: Int
    /// How many of them the simulator's engine ran (its work, for tests and benchmarks).
    public var commandsRun: Int
    /// The screens the stored states hold together, what the screen budget bounds.
    public var screensHeld = 0
    /// Whether the screen budget, not the state or command limit, stopped it.
    public var screenBudgetReached = false
    /// The states stored whose commands were not all tried when the work bound stopped
    /// the search (the state limit stores no more states, but tries every stored one's).
    public var unexploredStates = 0

    /// Per route: some tap of its tab did not fail (it selected the tab or waits).
    public var tapsThatWork: [Bool] = []
    /// Per deep link (`Explorer.deeplinks`): some run of it did not fail.
    public var linksThatWork: [Bool] = []
    /// Per open slot (`Explorer.openSlotStart`: a route's edges, then its global routes): some
    /// run of it from a state with that route on top did not fail, taken from the memo or not.
    var opensThatWork = SlotBits(count: 0)
    /// The states, in order, whose top may open the route their pending navigation goes to,
    /// with that open's slot: what navigation-never-lands runs again.
    var opensOfPendingRoute: [(state: Int32, slot: Int32)] = []
    /// Per state explored, in order: the number of its class (its key without the top,
    /// `StateKey.withoutTop`). Deep links are tried from the first state of each class
    /// only; a finding blamed on the screen on top reaches the class's other tops by it.
    public var classOf: [Int32] = []
    /// Per state stored, in order: what it shares with its parent when a plain open made it.
    var madeByOpen = [MadeByOpen.none]

    /// How the `exploration-limit` note and `cover` name the bound reached.
    public var limitText: String {
        screenBudgetReached ? "screen budget reached (\(screensHeld) screens held)" : "limit reached"
    }

    /// The commands from launch into a state, in order.
    public func path(to state: Int) -> [UserCommand] {
        var out: [UserCommand] = []
        var s = state
        while s >= 0, let c = states[s].command {
            out.append(c)
            s = states[s].parent
        }
        return out.reversed()
    }
}

extension Exploration {
    /// Stores the state a command (`command`) from state `parent` led to, whose key
    /// `key` is new, with what it shares with its parent (`made`), unless that would pass
    /// the state limit or the screen budget (then it notes which was reached). Returns the
    /// new state's index.
    @discardableResult
    mutating func store(
        _ after: consuming EngineSnapshot, key: StateKey, in seen: inout StateKeyIndex, from parent: Int,
        by command: UserCommand,
        limits: (states: Int, screens: Int), made: MadeByOpen = .none
    ) -> Int? {
        let screens = after.screenCount
        guard states.count < limits.states && screensHeld + screens <= limits.screens else {
            limitReached = true
            if states.count < limits.states { screenBudgetReached = true }
            return nil
        }
        states.append(ExploredState(snapshot: after, parent: parent, command: command, depth: states[parent].depth + 1))
        madeByOpen.append(made)
        screensHeld += screens
        return seen.append(new: key)
    }

    /// A command taken without a run that cannot fail (`restart`, `logout`): it leaves the
    /// state's own outcome, the last failure a script's `expect failed` sees, as a run would.
    mutating func keepOwnOutcome(of state: EngineSnapshot, state index: Int, tried t: Explorer.Try, target: Int?) {
        if let reason = state.outcome, reason == .loop || reason == .noStack {
            failures.append(state: index, tried: t, reason: reason, target: target)
        }
    }

    /// A tap or a deep link that did not fail: it is not one that fails from every state.
    mutating func noteWorking(_ t: Explorer.Try) {
        switch t {
        case .tab(let r): tapsThatWork[r] = true
        case .link(let i): linksThatWork[i] = true
        default: break
        }
    }

    /// A command that did not fail; an open's at `slot`, its slot from the screen on top.
    mutating func noteWorking(_ t: Explorer.Try, slot: Int) {
        switch t {
        case .tab(let r): tapsThatWork[r] = true
        case .link(let i): linksThatWork[i] = true
        case .open: opensThatWork.insert(slot)
        default: break
        }
    }
}

/// A set of small numbers as bits, a word each 64 (the open slots that worked: one bit an
/// edge or global route of each route, what the search notes for every open it tries).
struct SlotBits: Sendable {
    private var words: [UInt64]

    init(count: Int) { words = Array(repeating: 0, count: (count + 63) / 64) }

    mutating func insert(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }

    func contains(_ i: Int) -> Bool { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
}

/// What a state made by a plain open (`EngineStepper.openPlainly`) shares with the state it
/// was opened from, its parent, so that the search need not work it out again.
struct MadeByOpen: Sendable {
    /// The parent's class, when the two keys differ in the top only (-1: not known).
    var classOfParent: Int32
    /// Whether its restart is its parent's (where no route may be restored, it saves what
    /// the parent saved: `RestartWords`), tried there.
    var restartsAsParent: Bool
    /// The closes that lead back to the parent's state, seen: `back` and `finish` of a
    /// pushed screen, `finish` and `dismiss` of a presented one.
    var closesToParent: EngineStepper.Closes

    /// Whether the state was made by a plain open (every such state closes back somehow).
    var byOpen: Bool { !closesToParent.isEmpty }

    /// A state made otherwise: nothing known.
    static let none = MadeByOpen(classOfParent: -1, restartsAsParent: false, closesToParent: [])
}
