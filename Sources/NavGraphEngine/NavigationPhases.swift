import NavGraphModel

/// What driving a navigation came to.
package enum DriveResult {
    case completed
    case waiting
    case failed(FailureReason)
}

/// The loop bound: a navigation fails when its 33rd interceptor or login step would start.
package let maxNavigationSteps = 32

extension NavigationEngine {
    // MARK: - Launch and the root

    /// A fresh install: everything reset, one scene, a navigation to the root.
    package func launch() {
        state.sceneSlots = [Scene(name: "main")]
        scene = Scene(name: "main")
        state.currentScene = 0
        // Emptied in place: a suite launches once a scenario, and new tables cost an allocation and a seed each.
        state.heldRealms.removeAll()
        state.unproven.removeAll()
        state.clock = 0
        cache.removeAll(keepingCapacity: true)
        state.onceFired.removeAll()
        state.nextInstance = 1
        state.lastResult.removeAll(keepingCapacity: true)
        outcome = nil
        if let reason = openRoot() { outcome = reason }
    }

    /// The route a root navigation goes to, after putting a tabs container in place.
    package func prepareRoot() -> Int? {
        switch tables.root {
        case .route(let r)?:
            return r
        case .container(let c)?:
            guard !tables.tabRoutes[c].isEmpty else {
                trace("root \(tables.containerIDs[c])")
                return nil
            }
            window.tabs = c
            window.tabStacks = Array(repeating: nil, count: tables.tabRoutes[c].count)
            window.selected = tables.selectedTab[c]
            trace("root \(tables.containerIDs[c]) (tabs)")
            return tables.tabRoutes[c][window.selected]
        case nil:
            return nil
        }
    }

    /// The current scene's window from scratch, then a navigation to the root.
    package func openRoot() -> FailureReason? {
        window = Window()
        guard let r = prepareRoot() else { return nil }
        return navigate(r, tables.defaults(r), origin: .launch)
    }

    // MARK: - Navigations

    /// Runs a new navigation in the current scene. When it must wait it
    /// becomes the scene's pending navigation (replacing an older one);
    /// when it does not, an older pending one stays.
    package func navigate(
        _ route: Int, _ params: [ParamValue?], origin: NavOrigin, intercepted: Bool = true, homeTab: Int? = nil,
        asksUnproven: Bool = false
    ) -> FailureReason? {
        trace("navigate " + describe(route: route, params: params))
        // The root and a tapped tab take no values from a caller: only their defaults.
        if origin == .launch || origin == .tab, tables.lacksValue(route, params) {
            let reason = noDefault(route)
            trace("failed \(reason.rawValue)")
            return reason
        }
        var frame = NavFrame(route: route, params: params, origin: origin)
        frame.asksUnproven = asksUnproven
        if !intercepted {
            frame.intercepted = false
            frame.phase = .logins
        }
        // The frames go in the spare buffer of the last navigation that ended (most
        // end within their command): a new array a navigation cost an allocation.
        var nav = PendingNavigation(frames: [])
        swap(&nav.frames, &spareFrames)
        nav.frames.removeAll(keepingCapacity: true)
        nav.frames.append(frame)
        // A deep link to a route with `tab:` goes to that tab first, as a deep link to it
        // would (its interceptors and logins included), then pushes the route there.
        if let homeTab {
            if tables.lacksDefaults[homeTab] {
                swap(&nav.frames, &spareFrames)
                let reason = noDefault(homeTab)
                trace("failed \(reason.rawValue)")
                return reason
            }
            trace("in tab \(tables.routeIDs[homeTab])")
            nav.frames.append(NavFrame(route: homeTab, params: tables.defaults(homeTab), origin: .homeTab))
        }
        var failure: FailureReason?
        switch drive(&nav) {
        case .completed: swap(&nav.frames, &spareFrames)
        case .waiting:
            if let dropped = scene.pending {
                trace("the pending navigation is dropped")
                loginAbandoned(dropped)
            }
            scene.pending = nav
        case .failed(let reason):
            failure = reason
            trace("failed \(reason.rawValue)")
            swap(&nav.frames, &spareFrames)
        }
        // An older pending navigation whose screen this one closed (a modal
        // dismissed on the way to a tab) resumes or is cancelled now; its
        // failure is this command's too, as for back, dismiss and finish.
        let resumed = settle()
        return failure ?? resumed
    }

