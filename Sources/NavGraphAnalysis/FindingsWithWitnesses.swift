import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// What an exploration shows, as findings: each with the witness script that
/// shows it when a run can, the routes no state showed, and what a search cut
/// short left unexplored. Read by the explore stage (`ExploreStage.swift`).
extension Explorer {
    func findings(_ e: Exploration) -> [AnalysisFinding] {
        var out: [AnalysisFinding] = []
        let launchState = e.states[0].snapshot
        // A root that cannot take its defaults is the static unfillable-parameter already.
        if let reason = launchState.outcome, reason != .missingParameter {
            let d = launchFailure(reason)
            out.append(AnalysisFinding(diagnostic: d, witness: witness(d, path: [], failing: nil, reason: reason)))
        }
        // Per state: the route on top (-1: none, -2: not looked at yet), looked at once.
        var topOfState = [Int32](repeating: -2, count: e.states.count)
        // One finding a route (endless-navigation), the first in search order; -1 is the pending navigation.
        var reported = [Bool](repeating: false, count: graph.routes.count + 1)
        // Deep links that fail, one group per screen on top that blocks them (one cause).
        var blocked = BlockedDeepLinks(routeCount: graph.routes.count)
        // The screens an endless navigation shows on its way round, with its loop.
        var loopScreens: [Int: NavigationLoop] = [:]
        // Routes a failure finding already says why no state shows.
        var explainedRoutes = [Bool](repeating: false, count: graph.routes.count)
        // Taps and deep links that fail from every state they were tried in: one
        // finding each (navigation-fails), not one group a screen on top.
        let everywhere = failingEverywhere(e)
        // Millions of failures in a large graph's search: read a record (a run of deep links
        // from one state) at a time, and only a reported one has its command and state made.
        // Classes (`Exploration.classOf`) whose first state a deep link fails from with noStack.
        var blockingClasses: Set<Int32> = []
        e.failures.forEachRecord { first, links in
            if first.kind == .link, first.reason == .noStack {
                if e.classOf.indices.contains(first.state) { blockingClasses.insert(e.classOf[first.state]) }
                // The system hands the app a link whatever is on screen, a login or an
                // interceptor's sheet included (a cold start from a link while a "what's new"
                // sheet is up): each failure joins the group of the screen on top that blocks
                // it. A run of links fails from one state: its top is looked at once.
                if topOfState[first.state] == -2,
                    links.contains(where: { $0 < 0 || !everywhere.links[Int($0)] })
                {
                    topOfState[first.state] = Int32(stepper.topRoute(e.states[first.state].snapshot) ?? -1)
                }
                MutableTableCells.of(&explainedRoutes) { explained in
                    blocked.add(
                        run: first.index, targets: links, top: Int(topOfState[first.state]),
                        skipping: everywhere.links, explained: explained)
                }
                return
            }
            for k in 0..<max(links.count, 1) {
                let f = links.isEmpty ? first : e.failures.failure(in: first, k)
                let target = f.target
                if f.kind == .link, target >= 0, everywhere.links[target] { continue }
                switch f.reason {
                case .loop:
                    if reported[target + 1] { continue }
                    reported[target + 1] = true
                    if target >= 0 { explainedRoutes[target] = true }
                    let command = e.failures.command(f.tried)
                    let span = target >= 0 ? graph.routes[target].span : graph.root.span
                    let navigation =
                        target >= 0 ? "the navigation to '\(graph.routes[target].id)'" : "the pending navigation"
                    let path = e.path(to: f.state)
                    let state = describe(e.states[f.state].snapshot)
                    // The routes it goes round, from the failing run's trace.
                    let loop = NavigationLoop(trace: stepper.trace(command, from: e.states[f.state].snapshot))
                    for step in loop.routes.dropFirst() {
                        if let r = graph.routeIndex[step.route], loopScreens[r] == nil { loopScreens[r] = loop }
                    }
                    let d = Diagnostic(
                        .endlessNavigation,
                        "\(navigation) can never end: it hits the loop bound while \(state)",
                        at: span,
                        notes: (loop.text.map { [$0] } ?? []) + [
                            "path from launch: \(pathText(path + [command])) (fails \(f.reason.rawValue))"
                        ])
                    out.append(
                        AnalysisFinding(
                            diagnostic: d, witness: witness(d, path: path, failing: command, reason: f.reason)))
                // A `to` edge that cannot push: the check push-without-stack
                // reports it before any exploration (its witness: witnessErrors).
                default:
                    continue
                }
            }
        }
        blameOtherTops(of: blockingClasses, in: e, &blocked, topOfState: &topOfState, everywhere: everywhere.links)
        var explained = Set(explainedRoutes.indices.filter { explainedRoutes[$0] })
        out += deepLinkFindings(blocked.groups, e)
        var covered = Set<Int>()
        out += navigationFailures(e, explained: &explained, covered: &covered)
        out += failuresEverywhere(e, everywhere, covered: covered, explained: &explained)
        out += opensThatNeverWork(e, covered: covered)
        out += navigationsThatNeverLand(e)
        out += resultsNeverReturned(e)
        out += tabsThatLoseTheirScreen(e)
        out += gatesSkippedByDeepLinks(e)
        out += restorationsLost(e)
        out += screensWithoutWayOut(e)
        if e.limitReached {
            let d = Diagnostic(
                .explorationLimit,
                "explored \(e.states.count) states, \(e.limitText); findings may be missing",
                at: graph.name.span, notes: notExplored(e))
            out.append(AnalysisFinding(diagnostic: d, witness: nil))
        } else if launchState.outcome == nil {
            // When the app cannot start, what it never shows follows from that.
            out += unreachable(e, explained: explained, loops: loopScreens).map {
                AnalysisFinding(diagnostic: $0, witness: nil)
            }
        }
        return out
    }

