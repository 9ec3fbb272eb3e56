import NavGraphModel

/// A screen saved at `restart`, to be recreated.
package struct RestoreItem: Sendable, Hashable {
    package var route: Int
    package var params: [ParamValue?]
    /// In the modal chain: this screen starts a new modal.
    package var newModal = false
    package var ownStack = false
}

package enum RestoreSlot: Sendable, Hashable {
    case root
    case tab(Int)
    case modals
}

/// The saved screens of one stack (or of the modal chain), bottom to top.
package struct RestoreJob: Sendable, Hashable {
    package var slot: RestoreSlot
    /// A slice: restoring takes items from its front, each in constant time.
    package var items: ArraySlice<RestoreItem>
    /// A tab's own screen when it was saved: it is recreated with these parameters.
    package var bottom: [ParamValue?]?
}

/// `restart`: save what may be restored, restart, rebuild every scene.
extension NavigationEngine {
    package func restart() {
        trace("restart")
        let saved = state.scenes.map { scene in
            var jobs = SavedJobs()
            save(scene, into: &jobs)
            return jobs.saved
        }
        cache = [:]
        let here = state.currentScene
        for i in state.sceneSlots.indices {
            select(scene: i)
            scene.pending = nil
            if state.sceneSlots.count > 1 { trace("scene \(scene.name)") }
            rebuild(saved[i])
            repairWindow()
        }
        select(scene: here)
    }

    /// What `restart` saved of a scene (`save`, through `SavedJobs`).
    struct Saved {
        var jobs: [RestoreJob]
        var tabs: Int?
        var selected: Int
    }

    var rootContainer: Int? {
        if case .container(let c)? = tables.root { return c }
        return nil
    }

    /// A `protect` bottom screen is created by its restoration, after the login.
    private func deferred(_ saved: Saved, _ slot: RestoreSlot, _ route: Int) -> Bool {
        tables.restore[route] == .protect && saved.jobs.contains { $0.slot == slot && $0.items.first?.route == route }
    }

    /// The window rebuilt from the graph's root, without interceptors, then the saved screens.
    private func rebuild(_ saved: Saved) {
        window = Window()
        switch tables.root {
        case .route(let r)?:
            if let missing = tables.loginChain[r].first(where: { !state.heldRealms.contains($0) }) {
                trace("the root needs \(tables.realmIDs[missing])")
                _ = navigate(r, tables.defaults(r), origin: .launch, intercepted: false)
                return
            }
            if tables.lacksDefaults[r] {
                trace("failed \(noDefault(r).rawValue)")
                return
            }
            if !deferred(saved, .root, r) {
                changingTop {
                    let s = obtain(r, tables.defaults(r))
                    traceShown("root", s)
                    window.rootStack = [s.screen]
                }
            }
        case .container(let c)?:
            guard !tables.tabRoutes[c].isEmpty else { return }
            window.tabs = c
            window.tabStacks = Array(repeating: nil, count: tables.tabRoutes[c].count)
            window.selected = saved.tabs == c ? saved.selected : tables.selectedTab[c]
            trace("root \(tables.containerIDs[c]) (tabs)")
            let t = window.selected
            let r = tables.tabRoutes[c][t]
            let params = (saved.tabs == c ? saved.jobs.first { $0.slot == .tab(t) }?.bottom : nil) ?? tables.defaults(r)
            // A selected tab that needs a realm not heldRealms goes through its login, as
            // a root route does; then nothing else of the scene is restored.
            if let missing = tables.loginChain[r].first(where: { !state.heldRealms.contains($0) }) {
                trace("tab \(tables.routeIDs[r]) needs \(tables.realmIDs[missing])")
                _ = navigate(r, params, origin: .launch, intercepted: false)
                return
            }
            // Only the selected tab now; the other created tabs come after its
            // stack, each when its restoration job starts (restoreNext).
            if tables.lacksValue(r, params) {
                trace("failed \(noDefault(r).rawValue)")
                return
            }
            if !deferred(saved, .tab(t), r) {
                changingTop { createTab(t, params: params) }
            }
        case nil:
            return
        }
        var nav = PendingNavigation(
            frames: [],
            restore: saved.jobs.filter { job in
                if case .tab(let t) = job.slot {
                    return saved.tabs == window.tabs && window.tabStacks.indices.contains(t)
                }
                return true
            })
        switch drive(&nav) {
        case .waiting: scene.pending = nav
        case .failed(let reason): trace("failed \(reason.rawValue)")
        case .completed: break
        }
    }

