import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let edgeFails = DiagnosticCode("edge-fails")
}

/// `edge-fails`, declared where it is raised.
enum EdgeFailsFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .edgeFails, .explored,
            summary:
                "An edge or global route that fails from one screen in every state with that screen on top, while its route shows elsewhere.",
            fix:
                "Give the screen a stack (`embed: stack`), or present the screen the failing step pushes (the route, its interceptor's or its login's) as a modal; the witness's trace names the step.",
            manual: #"""
                An edge, or a
                .Ic global
                route, that fails with
                .Sy noStack
                from one screen in every reachable state with that screen on top, while the
                route it opens shows elsewhere
                .Po say, a
                .Cm before
                interceptor that pushes its screen, opened from a modal without a stack
                .Pc .
                Reported at the edge in the screen's
                .Ic to
                .Pq a global route's at the route ,
                naming the screen, how many states it was tried in and the run's steps up to
                the failure, with the first run as the witness.
                A failure another finding explains is left to it:
                .Sy push-without-stack
                for the edge or global route it names, and
                .Sy unreachable-route
                or
                .Sy navigation-fails
                for a route no state shows.
                A global route opened from a login's or interceptor's screen is not judged,
                and a search the state limit cut short reports none.
                """#
        )
    ]
}

extension Explorer {
    /// The slot of opening route `r` with route `top` on top (`openSlotStart`), nil when
    /// no state with it on top tries it.
    func openSlot(from top: Int, opening r: Int) -> Int? {
        let edges = openStart[top]..<openStart[top + 1]
        if let k = openTargets[edges].firstIndex(of: r) { return openSlotStart[top] + k - edges.lowerBound }
        if let j = globalOpens[top].firstIndex(of: r) { return openSlotStart[top] + edges.count + j }
        return nil
    }

    /// Whether an open slot of route `top` is one of its edges (else one of its global routes).
    func isEdge(_ slot: Int, from top: Int) -> Bool {
        slot < openSlotStart[top] + openStart[top + 1] - openStart[top]
    }

    /// `edge-fails`: an edge (or a global route) that fails with noStack from one screen in
    /// every state with that screen on top, while the route it opens shows elsewhere: such
    /// as a `before` interceptor that pushes its screen, opened from a modal without a stack.
    /// The search notes every open that works by its slot (`Exploration.opensThatWork`);
    /// a slot whose every try failed is reported, at the edge (a global route's at the
    /// route), unless another finding says why: the route shows nowhere (unreachable-route,
    /// navigation-fails: `covered`), or push-without-stack names the edge. A global route is
    /// tried once a class of states (`StateKey.withoutTop`), so it must fail in every class
    /// with the screen on top; from a login's or interceptor's screen it is not judged. Only for a complete search: a cut one did not try every state.
    func opensThatNeverWork(_ e: Exploration, covered: Set<Int>) -> [AnalysisFinding] {
        guard !e.limitReached else { return [] }
        // Per slot that never worked: how many states it failed from, and the first failure.
        var failing: [Int: (count: Int, first: ExploredFailures.Packed, top: Int)] = [:]
        var order: [Int] = []
        // Per route opened as a global route: the classes it failed from.
        var failingClasses: [Int: Set<Int32>] = [:]
        e.failures.forEachRecord { f, _ in
            guard f.kind == .open, f.reason == .noStack, let top = stepper.topRoute(e.states[f.state].snapshot)
            else { return }
            let r = Int(f.tried >> 4)
            failingClasses[r, default: []].insert(e.classOf[f.state])
            guard let slot = openSlot(from: top, opening: r), !e.opensThatWork.contains(slot) else { return }
            if let known = failing[slot] {
                failing[slot] = (known.count + 1, known.first, top)
            } else {
                failing[slot] = (1, f, top)
                order.append(slot)
            }
        }
        guard !order.isEmpty else { return [] }
        // A login's or interceptor's screen is a step of a flow the app started, not one the
        // user opens a menu from: its global routes are not judged (as push-without-stack).
        let flowScreens = graph.loginRoutes.union(graph.interceptorShownRoutes)
        // The top of every state, made only when a global route is judged.
        var tops: [Int32]?
        var out: [AnalysisFinding] = []
        for slot in order {
            let (count, f, top) = failing[slot]!
            let r = Int(f.tried >> 4)
            guard e.reachedAt[r] != nil, !covered.contains(r),
                !PushWithoutStackCheck.reports(opening: r, from: top, in: graph)
            else { continue }
            let isEdge = isEdge(slot, from: top)
            if !isEdge {
                if flowScreens.contains(graph.routes[top].id) { continue }
                if tops == nil { tops = e.states.map { Int32(stepper.topRoute($0.snapshot) ?? -1) } }
                let classes = failingClasses[r] ?? []
                guard tops!.indices.allSatisfy({ tops![$0] != top || classes.contains(e.classOf[$0]) }) else {
                    continue
                }
            }
            out.append(edgeFailure(e, f, from: top, opening: r, isEdge: isEdge, states: count))
        }
        return out
    }

    private func edgeFailure(
        _ e: Exploration, _ f: ExploredFailures.Packed, from top: Int, opening r: Int, isEdge: Bool, states: Int
    ) -> AnalysisFinding {
        let (from, opened) = (graph.routes[top], graph.routes[r])
        let command = e.failures.command(f.tried)
        let snapshot = e.states[f.state].snapshot
        // The run, from the trace: each step after the navigation starts, up to the failure.
        let events = stepper.trace(command, from: snapshot)
        let run = events.drop { !$0.hasPrefix("navigate ") }.prefix { !$0.hasPrefix("failed ") }
        // The screen that found no stack: the last an interceptor or login showed, or the route opened.
        let pushed =
            run.last { $0.hasPrefix("intercept ") || $0.hasPrefix("needs ") || $0.hasPrefix("prove ") }
            .flatMap { $0.split(separator: " ").last.map(String.init) } ?? opened.id
        var notes = ["its run: " + run.joined(separator: "; ") + " (fails noStack)"]
        if run.contains(where: { $0.hasSuffix(" has no stack") }) {
            notes.append(
                "'\(pushed)' is pushed, and no stack is under it there: give '\(from.id)' `embed: stack`, or give '\(pushed)' presentation modal"
            )
        } else {
            notes.append("the screen '\(pushed)' has no stack to land on there (the witness's trace shows the step)")
        }
        let path = e.path(to: f.state)
        notes.append("path from launch: \(pathText(path + [command])) (fails noStack)")
        let states = states == 1 ? "the one state" : "each of the \(states) states"
        let what = isEdge ? "'\(opened.id)'" : "global route '\(opened.id)'"
        let d = Diagnostic(
            .edgeFails,
            "opening \(what) from '\(from.id)' fails with noStack, from \(states) it was tried in",
            at: isEdge ? from.to.first { $0.id == opened.id }?.span ?? from.span : opened.span, notes: notes)
        return AnalysisFinding(diagnostic: d, witness: witness(d, path: path, failing: command, reason: .noStack))
    }
}