    /// The interceptors of a phase: how many, and the j-th, read in place (a
    /// navigation passes three phases, mostly empty, and a list's copy is a retain).
    private func phaseCount(_ phase: NavPhase, _ route: Int) -> Int {
        switch phase {
        case .beforeOpen: return tables.beforeOpen.count(ofRow: route)
        case .beforeAuth: return tables.beforeAuth.count(ofRow: route)
        case .after: return tables.after.count(ofRow: route)
        default: return 0
        }
    }

    private func phaseInterceptor(_ phase: NavPhase, _ route: Int, _ j: Int) -> Int {
        switch phase {
        case .beforeOpen: return tables.beforeOpen.value(inRow: route, at: j)
        case .beforeAuth: return tables.beforeAuth.value(inRow: route, at: j)
        default: return tables.after.value(inRow: route, at: j)
        }
    }

    /// Advances a navigation until it completes, waits on a screen, or fails.
    package func drive(_ nav: inout PendingNavigation) -> DriveResult {
        while true {
            guard let fi = nav.frames.indices.last else {
                if nav.restore.isEmpty { return .completed }
                if let result = restoreNext(&nav) { return result }
                continue
            }
            // The frame's fields are read in place: a copy of the frame retains its parameters, at every turn.
            let phase = nav.frames[fi].phase
            let route = nav.frames[fi].route
            switch phase {
            case .beforeOpen(let i), .beforeAuth(let i), .after(let i):
                let count = phaseCount(phase, route)
                var j = i
                while j < count, tables.interceptorOnce[phaseInterceptor(phase, route, j)],
                    state.onceFired.contains(phaseInterceptor(phase, route, j))
                {
                    j += 1
                }
                guard j < count else {
                    switch phase {
                    case .beforeOpen: nav.frames[fi].phase = .logins
                    case .beforeAuth: nav.frames[fi].phase = .transition
                    default: nav.frames[fi].phase = .done
                    }
                    continue
                }
                guard nav.steps < maxNavigationSteps else { return loopFailure() }
                nav.steps += 1
                let ic = phaseInterceptor(phase, route, j)
                switch phase {
                case .beforeOpen: nav.frames[fi].phase = .beforeOpen(j + 1)
                case .beforeAuth: nav.frames[fi].phase = .beforeAuth(j + 1)
                default: nav.frames[fi].phase = .after(j + 1)
                }
                nav.frames[fi].waitKind = .interceptor
                let show = tables.interceptorShow[ic]
                trace("intercept \(tables.interceptorIDs[ic]): show \(tables.routeIDs[show])")
                if tables.lacksDefaults[show] { return .failed(noDefault(show)) }
                var shown = NavFrame(route: show, params: tables.defaults(show), origin: .interceptor)
                if tables.interceptorOnce[ic] { shown.once = ic }
                nav.frames.append(shown)
            case .logins:
                let asksUnproven = nav.frames[fi].asksUnproven
                guard
                    let realm = tables.loginChain.first(
                        inRow: route,
                        where: { !state.heldRealms.contains($0) || (asksUnproven && state.unproven.contains($0)) })
                else {
                    nav.frames[fi].phase = nav.frames[fi].intercepted ? .beforeAuth(0) : .transition
                    continue
                }
                guard nav.steps < maxNavigationSteps else { return loopFailure() }
                nav.steps += 1
                if let failure = presentLogin(realm, frame: fi, &nav, proving: false) { return .failed(failure) }
            case .prove(let i):
                let realms = tables.auth[route]
                guard i < realms.count else {
                    nav.frames[fi].phase = .transition
                    continue
                }
                // Once a restart: a realm an earlier `protect` screen proved is not asked again.
                if nav.proved.contains(realms[i]) {
                    nav.frames[fi].phase = .prove(i + 1)
                    continue
                }
                guard nav.steps < maxNavigationSteps else { return loopFailure() }
                nav.steps += 1
                nav.frames[fi].phase = .prove(i + 1)
                if let failure = presentLogin(realms[i], frame: fi, &nav, proving: true) { return .failed(failure) }
            case .transition:
                // Fields, not the frame: a frame's copy costs a witness call and a retain.
                let origin = nav.frames[fi].origin
                let shown: Int
                if origin == .restore {
                    guard let job = nav.restore.first, let item = job.items.first else { return .completed }
                    shown = place(item, slot: job.slot)
                    nav.restore[0].items.removeFirst()
                } else {
                    switch transition(route, nav.frames[fi].params, origin: origin) {
                    case .failure(let reason): return .failed(reason)
                    case .success(let n): shown = n
                    }
                }
                nav.frames[fi].shown = shown
                // `once` is marked when its screen is shown (not when the step starts:
                // a screen that waits on its own login, or never shows, leaves it unmarked).
                if let ic = nav.frames[fi].once { state.onceFired.insert(ic) }
                nav.frames[fi].phase = origin == .restore || !nav.frames[fi].intercepted ? .done : .after(0)
            case .done:
                let shown = nav.frames[fi].shown
                let wasHomeTab = nav.frames[fi].origin == .homeTab
                nav.frames.removeLast()
                // The home tab shown, the route it leads to goes on (it does not wait on the tab).
                if wasHomeTab { continue }
                guard let parent = nav.frames.indices.last else { continue }
                nav.frames[parent].waitingFor = shown
                trace("waiting for " + name(route: route, number: shown))
                return .waiting
            }
        }
    }

