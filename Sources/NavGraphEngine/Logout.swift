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
