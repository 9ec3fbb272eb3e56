import NavGraphModel

/// `logout`: every realm and pending navigation dropped, protected screens leave.
extension NavigationEngine {
    package func logout() {
        heldRealms = []
        trace("drop every realm")
        let here = current
        for i in scenes.indices {
            select(scene: i)
            if scene.pending != nil { trace("drop the pending navigation of scene \(scene.name)") }
            scene.pending = nil
            noCache = true
            changingTop { removeProtected() }
            noCache = false
            if needsLaunchState() {
                trace("scene \(scene.name) goes back to its launch state")
                changingTop {
                    removeModals(above: -1)
                    for s in window.rootStack.reversed() { leave(s, result: .dismissed) }
                    for stack in window.tabStacks.reversed() {
                        for s in (stack ?? []).reversed() { leave(s, result: .dismissed) }
                    }
                }
                window = Window()
                if let r = prepareRoot() { _ = navigate(r, tables.defaults(r), origin: .launch) }
            }
        }
        select(scene: here)
        var dead: [CacheKey] = []
        for (key, entry) in cache where entry.lifetime == .session { dead.append(key) }
        for key in dead { cache[key] = nil }
        if !dead.isEmpty { trace("\(dead.count) session cache \(dead.count == 1 ? "entry dies" : "entries die")") }
    }

    private func needsRealm(_ s: Screen) -> Bool { !tables.auth[s.route].isEmpty }

    /// Whether `logout` leaves what a state key reads of this window as it is: no screen
    /// of the stack under the modals (the root's, or the selected tab's) or of a modal needs
    /// a realm (`removeProtected` closes none there; another tab's it may close, which no
    /// key reads), the selected tab exists (none is selected instead) and an empty root
    /// needs no realm (`needsLaunchState`). Then the key only loses the realms and the
    /// pending navigation (`EngineStepper.keyAfterLogout`).
    package func logoutKeepsKey(of w: borrowing Window) -> Bool {
        guard !w.modals.contains(where: { $0.screens.contains(where: needsRealm) }) else { return false }
        if w.tabs != nil {
            guard let selected = w.tabStacks[w.selected] else { return false }
            return !selected.contains(where: needsRealm)
        }
        guard !w.rootStack.contains(where: needsRealm) else { return false }
        guard w.rootStack.isEmpty, case .route(let r)? = tables.root else { return true }
        return tables.auth[r].isEmpty
    }

    /// What a state key reads of the window `logout` leaves where it closes screens the key
    /// reads, worked out as `removeProtected` closes them (without their traces or the cache):
    /// the top route (-1: none), whether a modal is up, whether the top's stack takes a push,
    /// whether the topmost modal may be swiped down, and whether the stack below the modals
    /// is empty. Nil where the scene goes back to its launch state (a navigation runs then).
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
            var selected = w.selected
            // A tab's stack below its first screen that needs a realm (nil: not created, or
            // that screen is its first).
            func kept(_ t: Int) -> (top: Int?, count: Int)? {
                guard let stack = w.tabStacks[t] else { return nil }
                guard let i = stack.firstIndex(where: needsRealm) else { return (stack.last?.route, stack.count) }
                return i == 0 ? nil : (stack[i - 1].route, i)
            }
            if let stack = w.tabStacks[selected], stack.contains(where: needsRealm) { modals = 0 }
            var tab = kept(selected)
            if tab == nil {
                selected = tables.selectedTab[c]
                tab = kept(selected)
                let route = tables.tabRoutes[c][selected]
                if tab == nil {
                    // Created from the graph, or left to the launch state.
                    guard tables.auth[route].isEmpty, !tables.lacksDefaults[route] else { return nil }
                    tab = (route, 1)
                }
            }
            base = tab!
        } else {
            let n = w.rootStack.firstIndex(where: needsRealm) ?? w.rootStack.count
            if n < w.rootStack.count { modals = 0 }
            if n == 0, case .route(let r)? = tables.root, !tables.auth[r].isEmpty { return nil }
            base = (n > 0 ? w.rootStack[n - 1].route : nil, n)
        }
        guard modals > 0 else {
            return (base.top ?? -1, false, true, false, false)
        }
        let m = w.modals[modals - 1]
        let top = topModalScreens > 0 ? m.screens[topModalScreens - 1].route : -1
        return (top, true, m.ownStack, tables.dismissible[m.screens[0].route], base.count == 0)
    }

    /// The root needs a realm and its screen has just left: a root route, or the
    /// selected tab of a tabs root (the container's `selected` one by now).
    private func needsLaunchState() -> Bool {
        if let c = window.tabs {
            return window.tabStacks[window.selected] == nil
                && !tables.auth[tables.tabRoutes[c][window.selected]].isEmpty
        }
        guard window.rootStack.isEmpty, case .route(let r)? = tables.root else { return false }
        return !tables.auth[r].isEmpty
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
            // A window never shows an empty tab: a selected tab not created (it needed
            // a realm, or its launch stopped at an interceptor's screen or a login whose
            // navigation logout dropped) gives way to the container's `selected` tab.
            if window.tabStacks[window.selected] == nil {
                let d = tables.selectedTab[c]
                if d != window.selected { trace("select tab \(tables.routeIDs[tables.tabRoutes[c][d]])") }
                window.selected = d
                let route = tables.tabRoutes[c][d]
                // One that needs a realm itself is left to the launch state (needsLaunchState).
                if window.tabStacks[d] == nil, tables.auth[route].isEmpty, !tables.lacksDefaults[route] {
                    let s = obtain(route, tables.defaults(route))
                    traceShown("tab", s)
                    window.tabStacks[d] = [s.screen]
                }
            }
        } else if let i = window.rootStack.firstIndex(where: needsRealm) {
            remove(from: .root, at: i, result: .dismissed)
        }
    }
}
