import NavGraphModel

/// What decides the outcome of a tap or a close beyond a state's class: the
/// contexts an explorer runs such a command once for (see `Explorer`).
extension EngineStepper {
    /// What decides a state's commands beyond its class (its key without
    /// the top), for the commands an explorer runs once per class and context
    /// (nil: more decides it, so each runs). A command that would close or
    /// uncover the screen a pending navigation waits on (or, with that screen
    /// on top, any tap or close) gets nil: the key does not say which screen that is.
    /// Except a close of the screen a navigation waits on, on top, that ends it
    /// (`CloseContext.endsPending`): its login's, or an `after` interceptor's with none left.
    public struct Contexts: Sendable {
        /// One a tab on screen, in order (a buffer the caller keeps: no array a state).
        public var taps: [TapContext?] = []
        public var back: CloseContext?
        public var finish: CloseContext?
        public var dismiss: CloseContext?
        /// `cancel` of the login screen a navigation waits on, on top.
        public var cancel: CloseContext?
        public init() {}
    }

    /// What a tab tap does beyond its state's class.
    public struct TapContext: Sendable, Hashable {
        public enum Kind: Int, Sendable, Hashable {
            /// Another tab shows its saved top (`top`).
            case showsSavedTop = 0
            /// A tab not created yet is created.
            case createsTab = 1
            /// The selected tab pops to its bottom screen (`top`).
            case popsToBottom = 2
            /// Under a modal, which stays on top: only whether the tab is created
            /// and selected decides what changes below it.
            case underModal = 3
        }
        public var kind: Kind
        /// The tabs container.
        public var container: Int
        /// The route the tap leaves on top (`showsSavedTop`, `popsToBottom`; -1 otherwise).
        public var top = -1
        /// Under a modal: whether the tab's stack exists, and whether it is the selected tab.
        public var created = false
        public var selected = false

        /// The fields in one word, for an explorer's hashed table (equal contexts, equal words).
        @inlinable public var code: Int {
            let above = kind == .underModal ? (created ? 1 : 0) + (selected ? 2 : 0) : top &+ 1
            return above &* (1 << 24) &+ container &* 4 &+ kind.rawValue
        }
    }

    /// The screen a `back`, `finish` or `dismiss` leaves on top, with what the
    /// state key keeps of where it is (`keyAfterClose`).
    public struct CloseContext: Sendable, Hashable {
        public enum Place: Sendable, Hashable {
            /// In the stack the closed screen was in: only the top changes.
            case sameStack
            /// On the root stack or the selected tab, no modal left.
            case base
            /// In the modal below, with its stack and whether it can be swiped down.
            case modal(ownStack: Bool, dismissible: Bool)
        }
        /// The route left on top (-1: none, an empty base).
        public var top: Int
        public var place: Place
        /// It closes the screen a navigation waits on and so ends it, leaving nothing
        /// pending: a login's (cancelled, the navigation fails `unauthorized`; not a
        /// restoration's, which goes on with its other stacks), or the screen of the last
        /// `after` interceptor left to show (the navigation completes).
        public var endsPending = false
        /// It uncovers the screen a pending navigation waits on, which stays pending, now
        /// waiting on the top: the number of that key's list (`PendingKey.waitingOnTop`).
        public var pendingOnTop: Int32?
    }

    /// The contexts of a state's current scene, for its tabs on screen in order.
    func contexts(of scene: borrowing Scene, once: MemberBits, tabs: [Int], into out: inout Contexts) {
        contexts(
            of: scene.window, scene, waitingFor: scene.pendingWait?.screen ?? 0,
            closingWaited: waitedClose(scene, once: once), tabs: tabs, into: &out)
    }

    /// How closing the screen the pending navigation waits on ends it, leaving nothing
    /// pending (`NavigationEngine.settle`); nil when it does not surely end.
    private enum WaitedClose {
        /// The login of a navigation that is no restoration is cancelled (`cancelled`).
        case cancelsLogin
        /// An `after` interceptor's screen with no other to show (the rest are `once` and
        /// fired): the navigation completes (`drive`).
        case completes
    }

    private func waitedClose(_ scene: borrowing Scene, once: MemberBits) -> WaitedClose? {
        guard case .some = scene.pending, let last = scene.pending!.frames.last else { return nil }
        switch last.waitKind {
        case .none: return nil
        case .login: return scene.pending!.frames[0].origin != .restore ? .cancelsLogin : nil
        case .interceptor:
            guard scene.pending!.frames.count == 1, scene.pending!.restore.isEmpty, last.origin != .restore,
                case .after(let next) = last.phase
            else { return nil }
            let after = tables.after[last.route]
            return after.dropFirst(next).allSatisfy { tables.interceptorOnce[$0] && once.contains($0) }
                ? .completes : nil
        }
    }

