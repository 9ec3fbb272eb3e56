import NavGraphModel
import NavGraphSupport

/// The whole state of a simulation between two commands, as a value: an
/// explorer copies it, runs one command on the copy and keeps both. Arrays
/// and sets are copied on write, so a snapshot costs little until it changes.
/// (Equatable for the tests that compare a state made without a run with the run's.)
public struct EngineSnapshot: Sendable, Equatable {
    /// The navigation's state, as the engine keeps it (`NavigationEngine.state`).
    public package(set) var state: NavigationState
    /// The routes' caches (`NavigationEngine.cache`).
    package var cache: [CacheKey: CacheEntry]
    /// The outcome of the command that led here (nil: ok).
    public internal(set) var outcome: FailureReason?
}

extension EngineSnapshot {
    /// A state of nothing, holding no storage: what an explorer leaves in a
    /// state's place while it reads that state's own snapshot, moved out
    /// (a copy would retain every field's storage, once a state).
    package static var vacant: EngineSnapshot { EngineSnapshot(state: .beforeLaunch, cache: [:], outcome: nil) }
}

extension EngineSnapshot {
    /// The screens this state holds: every stack of every scene's window,
    /// modals included, and the cached screens. What an exploration's memory
    /// grows with (its screen budget counts it), since states share little.
    public var screenCount: Int {
        var n = cache.count
        for (i, s) in state.sceneSlots.enumerated() where i != state.currentScene { n += s.window.screenCount }
        return n + state.scene.window.screenCount
    }

    /// The screens of the current stack (the topmost modal's, else the base):
    /// the routes an `expect stack` assertion names.
    public var currentStackCount: Int {
        let w = state.scene.window
        if let m = w.modals.last { return m.screens.count }
        return w.tabs != nil ? w.count(.tab(w.selected)) : w.rootStack.count
    }
}

extension Window {
    package var screenCount: Int {
        var n = rootStack.count
        for stack in tabStacks { n += stack?.count ?? 0 }
        for m in modals { n += m.screens.count }
        return n
    }
}

/// An abstract state: what decides which commands a state allows and what
/// they do, without instance numbers, stack depths or the clock, so that an
/// app's states are finitely many. Two snapshots with one key are one state
/// of the exploration. A key is plain words (its lists are numbers in the
/// stepper's `keyLists`), so copying and comparing one touches no array:
/// keys of one stepper compare, keys of two do not.
public struct StateKey: Sendable, Hashable {
    /// Whether a tabs container is on screen (0) or not (-1). Which tab is
    /// selected is left out, like the other tabs' stacks: an `open` pushes onto
    /// whichever it is, and keeping it would multiply the states by the tabs.
    package var tab: Int
    /// The top screen's route (-1: nothing on screen).
    package var top: Int
    /// Whether a push from the top lands in a stack (not a modal without one).
    package var topHasStack: Bool
    /// Whether a modal is up and whether the topmost can be swiped down (what
    /// `dismiss` needs of it). Which route it is, how many modals are below it
    /// and how deep the top's stack is do not decide what an `open` does, and
    /// keeping them would multiply the states: `back`, `finish` and `dismiss`
    /// are tried from the first state of a key, with what is below it there.
    package var dismissible: Bool
    package var modal: Bool
    /// Whether modals are up over nothing (the root stack or the selected tab
    /// empty: a launch or restart stopped at a login, a `replace` login): a
    /// deep link that dismisses the modals then has no stack to push onto,
    /// where over a screen it has one.
    package var emptyBelowModals: Bool
    /// Realms held and `once` interceptors fired, as bits (the first 64 of
    /// each; any beyond as the number of their sorted list, 0 for none).
    package var held: UInt64
    package var once: UInt64
    package var heldBeyond: Int32
    package var onceBeyond: Int32
    /// The realms held but unproven (`NavigationState.unproven`, the first 64), which a
    /// repair of an empty window counts as not held.
    package var unproven: UInt64 = 0
    package var pending: PendingKey
}

/// What a state key keeps of the pending navigation.
public enum PendingKey: Sendable, Hashable {
    case none
    /// It waits on a screen below others the user opened since: only that it is
    /// pending counts (the routes it goes to would multiply every state above it).
    case belowTop
    /// It waits on the top screen: its step count, what closing the top uncovers
    /// (it resumes there), and each frame's route, phase and wait, as numbers:
    /// the number of that list.
    case waitingOnTop(Int32)
}

