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
    package var items: [RestoreItem]
    /// A tab's own screen when it was saved: it is recreated with these parameters.
    package var bottom: [ParamValue?]?
}

/// `restart`: save what may be restored, restart, rebuild every scene.
extension NavigationEngine {
    package func restart() {
        trace("restart")
        let saved = allScenes.map(save)
        cache = [:]
        let here = current
        for i in scenes.indices {
            select(scene: i)
            scene.pending = nil
            if scenes.count > 1 { trace("scene \(scene.name)") }
            rebuild(saved[i])
        }
        select(scene: here)
    }

    private func restorable(_ s: Screen) -> Bool {
        guard let b = tables.restore[s.route] else { return false }
        return b != .reject
    }

    /// Screens from `start` up, stopping at the first that may not be restored.
    private func items(_ stack: [Screen], from start: Int) -> [RestoreItem] {
        var out: [RestoreItem] = []
        for s in stack.dropFirst(start) {
            guard restorable(s) else { break }
            out.append(RestoreItem(route: s.route, params: s.params))
        }
        return out
    }

    /// A root or tab stack: its bottom is rebuilt from the graph anyway (through
    /// the login again when it is `protect`). Saving stops at the first screen
    /// without `restore` or with `reject`, the bottom included: above a bottom
    /// without `restore` nothing is restored (man/navscript.5, `restart`).
    private func baseItems(_ stack: [Screen], rebuilt route: Int) -> [RestoreItem] {
        guard let bottom = stack.first, bottom.route == route else { return items(stack, from: 0) }
        switch tables.restore[route] {
        case nil, .reject?: return []
        case .protect?: return [RestoreItem(route: bottom.route, params: bottom.params)] + items(stack, from: 1)
        case .allow?: return items(stack, from: 1)
        }
    }

    package struct Saved: Hashable {
        var jobs: [RestoreJob]
        var tabs: Int?
        var selected: Int
    }

