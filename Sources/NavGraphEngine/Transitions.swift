import NavGraphModel

/// A navigation's last step: its route shown by its presentation (pushed, presented,
/// replacing, as the root) or by selecting its tab.
extension NavigationEngine {
    /// Shows the frame's route by its presentation (or by selecting its tab).
    package func transition(_ r: Int, _ params: [ParamValue?], origin: NavOrigin) -> Result<Int, FailureReason> {
        if let c = window.tabs, let t = tables.tabIndex(c, r), origin != .interceptor, origin != .login {
            return .success(selectTab(t, params: params, origin: origin == .homeTab ? .deeplink : origin))
        }
        if origin == .launch {
            var number = 0
            changingTop {
                let s = obtain(r, params)
                traceShown("root", s)
                window.rootStack = [s.screen]
                number = s.screen.number
            }
            return .success(number)
        }
        var number = 0
        switch tables.presentation[r] {
        case .push:
            let ref = window.currentRef
            // A tab not created yet has no stack to push on (an empty root stack
            // is still a stack: a push there shows the first screen).
            if case .tab(let t) = ref, window.tabStacks[t] == nil {
                trace("tab \(tables.routeIDs[tables.tabRoutes[window.tabs!][t]]) is not created")
                return .failure(.noStack)
            }
            if case .modal(let m) = ref, !window.modals[m].ownStack {
                trace("\(name(window.modals[m].screens[0])) has no stack")
                return .failure(.noStack)
            }
            changingTop {
                let s = obtain(r, params)
                traceShown("push", s)
                window.append(ref, s.screen)
                number = s.screen.number
            }
        case .modal:
            changingTop {
                let s = obtain(r, params)
                traceShown("present", s)
                window.modals.append(Modal(screens: [s.screen], ownStack: tables.ownStack[r]))
                number = s.screen.number
            }
        case .replace:
            let ref = window.currentRef
            guard window.top != nil else {
                trace("nothing on screen to replace")
                return .failure(.noStack)
            }
            changingTop {
                for s in window.stack(ref).reversed() { leave(s, result: .dismissed) }
                let s = obtain(r, params)
                traceShown("replace", s)
                window.setStack(ref, [s.screen])
                if case .modal(let m) = ref {
                    window.modals[m].bottomReplaced = true
                } else {
                    window.replacedBottom.insert(ref)
                }
                number = s.screen.number
            }
        case .root:
            changingTop {
                removeModals(above: -1)
                for s in window.rootStack.reversed() { leave(s, result: .dismissed) }
                for stack in window.tabStacks.reversed() {
                    for s in (stack ?? []).reversed() { leave(s, result: .dismissed) }
                }
                let s = obtain(r, params)
                traceShown("root", s)
                if let c = tables.tabsEmbed[r], let t = tables.tabIndex(c, r) {
                    window.tabs = c
                    window.tabStacks = Array(repeating: nil, count: tables.tabRoutes[c].count)
                    window.tabStacks[t] = [s.screen]
                    window.selected = t
                    window.rootStack = []
                } else {
                    window.tabs = nil
                    window.tabStacks = []
                    window.rootStack = [s.screen]
                }
                window.rootReplaced = true
                window.replacedBottom = []
                number = s.screen.number
            }
        }
        return .success(number)
    }

    /// Selects a tab. `open`/`deeplink` dismiss every modal and pop the tab to
    /// its route; a tap (`tab`) keeps its stack unless it was already selected.
    package func selectTab(_ t: Int, params: [ParamValue?], origin: NavOrigin) -> Int {
        guard let c = window.tabs else { return 0 }
        var number = 0
        changingTop {
            if origin == .open || origin == .deeplink { removeModals(above: -1) }
            let wasSelected = window.selected == t && window.tabStacks[t] != nil
            if origin != .launch { trace("select tab \(tables.routeIDs[tables.tabRoutes[c][t]])") }
            window.selected = t
            if let stack = window.tabStacks[t] {
                if origin != .tab || wasSelected {
                    var s = stack
                    while s.count > 1 { leave(s.removeLast(), result: .dismissed) }
                    window.tabStacks[t] = s
                }
            } else {
                let s = obtain(tables.tabRoutes[c][t], params)
                traceShown("tab", s)
                window.tabStacks[t] = [s.screen]
            }
            number = window.tabStacks[t]?.first?.number ?? 0
        }
        return number
    }
}
