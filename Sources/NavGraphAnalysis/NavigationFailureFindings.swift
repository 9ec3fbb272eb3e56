import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript

extension Explorer {
    /// `navigation-fails`: a screen the app shows for a navigation (an
    /// interceptor's, or a realm's login) that no reachable state ever shows,
    /// while every navigation that runs it fails with noStack. Reported at the
    /// interceptor (or the realm's `login`) that causes it, with the first such
    /// run as the witness; its screen is then explained, not "unreachable".
    /// A push target whose every run fails this way has a static finding already
    /// (push-without-stack) and is explained too.
    func navigationFailures(_ e: Exploration, explained: inout Set<Int>) -> [AnalysisFinding] {
        // The first noStack failure of a navigation to each route, in search order.
        var firstFailure: [Int: ExploredFailure] = [:]
        var order: [Int] = []
        for f in e.failures where f.reason == .noStack {
            guard let t = f.target else { continue }
            switch f.command {
            case .open, .tab, .deeplink: break
            default: continue
            }
            if firstFailure[t] == nil {
                firstFailure[t] = f
                order.append(t)
            }
        }
        guard !order.isEmpty else { return [] }
        let interceptorOrder = InterceptorOrder(graph: graph)
        var out: [AnalysisFinding] = []
        var reported = Set<String>()
        for t in order {
            let f = firstFailure[t]!
            let runs =
                interceptorOrder.before(t).map { (graph.interceptors[$0].show.id, $0, -1) }
                + interceptorOrder.interceptors(.after, of: t).map { (graph.interceptors[$0].show.id, $0, -1) }
                + interceptorOrder.logins(t).map { (graph.realms[$0].login.id, -1, $0) }
            for (screenID, ic, realm) in runs {
                guard let s = graph.routeIndex[screenID], e.reachedAt[s] == nil else { continue }
                let what =
                    ic >= 0
                    ? "interceptor '\(graph.interceptors[ic].id)'" : "the login of realm '\(graph.realms[realm].id)'"
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
                        "path from launch: \(pathText(path + [f.command])) (fails noStack)",
                    ])
                out.append(
                    AnalysisFinding(
                        diagnostic: d, witness: witness(d, path: path, failing: f.command, reason: .noStack)))
            }
            // A push whose every run fails: push-without-stack says why, at the edge.
            if e.reachedAt[t] == nil, case .open = f.command { explained.insert(t) }
        }
        return out
    }
}
