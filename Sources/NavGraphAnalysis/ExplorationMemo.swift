import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// The memo layer of a search (`Explorer.explore`): what it takes instead of running
/// a command, and how. The search asks it about each command it tries (`answer`), runs
/// the command when the memo does not know where it leads, and tells it what the run
/// gave (`learn`); the memo never stores a state nor notes a finding itself.
///
/// An `open` and a tab tap depend on the state's class (its key without the
/// top screen), the route, and for a tap the tab's saved stack, not on the
/// screen on top (an edge only allows the `open`). So `check` runs each
/// once per class and context; a repeat leads where the first run led, a
/// state seen before, and takes the first run's outcome (`cover`, which
/// needs every edge's own step, runs them all). `back`, `finish` and
/// `dismiss` lead to the state's key with the screen they uncover on top:
/// where that state is known, they do not run at all; nor does a `dismiss`
/// the topmost modal refuses (it may not be swiped down), which changes
/// nothing. While a navigation is pending, only a command that neither closes
/// nor uncovers the screen it waits on is taken from the first run (the key
/// does not say which it is); a close of the screen it waits on, on top,
/// that ends it (its login's, or an `after` interceptor's with none left to
/// show), and a `cancel` of that login, lead to the same key with nothing pending.
/// A `login` no navigation waits for only grants its realm: it leads to the
/// state's key with the realm held, and runs only when that key is new.
/// A `logout` drops the realms and the pending navigation from the key, and
/// closes the screens that need a realm: the key it leads to is worked out
/// from the window, and it runs only when that key is new (or when the scene
/// goes back to its launch state, which runs a navigation). An `open` first
/// tried from a class that only shows its route (pushed onto a stack or
/// presented, no interceptor, no realm missing) leads to the key with that
/// route on top: it runs neither when that key is seen nor, where the route
/// keeps no cache, when it is new (its state is made without a run).
/// `restart` depends on what the state saves (the screens it may restore,
/// the realms held, the `once` interceptors fired:
/// `RestartWords`), so it runs once per such input. Deep links from a pending
/// state go by their class without the pending frames (`takeKnownLinks`).
///
/// The classes themselves are the search's too: deep links and `open` of a `global`
/// route are tried from the first state of each class only, memo or not (`enter`).
struct ExplorationMemo {
    /// What the memo says of a command tried from the state entered.
    enum Answer {
        /// Not known: run it, then `learn` what it gave.
        case run
        /// An open known to work, which runs for the state it makes (its route keeps a cache):
        /// run it, then `learn` what it gave.
        case runWorking
        /// It leads to a state seen before, and there is nothing to note.
        case seen
        /// Known to work (run before from the class, or an open that only shows its
        /// route), leading to a state seen before.
        case worked
        /// Run before from the class, it failed for this reason, leading to a state seen before.
        case failed(FailureReason)
        /// It cannot fail and leads to a state seen before: the state keeps its own outcome.
        case keepsOwnOutcome
        /// It leads to a new state, made without a run (a `login` that only grants its
        /// realm; an open that only shows its route, which works), with what it shares with
        /// the state entered: the search makes it with `makeState`. (The state is not in the
        /// answer, nor is the entry of a run: an answer that large was copied for every command.)
        case made(MadeByOpen)
    }

    /// Where the outcome of the command answered `run` goes in the memo (`learn`).
    enum Entry {
        /// Nowhere: the memo does not reuse it.
        case none
        /// An open or a tap, under its class and context (`known`: the entry holds an outcome,
        /// one that does not lead to a state seen, so the command runs and adds nothing).
        case command(cls: Int, ClassCommand, known: Bool)
        /// A deep link, in the row of its class without the pending frames.
        case link(Int)
        /// A `restart` from a state saving what no restart run before saved.
        case restart
    }

