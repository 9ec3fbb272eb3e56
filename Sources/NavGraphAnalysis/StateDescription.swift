import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension Explorer {
    /// A state in words, for findings: "'settings' on top in a modal without
    /// a stack, signed out, 'onboarding' not yet shown".
    public func describe(_ state: EngineSnapshot) -> String {
        let (top, rest) = stateParts(state)
        return ([top] + rest).joined(separator: ", ")
    }

    /// The state in words but for its top screen: "signed out, 'cartTutorial'
    /// not yet shown" (empty when there is nothing more to say).
    func describeBesidesTop(_ state: EngineSnapshot) -> String {
        stateParts(state).rest.joined(separator: ", ")
    }

    /// The top screen in words, and the rest: realms, `once` interceptors, a pending navigation.
    private func stateParts(_ state: EngineSnapshot) -> (top: String, rest: [String]) {
        let v = stepper.view(state)
        var top = "nothing on screen"
        if let t = v.top {
            top = "'\(graph.routes[t].id)' on top"
            if !v.topHasStack { top += " in a modal without a stack" }
        }
        var parts: [String] = []
        if !graph.realms.isEmpty {
            parts.append(
                v.held.isEmpty
                    ? "signed out"
                    : "signed in to " + v.held.map { "'\(graph.realms[$0].id)'" }.joined(separator: ", "))
        }
        let fired = Set(v.once)
        for (i, ic) in graph.interceptors.enumerated() where ic.once && !fired.contains(i) {
            parts.append("'\(ic.id)' not yet shown")
        }
        if let t = v.pendingTarget { parts.append("a navigation to '\(graph.routes[t].id)' pending") }
        return (top, parts)
    }

    /// "open a; finish" (or "launch" alone), the path into a state as a note says it.
    func pathText(_ commands: [UserCommand]) -> String {
        commands.isEmpty ? "launch" : "launch; " + commands.map(stepper.text).joined(separator: "; ")
    }
}
