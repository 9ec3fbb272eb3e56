import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let navigationNeverLands = DiagnosticCode("navigation-never-lands", .warning)
}

/// `navigation-never-lands`, declared where it is raised.
enum NavigationNeverLandsFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .navigationNeverLands, .explored,
            summary:
                "An edge that opens the route a navigation already waits for, from a screen that navigation shows, and only starts it over: it never lands.",
            fix:
                "Let the screen finish (the waiting navigation then goes on to its route) rather than open the route again, or drop the edge.",
            manual: #"""
                An edge, or a
                .Ic global
                route, that opens the route a pending navigation already goes to, from a
                screen shown while it waits, and in every reachable state it is tried in
                starts that navigation over, left waiting again, never showing the route:
                say, a paywall interceptor's screen whose
                .Dq try it
                edge opens the route it intercepts, so the paywall shows again each time.
                The navigation goes on when the screen it waits on closes; the edge only
                starts it over.
                Reported at the edge, naming the interceptor or login steps that show the
                screen again; the witness ends with
                .Ic expect top
                of that screen and
                .Ic expect pending .
                """#
        )
    ]
}

extension Explorer {
    /// `navigation-never-lands`: opening route `r` from a screen shown while a navigation to
    /// `r` waits (an interceptor's, a login's, or one above it) that, in every reachable state
    /// it is tried in, puts not `r` on top but starts that navigation again, left waiting on
    /// another screen: a paywall whose "try it" edge opens the route it intercepts, so the
    /// paywall shows again each time. The user's way on is to close the screen (the waiting
    /// navigation then goes on), not the edge. Reported at the edge (a global route's at the
    /// route), naming the steps that show the screen again, with a witness that shows it
    /// waiting again; a global route from a login's or interceptor's screen is not judged.
    /// Only the states the search noted with such a navigation pending and such an edge on top
    /// (`Exploration.opensOfPendingRoute`) are run again (it keeps no state after a command),
    /// and only for a complete search.
    func navigationsThatNeverLand(_ e: Exploration) -> [AnalysisFinding] {
        guard !e.limitReached else { return [] }
        // A global route opened from a login's or interceptor's screen is not judged (as
        // edge-fails): the set is made when such a route is first met.
        var flowScreens: Set<String>?
        // Per open slot: how many states tried it, how many left the navigation waiting again, the first.
        var tally: [Int: (tried: Int, again: Int, first: Int, top: Int, target: Int)] = [:]
        var slots: [Int] = []
        for (state, slot) in e.opensOfPendingRoute {
            let (i, slot) = (Int(state), Int(slot))
            let snapshot = e.states[i].snapshot
            guard let top = stepper.topRoute(snapshot), let r = stepper.view(snapshot).pendingTarget else { continue }
            if !isEdge(slot, from: top) {
                if flowScreens == nil { flowScreens = graph.loginRoutes.union(graph.interceptorShownRoutes) }
                if flowScreens!.contains(graph.routes[top].id) { continue }
            }
            let after = stepper.run(command(.open(r)), from: snapshot)
            // A failure is another finding's (edge-fails); a run that lands is the way on.
            guard after.outcome == nil else { continue }
            let a = stepper.view(after)
            let again = a.top != r && a.pending && a.pendingTarget == r
            if var known = tally[slot] {
                known.tried += 1
                known.again += again ? 1 : 0
                tally[slot] = known
            } else {
                tally[slot] = (1, again ? 1 : 0, i, top, r)
                slots.append(slot)
            }
        }
        var out: [AnalysisFinding] = []
        for slot in slots {
            let t = tally[slot]!
            guard t.again == t.tried else { continue }
            out.append(neverLands(e, state: t.first, from: t.top, opening: t.target, states: t.tried, slot: slot))
        }
        return out
    }

    private func neverLands(_ e: Exploration, state: Int, from top: Int, opening r: Int, states: Int, slot: Int)
        -> AnalysisFinding
    {
        let (from, opened) = (graph.routes[top], graph.routes[r])
        let command = self.command(.open(r))
        let snapshot = e.states[state].snapshot
        let loop = NavigationLoop(trace: stepper.trace(command, from: snapshot))
        let shownAgain = stepper.topRoute(stepper.run(command, from: snapshot)).map { graph.routes[$0].id } ?? from.id
        let steps = loop.routes.dropFirst().map { step in step.by.map { "\($0) shows '\(step.route)'" } ?? "" }
            .filter { !$0.isEmpty }
        let how = steps.isEmpty ? "it waits on '\(shownAgain)'" : Self.sentenceList(steps)
        let isEdge = isEdge(slot, from: top)
        let what = isEdge ? "'\(opened.id)'" : "global route '\(opened.id)'"
        let count = states == 1 ? "the one state" : "each of the \(states) states"
        let path = e.path(to: state)
        let d = Diagnostic(
            .navigationNeverLands,
            "opening \(what) from '\(from.id)' never lands: a navigation to '\(opened.id)' already waits there, and opening it again starts it over (\(how)), from \(count) it was tried in",
            at: isEdge ? from.to.first { $0.id == opened.id }?.span ?? from.span : opened.span,
            notes: [
                "the loop: '\(from.id)' -> open '\(opened.id)' -> '\(shownAgain)', again and again; only closing the screen lets the waiting navigation go on",
                "let '\(from.id)' finish (the navigation waiting on it then shows '\(opened.id)') rather than open '\(opened.id)', or drop the edge",
                "path from launch: \(pathText(path + [command])) (waits on '\(shownAgain)' again)",
            ])
        return AnalysisFinding(
            diagnostic: d,
            witness: witness(d, commands: path + [command], then: ["expect top \(shownAgain)", "expect pending"]))
    }
}
