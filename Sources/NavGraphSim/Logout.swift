import NavGraphCore

/// `logout`: every realm and pending navigation dropped, protected screens leave.
extension Simulator {
    func logout() {
        held = []
        trace("drop every realm")
        let here = current
        for i in scenes.indices {
            current = i
            if scenes[i].pending != nil { trace("drop the pending navigation of scene \(scenes[i].name)") }
            scenes[i].pending = nil
            noCache = true
            changingTop { removeProtected() }
            noCache = false
            if let r = rootNeedingLogin() {
                trace("scene \(scenes[i].name) goes back to its launch state")
                changingTop {
                    removeModals(above: -1)
                    for s in window.rootStack.reversed() { leave(s, result: .dismissed) }
                }
                window = Window()
                _ = prepareRoot()
                _ = navigate(r, g.defaults(r), origin: .launch)
            }
        }
        current = here
        var dead: [CacheKey] = []
        for (key, entry) in cache where entry.lifetime == .session { dead.append(key) }
        for key in dead { cache[key] = nil }
        if !dead.isEmpty { trace("\(dead.count) session cache \(dead.count == 1 ? "entry dies" : "entries die")") }
    }

    private func needsRealm(_ s: Screen) -> Bool { !g.auth[s.route].isEmpty }

    /// The root route when it needs a realm and its screen has just left.
    private func rootNeedingLogin() -> Int? {
        guard window.tabs == nil, window.rootStack.isEmpty, case .route(let r)? = g.root, !g.auth[r].isEmpty else { return nil }
        return r
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
                    trace("tab \(g.routeIDs[g.tabRoutes[c][t]]) is not created")
                    if t == window.selected {
                        let d = g.selectedTab[c]
                        window.selected = d
                        trace("select tab \(g.routeIDs[g.tabRoutes[c][d]])")
                        if window.tabStacks[d] == nil {
                            let s = obtain(g.tabRoutes[c][d], g.defaults(g.tabRoutes[c][d]))
                            traceShown("tab", s)
                            window.tabStacks[d] = [s.screen]
                        }
                    }
                }
            }
        } else if let i = window.rootStack.firstIndex(where: needsRealm) {
            remove(from: .root, at: i, result: .dismissed)
        }
    }
}
