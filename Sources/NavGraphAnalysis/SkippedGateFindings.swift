import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let gateSkippedByDeeplink = DiagnosticCode("gate-skipped-by-deeplink", .warning)
}

/// `gate-skipped-by-deeplink`, declared where it is raised.
enum GateSkippedByDeeplinkFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .gateSkippedByDeeplink, .explored,
            summary:
                "A `once` interceptor whose screen may not be dismissed, closed by a deep link (`deeplinks: { modals: dismiss }`) while it waits: it counts as shown and never runs again.",
            fix:
                "Drop `once`, so that the gate runs again on the next navigation it intercepts (with `modals: keep` instead, a deep link fails over a gate without a stack).",
            manual: #"""
                With
                .Ql deeplinks: { modals: dismiss } ,
                a deep link that closes the screen of a
                .Ic once
                interceptor, a screen that may not be dismissed
                .Pq Ic dismissible : false, a terms gate ,
                while the navigation waits on it: the interceptor counts as shown and never
                runs again, so the gate is skipped for good.
                One finding an interceptor, at it; the witness follows the deep link to the
                screen it shows and, after a
                .Ic restart ,
                to the root without the gate.
                """#
        )
    ]
}

extension Explorer {
    /// `gate-skipped-by-deeplink`: a `once` interceptor whose screen the user may not dismiss
    /// (`dismissible: false`: a terms gate) that a deep link closes while the navigation waits
    /// on it, with `deeplinks: { modals: dismiss }`: the interceptor counts as shown and never
    /// runs again, so the gate is skipped for good. One finding an interceptor, at it, the
    /// first reachable state that waits on its screen its witness (the deep link, the screen
    /// it lands on, and after a restart the root without the gate).
    func gatesSkippedByDeepLinks(_ e: Exploration) -> [AnalysisFinding] {
        guard graph.deepLinkModals?.value == .dismiss, !deeplinks.isEmpty else { return [] }
        // Per route: the `once` interceptors that show it, when it may not be dismissed.
        var gates: [Int: [Int]] = [:]
        for (i, ic) in graph.interceptors.enumerated() where ic.once {
            guard let s = graph.routeIndex[ic.show.id], !graph.routes[s].dismissible else { continue }
            gates[s, default: []].append(i)
        }
        guard !gates.isEmpty else { return [] }
        var done = Set<Int>()
        var out: [AnalysisFinding] = []
        for state in e.states.indices {
            let snapshot = e.states[state].snapshot
            guard case .some = snapshot.state.scene.pending, let top = stepper.topRoute(snapshot),
                let interceptors = gates[top]
            else { continue }
            let v = stepper.view(snapshot)
            for ic in interceptors where !done.contains(ic) && v.once.contains(ic) {
                // The first deep link that lands, closing the gate's screen.
                for link in deeplinks.indices {
                    let command = UserCommand.deeplink(url: deeplinks[link].url)
                    let after = stepper.run(command, from: snapshot)
                    guard after.outcome == nil, let landed = stepper.topRoute(after),
                        !stepper.view(after).onScreen.contains(top)
                    else { continue }
                    done.insert(ic)
                    out.append(
                        skippedGate(e, state: state, interceptor: ic, link: command, after: after, landed: landed))
                    break
                }
            }
            if done.count == gates.values.reduce(0, { $0 + $1.count }) { break }
        }
        return out
    }

    private func skippedGate(
        _ e: Exploration, state: Int, interceptor ic: Int, link: UserCommand, after: EngineSnapshot, landed: Int
    ) -> AnalysisFinding {
        let interceptor = graph.interceptors[ic]
        let screen = interceptor.show.id
        let path = e.path(to: state)
        let restarted = stepper.topRoute(stepper.run(.restart, from: after))
        let d = Diagnostic(
            .gateSkippedByDeeplink,
            "a deep link skips interceptor '\(interceptor.id)' for good: `deeplinks: { modals: dismiss }` closes '\(screen)', which may not be dismissed, while the navigation waits on it, and the `once` interceptor then counts as shown",
            at: interceptor.span,
            notes: [
                "with '\(screen)' on top, \(stepper.text(link)) shows '\(graph.routes[landed].id)', and '\(screen)' never shows again, not even after a restart",
                "drop `once` from '\(interceptor.id)', so that the gate runs again on the next navigation it intercepts",
                "path from launch: \(pathText(path + [link])) (the gate closed)",
            ])
        var assertions = ["expect top \(graph.routes[landed].id)"]
        if let r = restarted, graph.routes[r].id != screen {
            // `restart` is a command, written as one: the gate does not come back.
            assertions += ["restart", "expect top \(graph.routes[r].id)"]
        }
        return AnalysisFinding(diagnostic: d, witness: witness(d, commands: path + [link], then: assertions))
    }
}
