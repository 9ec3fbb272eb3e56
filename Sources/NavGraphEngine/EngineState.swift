import NavGraphModel

/// The engine's names for the state types it keeps (NavigationState.swift):
/// one description of screens, modals, windows, scenes and pending navigations,
/// read in public through their public names.
package typealias Screen = NavigationScreenState
package typealias Modal = NavigationModalState
package typealias Window = NavigationWindowState
package typealias Scene = NavigationSceneState
package typealias PendingNavigation = PendingNavigationState

extension Window {
    /// Where the top screen is: the topmost modal with a screen, else the selected
    /// tab's stack or the root stack.
    package var topPosition: (ref: StackRef, index: Int)? {
        if let m = modals.indices.last, !modals[m].screens.isEmpty { return (.modal(m), modals[m].screens.count - 1) }
        let n = count(baseRef)
        return n > 0 ? (baseRef, n - 1) : nil
    }

    /// The top screen's route and instance number, read in place (no screen copied:
    /// a copy retains its parameters, and a change of the window asks twice).
    package var topRouteAndNumber: (route: Int, number: Int)? {
        guard let (ref, i) = topPosition else { return nil }
        switch ref {
        case .root: return (rootStack[i].route, rootStack[i].number)
        case .tab(let t): return (tabStacks[t]![i].route, tabStacks[t]![i].number)
        case .modal(let m): return (modals[m].screens[i].route, modals[m].screens[i].number)
        }
    }

    /// The routes on screen, bottom to top, appended to `out` (no stack copied).
    package func appendRoutesOnScreen(to out: inout [Int]) {
        if tabs != nil {
            if tabStacks.indices.contains(selected), let n = tabStacks[selected]?.count {
                for i in 0..<n { out.append(tabStacks[selected]![i].route) }
            }
        } else {
            for i in rootStack.indices { out.append(rootStack[i].route) }
        }
        for m in modals.indices { for i in modals[m].screens.indices { out.append(modals[m].screens[i].route) } }
    }
}

/// Which stack of a window an operation works on.
package enum StackRef: Sendable, Hashable {
    case root
    case tab(Int)
    case modal(Int)
}

extension Window {
    package var currentRef: StackRef {
        if !modals.isEmpty { return .modal(modals.count - 1) }
        return baseRef
    }

    /// The stack below the modals: the selected tab's, or the root stack.
    package var baseRef: StackRef { tabs != nil ? .tab(selected) : .root }

    package func stack(_ ref: StackRef) -> [Screen] {
        switch ref {
        case .root: return rootStack
        case .tab(let t): return tabStacks.indices.contains(t) ? tabStacks[t] ?? [] : []
        case .modal(let m): return modals[m].screens
        }
    }

    package func count(_ ref: StackRef) -> Int {
        switch ref {
        case .root: return rootStack.count
        case .tab(let t): return tabStacks.indices.contains(t) ? tabStacks[t]?.count ?? 0 : 0
        case .modal(let m): return modals[m].screens.count
        }
    }

    package func screen(_ ref: StackRef, _ i: Int) -> Screen {
        switch ref {
        case .root: return rootStack[i]
        case .tab(let t): return tabStacks[t]![i]
        case .modal(let m): return modals[m].screens[i]
        }
    }

    /// The route and instance number of a stack's screen, read in place (no screen copied).
    package func routeAndNumber(_ ref: StackRef, _ i: Int) -> (route: Int, number: Int) {
        switch ref {
        case .root: return (rootStack[i].route, rootStack[i].number)
        case .tab(let t): return (tabStacks[t]![i].route, tabStacks[t]![i].number)
        case .modal(let m): return (modals[m].screens[i].route, modals[m].screens[i].number)
        }
    }

    package mutating func removeLast(_ ref: StackRef) -> Screen {
        switch ref {
        case .root: return rootStack.removeLast()
        case .tab(let t): return tabStacks[t]!.removeLast()
        case .modal(let m): return modals[m].screens.removeLast()
        }
    }

    package mutating func append(_ ref: StackRef, _ screen: Screen) {
        switch ref {
        case .root: rootStack.append(screen)
        case .tab(let t): if tabStacks[t] == nil { tabStacks[t] = [screen] } else { tabStacks[t]!.append(screen) }
        case .modal(let m): modals[m].screens.append(screen)
        }
    }

    package mutating func setStack(_ ref: StackRef, _ screens: [Screen]) {
        switch ref {
        case .root: rootStack = screens
        case .tab(let t): tabStacks[t] = screens
        case .modal(let m): modals[m].screens = screens
        }
    }

    /// The topmost screen of a route on screen, and where it is.
    package func locate(where matches: (Screen) -> Bool) -> (StackRef, Int)? {
        for m in modals.indices.reversed() {
            if let i = modals[m].screens.lastIndex(where: matches) { return (.modal(m), i) }
        }
        if let i = stack(baseRef).lastIndex(where: matches) { return (baseRef, i) }
        return nil
    }
}

/// Where a navigation came from: decides edge checks, tab handling and the root transition.
package enum NavOrigin: Sendable, Hashable {
    case launch, open, deeplink, tab, interceptor, login
    /// A saved screen recreated after `restart` (a `protect` one proves its realms first).
    case restore
    /// The tab a deep link's route lives in (`tab:`), shown as a deep link to it
    /// would be before the route is pushed there.
    case homeTab
}

package enum NavPhase: Sendable, Hashable {
    case beforeOpen(Int)
    case logins
    /// `protect` restoration: the login of each realm the route needs, always.
    case prove(Int)
    case beforeAuth(Int)
    case transition
    case after(Int)
    case done
}

package enum WaitKind: Sendable, Hashable {
    case none
    case interceptor
    case login(Int)
}

/// One navigation in progress; interceptor and login screens are nested frames.
package struct NavFrame: Sendable, Hashable {
    package var route: Int
    package var params: [ParamValue?]
    package var origin: NavOrigin
    package var phase: NavPhase = .beforeOpen(0)
    /// The screen this frame waits on (0: none).
    package var waitingFor = 0
    package var waitKind: WaitKind = .none
    /// The screen the transition showed.
    package var shown = 0
    /// False for the root rebuilt at `restart`: its logins only, no interceptors.
    package var intercepted = true
    /// The `once` interceptor whose screen this frame shows: marked when it is shown.
    package var once: Int?
    /// A repair's navigation to the root: an unproven realm (`NavigationState.unproven`) needs its login too.
    package var asksUnproven = false
}

package enum CacheKey: Hashable, Sendable {
    case key(String)
    case route(Int, [ParamValue?])
}

package struct CacheEntry: Sendable, Equatable {
    package var screen: Screen
    package var leftAt: Int
    package var lifetime: Lifetime.Kind
}
