import NavGraphModel

/// The keys some commands lead to, worked out without running them: an
/// explorer skips such a command when its key is a state seen before
/// (`KnownKeyTests` runs each from every state of many graphs and compares).
extension EngineStepper {
    /// The key `login realm` leads to from a state (`key`) when no navigation waits on that
    /// realm's login: it grants the realm and changes nothing else (`NavigationEngine.login`:
    /// nothing closes, so nothing resumes), or, when a realm it requires is not held, fails
    /// with unauthorized and changes nothing. Nil when a navigation waits on it (it resumes).
    package func keyAfterLogin(_ state: EngineSnapshot, key: StateKey, realm: Int) -> StateKey? {
        if case .some = state.scene.pending, let top = state.scene.pending!.frames.last, top.waitKind == .login(realm) {
            return nil
        }
        if tables.realmRequires[realm].contains(where: { !state.heldRealms.contains($0) }) { return key }
        var k = key
        if realm < 64 {
            k.held |= 1 << UInt64(realm)
        } else if !keyLists[Int(k.heldBeyond)].contains(Int64(realm)) {
            k.heldBeyond = Int32(keyLists.insert((keyLists[Int(k.heldBeyond)] + [Int64(realm)]).sorted()).index)
        }
        return k
    }

    /// The key `logout` leads to from a state (`key`) when it closes and shows no
    /// screen the key reads (`NavigationEngine.logoutKeepsKey`: it may close another
    /// tab's): it drops the realms held and the pending navigation, and nothing else
    /// the key keeps changes. Nil when it may close or show such a screen.
    package func keyAfterLogout(_ state: EngineSnapshot, key: StateKey) -> StateKey? {
        guard engine.logoutKeepsKey(of: state.scene.window) else { return nil }
        var k = key
        (k.held, k.heldBeyond, k.pending) = (0, 0, .none)
        return k
    }

    /// Whether `dismiss` from a state is refused and changes nothing: its topmost modal
    /// may not be swiped down, so `NavigationEngine.dismiss` fails with `notDismissible`
    /// before it touches anything (the state's key is the key it leads to).
    package func dismissIsRefused(_ state: EngineSnapshot) -> Bool {
        let modals = state.scene.window.modals.count
        return modals > 0 && !tables.dismissible[state.scene.window.modals[modals - 1].screens[0].route]
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
