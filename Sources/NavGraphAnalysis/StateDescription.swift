import NavGraphCore
import NavGraphSim

extension Explorer {
    /// A state in words, for findings: "'settings' on top in a modal without
    /// a stack, signed out, 'onboarding' not yet shown".
    public func describe(_ state: SimSnapshot) -> String {
        let v = stepper.view(state)
        var parts: [String] = []
        if let top = v.top {
            var s = "'\(graph.routes[top].id)' on top"
            if !v.topHasStack { s += " in a modal without a stack" }
            parts.append(s)
        } else {
            parts.append("nothing on screen")
        }
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
        return parts.joined(separator: ", ")
    }

    /// "open a; finish" (or "launch" alone), the path into a state as a note says it.
    func pathText(_ commands: [SimCommand]) -> String {
        commands.isEmpty ? "launch" : "launch; " + commands.map(stepper.text).joined(separator: "; ")
    }
}
