import NavGraphEngine  // NavigationEvent, the lifecycle events the runtime reports
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

    func outcome(_ outcome: NavigationOutcome) -> String {
        switch outcome {
        case .shown(let top?): return "= shown \(screen(top))"
        case .shown(nil): return "= shown, nothing on screen"
        case .waiting(let on, let realm?): return "= waiting on \(screen(on)), the login of \(realm)"
        case .waiting(let on, nil): return "= waiting on \(screen(on))"
        case .failed(let reason): return "= failed: \(reason)"
        }
    }

    func events(_ events: [NavigationEvent]) -> String {
        guard !events.isEmpty else { return "" }
        return "  events: " + events.map(event).joined(separator: ", ") + "\n"
    }

    /// `push product#5`, `load product#5`, `result checkout#7: paid`: as
    /// `navgraph sim --trace` names them.
    private func event(_ event: NavigationEvent) -> String {
        func named(_ route: Int, _ instance: Int) -> String { "\(graph.routes[route])#\(instance)" }
        switch event {
        case .shown(let screen, let arrival, let fromCache):
            return "\(arrival.rawValue) \(named(screen.route, screen.instance))\(fromCache ? " (from its cache)" : "")"
        case .load(let route, let instance): return "load \(named(route, instance))"
        case .appear(let route, let instance): return "appear \(named(route, instance))"
        case .disappear(let route, let instance): return "disappear \(named(route, instance))"
        case .result(let route, let instance, let result): return "result \(named(route, instance)): \(result)"
        case .cached(let route, let instance): return "cached \(named(route, instance))"
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
