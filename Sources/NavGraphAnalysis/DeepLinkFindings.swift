import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

extension DiagnosticCode {
    public static let launchFails = DiagnosticCode("launch-fails")
}

/// `launch-fails`, declared where it is raised.
enum LaunchFailsFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .launchFails, .explored,
            summary:
                "The navigation to the root fails when the app starts (a login or interceptor screen it cannot show).",
            fix:
                "Give the screen that fails a stack (`embed: stack`) or another presentation; the notes show the path.",
            manual: #"""
                The navigation to the root fails when the app starts: a launch
                interceptor's or login's screen that cannot be shown, such as a push onto a
                modal without a stack.
                Reported at the interceptor, or at the realm's
                .Ic login ,
                whose screen fails, with the reason
                .Pq else at Ic root .
                """#
        )
    ]
}

extension DiagnosticCode {
    public static let deeplinkFails = DiagnosticCode("deeplink-fails", .warning)
}

/// `deeplink-fails`, declared where it is raised.
enum DeeplinkFailsFinding: ExplorationFinding {
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .deeplinkFails, .explored,
            summary:
                "An external route's deep link fails with noStack or loop from a reachable state, for no fault of the user.",
            fix:
                "Give the screen on top in that state a stack (`embed: stack`), or present the linked route as a modal.",
            manual: #"""
                The deep link of an
                .Ic external
                route fails with
                .Sy noStack
                from some reachable state, for no fault of the user: say, while a modal
                without a stack is on top.
                One finding per cause: the deep links that fail while the same screen is
                on top are one finding at that screen's route
                .Pq Dq while 'help' (a modal without a stack) is on top, deep links to 'product' and 'order' fail with noStack ,
                with the state it was first seen in, one witness, and the fixes: give
                that modal
                .Ql embed: stack ,
                or write
                .Ql deeplinks: { modals: dismiss } .
                While deep links keep the modals on screen, every modal without a stack
                blocks them for that one reason: several such modals are one finding naming
                them all
                .Pq Dq while a modal without a stack ('help' or 'about') is on top ... ,
                at the first of them, or at the
                .Ic deeplinks
                policy when it is written.
                Any other screen that blocks them is a cause, and a finding, of its own.
                Deep links are tried whatever is on screen, a login or interceptor screen
                and a navigation pending included: the system hands the app a link at any
                moment
                .Po
                a cold start from a link while a
                .Dq what's new
                sheet is up
                .Pc .
                """#
        )
    ]
}

/// Deep links that fail, grouped by their cause: the screen on top in the state
/// they fail from (a modal without a stack, most often). One sheet blocks every
/// external route at once; one finding says so, not one a route.
struct BlockedDeepLinks {
    struct Group {
        /// The route on top (-1: nothing on screen).
        var top: Int
        /// The first failure in search order (its index in the exploration's
        /// failures): its state and command make the witness.
        var first: Int
        /// The state the witness goes to when it is not the failure's own: a state of the
        /// failure's class with this top, from which the link was not tried (`Explorer`).
        var state: Int?
        /// The routes whose deep links fail, in search order, without repeats.
        var targets: [Int]
    }

    private(set) var groups: [Group] = []
    private var index: [Int: Int] = [:]
    /// The (top, target) pairs added, found by hash: a deep link fails from
    /// many states with the same top, millions of times in a large graph's search.
    private var pairs: [(top: Int32, target: Int32)] = []
    private var slots = HashedSlots(capacity: 64)
    /// Per target (offset by one: -1 is a pending route), the top it was last added
    /// with: a target fails under the same top from state after state, so most
    /// repeats stop here without a hash.
    private var lastTop: [Int32]

    init(routeCount: Int) {
        lastTop = Array(repeating: Int32.min, count: routeCount + 1)
    }

    private static func hash(_ top: Int32, _ target: Int32) -> UInt64 {
        let h = (UInt64(UInt32(bitPattern: top)) << 32 | UInt64(UInt32(bitPattern: target))) &* 0x9E37_79B9_7F4A_7C15
        return h ^ (h >> 29)
    }

    /// Each deep link of a run that fails from one state (`top` on screen), the first being
    /// failure `first`, but those whose target `skip` holds, joins its top's group; each
    /// target added is set in `explained`. A large graph's search stores runs of thousands.
    mutating func add(
        run first: Int, targets: TableCells<Int32>, top: Int, skipping skip: [Bool],
        explained: MutableTableCells<Bool>, from state: Int? = nil
    ) {
        let top = Int32(top)
        // Moved out while read in the loop (not copied), so that a repeat costs a load.
        var last: [Int32] = []
        swap(&last, &lastTop)
        MutableTableCells.of(&last) { last in
            TableCells.of(skip) { skip in
                for k in targets.indices {
                    let target = Int(targets[k])
                    if target >= 0 {
                        if skip[target] { continue }
                        explained[target] = true
                    }
                    if last[target + 1] == top { continue }
                    last[target + 1] = top
                    addNew(failure: first + k, (top, Int32(target)), from: state)
                }
            }
        }
        swap(&last, &lastTop)
    }

    /// A pair not last added for its target: kept when it is new.
    private mutating func addNew(failure: Int, _ pair: (top: Int32, target: Int32), from state: Int?) {
        let (top, target) = (Int(pair.top), Int(pair.target))
        let hash = Self.hash(pair.top, pair.target)
        guard slots.find(hash, where: { pairs[Int($0)] == pair }) == nil else { return }
        slots.insert(hash, Int32(pairs.count))
        pairs.append(pair)
        if let g = index[top] {
            groups[g].targets.append(target)
            return
        }
        index[top] = groups.count
        groups.append(Group(top: top, first: failure, state: state, targets: [target]))
    }
}

extension Explorer {
    /// The deep-link findings, one a cause. While the policy keeps modals (`deeplinks:` not
    /// `dismiss`), every modal without a stack blocks deep links for the same reason, fixed by
    /// one line: those groups make one finding naming the policy and every such modal. Any
    /// other blocking screen (a stackless modal a `dismiss` policy cannot dismiss, nothing on
    /// screen, a screen without a stack) is a cause of its own: one finding each.
    func deepLinkFindings(_ groups: [BlockedDeepLinks.Group], _ e: Exploration) -> [AnalysisFinding] {
        var policyGroups: [BlockedDeepLinks.Group] = []
        var out: [AnalysisFinding] = []
        for group in groups {
            if graph.deepLinkModals?.value != .dismiss, group.top >= 0,
                isStacklessModal(e.states[group.state ?? e.failures[group.first].state].snapshot)
            {
                policyGroups.append(group)
            } else {
                out.append(deepLinkFinding([group], e))
            }
        }
        if !policyGroups.isEmpty { out.append(deepLinkFinding(policyGroups, e)) }
        return out
    }

    private func isStacklessModal(_ snapshot: EngineSnapshot) -> Bool {
        let v = stepper.view(snapshot)
        return v.hasModal && !v.topHasStack
    }

    /// "while 'help' (a modal without a stack) is on top, deep links to 'product'
    /// and 'order' fail with noStack", at the blocking route (the first of `groups`, or the
    /// `deeplinks:` policy when written and several modals block), with its fixes.
    func deepLinkFinding(_ groups: [BlockedDeepLinks.Group], _ e: Exploration) -> AnalysisFinding {
        let group = groups[0]
        let f = e.failures[group.first]
        let state = group.state ?? f.state
        let snapshot = e.states[state].snapshot
        var targets: [Int] = []
        var seen = Set<Int>()
        for g in groups { for t in g.targets where seen.insert(t).inserted { targets.append(t) } }
        let names = Self.sentenceList(targets.map { $0 >= 0 ? "'\(graph.routes[$0].id)'" : "a pending route" })
        let links = targets.count == 1 ? "the deep link to \(names) fails" : "deep links to \(names) fail"
        var notes: [String] = []
        let message: String
        var span: Span
        if group.top >= 0 {
            let top = graph.routes[group.top]
            let stackless = isStacklessModal(snapshot)
            span = top.span
            if groups.count > 1 {
                let modals = groups.map { "'\(graph.routes[$0.top].id)'" }
                let either = modals.dropLast().joined(separator: ", ") + " or " + modals.last!
                message = "while a modal without a stack (\(either)) is on top, \(links) with noStack"
                if let policy = graph.deepLinkModals { span = policy.span }
                notes.append(
                    "write `deeplinks: { modals: dismiss }` so that a deep link dismisses them first, or give each `embed: stack`"
                )
            } else {
                message =
                    "while '\(top.id)'\(stackless ? " (a modal without a stack)" : "") is on top, \(links) with noStack"
                if stackless {
                    var fix = "give '\(top.id)' `embed: stack`"
                    if graph.deepLinkModals?.value != .dismiss {
                        fix += ", or write `deeplinks: { modals: dismiss }` so that a deep link dismisses it first"
                    }
                    notes.append(fix)
                }
            }
        } else {
            message = "while nothing is on screen, \(links) with noStack"
            span = graph.root.span
        }
        let rest = describeBesidesTop(snapshot)
        if !rest.isEmpty { notes.append("first seen: \(rest)") }
        let path = e.path(to: state)
        notes.append("path from launch: \(pathText(path + [f.command])) (fails \(f.reason.rawValue))")
        let d = Diagnostic(.deeplinkFails, message, at: span, notes: notes)
        return AnalysisFinding(diagnostic: d, witness: witness(d, path: path, failing: f.command, reason: f.reason))
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`; past twelve, "and N more".
    static func sentenceList(_ names: [String], limit: Int = 12) -> String {
        let shown = Array(names.prefix(limit))
        let more = names.count - shown.count
        if more > 0 { return shown.joined(separator: ", ") + " and \(more) more" }
        guard shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}

extension Explorer {
    /// `launch-fails`, at what fails: the interceptor or the realm's login whose
    /// screen the launch could not show (read from the launch's trace), else the root.
    func launchFailure(_ reason: FailureReason) -> Diagnostic {
        let trace = stepper.launchTrace()
        let failed = trace.lastIndex { $0.hasPrefix("failed ") } ?? trace.count
        let why = failed > 0 ? trace[failed - 1] : ""
        let steps = trace[..<failed]
        var notes = ["the navigation to root '\(graph.root.id)' cannot complete"]
        notes.append("path from launch: launch (fails \(reason.rawValue))")
        // `intercept ID: show ROUTE`, `needs REALM: show ROUTE` or `prove REALM: show ROUTE`.
        if let step = steps.last(where: { $0.hasPrefix("intercept ") || $0.hasPrefix("needs ") }),
            let colon = step.firstIndex(of: ":")
        {
            let isInterceptor = step.hasPrefix("intercept ")
            let name = String(step[step.index(step.startIndex, offsetBy: isInterceptor ? 10 : 6)..<colon])
            let shown = step.split(separator: " ").last.map(String.init) ?? ""
            let detail = why == step ? "" : " (\(why))"
            if isInterceptor, let ic = graph.interceptors.first(where: { $0.id == name }) {
                return Diagnostic(
                    .launchFails,
                    "the launch fails with \(reason.rawValue): interceptor '\(name)' cannot show '\(shown)'\(detail)",
                    at: ic.span, notes: notes)
            }
            if !isInterceptor, let realm = graph.realm(name) {
                return Diagnostic(
                    .launchFails,
                    "the launch fails with \(reason.rawValue): the login '\(shown)' of realm '\(name)' cannot be shown\(detail)",
                    at: realm.login.span, notes: notes)
            }
        }
        return Diagnostic(
            .launchFails,
            "the launch fails with \(reason.rawValue): the navigation to root '\(graph.root.id)' cannot complete\(why.isEmpty ? "" : " (\(why))")",
            at: graph.root.span, notes: ["path from launch: launch (fails \(reason.rawValue))"])
    }
}

extension Explorer {
    /// Deep links are tried from the first state of each class only (the class is the key
    /// without the top: from every state of it they go alike, `Explorer`), but a failure is
    /// blamed on the screen on top. So each other top of a class whose first state a link
    /// fails from with noStack blocks the same links: it joins (or makes) its own group, the
    /// witness going through the first state of the class with that top.
    func blameOtherTops(
        of classes: Set<Int32>, in e: Exploration, _ blocked: inout BlockedDeepLinks,
        topOfState: inout [Int32], everywhere: [Bool]
    ) {
        guard !classes.isEmpty else { return }
        // Per class: the first state with each top, in search order.
        var firstWithTop: [Int32: [(state: Int, top: Int32)]] = [:]
        var seen = Set<Int64>()
        for (i, c) in e.classOf.enumerated() where classes.contains(c) {
            if topOfState[i] == -2 { topOfState[i] = Int32(stepper.topRoute(e.states[i].snapshot) ?? -1) }
            if seen.insert(Int64(c) << 32 | Int64(UInt32(bitPattern: topOfState[i]))).inserted {
                firstWithTop[c, default: []].append((i, topOfState[i]))
            }
        }
        // The routes these failures explain are explained by the class's own failures already.
        var explained = [Bool](repeating: false, count: graph.routes.count)
        let tops = topOfState
        e.failures.forEachRecord { first, links in
            guard first.kind == .link, first.reason == .noStack, e.classOf.indices.contains(first.state) else { return }
            for other in firstWithTop[e.classOf[first.state]] ?? [] where other.top != tops[first.state] {
                MutableTableCells.of(&explained) { explained in
                    blocked.add(
                        run: first.index, targets: links, top: Int(other.top), skipping: everywhere,
                        explained: explained, from: other.state)
                }
            }
        }
    }
}
