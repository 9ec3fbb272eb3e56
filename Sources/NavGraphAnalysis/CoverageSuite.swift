import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// A generated navscript suite and what it covers.
public struct CoverageSuite: Sendable {
    /// The navscript text.
    public var script: String
    /// The summary for standard error: counts per group, then each item left out with its reason.
    public var summary: String
    public var scenarios: Int
    public var commands: Int
    /// The suite's size: its steps, launch included, each with the screens its
    /// `expect stack` names. A scenario repeats the stack of every step, so a
    /// long chain of pushes would cost its length squared.
    public var size: Int
    /// The most `size` a suite may have (navgraph(1), cover): a scenario that
    /// would pass it is left out, and the summary says so. Four times the suite
    /// of `--criterion all` on the 10,000-route graph of Benchmarks/sim.sh.
    public static let defaultSizeBudget = 4_000_000
}

extension Explorer {
    /// Where an item is first shown: a state, and the command from it (nil for a route on screen there).
    struct Hit {
        var state: Int
        var command: UserCommand?
        var after: EngineSnapshot?
        var newState: Int?
    }

    /// The suite for a criterion: one scenario per item not already covered by
    /// an earlier (longer) scenario, each the shortest command sequence from
    /// launch, asserting the state after every step.
    public func cover(
        _ criterion: CoverCriterion, stateLimit: Int = Explorer.defaultStateLimit,
        sizeBudget: Int = CoverageSuite.defaultSizeBudget
    ) -> CoverageSuite {
        let items = CoverageItems(graph, criterion)
        tryRestart = criterion == .all
        // Only what a user or the system can do: no tab tap while a modal covers the tab bar.
        tapsUnderModals = false
        trySessionCommands = false
        defer {
            tryRestart = false
            tapsUnderModals = true
            trySessionCommands = true
        }
        var hits = [Hit?](repeating: nil, count: items.all.count)
        var failures = [FailureReason?](repeating: nil, count: items.all.count)
        var into: [Int: [Int]] = [:]
        var found: [Int] = []
        let e = explore(stateLimit: stateLimit) { step in
            found.removeAll(keepingCapacity: true)
            self.coverageItems(step, items, into: &found)
            guard !found.isEmpty else { return }
            let reason = step.after.outcome
            let shown = self.shows(step)
            for i in found {
                if shown {
                    if hits[i] == nil {
                        hits[i] = Hit(
                            state: step.from, command: step.command,
                            after: step.newState == nil ? step.after : nil, newState: step.newState)
                    }
                    if let n = step.newState { into[n, default: []].append(i) }
                } else if let reason, failures[i] == nil {
                    failures[i] = reason
                }
            }
        }
        for (r, state) in e.reachedAt.enumerated() {
            guard let state, let i = items.route[r] else { continue }
            hits[i] = Hit(state: state, command: nil, after: nil, newState: nil)
        }
        // Every "fails from every reachable state" claim is run from every state first.
        let claimed = Set(items.all.indices.filter { hits[$0] == nil && failures[$0] != nil })
        for (i, hit) in disprove(claimed, e, items) { hits[i] = hit }

        // Longest first, so shorter items on the way are covered by it.
        func length(_ h: Hit) -> Int { e.states[h.state].depth + (h.command == nil ? 0 : 1) }
        let order = items.all.indices.compactMap { i in hits[i].map { (i, items.all[i], $0) } }
            .sorted { a, b in length(a.2) != length(b.2) ? length(a.2) > length(b.2) : a.0 < b.0 }
        var covered = Set<Int>()
        func onScreen(_ snapshot: EngineSnapshot) -> [Int] {
            stepper.view(snapshot).onScreen.compactMap { items.route[$0] }
        }
        var shownIn: [Int: [Int]] = [:]
        func onScreen(state x: Int) -> [Int] {
            if let known = shownIn[x] { return known }
            let found = onScreen(e.states[x].snapshot)
            shownIn[x] = found
            return found
        }
        // A step's size (see `CoverageSuite.size`), and each state's chain from launch summed.
        func size(_ snapshot: EngineSnapshot) -> Int { 1 + snapshot.currentStackCount }
        var chainSize: [Int] = []
        chainSize.reserveCapacity(e.states.count)
        for state in e.states {
            chainSize.append(size(state.snapshot) + (state.parent >= 0 ? chainSize[state.parent] : 0))
        }
        var scenarios: [String] = []
        var commands = 0
        var suiteSize = 0
        var overBudget: [Int] = []
        for (index, item, hit) in order where !covered.contains(index) {
            let scenarioSize = chainSize[hit.newState ?? hit.state] + (hit.after.map(size) ?? 0)
            if suiteSize + scenarioSize > sizeBudget {
                overBudget.append(index)
                continue
            }
            suiteSize += scenarioSize
            covered.insert(index)
            var chain: [Int] = []
            var s = hit.newState ?? hit.state
            while s >= 0 {
                chain.append(s)
                s = e.states[s].parent
            }
            chain.reverse()
            for x in chain {
                covered.formUnion(into[x] ?? [])
                covered.formUnion(onScreen(state: x))
            }
            var lines = ["scenario " + quote(item.label)]
            lines += assertionLines(e.states[0].snapshot)
            for x in chain.dropFirst() {
                guard let c = e.states[x].command else { continue }
                lines.append("  " + stepper.text(c))
                lines += assertionLines(e.states[x].snapshot)
                commands += 1
            }
            if let after = hit.after, let c = hit.command {
                lines.append("  " + stepper.text(c))
                lines += assertionLines(after)
                commands += 1
                covered.formUnion(onScreen(after))
            }
            scenarios.append(lines.joined(separator: "\n"))
        }

        let header =
            CoverCriterion.headerPrefix + "\(criterion.rawValue): \(scenarios.count) scenarios "
            + "generated from graph '\(graph.name.value)'; regenerate rather than edit.\n"
        let script = header + scenarios.map { "\n" + $0 + "\n" }.joined()
        let text = summary(
            items, hits: hits, failures: failures, exploration: e, scenarios: scenarios.count, commands: commands,
            overBudget: (overBudget.filter { !covered.contains($0) }, suiteSize, sizeBudget))
        return CoverageSuite(
            script: script, summary: text, scenarios: scenarios.count, commands: commands, size: suiteSize)
    }

