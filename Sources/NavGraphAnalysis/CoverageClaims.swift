import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// `cover`'s summary says of an item it could not show that it "fails with
/// REASON from every reachable state that tries it". The search tries a deep
/// link or a `global` route from the first state of each class only, so each
/// such claim is run here from every state explored: a run that shows the
/// item disproves it, and becomes the item's scenario instead.
extension Explorer {
    /// Whether a step shows what its command covers: it did not fail; or a screen
    /// it closed left (the navigation it let resume may then fail: `finish` of an
    /// interceptor's screen is shown, its scenario expecting the failure); or a
    /// `cancel` (a `dismiss` of a login) failed the waiting navigation, as it must.
    func shows(_ step: Step) -> Bool {
        let reason = step.after.outcome
        guard let reason else { return true }
        switch step.command {
        case .finish, .back, .dismiss:
            if stepper.view(step.after).onScreen != step.view.onScreen { return true }
        default: break
        }
        return (step.command == .cancel || step.command == .dismiss) && reason == .unauthorized
    }

    /// The claimed items (by number) that a run from some explored state shows, with that run.
    func disprove(_ claimed: Set<Int>, _ e: Exploration, _ items: CoverageItems) -> [Int: Hit] {
        var open = claimed
        var out: [Int: Hit] = [:]
        var tried: [Try] = []
        var found: [Int] = []
        // Every deep link, in order, put where `tries` places them.
        let links = deeplinks.indices.map { Try.link($0) }
        for (x, state) in e.states.enumerated() where !open.isEmpty {
            let v = stepper.view(state.snapshot)
            let (count, linksAt, _) = tries(v, fromAnywhere: true, into: &tried)
            tried.removeSubrange(count...)
            if let at = linksAt { tried.insert(contentsOf: links, at: at) }
            for t in tried where !open.isEmpty {
                let command = self.command(t)
                // What it would cover, judged on the state itself first: only a command of a claim runs.
                found.removeAll(keepingCapacity: true)
                let before = Step(from: x, view: v, command: command, after: state.snapshot, newState: nil)
                coverageItems(before, items, into: &found)
                guard found.contains(where: open.contains) else { continue }
                let step = Step(
                    from: x, view: v, command: command, after: stepper.run(command, from: state.snapshot),
                    newState: nil)
                guard shows(step) else { continue }
                found.removeAll(keepingCapacity: true)
                coverageItems(step, items, into: &found)
                for i in found where open.remove(i) != nil {
                    out[i] = Hit(state: x, command: command, after: step.after, newState: nil)
                }
            }
        }
        return out
    }
}