    /// The window (the scene's) borrowed in place: a copy would retain every stack, for
    /// every state explored.
    private func contexts(
        of w: borrowing Window, _ scene: borrowing Scene, waitingFor: Int, closingWaited: WaitedClose?,
        tabs: [Int], into out: inout Contexts
    ) {
        out.taps.removeAll(keepingCapacity: true)
        (out.back, out.finish, out.dismiss, out.cancel) = (nil, nil, nil, nil)
        // The screen the pending navigation waits on when it is not the top (0: none); nil: it is the top.
        let top = w.topRouteAndNumber
        // Over an empty base, a tap or close may leave the window to a repair, which reads
        // what the key does not (the other tabs' stacks): each runs.
        guard w.count(w.baseRef) > 0 else {
            for _ in tabs { out.taps.append(nil) }
            return
        }
        var waited: Int? = 0
        if waitingFor != 0 { waited = waitingFor == top?.number ? nil : waitingFor }
        guard let waited else {
            for _ in tabs { out.taps.append(nil) }
            // The screen waited on is on top: closing it, whichever way, ends the navigation.
            if let closingWaited {
                closes(w, scene, waited: 0, into: &out)
                out.back?.endsPending = true
                out.finish?.endsPending = true
                out.dismiss?.endsPending = true
                // `cancel` of the login closes it where it is, as `finish` of the top does.
                if closingWaited == .cancelsLogin { out.cancel = out.finish }
            }
            return
        }
        for r in tabs { out.taps.append(tapContext(r, w, waited)) }
        guard top != nil else { return }
        closes(w, scene, waited: waited, into: &out)
    }

    /// The contexts of `back`, `finish` and `dismiss` from the top of the scene's window `w` (one is on screen).
    private func closes(_ w: borrowing Window, _ scene: borrowing Scene, waited: Int, into out: inout Contexts) {
        let ref = w.currentRef
        let modals = w.modals.count
        let hasStack = modals == 0 || w.modals[modals - 1].ownStack
        if w.count(ref) > 1 {
            out.finish = belowTop(w, scene, ref, waited)
            if hasStack { out.back = out.finish }
        } else if case .modal = ref {
            out.finish = belowModal(w, scene, waited)
        }
        if modals > 0, tables.dismissible[w.modals[modals - 1].screens[0].route] {
            out.dismiss = belowModal(w, scene, waited)
        }
    }

    /// The stack is read in place (a copy of it, or of a screen, is a retain, for every tab of every state).
    private func tapContext(_ r: Int, _ w: borrowing Window, _ waited: Int) -> TapContext? {
        guard let c = w.tabs, let t = tables.tabIndex(c, r) else { return nil }
        let count = w.tabStacks[t]?.count
        let selected = w.selected == t
        // The selected tab pops to its bottom screen: none of the screens above it may be the waited one.
        if selected, let count, count > 1, waited != 0,
            (1..<count).contains(where: { w.tabStacks[t]![$0].number == waited })
        {
            return nil
        }
        if !w.modals.isEmpty {
            return TapContext(kind: .underModal, container: c, created: count != nil, selected: selected)
        }
        guard let count else { return TapContext(kind: .createsTab, container: c) }
        guard count > 0 else { return nil }
        let shown = selected ? 0 : count - 1
        guard w.tabStacks[t]![shown].number != waited || waited == 0 else { return nil }
        return TapContext(
            kind: selected ? .popsToBottom : .showsSavedTop, container: c, top: w.tabStacks[t]![shown].route)
    }

    /// The screen below the top in its own stack: the key changes only in its
    /// top, and in the pending navigation when that is the screen it waits on.
    private func belowTop(_ w: borrowing Window, _ scene: borrowing Scene, _ ref: StackRef, _ waited: Int)
        -> CloseContext?
    {
        let below = w.routeAndNumber(ref, w.count(ref) - 2)
        var context = CloseContext(top: below.route, place: .sameStack)
        if waited != 0, below.number == waited { context.pendingOnTop = waitingOnTop(scene, closingModal: false) }
        return context
    }

    /// The number of the key's list for the pending navigation once the top is closed and
    /// the screen it waits on is on top (it stays pending: that screen did not close).
    private func waitingOnTop(_ scene: borrowing Scene, closingModal: Bool) -> Int32 {
        let uncovered = NavigationEngine.uncovered(scene.window, closingModal: closingModal)
        return NavigationEngine.waitingOnTop(scene, uncovered: uncovered, in: &keyLists)
    }

    /// What is on top once the topmost modal is closed: the modal below (its
    /// top, stack and whether it can be swiped down) or the base's top, with the
    /// pending navigation waiting on it when it is the screen it waits on (nil:
    /// the closed modal holds the screen a pending navigation waits on).
    private func belowModal(_ w: borrowing Window, _ scene: borrowing Scene, _ waited: Int) -> CloseContext? {
        let m = w.modals.count - 1
        // Read in place: a copy of a stack, a modal or a screen is a retain, for most states.
        let below: StackRef = m > 0 ? .modal(m - 1) : w.baseRef
        let count = w.count(below)
        let uncovered = count > 0 ? w.routeAndNumber(below, count - 1) : nil
        if waited != 0, w.modals[m].screens.contains(where: { $0.number == waited }) { return nil }
        var context: CloseContext
        if m > 0 {
            let dismissible = tables.dismissible[w.modals[m - 1].screens[0].route]
            context = CloseContext(
                top: uncovered?.route ?? -1, place: .modal(ownStack: w.modals[m - 1].ownStack, dismissible: dismissible)
            )
        } else {
            context = CloseContext(top: uncovered?.route ?? -1, place: .base)
        }
        if waited != 0, uncovered?.number == waited { context.pendingOnTop = waitingOnTop(scene, closingModal: true) }
        return context
    }
}