    let stepper: EngineStepper
    /// The explorer, for the values an open gives its route (`Explorer.openValues`).
    let explorer: Explorer
    /// False: every command runs from every state, as `cover` does (the tests compare the two).
    let enabled: Bool
    /// Per class: its number; deep links from pending states go by their class without the
    /// pending frames (`withoutPendingFrames`). The outcomes of the commands run from each once.
    private var classes = StateKeyIndex()
    private var pendingClasses = StateKeyIndex()
    private var outcomes = OutcomeTable()
    private var linkOutcomes: LinkOutcomeRows
    /// `restart` by what it depends on (see `RestartWords`): many states save the same
    /// screens, or none, and restart into one state. The words of each state go in one buffer.
    private var restarted = NumberedRuns()
    private var restartWords = RestartWords()
    /// What decides the state's taps and closes beyond its class, read by `inspect` (nil: off).
    var contexts: EngineStepper.Contexts?
    private let openRestartsAsParent: Bool
    private let isTab: [Bool]
    private let opensWithoutClosing: [Bool]
    /// Per deep link: whether it goes to a route whose open closes no screen (its memo's condition).
    private let linkOpensWithoutClosing: [Bool]
    private let linksDismissModals: Bool

    /// Where the outcome of the command last answered `run` goes: set by `answer`, back to
    /// `none` by `learn` (every run is learnt from), so an answer that sets none leaves `none`.
    private var entry = Entry.none
    /// The key of the state the last `made` answer leads to.
    private(set) var madeKey: StateKey?

    // The state entered (`enter`), and what the memo looked up for it, once a state.
    private var key: StateKey
    private var made = MadeByOpen.none
    private var cls = 0
    private var pending = false
    private var pendingProof = false
    private var pendingLogin: Int?
    /// Whether deep links from here go by the memo: while a navigation is pending, and
    /// unless a link dismisses the modals (it may close the screen the navigation waits on)
    /// or the navigation waits on a proof (a link that replaces it leaves its realm unproven).
    private var linksMemoized = false
    private var coarse: Int?
    /// The row of the deep links' outcomes from (coarse, uncovered).
    private var linkRow: Int?
    /// What closing the top uncovers (`EngineStepper.uncovered`).
    private var uncovered: Int?
    /// The tab tapped next, by its place among the state's taps (`Contexts.taps`).
    private var tab = 0

    /// `launch`: the key of the state the search starts from, the first it enters.
    init(_ explorer: Explorer, enabled: Bool, launch: StateKey) {
        key = launch
        let stepper = explorer.stepper
        self.stepper = stepper
        self.explorer = explorer
        self.enabled = enabled
        linkOutcomes = LinkOutcomeRows(links: explorer.deeplinks.count)
        contexts = enabled ? EngineStepper.Contexts() : nil
        openRestartsAsParent = !stepper.tables.restoresAny
        (isTab, opensWithoutClosing) = (stepper.isTab, stepper.opensWithoutClosing)
        linkOpensWithoutClosing = explorer.deeplinkTargets.map { $0.map { stepper.opensWithoutClosing[$0] } ?? false }
        linksDismissModals = explorer.graph.deepLinkModals?.value == .dismiss
    }

    /// Enters a state (its key, what it shares with its parent, its view, inspected with
    /// `contexts`), and returns its class, and whether it is the first state of it.
    @inline(__always)
    mutating func enter(_ key: StateKey, made: MadeByOpen, view v: StateView) -> (cls: Int, fromAnywhere: Bool) {
        let (cls, fromAnywhere) =
            made.classOfParent >= 0 ? (Int(made.classOfParent), false) : classes.insert(key.withoutTop)
        self.key = key
        self.made = made
        self.cls = cls
        (pending, pendingProof, pendingLogin) = (v.pending, v.pendingProof, v.pendingLogin)
        linksMemoized = enabled && v.pending && !(linksDismissModals && v.hasModal) && !v.pendingProof
        (coarse, linkRow, uncovered, tab) = (nil, nil, nil, 0)
        return (cls, fromAnywhere)
    }