extension StateKey {
    /// Every field mixed into one word (equal keys, equal words), for the
    /// open-addressed tables of an exploration, which confirm with `==`.
    public var hash64: UInt64 {
        let flags =
            (topHasStack ? 1 : 0) | (dismissible ? 2 : 0) | (modal ? 4 : 0) | (tab == 0 ? 8 : 0)
            | (emptyBelowModals ? 16 : 0)
        var h = UInt64(bitPattern: Int64(top &* 32 &+ flags)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ held) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ once) &* 0x94D0_49BB_1331_11EB
        if unproven != 0 { h = (h ^ unproven) &* 0xBF58_476D_1CE4_E5B9 }
        let lists = UInt64(UInt32(bitPattern: heldBeyond)) << 32 | UInt64(UInt32(bitPattern: onceBeyond))
        h = (h ^ lists) &* 0xBF58_476D_1CE4_E5B9
        switch pending {
        case .none: break
        case .belowTop: h = (h ^ 0x9) &* 0x94D0_49BB_1331_11EB
        case .waitingOnTop(let frames):
            h = (h ^ (UInt64(UInt32(bitPattern: frames)) | 1 << 40)) &* 0x94D0_49BB_1331_11EB
        }
        return h ^ (h >> 29)
    }

    /// Through `hash64`, the one hash of a key.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash64) }

    /// The class without the pending navigation's frames (only that one is
    /// pending): what a command that closes and uncovers nothing of it
    /// depends on, since the frames leave the key once another screen is on top.
    public var withoutPendingFrames: StateKey {
        var k = withoutTop
        if k.pending != .none { k.pending = .belowTop }
        return k
    }

    /// Whether a command from `source` that closed nothing of its pending
    /// navigation led here independently of that navigation's frames: they
    /// went below another screen, a new navigation replaced them, or nothing
    /// the key keeps changed.
    public func leftPendingFrames(from source: StateKey) -> Bool {
        pending == .belowTop || pending != source.pending || self == source
    }

    /// Whether a navigation is pending and waits on the top screen (its frames are in the key).
    public var waitsOnTop: Bool {
        if case .waitingOnTop = pending { return true }
        return false
    }

    /// The key without the top screen: what a deep link or an `open` of a
    /// `global` route depends on (neither checks an edge of the top), so its
    /// outcome and the key it leads to are the same from every state of one
    /// class. Whether anything is on screen stays: with nothing (a launch
    /// that failed before its tab was created), a push has no stack to land on.
    public var withoutTop: StateKey {
        var k = self
        k.top = top < 0 ? -2 : -1
        return k
    }
}

extension NavigationEngine {
    package func snapshot() -> EngineSnapshot { EngineSnapshot(state: state, cache: cache, outcome: outcome) }

    /// Every field of `s` into the engine. A field the engine already holds with
    /// the snapshot's own storage is left alone (`SameBits.assign`): an explorer
    /// restores one state before each command it tries from it, and a command changes
    /// few fields, so most assignments would be a retain and a release of storage that
    /// many states (and, when two threads explore, both of them) share.
    package func restore(_ s: EngineSnapshot) {
        SameBits.assign(&state.sceneSlots, s.state.sceneSlots)
        SameBits.assign(&state.scene.name, s.state.scene.name)
        SameBits.assign(&state.scene.window.rootStack, s.state.scene.window.rootStack)
        state.scene.window.tabs = s.state.scene.window.tabs
        SameBits.assign(&state.scene.window.tabStacks, s.state.scene.window.tabStacks)
        state.scene.window.selected = s.state.scene.window.selected
        SameBits.assign(&state.scene.window.modals, s.state.scene.window.modals)
        state.scene.window.rootReplaced = s.state.scene.window.rootReplaced
        SameBits.assign(&state.scene.window.replacedBottom, s.state.scene.window.replacedBottom)
        SameBits.assign(&state.scene.pending, s.state.scene.pending)
        state.currentScene = s.state.currentScene
        SameBits.assign(&state.heldRealms, s.state.heldRealms)
        SameBits.assign(&state.unproven, s.state.unproven)
        state.clock = s.state.clock
        SameBits.assign(&cache, s.cache)
        SameBits.assign(&state.onceFired, s.state.onceFired)
        state.nextInstance = s.state.nextInstance
        SameBits.assign(&state.lastResult, s.state.lastResult)
        outcome = s.outcome
        if !closedThisCommand.isEmpty { closedThisCommand.removeAll(keepingCapacity: true) }
        noCache = false
    }