    /// What a search cut short did not explore: the states it found but tried no command
    /// from, and the routes a path leads to that no state it stored shows.
    func notExplored(_ e: Exploration) -> [String] {
        var notes: [String] = []
        if e.unexploredStates > 0 {
            notes.append(
                "\(e.unexploredStates) of the states found were not explored (\(e.commandsTried) commands tried)")
        } else {
            notes.append("every state stored was explored; new states past the limit were not stored")
        }
        let staticReach = UnreachableRouteCheck.reachableRoutes(in: graph)
        let unseen = graph.routes.indices.filter {
            staticReach[$0] && e.reachedAt[$0] == nil && graph.isPrimaryRoute($0)
        }
        if let first = unseen.first {
            let one = unseen.count == 1
            notes.append(
                "\(unseen.count) route\(one ? "" : "s") a path leads to \(one ? "was" : "were") never shown, such as '\(graph.routes[first].id)'; raise `--state-limit` to explore further"
            )
        }
        return notes
    }

    /// Routes the static check finds reachable but no explored state shows.
    /// Only for a complete exploration: a cut one proves nothing unreachable.
    /// `loops`: the screens of interceptors and logins that endless navigations go round.
    func unreachable(_ e: Exploration, explained: Set<Int>, loops: [Int: NavigationLoop] = [:]) -> [Diagnostic] {
        let staticReach = UnreachableRouteCheck.reachableRoutes(in: graph)
        var out: [Diagnostic] = []
        for i in graph.routes.indices
        where staticReach[i] && e.reachedAt[i] == nil && graph.isPrimaryRoute(i) && !explained.contains(i) {
            let route = graph.routes[i]
            // A graph without a scheme or hosts has no deep links to follow
            // (external-without-url says so once).
            if route.external && SampleValues.linkBase(graph) == nil { continue }
            var notes: [String] = []
            let links = deeplinks.filter { $0.route == i }
            let taken = links.compactMap { link -> String? in
                guard let t = stepper.target(ofDeeplink: link.url)?.route, t != i else { return nil }
                return "\(link.url) opens '\(graph.routes[t].id)'"
            }
            if !links.isEmpty, taken.count == links.count {
                notes.append("every deep link to it is matched by another route: " + taken.joined(separator: ", "))
            }
            let sources = graph.routes.indices.filter { s in
                e.reachedAt[s] != nil && graph.routes[s].to.contains { $0.id == route.id }
            }
            if let loop = loops[i] {
                // Shown only on the way round a loop that never ends: the loop, not a missing link, is why.
                var showing: [String] = []
                for step in loop.routes.dropFirst() where step.route == route.id {
                    if let by = step.by, !showing.contains(by) { showing.append(by) }
                }
                notes.append(
                    "only \(Self.sentenceList(showing)) shows it, on the way round a navigation that never ends (endless-navigation); \(loop.text ?? "")"
                )
            } else if let s = sources.first {
                notes.append(
                    "the navigation to it fails from every state that links to it, such as '\(graph.routes[s].id)' on top"
                )
            } else if notes.isEmpty {
                notes.append("no state the app can reach shows a screen that links to it")
            }
            out.append(
                Diagnostic(.unreachableRoute, "route '\(route.id)' is unreachable", at: route.span, notes: notes))
        }
        return out
    }

    /// The scenario that shows a finding: the path, the failing command, the failure.
    func witness(_ d: Diagnostic, path: [UserCommand], failing: UserCommand?, reason: FailureReason) -> String {
        witness(d, commands: path + (failing.map { [$0] } ?? []), then: ["expect failed \(reason.rawValue)"])
    }

    /// A witness script: the finding as its comment and its scenario's name, the
    /// commands from launch, then the assertions that show it (`sim` replays it).
    func witness(_ d: Diagnostic, commands: [UserCommand], then assertions: [String]) -> String {
        var lines = [
            "# \(d.code.rawValue): \(d.message)",
            "scenario \(quote(d.code.rawValue + ": " + d.message))",
        ]
        for c in commands { lines.append("  " + stepper.text(c)) }
        for a in assertions { lines.append("  " + a) }
        return lines.joined(separator: "\n") + "\n"
    }
}

func quote(_ s: String) -> String {
    var out = "\""
    for ch in s {
        if ch == "\"" { out += "\\\"" } else if ch == "\\" { out += "\\\\" } else { out.append(ch) }
    }
    return out + "\""
}