    /// Takes the deep links from `first` on whose outcome from the state's class is known
    /// (`Exploration.takeKnownLinks`), as the search would take them one by one; nil when
    /// the memo does not hold the links from here.
    @inline(__always)
    mutating func takeKnownLinks(
        from first: Int, state: Int, _ snapshot: borrowing EngineSnapshot, into result: inout Exploration, limit: Int
    ) -> (taken: Int, limitReached: Bool)? {
        guard linksMemoized, linkOpensWithoutClosing[first] else { return nil }
        if coarse == nil {
            coarse = pendingClasses.insert(key.withoutPendingFrames).index
            if uncovered == nil { uncovered = stepper.uncovered(snapshot) }
            linkRow = linkOutcomes.row(cls: coarse!, uncovered: uncovered!)
        }
        return result.takeKnownLinks(from: first, state: state, row: linkRow, linkOutcomes, limit: limit)
    }

    /// What the memo says of `t` tried from the state entered (`snapshot`), whose keys seen are `seen`.
    /// Inlined into the search by force (`@_transparent`): the search function is past the
    /// size up to which `@inline(__always)` is honoured, and a call a command cost 3%.
    @_transparent
    mutating func answer(_ t: Explorer.Try, from snapshot: borrowing EngineSnapshot, seen: StateKeyIndex) -> Answer {
        guard enabled else { return .run }
        // The memo's entry for this command (an open or a tap): its class and key.
        let command: ClassCommand
        switch t {
        case .open(let r):
            guard !isTab[r], !pending || opensWithoutClosing[r] && !pendingProof else { return .run }
            if uncovered == nil { uncovered = stepper.uncovered(snapshot) }
            // Most opens were run before from the class, worked and led to a state
            // seen: read as one code, they are taken at once (an open notes nothing).
            if outcomes.code(cls, r, context: ClassCommand.openContext(uncovered!)) == LinkOutcomeRows.works {
                return .worked
            }
            command = ClassCommand(command: r, tap: nil, uncovered: uncovered!)
        case .tab(let r):
            defer { tab += 1 }
            guard let context = contexts!.taps[tab], !pendingProof else { return .run }
            if outcomes.code(cls, r, context: Int64(context.code)) == LinkOutcomeRows.works { return .worked }
            command = ClassCommand(command: r, tap: context)
        case .back:
            let seen = made.closesToParent.contains(.back) || Self.closesIntoSeen(contexts!.back, from: key, seen)
            return seen ? .seen : .run
        case .finish:
            let seen = made.closesToParent.contains(.finish) || Self.closesIntoSeen(contexts!.finish, from: key, seen)
            return seen ? .seen : .run
        case .cancel: return Self.closesIntoSeen(contexts!.cancel, from: key, seen) ? .seen : .run
        case .dismiss:
            // Refused (a modal that may not be swiped down), it leads here: a state seen.
            let seen =
                made.closesToParent.contains(.dismiss) || Self.closesIntoSeen(contexts!.dismiss, from: key, seen)
                || stepper.dismissIsRefused(snapshot)
            return seen ? .seen : .run
        case .login(let realm) where realm != pendingLogin:
            // A login nothing waits for leads to a key known without a run: seen, it need
            // not run; new, its state is made without a run too.
            guard let after = stepper.keyAfterLogin(snapshot, key: key, realm: realm) else { return .run }
            guard seen.index(of: after) == nil else { return .seen }
            madeKey = after
            return .made(.none)
        case .logout:
            // One that does not take the scene back to its launch state leads to a key known
            // without a run: seen, it need not run.
            if let after = stepper.keyAfterLogout(snapshot, key: key), seen.index(of: after) != nil {
                return .keepsOwnOutcome
            }
            return .run
        case .restart:
            // A state made by a plain open restarts as its parent, tried there.
            if !made.restartsAsParent {
                stepper.restartWords(snapshot, key: key, into: &restartWords)
                if restarted.index(of: restartWords.words) == nil {
                    entry = .restart
                    return .run
                }
            }
            return .keepsOwnOutcome
        case .link(let i):
            // One whose outcome is known was taken with its row (`takeKnownLinks`).
            if linksMemoized, linkOpensWithoutClosing[i] { entry = .link(i) }
            return .run
        default: return .run
        }
        // The memo's outcome of this command, when it holds one (then it is not added again).
        if let known = outcomes[cls, command] {
            // Run before from this class: it leads to a state seen before.
            guard known.leadsToSeen else {
                entry = .command(cls: cls, command, known: true)
                return .run
            }
            return known.failure.map { .failed($0) } ?? .worked
        }
        // An open first tried from this class that only shows its route leads to a key
        // known without a run: seen, it need not run (its outcome is the one a run gives).
        // New, its state is made without a run where its route keeps no cache.
        if case .open(let r) = t, let after = stepper.keyAfterPlainOpen(snapshot, key: key, route: r) {
            if seen.index(of: after) != nil {
                outcomes.add(cls, command, Outcome(failure: nil, leadsToSeen: true))
                return .worked
            }
            if stepper.opensWithoutCache(r) {
                outcomes.add(cls, command, Outcome(failure: nil, leadsToSeen: true))
                let shared = MadeByOpen(
                    classOfParent: after.withoutTop == key.withoutTop ? Int32(cls) : -1,
                    restartsAsParent: openRestartsAsParent, closesToParent: stepper.closesToParent(r))
                madeKey = after
                return .made(shared)
            }
            entry = .command(cls: cls, command, known: false)
            return .runWorking
        }
        entry = .command(cls: cls, command, known: false)
        return .run
    }

