import NavGraphRuntime

/// The navigator's answers as the console prints them: a screen as
/// `product(id: 42)#5` (route id, values in declared order as text, an empty
/// one as `""`, instance), the
/// window as its tabs, stacks and modals, one line each.
struct WindowText {
    let graph: NavigationGraph

    func screen(_ screen: NavigationScreen) -> String {
        let values = graph.parameterNames(of: screen.id).compactMap { name in
            screen.target.parameters[name].map { "\(name): \($0.isEmpty ? "\"\"" : $0)" }
        }
        return screen.id + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))") + "#\(screen.instance)"
    }

    func outcome(_ outcome: Navigator<ShopRoute>.Outcome) -> String {
        switch outcome {
        case .shown(let top?): return "= shown \(screen(top.screen))"
        case .shown(nil): return "= shown, nothing on screen"
        case .waiting(let on, let realm?): return "= waiting on \(screen(on.screen)), the login of \(realm.rawValue)"
        case .waiting(let on, nil): return "= waiting on \(screen(on.screen))"
        case .failed(let reason): return "= failed: \(reason)"
        }
    }

    func events(_ events: [Navigator<ShopRoute>.Event]) -> String {
        guard !events.isEmpty else { return "" }
        return "  events: " + events.map(event).joined(separator: ", ") + "\n"
    }

    /// `push product#5`, `load product#5`, `result checkout#7 to cart#6: "paid"`: as
    /// `navgraph sim --trace` names them, the receiver of a result after `to`.
    private func event(_ event: Navigator<ShopRoute>.Event) -> String {
        func named(_ s: Navigator<ShopRoute>.Screen) -> String { "\(s.screen.id)#\(s.instance)" }
        switch event {
        case .shown(let s, let arrival, let fromCache):
            return "\(arrival.rawValue) \(named(s))\(fromCache ? " (from its cache)" : "")"
        case .load(let s): return "load \(named(s))"
        case .appear(let s): return "appear \(named(s))"
        case .disappear(let s): return "disappear \(named(s))"
        case .result(let from, let to, let result):
            let receiver = to.map { " to \(named($0))" } ?? ""
            switch result {
            case .value(let text): return "result \(named(from))\(receiver): \(text)"
            case .finished: return "result \(named(from))\(receiver): finished"
            case .dismissed: return "result \(named(from))\(receiver): dismissed"
            }
        case .cached(let s): return "cached \(named(s))"
        }
    }

    func stack(_ screens: [NavigationScreen]) -> String {
        screens.isEmpty ? "(empty)" : screens.map(screen).joined(separator: " > ")
    }

    func state(_ state: NavigatorState) -> String {
        var out = ""
        let window = state.window
        if let container = window.tabsContainer {
            for (i, tab) in window.tabs.enumerated() {
                let mark = i == window.selectedTab ? "*" : " "
                let screens = window.tabStacks[i].map(stack) ?? "(not opened)"
                out += "  \(container) tab \(tab)\(mark) \(screens)\n"
            }
        } else {
            out += "  root: \(stack(window.rootStack))\n"
        }
        for (i, modal) in window.modals.enumerated() {
            out += "  modal \(i + 1)\(modal.hasStack ? " (stack)" : ""): \(stack(modal.screens))\n"
        }
        if let pending = state.scene.pending, let target = pending.target {
            let on = pending.login.map { " after the login of \($0)" } ?? " after the screen on top"
            out += "  pending: \(screen(target).prefix { $0 != "#" })\(on)\n"
        }
        out += "  realms: \(state.realms.isEmpty ? "none" : state.realms.joined(separator: ", "))\n"
        return out
    }
}
