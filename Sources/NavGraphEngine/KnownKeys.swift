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
        } else if !k.heldBeyond.contains(realm) {
            k.heldBeyond.append(realm)
            k.heldBeyond.sort()
        }
        return k
    }

    /// The key `logout` leads to from a state (`key`) when it closes and opens no
    /// screen: none on the window needs a realm, and the window keeps its root or
    /// its selected tab (`NavigationEngine.logout`). It then drops the realms held
    /// and the pending navigation, and nothing else the key keeps changes. Nil when
    /// it may close or show a screen.
    package func keyAfterLogout(_ state: EngineSnapshot, key: StateKey) -> StateKey? {
        guard !Self.anyScreen(of: state.scene.window, where: needsRealm) else { return nil }
        if state.scene.window.tabs != nil {
            guard state.scene.window.tabStacks[state.scene.window.selected] != nil else { return nil }
        } else if state.scene.window.rootStack.isEmpty, case .route(let r)? = tables.root, !tables.auth[r].isEmpty {
            return nil
        }
        var k = key
        (k.held, k.heldBeyond, k.pending) = (0, [], .none)
        return k
    }

    private func needsRealm(_ s: Screen) -> Bool { !tables.auth[s.route].isEmpty }

    /// Whether a screen of the window, in any stack, meets `test` (the window read in place).
    private static func anyScreen(of w: borrowing Window, where test: (Screen) -> Bool) -> Bool {
        w.rootStack.contains(where: test) || w.tabStacks.contains { $0?.contains(where: test) ?? false }
            || w.modals.contains { $0.screens.contains(where: test) }
    }

    /// The key a `back`, `finish` or `dismiss` with close context `context`
    /// leads to from a state with key `key`: the screen it uncovers on top,
    /// with the stack and modal flags of where that screen is; nothing else
    /// the key keeps changes (the context is nil where a pending navigation
    /// would notice).
    public static func keyAfterClose(_ key: StateKey, context: CloseContext) -> StateKey {
        var k = key
        k.top = context.top
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
