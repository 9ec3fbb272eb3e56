import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension Explorer {
    /// `navigation-fails`: a screen the app shows for a navigation (an
    /// interceptor's, or a realm's login) that no reachable state ever shows,
    /// while every navigation that runs it fails with noStack. Reported at the
    /// interceptor (or the realm's `login`) that causes it, with the first such
    /// run as the witness; its screen is then explained, not "unreachable".
    /// A push target whose every run fails this way has a static finding already
    /// (push-without-stack) and is explained too.
    func navigationFailures(_ e: Exploration, explained: inout Set<Int>, covered: inout Set<Int>) -> [AnalysisFinding] {
        // The first noStack failure of a navigation to each route, in search order.
        var firsts: [ExploredFailures.Packed] = []
        var seen = [Bool](repeating: false, count: graph.routes.count)
        e.failures.forEachRecord { f, links in
            guard f.reason == .noStack else { return }
            switch f.kind {
            case .link:
                for k in links.indices where links[k] >= 0 && !seen[Int(links[k])] {
                    seen[Int(links[k])] = true
                    firsts.append(e.failures.failure(in: f, k))
                }
            case .open, .tab:
                guard f.target >= 0, !seen[f.target] else { return }
                seen[f.target] = true
                firsts.append(f)
            default:
                return
            }
        }
        guard !firsts.isEmpty else { return [] }
        let interceptorOrder = InterceptorOrder(graph: graph)
        var out: [AnalysisFinding] = []
        var reported = Set<String>()
        for f in firsts {
            let t = f.target
            let command = e.failures.command(f.tried)
            let runs =
                interceptorOrder.before(t).map { (graph.interceptors[$0].show.id, $0, -1) }
                + interceptorOrder.interceptors(.after, of: t).map { (graph.interceptors[$0].show.id, $0, -1) }
                + interceptorOrder.logins(t).map { (graph.realms[$0].login.id, -1, $0) }
            for (screenID, ic, realm) in runs {
                guard let s = graph.routeIndex[screenID], e.reachedAt[s] == nil else { continue }
                let what =
                    ic >= 0
                    ? "interceptor '\(graph.interceptors[ic].id)'" : "the login of realm '\(graph.realms[realm].id)'"
                covered.insert(t)
                guard reported.insert(what).inserted else { continue }
                explained.insert(s)
                let span = ic >= 0 ? graph.interceptors[ic].span : graph.realms[realm].login.span
                let path = e.path(to: f.state)
                let d = Diagnostic(
                    .navigationFails,
                    "\(what) never shows '\(screenID)': every navigation that runs it fails with noStack",
                    at: span,
                    notes: [
                        "'\(screenID)' is a \(graph.routes[s].presentation.rawValue), and no state where it would show has a stack for it; give it presentation modal, or the screen under it `embed: stack`",
                        "first seen: \(describe(e.states[f.state].snapshot))",
                        "path from launch: \(pathText(path + [command])) (fails noStack)",
                    ])
                out.append(
                    AnalysisFinding(
                        diagnostic: d, witness: witness(d, path: path, failing: command, reason: .noStack)))
            }
            // A push whose every run fails: push-without-stack says why, at the edge.
            if e.reachedAt[t] == nil, f.kind == .open { explained.insert(t) }
        }
        return out
    }
}

/// The taps and deep links whose every run failed with noStack (by target route).
struct EverywhereFailures {
    var tabs: [Bool]
    var links: [Bool]

    var isEmpty: Bool { !tabs.contains(true) && !links.contains(true) }
}

extension Explorer {
    /// Targets whose every tap (every deep link) tried failed with noStack, at
    /// least once: a claim the search proves, since every run of it is counted.
    func failingEverywhere(_ e: Exploration) -> EverywhereFailures {
        let routeCount = graph.routes.count
        var out = EverywhereFailures(
            tabs: Array(repeating: false, count: routeCount), links: Array(repeating: false, count: routeCount))
        var linkWorks = [Bool](repeating: false, count: routeCount)
        for (i, works) in e.linksThatWork.enumerated() where works {
            if let t = deeplinkTargets[i] { linkWorks[t] = true }
        }
        e.failures.forEachRecord { f, links in
            guard f.reason == .noStack else { return }
            switch f.kind {
            case .link:
                for t in links where t >= 0 && !linkWorks[Int(t)] { out.links[Int(t)] = true }
            case .tab where f.target >= 0 && !e.tapsThatWork[f.target]:
                out.tabs[f.target] = true
            default:
                return
            }
        }
        return out
    }

    /// navigation-fails for a tab or a deep link that fails from every state it
    /// was tried in, unless an interceptor's or login's screen already says why
    /// (`covered`): at the route, with the first failure as the witness.
    func failuresEverywhere(
        _ e: Exploration, _ everywhere: EverywhereFailures, covered: Set<Int>, explained: inout Set<Int>
    ) -> [AnalysisFinding] {
        guard !everywhere.isEmpty else { return [] }
        // One key a target and kind: a tab's by its route, a deep link's past the routes.
        let routeCount = graph.routes.count
        var count = [Int](repeating: 0, count: 2 * routeCount)
        // Each key's first failure, in search order.
        var firsts: [(key: Int, failure: ExploredFailures.Packed)] = []
        e.failures.forEachRecord { f, links in
            guard f.reason == .noStack else { return }
            switch f.kind {
            case .link:
                for k in links.indices where links[k] >= 0 && everywhere.links[Int(links[k])] {
                    let t = Int(links[k])
                    guard !covered.contains(t) else { continue }
                    count[routeCount + t] += 1
                    if count[routeCount + t] == 1 { firsts.append((routeCount + t, e.failures.failure(in: f, k))) }
                }
            case .tab where f.target >= 0 && everywhere.tabs[f.target] && !covered.contains(f.target):
                count[f.target] += 1
                if count[f.target] == 1 { firsts.append((f.target, f)) }
            default:
                return
            }
        }
        var out: [AnalysisFinding] = []
        for (key, f) in firsts {
            let isTab = key < graph.routes.count
            let t = isTab ? key : key - graph.routes.count
            let route = graph.routes[t]
            let n = count[key]
            let command = e.failures.command(f.tried)
            let states = n == 1 ? "the one state it was tried in" : "each of the \(n) states it was tried in"
            let message =
                isTab
                ? "every tap of tab '\(route.id)' fails with noStack, from \(states)"
                : "every deep link to '\(route.id)' fails with noStack, from \(states)"
            let path = e.path(to: f.state)
            let d = Diagnostic(
                .navigationFails, message, at: isTab ? route.span : route.externalSpan ?? route.span,
                notes: [
                    "a screen the navigation shows has no stack to land on (the witness's trace names it): give it presentation modal, or the screen under it `embed: stack`",
                    "first seen: \(describe(e.states[f.state].snapshot))",
                    "path from launch: \(pathText(path + [command])) (fails noStack)",
                ])
            explained.insert(t)
            out.append(
                AnalysisFinding(diagnostic: d, witness: witness(d, path: path, failing: command, reason: .noStack)))
        }
        return out
    }
}