    /// Restores saved screens until one must prove its realms first.
    package func restoreNext(_ nav: inout PendingNavigation) -> DriveResult? {
        // `job` is not kept across the removal of an item (a copy would make each removal copy the rest).
        while !nav.restore.isEmpty {
            let slot = nav.restore[0].slot
            if case .tab(let t) = slot, window.tabs != nil, window.tabStacks.indices.contains(t),
                window.tabStacks[t] == nil, !isDeferredTab(nav.restore[0], t)
            {
                let route = tables.tabRoutes[window.tabs!][t]
                let params = nav.restore[0].bottom ?? tables.defaults(route)
                // A tab that cannot take its defaults stays not created, and nothing above it is restored.
                guard !tables.lacksValue(route, params) else {
                    nav.restore.removeFirst()
                    continue
                }
                changingTop { createTab(t, params: params) }
            }
            guard let item = nav.restore[0].items.first else {
                nav.restore.removeFirst()
                continue
            }
            if tables.restore[item.route] == .protect {
                nav.frames.append(NavFrame(route: item.route, params: item.params, origin: .restore, phase: .prove(0)))
                return nil
            }
            nav.restore[0].items.removeFirst()
            _ = place(item, slot: slot)
        }
        return .completed
    }

    /// A `protect` screen's login granted: the realm is proved for the rest of this restart,
    /// in this restoration and in every other scene's (man/navscript.5, `restart`).
    func proved(_ realm: Int, _ nav: inout PendingNavigation) {
        nav.proved.insert(realm)
        for i in state.sceneSlots.indices
        where i != state.currentScene && state.sceneSlots[i].pending?.frames.first?.origin == .restore {
            state.sceneSlots[i].pending!.proved.insert(realm)
        }
    }

    /// A `protect` tab route is created by its own restoration, after the login.
    private func isDeferredTab(_ job: RestoreJob, _ t: Int) -> Bool {
        guard let c = window.tabs, let first = job.items.first else { return false }
        return first.route == tables.tabRoutes[c][t] && tables.restore[first.route] == .protect
    }

    /// A tab's screen: its route, with its saved parameters or the defaults.
    private func createTab(_ t: Int, params: [ParamValue?]) {
        guard let c = window.tabs else { return }
        let s = obtain(tables.tabRoutes[c][t], params)
        traceShown("tab", s)
        window.tabStacks[t] = [s.screen]
    }

    package func place(_ item: RestoreItem, slot: RestoreSlot) -> Int {
        // The window may have changed under a waiting restoration (a new root): the tab is gone.
        if case .tab(let t) = slot, !window.tabStacks.indices.contains(t) { return 0 }
        // A tab stack holds one tab screen, at its bottom: one created while its `protect`
        // restoration waited (the user selected the tab) stays, with its parameters.
        if case .tab(let t) = slot, let c = window.tabs, item.route == tables.tabRoutes[c][t],
            let bottom = window.tabStacks[t]?.first
        {
            trace("keep \(describe(bottom))")
            return bottom.number
        }
        var number = 0
        changingTop {
            let s = obtain(item.route, item.params)
            traceShown("restore", s)
            number = s.screen.number
            switch slot {
            case .root: window.rootStack.append(s.screen)
            case .tab(let t): window.tabStacks[t, default: []].append(s.screen)
            case .modals:
                if item.newModal || window.modals.isEmpty {
                    window.modals.append(Modal(screens: [s.screen], ownStack: item.ownStack))
                } else {
                    window.modals[window.modals.count - 1].screens.append(s.screen)
                }
            }
        }
        return number
    }
}

extension Array where Element == [Screen]? {
    package subscript(index: Int, default value: [Screen]) -> [Screen] {
        get { self[index] ?? value }
        // In place: an append through a get and a set copied the whole stack each time.
        _modify {
            if self[index] == nil { self[index] = value }
            yield &self[index]!
        }
    }
}
