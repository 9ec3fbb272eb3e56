import NavGraphModel

/// `logout`: every realm and pending navigation dropped, protected screens leave, then
/// every scene's window is repaired (`repairWindow`).
extension NavigationEngine {
    package func logout() {
        state.heldRealms = []
        state.unproven.removeAll()
        trace("drop every realm")
        let here = state.currentScene
        for i in state.sceneSlots.indices {
            select(scene: i)
            if scene.pending != nil { trace("drop the pending navigation of scene \(scene.name)") }
            scene.pending = nil
            noCache = true
            changingTop { removeProtected() }
            noCache = false
        }
        select(scene: here)
        var dead: [CacheKey] = []
        for (key, entry) in cache where entry.lifetime == .session { dead.append(key) }
        for key in dead { cache[key] = nil }
        if !dead.isEmpty { trace("\(dead.count) session cache \(dead.count == 1 ? "entry dies" : "entries die")") }
        for i in state.sceneSlots.indices {
            select(scene: i)
            repairWindow()
        }
        select(scene: here)
    }

    private func needsRealm(_ s: Screen) -> Bool { !tables.auth[s.route].isEmpty }

    /// Whether `logout` leaves what a state key reads of this window as it is: no screen
    /// of the stack under the modals (the root's, or the selected tab's) or of a modal needs
    /// a realm (`removeProtected` closes none there; another tab's it may close, which no
    /// key reads), and that stack holds a screen (no repair follows). Then the key only loses
    /// the realms and the pending navigation (`EngineStepper.keyAfterLogout`).
    package func logoutKeepsKey(of w: borrowing Window) -> Bool {
        guard !w.modals.contains(where: { $0.screens.contains(where: needsRealm) }) else { return false }
        guard w.count(w.baseRef) > 0 else { return false }
        return !w.stack(w.baseRef).contains(where: needsRealm)
    }

    /// What a state key reads of the window `logout` leaves where it closes screens the key
    /// reads, worked out as `removeProtected` closes them (without their traces or the cache):
    /// the top route (-1: none), whether a modal is up, whether the top's stack takes a push,
    /// whether the topmost modal may be swiped down, and whether the stack below the modals
    /// is empty, once the window is repaired (`repairWindow`). Nil where the scene goes back
    /// to its launch state (a navigation runs then).
    package func keyedWindowAfterLogout(_ w: borrowing Window) -> (
        top: Int, modal: Bool, topHasStack: Bool, dismissible: Bool, emptyBelowModals: Bool
    )? {
        // The modals kept, and the screens kept of the topmost of them.
        var modals = w.modals.count
        var topModalScreens = modals > 0 ? w.modals[modals - 1].screens.count : 0
        for m in w.modals.indices {
            if let i = w.modals[m].screens.firstIndex(where: needsRealm) {
                (modals, topModalScreens) = i == 0 ? (m, m > 0 ? w.modals[m - 1].screens.count : 0) : (m + 1, i)
                break
            }
        }
        // The top of the stack below the modals (nil: empty), and its count.
        var base: (top: Int?, count: Int)
        if let c = w.tabs {
            let selected = w.selected
            // A tab's stack below its first screen that needs a realm (nil: not created, or
            // that screen is its first).
            func kept(_ t: Int) -> (top: Int?, count: Int)? {
                guard let stack = w.tabStacks[t], !stack.isEmpty else { return nil }
                guard let i = stack.firstIndex(where: needsRealm) else { return (stack.last?.route, stack.count) }
                return i == 0 ? nil : (stack[i - 1].route, i)
            }
            if let stack = w.tabStacks[selected], stack.contains(where: needsRealm) { modals = 0 }
            // The repair: the container's `selected` tab, or the first that needs no realm,
            // kept or created from the graph; none, the launch state.
            func repaired(_ t: Int) -> (top: Int?, count: Int)? {
                let route = tables.tabRoutes[c][t]
                guard tables.loginChain.count(ofRow: route) == 0 else { return nil }
                return kept(t) ?? (tables.lacksDefaults[route] ? nil : (route, 1))
            }
            var tab = kept(selected) ?? repaired(tables.selectedTab[c])
            for t in tables.tabRoutes[c].indices where tab == nil { tab = repaired(t) }
            guard let tab else { return nil }
            base = tab
        } else {
            let n = w.rootStack.firstIndex(where: needsRealm) ?? w.rootStack.count
            if n < w.rootStack.count { modals = 0 }
            base = (n > 0 ? w.rootStack[n - 1].route : nil, n)
            // The repair of an empty root stack: the graph's root route, when it needs no realm.
            if n == 0, let root = tables.root {
                guard case .route(let r) = root, tables.loginChain.count(ofRow: r) == 0 else { return nil }
                if !tables.lacksDefaults[r] { base = (r, 1) }
            }
        }
        guard modals > 0 else {
            return (base.top ?? -1, false, true, false, false)
        }
        let m = w.modals[modals - 1]
        let top = topModalScreens > 0 ? m.screens[topModalScreens - 1].route : -1
        return (top, true, m.ownStack, tables.dismissible[m.screens[0].route], base.count == 0)
    }

    private func removeProtected() {
        // The modal chain, lowest protected screen first: it and everything above go.
        for m in window.modals.indices {
            if let i = window.modals[m].screens.firstIndex(where: needsRealm) {
                remove(from: .modal(m), at: i, result: .dismissed)
                break
            }
        }
        if let c = window.tabs {
            for t in window.tabStacks.indices {
                guard let stack = window.tabStacks[t], let i = stack.firstIndex(where: needsRealm) else { continue }
                if t == window.selected {
                    remove(from: .tab(t), at: i, result: .dismissed)
                } else {
                    for s in stack[i...].reversed() { leave(s, result: .dismissed) }
                    window.tabStacks[t] = Array(stack[..<i])
                }
                if i == 0 {
                    window.tabStacks[t] = nil
                    window.replacedBottom.remove(.tab(t))
                    trace("tab \(tables.routeIDs[tables.tabRoutes[c][t]]) is not created")
                }
            }
            // A selected tab not created (it needed a realm) gives way to the container's
            // `selected` tab; the repair creates it, or another, after the caches.
            if window.tabStacks[window.selected] == nil {
                let d = tables.selectedTab[c]
                if d != window.selected { trace("select tab \(tables.routeIDs[tables.tabRoutes[c][d]])") }
                window.selected = d
            }
        } else if let i = window.rootStack.firstIndex(where: needsRealm) {
            remove(from: .root, at: i, result: .dismissed)
        }
    }
}
