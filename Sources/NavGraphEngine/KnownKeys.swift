import NavGraphModel

/// The keys some commands lead to, worked out without running them: an
/// explorer skips such a command when its key is a state seen before, and
/// for some makes the new state without a run (`KnownKeyTests` runs each
/// from every state of many graphs and compares keys and states).
extension EngineStepper {
    /// The key `login realm` leads to from a state (`key`) when no navigation waits on that
    /// realm's login: it grants the realm and changes nothing else (`NavigationEngine.login`:
    /// nothing closes, so nothing resumes), or, when a realm it requires is not held, fails
    /// with unauthorized and changes nothing. Nil when a navigation waits on it (it resumes).
    package func keyAfterLogin(_ snapshot: EngineSnapshot, key: StateKey, realm: Int) -> StateKey? {
        if case .some = snapshot.state.scene.pending, let top = snapshot.state.scene.pending!.frames.last,
            top.waitKind == .login(realm)
        {
            return nil
        }
        // An empty window is repaired after the command, with the realm held (`repairWindow`).
        if Self.repairsWindow(snapshot) { return nil }
        if tables.realmRequires[realm].contains(where: { !snapshot.state.heldRealms.contains($0) }) { return key }
        var k = key
        if realm < 64 {
            k.held |= 1 << UInt64(realm)
            k.unproven &= ~(1 << UInt64(realm))
        } else if !keyLists[Int(k.heldBeyond)].contains(Int64(realm)) {
            k.heldBeyond = Int32(keyLists.insert((keyLists[Int(k.heldBeyond)] + [Int64(realm)]).sorted()).index)
        }
        return k
    }

    /// The key `logout` leads to from a state (`key`): it drops the realms held and the
    /// pending navigation; where it closes and shows no screen the key reads
    /// (`NavigationEngine.logoutKeepsKey`: it may close another tab's) nothing else the
    /// key keeps changes, and where it does, the key reads the window it leaves
    /// (`NavigationEngine.keyedWindowAfterLogout`). Nil when the scene goes back to its
    /// launch state, or the state has another scene.
    package func keyAfterLogout(_ snapshot: EngineSnapshot, key: StateKey) -> StateKey? {
        var k = key
        (k.held, k.heldBeyond, k.unproven, k.pending) = (0, 0, 0, .none)
        if engine.logoutKeepsKey(of: snapshot.state.scene.window) { return k }
        // It closes screens the key reads: the key of the window it leaves. (Only the
        // current scene is read: with another, its launch state could fire a `once`.)
        guard snapshot.state.sceneSlots.count == 1, let w = engine.keyedWindowAfterLogout(snapshot.state.scene.window)
        else { return nil }
        (k.top, k.modal, k.topHasStack, k.dismissible, k.emptyBelowModals) =
            (w.top, w.modal, w.topHasStack, w.dismissible, w.emptyBelowModals)
        return k
    }

    /// The key `open route` leads to from a state (`key`) when the open only shows the
    /// route (`opensPlainly`: pushed or presented by its presentation, no interceptor, and
    /// no tab), needs no realm not held, and, for a push, the top's stack takes it
    /// (`NavigationEngine.transition`). Only the top and, for a modal, the modal flags
    /// change, and a pending navigation then waits below. Nil otherwise (it runs). The
    /// open must be one the top's edges allow (or of a `global` route), as every open an
    /// explorer tries is.
    package func keyAfterPlainOpen(_ snapshot: EngineSnapshot, key: StateKey, route r: Int) -> StateKey? {
        guard opensPlainly[r], !Self.repairsWindow(snapshot) else { return nil }
        // A navigation pending without a frame (a restoration between its stacks) keeps what
        // the window uncovers in the key, which an open changes.
        if key.waitsOnTop, snapshot.state.scene.pending?.frames.isEmpty ?? true { return nil }
        let w = snapshot.state.scene.window
        let push = tables.presentation[r] == .push
        if push {
            if let m = w.modals.last {
                guard m.ownStack else { return nil }
            } else if w.tabs != nil, w.tabStacks[w.selected] == nil {
                return nil
            }
        }
        if tables.loginChain.first(inRow: r, where: { !snapshot.state.heldRealms.contains($0) }) != nil { return nil }
        var k = key
        k.top = r
        if k.pending != .none { k.pending = .belowTop }
        if !push {
            if !k.modal { k.emptyBelowModals = w.count(w.baseRef) == 0 }
            (k.modal, k.topHasStack, k.dismissible) = (true, tables.ownStack[r], tables.dismissible[r])
        }
        return k
    }