    /// `expect ok` (or the failure), then the top, its stack and whether a navigation is pending.
    private func assertionLines(_ state: EngineSnapshot) -> [String] {
        let outcome = state.outcome.map { "  expect failed \($0.rawValue)" } ?? "  expect ok"
        return [outcome] + stepper.assertions(state).map { "  " + $0 }
    }

    private func summary(
        _ items: CoverageItems, hits: [Hit?], failures: [FailureReason?],
        exploration e: Exploration, scenarios: Int, commands: Int,
        overBudget: (items: [Int], size: Int, budget: Int)
    ) -> String {
        var lines = ["cover: \(scenarios) scenarios, \(commands) commands"]
        let left = Set(overBudget.items)
        for (g, name) in CoverageItem.groups.enumerated() {
            let group = items.all.filter { $0.group == g }
            guard !group.isEmpty else { continue }
            let shown = items.all.indices.filter {
                items.all[$0].group == g && hits[$0] != nil && !left.contains($0)
            }.count
            lines.append("  \(name): \(shown) of \(group.count) covered")
        }
        let missing = items.all.indices.filter { hits[$0] == nil }
        if e.limitReached {
            lines.append("explored \(e.states.count) states, \(e.limitText); items below may be coverable")
        }
        if !overBudget.items.isEmpty {
            lines.append(
                "suite size bound reached (size \(overBudget.size), bound \(overBudget.budget)); "
                    + "\(overBudget.items.count) items left out, their scenarios too large for what is left")
        }
        for i in overBudget.items.sorted() {
            lines.append("  left out: \(items.all[i].label): its scenario passes the suite size bound")
        }
        for i in missing {
            lines.append("  left out: \(items.all[i].label): " + reason(items.all[i].label, failures[i], e))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func reason(_ label: String, _ failure: FailureReason?, _ e: Exploration) -> String {
        if let failure {
            let code: String
            switch failure {
            case .loop: code = " (endless-navigation)"
            // A tap or a deep link that fails from every state is check's navigation-fails.
            case .noStack:
                code =
                    label.hasPrefix("deeplink") || label.hasPrefix("tab")
                    ? " (navigation-fails)" : " (push-without-stack)"
            default: code = ""
            }
            return "fails with \(failure.rawValue) from every reachable state that tries it\(code)"
        }
        let words = label.split(separator: " ")
        if words.first == "back" { return "'\(words[1])' is never above another screen of its stack" }
        if words.first == "route" || words.first == "edge" {
            let id = String(words[1])
            if let r = graph.routeIndex[id], e.reachedAt[r] == nil {
                return "'\(id)' is never on screen (unreachable-route)"
            }
        }
        return "no reachable state allows it"
    }
}
