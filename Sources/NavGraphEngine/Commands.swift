import NavGraphModel

/// The commands that change the state (man/navscript.5, "Commands").
extension NavigationEngine {
    func open(_ target: ResolvedTarget, deeplink: Bool) -> FailureReason? {
        let (r, params): (Int, [ParamValue?])
        switch target {
        case .route(let route, let values):
            (r, params) = (route, values)
        case .notExternal(let route):
            trace("\(tables.routeIDs[route]) is not external")
            trace("failed notExternal")
            return .notExternal
        case .failure(let reason):
            trace("failed \(reason.rawValue)")
            return reason
        }
        if deeplink {
            if tables.deepLinksDismissModals { dismissModalsForDeepLink() }
            return navigate(r, params, origin: .deeplink, homeTab: homeTab(of: r))
        }
        if !loose, !tables.global[r] {
            guard let top = window.top, tables.hasEdge(from: top.route, to: r) else {
                trace("no edge from \(window.top.map(name) ?? "nothing") to \(tables.routeIDs[r])")
                trace("failed noEdge")
                return .noEdge
            }
        }
        return navigate(r, params, origin: .open)
    }

    /// The tab of the container on screen a route lives in (`tab:`), nil when it has
    /// none there (the window is not that tabs container's, or the route is its own tab).
    private func homeTab(of r: Int) -> Int? {
        let t = tables.homeTab[r]
        guard t >= 0, t != r, let c = window.tabs, tables.tabIndex(c, t) != nil else { return nil }
        return t
    }

    /// `deeplinks: { modals: dismiss }`: every modal of the scene goes, top first, each
    /// `dismissed` (into its cache; `dismissible: false` does not stop the app); a
    /// navigation pending on one of them is dropped silently, as a new one replaces it;
    /// then an empty window is repaired before the deep link goes on.
    private func dismissModalsForDeepLink() {
        guard !window.modals.isEmpty else { return }
        trace("dismiss every modal")
        changingTop { removeModals(above: -1) }
        if let wait = scene.pendingWait, closedThisCommand.contains(wait.screen), let dropped = scene.pending {
            scene.pending = nil
            trace("the pending navigation is dropped")
            loginAbandoned(dropped)
        }
        repairWindow()
    }

    package func tab(_ r: Int) -> FailureReason? {
        guard let c = window.tabs, tables.tabIndex(c, r) != nil else {
            trace("\(tables.routeIDs[r]) is not a tab on screen")
            trace("failed noMatch")
            return .noMatch
        }
        let t = tables.tabIndex(c, r)!
        // The tab's own screen keeps its values; a stack whose bottom screen is another route
        // (a fuzzed script reached one, scenario after scenario) does not lend it its values.
        let bottom = window.tabStacks[t]?.first
        let params = bottom?.route == r ? bottom!.params : tables.defaults(r)
        return navigate(r, params, origin: .tab)
    }

    package func back() -> FailureReason? {
        let ref = window.currentRef
        if case .modal(let m) = ref, !window.modals[m].ownStack {
            trace("the modal has no stack to pop")
            return fail(.nothingToPop)
        }
        // The count, not a copy of the stack: a copy heldRealms while the top is popped makes the pop copy the whole stack.
        let count = window.count(ref)
        guard count > 1 else {
            trace("one screen in the stack")
            return fail(.nothingToPop)
        }
        changingTop { remove(from: ref, at: count - 1, result: .dismissed) }
        return settle()
    }

    package func dismiss() -> FailureReason? {
        guard let modal = window.modals.last else {
            trace("no modal")
            return fail(.nothingToPop)
        }
        let bottom = modal.screens[0]
        guard tables.dismissible[bottom.route] else {
            trace("\(name(bottom)) is not dismissible")
            return fail(.notDismissible)
        }
        trace("swipe down " + name(bottom))
        changingTop { remove(from: .modal(window.modals.count - 1), at: 0, result: .dismissed) }
        return settle()
    }

    package func finish(_ route: Int?, _ result: NavigationResult) -> FailureReason? {
        let found: (StackRef, Int)?
        if let route {
            found = window.locate { $0.route == route }
        } else if let top = window.top {
            found = window.locate { $0.number == top.number }
        } else {
            found = nil
        }
        guard let (ref, index) = found else {
            trace("no \(route.map { tables.routeIDs[$0] } ?? "screen") on screen")
            return fail(.nothingToPop)
        }
        if index == 0, ref == .root || ref == .tab(window.selected) {
            trace("\(name(window.stack(ref)[0])) is a root or tab screen")
            return fail(.nothingToPop)
        }
        trace("finish " + name(window.stack(ref)[index]))
        changingTop { remove(from: ref, at: index, result: result) }
        return settle()
    }

    package func login(_ realm: Int) -> FailureReason? {
        if let missing = tables.realmRequires[realm].first(where: { !state.heldRealms.contains($0) }) {
            trace("\(tables.realmIDs[realm]) requires \(tables.realmIDs[missing])")
            return fail(.unauthorized)
        }
        state.heldRealms.insert(realm)
        state.unproven.remove(realm)
        trace("grant \(tables.realmIDs[realm])")
        guard var nav = scene.pending, let top = nav.frames.last, top.waitKind == .login(realm) else {
            return settle()
        }
        scene.pending = nil
        if case .prove = top.phase { proved(realm, &nav) }
        let loginScreen = top.waitingFor
        nav.frames[nav.frames.count - 1].waitingFor = 0
        nav.frames[nav.frames.count - 1].waitKind = .none
        if loginScreen != 0, let (ref, index) = window.locate(where: { $0.number == loginScreen }) {
            changingTop { remove(from: ref, at: index, result: nil) }
        }
        trace("resume " + describe(route: top.route, params: top.params))
        var failure: FailureReason?
        switch drive(&nav) {
        case .completed: break
        case .waiting: scene.pending = nav
        case .failed(let reason):
            failure = reason
            trace("failed \(reason.rawValue)")
        }
        let resumed = settle()
        return failure ?? resumed
    }

    package func cancel() -> FailureReason? {
        guard var nav = scene.pending, let top = nav.frames.last, case .login = top.waitKind,
            top.waitingFor != 0
        else {
            trace("no login waiting")
            return fail(.nothingPending)
        }
        scene.pending = nil
        if let (ref, index) = window.locate(where: { $0.number == top.waitingFor }) {
            changingTop { remove(from: ref, at: index, result: .dismissed) }
        }
        trace("login cancelled")
        loginAbandoned(nav)
        var failure: FailureReason = .unauthorized
        switch cancelled(&nav) {
        case .waiting: scene.pending = nav
        case .failed(let r): failure = r
        case .completed: break
        }
        trace("failed \(failure.rawValue)")
        settle()
        return failure
    }

    package func scene(_ name: String) {
        if let i = state.sceneSlots.firstIndex(where: { $0.name == name }) {
            select(scene: i)
            trace("switch to scene \(name)")
            // A switch is a command like any: the scene it shows is repaired (a new one is not).
            repairWindow()
            return
        }
        state.sceneSlots.append(Scene(name: name))
        select(scene: state.sceneSlots.count - 1)
        trace("open scene \(name)")
        if let reason = openRoot() { outcome = reason }
    }

    @inline(__always)
    package func fail(_ reason: FailureReason) -> FailureReason {
        trace("failed \(reason.rawValue)")
        return reason
    }
}
