import NavGraphCore
import NavGraphEngine
import NavGraphModel

extension DiagnosticCode {
    public static let navigationFails = DiagnosticCode("navigation-fails")
}

/// `navigation-fails`, declared where it is raised.
enum NavigationFailsFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .navigationFails, .explored,
            summary:
                "An interceptor's or login's screen that every navigation running it fails to show, or a tab tap or deep link that fails, in every reachable state.",
            fix:
                "Give the screen presentation modal, or the screen under it a stack (`embed: stack`); the notes show the first run.",
            manual: #"""
                An interceptor's screen, or a realm's login screen, that no reachable state
                ever shows, while every navigation that runs it fails with
                .Sy noStack
                .Po say, an
                .Cm after
                interceptor that pushes its screen over a modal without a stack
                .Pc .
                Reported at the interceptor, or at the realm's
                .Ic login ,
                with the first such run as the witness; its screen is not then reported as
                unreachable.
                Also a tab whose every tap, or an
                .Ic external
                route whose every deep link, fails with
                .Sy noStack
                from every state the exploration tried it in
                .Po a screen the navigation shows, such as an
                .Cm after
                interceptor's, has no stack to land on
                .Pc :
                one error at the route
                .Pq at its Ic external No for a deep link ,
                naming how many states it was tried in, with the first run as the witness,
                in place of a
                .Sy deeplink-fails
                warning for each screen on top.
                """#
        )
    ]
}

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

/// What an endless navigation runs, read from its trace: the interceptor and login
/// steps, each a screen shown (`intercept ID: show ROUTE`, `needs REALM: show ROUTE`,
/// `prove REALM: show ROUTE`) after the route navigated to.
struct NavigationLoop {
    /// The routes in turn, the first the one navigated to, each after it with the step that showed it.
    var routes: [(route: String, by: String?)]
    /// Whether the steps repeat (a cycle), or only run past the loop bound.
    var repeats: Bool

    init(trace: [String]) {
        var steps: [(label: String, route: String, before: String)] = []
        var current = ""
        var cycle: Range<Int>?
        for event in trace {
            if event.hasPrefix("navigate ") {
                current = String(event.dropFirst(9))
                continue
            }
            guard event.hasPrefix("intercept ") || event.hasPrefix("needs ") || event.hasPrefix("prove "),
                let colon = event.firstIndex(of: ":"), let shown = event.split(separator: " ").last
            else { continue }
            let label = String(event[..<colon])
            let step = (label, String(shown), current)
            if let i = steps.firstIndex(where: { $0 == step }) {
                cycle = i..<steps.count
                break
            }
            steps.append(step)
            current = String(shown)
        }
        let run = cycle.map { Array(steps[$0]) } ?? steps
        routes = run.first.map { [($0.before, nil)] } ?? []
        routes += run.map { ($0.route, Self.name($0.label)) }
        repeats = cycle != nil
    }

    /// `interceptor 'paywall'`, `the login of 'signedIn'`.
    private static func name(_ label: String) -> String {
        if label.hasPrefix("intercept ") { return "interceptor '\(label.dropFirst(10))'" }
        let realm = label.split(separator: " ").last.map(String.init) ?? label
        return "the login of '\(realm)'"
    }

    /// "the loop: 'a' -> 'b' (interceptor 'i1') -> 'a' (interceptor 'i2'), again and again",
    /// or, for steps that do not repeat, the first few and the last.
    var text: String? {
        guard routes.count > 1 else { return nil }
        let shown = routes.enumerated().map { k, step in
            k == 0 || step.by == nil ? "'\(step.route)'" : "'\(step.route)' (\(step.by!))"
        }
        if repeats { return "the loop: " + shown.joined(separator: " -> ") + ", again and again" }
        let cut = shown.count > 5 ? shown.prefix(4) + ["...", shown.last!] : shown[...]
        return "\(routes.count - 1) steps in turn, none repeated: " + cut.joined(separator: " -> ")
    }
}
