import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let resultNeverReturned = DiagnosticCode("result-never-returned", .warning)
}

/// `result-never-returned`, declared where it is raised.
enum ResultNeverReturnedFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .resultNeverReturned, .explored,
            summary:
                "A route with `result:` that reachable states show, but none with it on top can finish: it is only ever at the bottom of a root or tab stack.",
            fix:
                "Present the route with push or modal from the screen that waits for its value, rather than with replace or root, or as a tab's screen.",
            manual: #"""
                A route with
                .Ic result
                that reachable states show, but none with it on top can
                .Ic finish :
                it is only ever the root or tab screen at the bottom of its stack
                .Po say, presented with
                .Cm replace
                over a tab's screen, which also closes the screen that would wait for the value
                .Pc ,
                so its value never comes back.
                One finding a route, at it; the witness ends with a
                .Ic finish
                that fails
                .Sy nothingToPop .
                """#
        )
    ]
}

extension Explorer {
    /// `result-never-returned`: a route with `result:` that reachable states show, but none
    /// with it on top can `finish` it (it is only ever the root or tab screen at the bottom
    /// of its stack, say presented with `replace` over a tab's screen): its coordinator never
    /// gets a value. One finding a route, at it, the first state with it on top its witness
    /// (its `finish` fails nothingToPop). Only for a complete search: a cut one did not see
    /// every state.
    func resultsNeverReturned(_ e: Exploration) -> [AnalysisFinding] {
        guard !e.limitReached else { return [] }
        // Per route with a result: -1 not seen on top, else the first state with it on top;
        // -2 once a state with it on top can finish it.
        var first = [Int](repeating: -2, count: graph.routes.count)
        var any = false
        for r in graph.routes.indices where graph.routes[r].result != nil && e.reachedAt[r] != nil {
            first[r] = -1
            any = true
        }
        guard any else { return [] }
        for i in e.states.indices {
            guard let top = stepper.topRoute(e.states[i].snapshot), first[top] != -2 else { continue }
            if stepper.view(e.states[i].snapshot).canFinish {
                first[top] = -2
            } else if first[top] == -1 {
                first[top] = i
            }
        }
        var out: [AnalysisFinding] = []
        for r in graph.routes.indices where first[r] >= 0 {
            let route = graph.routes[r]
            let state = first[r]
            let path = e.path(to: state)
            var notes: [String] = []
            if route.presentation == .replace || route.presentation == .root {
                notes.append(
                    "'\(route.id)' is presented with \(route.presentation.rawValue), which leaves it at the bottom of its stack, where `finish` fails and no screen under it waits for the value: present it with push or modal"
                )
            } else {
                notes.append(
                    "'\(route.id)' is only ever the root or tab screen at the bottom of its stack, where `finish` fails: open it from another screen, pushed or presented"
                )
            }
            notes.append("path from launch: \(pathText(path + [.finish])) (fails nothingToPop)")
            let d = Diagnostic(
                .resultNeverReturned,
                "route '\(route.id)' has `result: \(route.result!)`, but no reachable state can finish it with a value: with it on top, `finish` fails",
                at: route.span, notes: notes)
            out.append(
                AnalysisFinding(diagnostic: d, witness: witness(d, path: path, failing: .finish, reason: .nothingToPop))
            )
        }
        return out
    }
}