    /// The state's key, its lists numbered in `lists` (the stepper's: keys compare
    /// only with keys numbered in the same lists).
    package func key(numbering lists: inout NumberedRuns) -> StateKey {
        // The scene is read in place (a copy of it, or of its window, would retain every
        // stack): a key is made for every command an explorer runs.
        let top = scene.window.topRouteAndNumber
        let modals = scene.window.modals.count
        let hasStack = modals == 0 || scene.window.modals[modals - 1].ownStack
        let dismissible = modals > 0 && tables.dismissible[scene.window.modals[modals - 1].screens[0].route]
        let emptyBelowModals = modals > 0 && scene.window.count(scene.window.baseRef) == 0
        var pending = PendingKey.none
        if case .some = scene.pending {
            let frames = scene.pending!.frames.count
            if frames > 0, scene.pending!.frames[frames - 1].waitingFor != top?.number {
                pending = .belowTop
            } else {
                pending = .waitingOnTop(Self.waitingOnTop(scene, uncovered: Self.uncovered(scene.window), in: &lists))
            }
        }
        return StateKey(
            tab: scene.window.tabs != nil ? 0 : -1, top: top?.route ?? -1, topHasStack: hasStack,
            dismissible: dismissible, modal: modals > 0, emptyBelowModals: emptyBelowModals, held: state.heldRealms.low,
            once: state.onceFired.low, heldBeyond: Self.number(state.heldRealms.beyond, in: &lists),
            onceBeyond: Self.number(state.onceFired.beyond, in: &lists), unproven: state.unproven.low, pending: pending)
    }

    /// The number of the list a key keeps of `scene`'s pending navigation while it waits
    /// on the top (`PendingKey.waitingOnTop`), where closing the top uncovers `uncovered`:
    /// its step count, restorations left and the realms they proved, `uncovered`, and each
    /// frame's route, phase and wait.
    package static func waitingOnTop(_ scene: borrowing Scene, uncovered: Int, in lists: inout NumberedRuns) -> Int32 {
        // Built in the table's buffer, moved out (a copy would make the clear reallocate).
        var numbers: [Int64] = []
        swap(&numbers, &lists.scratch)
        numbers.removeAll(keepingCapacity: true)
        numbers.append(Int64(scene.pending!.steps))
        numbers.append(Int64(scene.pending!.restore.count))
        numbers.append(Int64(bitPattern: scene.pending!.proved.low))
        // Closing the screen it waits on resumes it where that screen uncovers: whether
        // a push lands there decides the resumed navigation (the key keeps only the top).
        numbers.append(Int64(uncovered))
        for f in scene.pending!.frames.indices {
            numbers.append(Int64(scene.pending!.frames[f].route))
            let (phase, step) = code(scene.pending!.frames[f].phase)
            numbers.append(Int64(phase))
            numbers.append(Int64(step))
            switch scene.pending!.frames[f].waitKind {
            case .none: numbers.append(-1)
            case .interceptor: numbers.append(-2)
            case .login(let realm): numbers.append(Int64(realm))
            }
        }
        let number = Int32(lists.insert(numbers).index)
        lists.scratch = numbers
        return number
    }

    /// A list's number in `lists`; the empty list (almost always: realms and interceptors past 64) is 0.
    @inline(__always)
    private static func number(_ list: [Int], in lists: inout NumberedRuns) -> Int32 {
        list.isEmpty ? 0 : Int32(lists.insert(list.map(Int64.init)).index)
    }

    /// What closing the top screen uncovers, for a push: 1, a stack; 0, a modal without
    /// one; 2, nothing (an empty root or tab stack below a modal).
    package static func uncovered(_ w: borrowing Window) -> Int {
        let m = w.modals.count
        guard m > 0 else { return 1 }
        if w.modals[m - 1].screens.count > 1 { return w.modals[m - 1].ownStack ? 1 : 0 }
        if m > 1 { return w.modals[m - 2].ownStack ? 1 : 0 }
        if w.tabs != nil {
            return (w.tabStacks[w.selected]?.isEmpty ?? true) ? 2 : 1
        }
        return w.rootStack.isEmpty ? 2 : 1
    }

    /// `uncovered` of the window once its top is closed: the topmost modal whole
    /// (`closingModal`), else the top of its stack (which holds another screen).
    package static func uncovered(_ w: borrowing Window, closingModal: Bool) -> Int {
        let m = w.modals.count - (closingModal ? 1 : 0)
        guard m > 0 else { return 1 }
        if w.modals[m - 1].screens.count - (closingModal ? 0 : 1) > 1 { return w.modals[m - 1].ownStack ? 1 : 0 }
        if m > 1 { return w.modals[m - 2].ownStack ? 1 : 0 }
        if w.tabs != nil { return (w.tabStacks[w.selected]?.isEmpty ?? true) ? 2 : 1 }
        return w.rootStack.isEmpty ? 2 : 1
    }

    /// A phase as two numbers for a key: which phase, and its interceptor index.
    private static func code(_ phase: NavPhase) -> (Int, Int) {
        switch phase {
        case .beforeOpen(let i): return (0, i)
        case .logins: return (1, 0)
        case .prove(let i): return (2, i)
        case .beforeAuth(let i): return (3, i)
        case .transition: return (4, 0)
        case .after(let i): return (5, i)
        case .done: return (6, 0)
        }
    }
}