    /// The state `t`, answered `made`, leads to from the state entered (`snapshot`), made
    /// without a run (its key is `madeKey`).
    @inline(__always)
    func makeState(_ t: Explorer.Try, from snapshot: borrowing EngineSnapshot) -> EngineSnapshot {
        var made = copy snapshot
        switch t {
        case .login(let realm): stepper.grant(realm, in: &made)
        case .open(let r): stepper.openPlainly(r, params: explorer.openValues(r), in: &made)
        default: preconditionFailure("only a login or an open makes a state without a run")
        }
        return made
    }

    /// What the command last answered `run` (`t`) gave: the failure a finding is made
    /// of (nil: none), and the key of the state it led to.
    @inline(__always)
    mutating func learn(_ t: Explorer.Try, failure: FailureReason?, key after: StateKey) {
        defer { entry = .none }
        switch entry {
        case .none: break
        case .restart: _ = restarted.insert(restartWords.words)
        case .link(let link):
            let outcome = Outcome(failure: failure, leadsToSeen: after.leftPendingFrames(from: key))
            linkRow = linkOutcomes.set(cls: coarse!, uncovered: uncovered!, link: link, outcome)
        case .command(let cls, let command, let known):
            var repeats: Bool
            switch t {
            // A tap under a modal keeps the top: only one that changed nothing repeats into a seen state.
            case .tab where command.tap?.kind == .underModal: repeats = after == key
            default: repeats = true
            }
            // A navigation left waiting on the new top resumes where that screen uncovers,
            // which the key keeps and the class does not decide (for an open or a deep
            // link, the memo's entry names it): such a tap is not repeated.
            if case .tab = t { repeats = repeats && !after.waitsOnTop }
            if !known { outcomes.add(cls, command, Outcome(failure: failure, leadsToSeen: repeats)) }
        }
    }

    /// Whether a close with `context` (nil: none taken) leads from `key` to a
    /// state seen before (`EngineStepper.keyAfterClose`): then it need not run;
    /// to a new state, it runs for that state's snapshot.
    static func closesIntoSeen(
        _ context: EngineStepper.CloseContext?, from key: StateKey, _ seen: StateKeyIndex
    ) -> Bool {
        guard let context else { return false }
        return seen.index(of: EngineStepper.keyAfterClose(key, context: context)) != nil
    }
}
