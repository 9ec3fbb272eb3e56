import NavGraphModel

/// No empty window (man/navscript.5): a scene with nothing pending whose window shows no
/// screen of its own (its modals aside) gets the tab or root a signed-out or unproven user
/// may see, created from the graph without interceptors or logins, or goes back to its
/// launch state. A repair is no command: it leaves `outcome` alone.
extension NavigationEngine {
    /// Whether the current scene's window has no screen of its own and nothing pending:
    /// the selected tab not created or empty, or the root stack empty.
    package var windowNeedsRepair: Bool {
        scene.pending == nil && window.count(window.baseRef) == 0 && tables.root != nil
    }

    /// Every realm the route needs is held and was not cancelled or dropped since it was granted.
    private func realmsProved(_ r: Int) -> Bool {
        tables.loginChain.first(inRow: r, where: { !state.heldRealms.contains($0) || state.unproven.contains($0) })
            == nil
    }

    /// Repairs the current scene's window when it needs it (`windowNeedsRepair`).
    package func repairWindow() {
        guard windowNeedsRepair, let root = tables.root else { return }
        if window.tabs == nil, case .container(let c) = root {
            // A `root` presentation left a stack root where the graph has tabs: its root is the container.
            guard !tables.tabRoutes[c].isEmpty else { return }
            trace("the window is empty")
            backToLaunchState(navigating: false)
            window.tabs = c
            window.tabStacks = Array(repeating: nil, count: tables.tabRoutes[c].count)
            window.selected = tables.selectedTab[c]
        } else {
            trace("the window is empty")
        }
        if let c = window.tabs {
            repairTabs(c)
            return
        }
        // A root that takes no defaults stays empty, as after a launch that failed.
        guard case .route(let r) = root, !tables.lacksDefaults[r] else { return }
        guard realmsProved(r) else { return backToLaunchState(navigating: true) }
        changingTop {
            let s = obtain(r, tables.defaults(r))
            traceShown("root", s)
            window.rootStack = [s.screen]
        }
        window.rootReplaced = false
        window.replacedBottom.remove(.root)
    }

    /// The container's `selected` tab, or the first tab in order whose realms are all proved;
    /// a tab with no screen that takes no defaults cannot be created and does not qualify.
    private func repairTabs(_ c: Int) {
        let routes = tables.tabRoutes[c]
        func qualifies(_ t: Int) -> Bool {
            realmsProved(routes[t]) && (window.count(.tab(t)) > 0 || !tables.lacksDefaults[routes[t]])
        }
        let preferred = tables.selectedTab[c]
        guard let t = qualifies(preferred) ? preferred : routes.indices.first(where: qualifies) else {
            // No tab qualifies: back to the launch state, unless the tab a launch goes to takes no defaults.
            if !tables.lacksDefaults[routes[preferred]] { backToLaunchState(navigating: true) }
            return
        }
        changingTop {
            if t != window.selected { trace("select tab \(tables.routeIDs[routes[t]])") }
            window.selected = t
            guard window.count(.tab(t)) == 0 else { return }
            let s = obtain(routes[t], tables.defaults(routes[t]))
            traceShown("tab", s)
            window.tabStacks[t] = [s.screen]
            window.replacedBottom.remove(.tab(t))
        }
    }

    /// The window as at launch: what is left of it leaves (`dismissed`, entering no cache),
    /// then, when `navigating`, a navigation to the root (a tabs root: to its selected tab),
    /// which waits for the login of a realm not held or unproven.
    private func backToLaunchState(navigating: Bool) {
        if navigating { trace("scene \(scene.name) goes back to its launch state") }
        let caching = noCache
        noCache = true
        changingTop {
            removeModals(above: -1)
            for s in window.rootStack.reversed() { leave(s, result: .dismissed) }
            for stack in window.tabStacks.reversed() {
                for s in (stack ?? []).reversed() { leave(s, result: .dismissed) }
            }
        }
        noCache = caching
        window = Window()
        guard navigating, let r = prepareRoot() else { return }
        _ = navigate(r, tables.defaults(r), origin: .launch, asksUnproven: true)
    }

    /// A navigation that waited for a login is cancelled or dropped: a realm it was proving
    /// (held, at a restart's `protect` screen, or by a repair) is unproven until granted again.
    func loginAbandoned(_ nav: PendingNavigation) {
        guard let last = nav.frames.last, case .login(let realm) = last.waitKind, state.heldRealms.contains(realm)
        else {
            return
        }
        state.unproven.insert(realm)
    }
}