    /// What `restart` from a state depends on: what each scene saves, the realms held and
    /// the `once` interceptors fired (it clears the cache and the pending navigations,
    /// and instance numbers and the clock decide nothing a state key keeps). Two states
    /// with one input restart into one state.
    package struct RestartInput: Hashable {
        var current: Int
        var saved: [Saved]
        /// As a state key keeps them (`StateKey.held`): bits, and those beyond 64 sorted.
        var held: UInt64
        var heldBeyond: [Int]
        var once: UInt64
        var onceBeyond: [Int]

        /// A few fields mixed into one word (equal inputs, equal words; `==` tells
        /// the rest apart): a search takes the input of every state it explores,
        /// and the synthesized hash fed every parameter value to the hasher.
        package func hash(into hasher: inout Hasher) {
            var h = UInt64(bitPattern: Int64(current)) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ held) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ once) &* 0x94D0_49BB_1331_11EB
            for scene in saved {
                h = (h ^ UInt64(bitPattern: Int64(scene.selected &* 256 &+ scene.jobs.count))) &* 0xBF58_476D_1CE4_E5B9
                for job in scene.jobs {
                    let first = job.items.first?.route ?? -1
                    h = (h ^ UInt64(bitPattern: Int64(first &* 256 &+ job.items.count))) &* 0x94D0_49BB_1331_11EB
                }
            }
            hasher.combine(h)
        }
    }

    package func restartInput(_ state: EngineSnapshot) -> RestartInput {
        let saved = state.scenes.indices.map { $0 == state.current ? save(state.scene) : save(state.scenes[$0]) }
        let (held, heldBeyond) = Self.bits(state.heldRealms)
        let (once, onceBeyond) = Self.bits(state.onceFired)
        return RestartInput(
            current: state.current, saved: saved, held: held, heldBeyond: heldBeyond, once: once,
            onceBeyond: onceBeyond)
    }

    private func save(_ scene: Scene) -> Saved {
        let w = scene.window
        var jobs: [RestoreJob] = []
        if let c = w.tabs {
            // The selected tab first, then the others in order (no array made: a search saves every state).
            for k in -1..<w.tabStacks.count where k != w.selected {
                let t = k < 0 ? w.selected : k
                guard let stack = w.tabStacks[t], !(w.rootReplaced && c != rootContainer) else { continue }
                let route = tables.tabRoutes[c][t]
                // A stack whose bottom a `replace` took restores nothing.
                let replaced = w.replacedBottom.contains(.tab(t))
                let ownSaved = !replaced && stack[0].route == route && restorable(stack[0])
                // Another tab whose own screen was not saved is not recreated: it is
                // created the first time it is selected again, as after `launch`. A created
                // tab keeps its job even with nothing above its route: the job creates the
                // tab's screen in its turn (after the selected tab's stack).
                guard t == w.selected || ownSaved else { continue }
                let items = replaced ? [] : baseItems(stack, rebuilt: route)
                jobs.append(RestoreJob(slot: .tab(t), items: items, bottom: ownSaved ? stack[0].params : nil))
            }
        } else if !w.rootReplaced, !w.replacedBottom.contains(.root), case .route(let r)? = tables.root {
            // A job with nothing to restore is left out (a created tab's is kept: above).
            let items = baseItems(w.rootStack, rebuilt: r)
            if !items.isEmpty { jobs.append(RestoreJob(slot: .root, items: items)) }
        }
        var chain: [RestoreItem] = []
        outer: for m in w.modals {
            guard !m.bottomReplaced else { break }
            for (i, s) in m.screens.enumerated() {
                guard restorable(s) else { break outer }
                chain.append(RestoreItem(route: s.route, params: s.params, newModal: i == 0, ownStack: m.ownStack))
            }
        }
        if !chain.isEmpty { jobs.append(RestoreJob(slot: .modals, items: chain)) }
        return Saved(jobs: jobs, tabs: w.rootReplaced ? nil : w.tabs, selected: w.selected)
    }

    private var rootContainer: Int? {
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
            if let missing = tables.loginChain[r].first(where: { !heldRealms.contains($0) }) {
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
            if let missing = tables.loginChain[r].first(where: { !heldRealms.contains($0) }) {
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
        var nav = Navigation(
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
    package func restoreNext(_ nav: inout Navigation) -> DriveResult? {
        while let job = nav.restore.first {
            if case .tab(let t) = job.slot, window.tabs != nil, window.tabStacks.indices.contains(t),
                window.tabStacks[t] == nil, !isDeferredTab(job, t)
            {
                let route = tables.tabRoutes[window.tabs!][t]
                let params = job.bottom ?? tables.defaults(route)
                // A tab that cannot take its defaults stays not created, and nothing above it is restored.
                guard !tables.lacksValue(route, params) else {
                    nav.restore.removeFirst()
                    continue
                }
                changingTop { createTab(t, params: params) }
            }
            guard let item = job.items.first else {
                nav.restore.removeFirst()
                continue
            }
            if tables.restore[item.route] == .protect {
                nav.frames.append(NavFrame(route: item.route, params: item.params, origin: .restore, phase: .prove(0)))
                return nil
            }
            _ = place(item, slot: job.slot)
            nav.restore[0].items.removeFirst()
        }
        return .completed
    }

    /// A restoration dropped while it waited for a login (a deep link dismissed
    /// the login screen, or a new navigation that waits replaced it): a window
    /// never shows an empty tab, so the screen it was proving at the bottom of
    /// the root stack or of the selected tab is created, with its saved
    /// parameters and no login (its realms are held); nothing else of the
    /// restoration is (man/navscript.5, `restart`).
    func restorationDropped(_ nav: Navigation) {
        guard nav.frames.first?.origin == .restore, let job = nav.restore.first, let item = job.items.first,
            tables.restore[item.route] == .protect, tables.loginChain[item.route].allSatisfy(heldRealms.contains)
        else { return }
        switch job.slot {
        case .root:
            guard window.tabs == nil, window.rootStack.isEmpty, case .route(item.route)? = tables.root else { return }
        case .tab(let t):
            guard let c = window.tabs, t == window.selected, window.tabStacks.indices.contains(t),
                window.tabStacks[t] == nil, tables.tabRoutes[c][t] == item.route
            else { return }
        case .modals:
            return
        }
        _ = place(item, slot: job.slot)
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
        set { self[index] = newValue }
    }
}