    /// Whether a command that leaves the window's own screens alone leaves it to a repair
    /// (`NavigationEngine.windowNeedsRepair`): nothing is pending and nothing is on screen
    /// below the modals (a launch that failed, or stopped at a screen another command closed).
    static func repairsWindow(_ snapshot: borrowing EngineSnapshot) -> Bool {
        snapshot.state.scene.pending == nil
            && snapshot.state.scene.window.count(snapshot.state.scene.window.baseRef) == 0
    }

    /// Whether the state a plain open of the route leaves can be made without a run
    /// (`openPlainly`): the route keeps no cache (a cached screen may come back instead).
    package func opensWithoutCache(_ r: Int) -> Bool { tables.cacheLifetime[r] == nil }

    /// Makes `snapshot` the state a plain open leaves (one `keyAfterPlainOpen` gave the key
    /// of, whose route keeps no cache: `opensWithoutCache`) without a run: a new screen of
    /// the route with `params`, numbered next, pushed onto the top's stack or presented
    /// (`NavigationEngine.obtain`, `transition`).
    package func openPlainly(_ r: Int, params: [ParamValue?], in snapshot: inout EngineSnapshot) {
        let screen = Screen(route: r, number: snapshot.state.nextInstance, params: params)
        if tables.presentation[r] == .push {
            let ref = snapshot.state.scene.window.currentRef
            snapshot.state.scene.window.append(ref, screen)
        } else {
            snapshot.state.scene.window.modals.append(Modal(screens: [screen], ownStack: tables.ownStack[r]))
        }
        snapshot.state.nextInstance += 1
        snapshot.outcome = nil
    }

    /// Closes of a state's top screen.
    package struct Closes: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let back = Closes(rawValue: 1)
        package static let finish = Closes(rawValue: 2)
        package static let dismiss = Closes(rawValue: 4)
    }

    /// The closes of the screen a plain open (`openPlainly`) showed that leave the window
    /// as it was before the open: `back` and `finish` pop a pushed screen, `finish` and
    /// `dismiss` (where it may be swiped down) take a presented modal away. The screen is
    /// new and waited on by nothing, so nothing resumes: they lead to the state it was
    /// opened from.
    package func closesToParent(_ r: Int) -> Closes {
        if tables.presentation[r] == .push { return [.back, .finish] }
        return tables.dismissible[r] ? [.finish, .dismiss] : [.finish]
    }

    /// Makes `snapshot` the state `login realm` leaves where `keyAfterLogin` gave a key other
    /// than the state's own, without a run: the realm held, and nothing else changed.
    package func grant(_ realm: Int, in snapshot: inout EngineSnapshot) {
        snapshot.state.heldRealms.insert(realm)
        snapshot.state.unproven.remove(realm)
        snapshot.outcome = nil
    }

    /// Whether `dismiss` from a state is refused and changes nothing: its topmost modal
    /// may not be swiped down, so `NavigationEngine.dismiss` fails with `notDismissible`
    /// before it touches anything (the state's key is the key it leads to).
    package func dismissIsRefused(_ snapshot: EngineSnapshot) -> Bool {
        let modals = snapshot.state.scene.window.modals.count
        return modals > 0 && !tables.dismissible[snapshot.state.scene.window.modals[modals - 1].screens[0].route]
    }

    /// The key a `back`, `finish` or `dismiss` with close context `context`
    /// leads to from a state with key `key`: the screen it uncovers on top,
    /// with the stack and modal flags of where that screen is; nothing else
    /// the key keeps changes (the context is nil where a pending navigation
    /// would notice).
    public static func keyAfterClose(_ key: StateKey, context: CloseContext) -> StateKey {
        var k = key
        k.top = context.top
        if context.endsPending { k.pending = .none }
        if let number = context.pendingOnTop { k.pending = .waitingOnTop(number) }
        switch context.place {
        case .sameStack:
            return k
        case .base:
            (k.modal, k.emptyBelowModals, k.topHasStack, k.dismissible) = (false, false, true, false)
        case .modal(let ownStack, let dismissible):
            // What is below the modals stays.
            (k.modal, k.topHasStack, k.dismissible) = (true, ownStack, dismissible)
        }
        return k
    }
}