    private func loopFailure() -> DriveResult {
        trace("more than \(maxNavigationSteps) interceptor or login steps")
        return .failed(.loop)
    }

    /// Shows a realm's login screen above the frame; `missingParameter` when it cannot take its defaults.
    private func presentLogin(_ realm: Int, frame fi: Int, _ nav: inout PendingNavigation, proving: Bool)
        -> FailureReason?
    {
        let login = tables.realmLogin[realm]
        trace((proving ? "prove " : "needs ") + tables.realmIDs[realm] + ": show " + tables.routeIDs[login])
        if tables.lacksDefaults[login] { return noDefault(login) }
        nav.frames[fi].waitKind = .login(realm)
        nav.frames.append(NavFrame(route: login, params: tables.defaults(login), origin: .login))
        return nil
    }

    /// A screen the app shows by itself has a required parameter without a default.
    package func noDefault(_ route: Int) -> FailureReason {
        trace("\(tables.routeIDs[route]) needs '\(tables.parameterWithoutDefault(route))', which has no default")
        return .missingParameter
    }

    /// Resumes the pending navigation while the screen it waits on has left:
    /// an interceptor screen lets it go on, a login screen cancels it.
    /// Returns the failure of what it resumed, if any.
    @discardableResult
    package func settle() -> FailureReason? {
        var reason: FailureReason?
        while var nav = scene.pending, let top = nav.frames.last, top.waitingFor != 0,
            closedThisCommand.contains(top.waitingFor)
        {
            scene.pending = nil
            var result: DriveResult
            if case .login = top.waitKind {
                trace("login cancelled")
                loginAbandoned(nav)
                result = cancelled(&nav)
                // A cancelled restoration fails even while the next saved stack waits for its own login.
                if case .waiting = result {
                    scene.pending = nav
                    result = .failed(.unauthorized)
                }
            } else {
                nav.frames[nav.frames.count - 1].waitingFor = 0
                nav.frames[nav.frames.count - 1].waitKind = .none
                trace("resume " + describe(route: top.route, params: top.params))
                result = drive(&nav)
            }
            switch result {
            case .completed: break
            case .waiting: scene.pending = nav
            case .failed(let r):
                reason = r
                trace("failed \(r.rawValue)")
            }
        }
        return reason
    }

    /// A login waited on was cancelled: a navigation fails `unauthorized`;
    /// a restoration drops that stack's rest and goes on with the others.
    package func cancelled(_ nav: inout PendingNavigation) -> DriveResult {
        if nav.frames.first?.origin == .restore {
            nav.frames.removeAll()
            if !nav.restore.isEmpty { nav.restore.removeFirst() }
            trace("restoration of that stack dropped")
            switch drive(&nav) {
            case .waiting: return .waiting
            default: return .failed(.unauthorized)
            }
        }
        return .failed(.unauthorized)
    }
}
