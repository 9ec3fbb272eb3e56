import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// `check`'s exploration runs an `open`, a tab tap, `back`, `finish`,
/// `dismiss` and a deep link from a pending state once per class of states
/// and context, and takes the first run's outcome for the repeats (see
/// `Explorer`). That must change no result: the same states in the same
/// order, reached from the same parents by the same commands, the same
/// routes reached, the same failures, and the same tabs and deep links
/// seen to work (what `navigation-fails` is made of), as the search that
/// runs every command from every state; only fewer commands run.
@Suite("The exploration's memo changes no result")
struct ExplorationMemoTests {
    /// Compares the two searches of one graph; returns the commands each ran.
    /// With `commandLimit`, both searches stop at that many commands tried.
    @discardableResult
    static func compare(_ graph: Graph, _ name: String, commandLimit: Int? = nil) -> (memoized: Int, full: Int) {
        let explorer = Explorer(graph: graph)
        if let commandLimit { explorer.commandLimit = commandLimit }
        let memoized = explorer.explore(stateLimit: Explorer.defaultStateLimit, memoize: true, observe: nil)
        let full = explorer.explore(stateLimit: Explorer.defaultStateLimit, memoize: false, observe: nil)
        #expect(memoized.commandsTried == full.commandsTried, "\(name): commands tried")
        #expect(full.commandsRun == full.commandsTried, "\(name): the full search runs all it tries")
        #expect(memoized.states.count == full.states.count, "\(name): states")
        #expect(memoized.limitReached == full.limitReached, "\(name): limit")
        for (i, (a, b)) in zip(memoized.states, full.states).enumerated() {
            guard
                a.parent != b.parent || a.command != b.command || a.depth != b.depth
                    || explorer.stepper.key(a.snapshot) != explorer.stepper.key(b.snapshot)
            else { continue }
            let by = { (c: UserCommand?) in c.map(explorer.stepper.text) ?? "launch" }
            let message =
                "\(name): state \(i) differs: \(explorer.describe(a.snapshot)) by \(by(a.command))"
                + " against \(explorer.describe(b.snapshot)) by \(by(b.command))"
            Issue.record(Comment(rawValue: message))
            break
        }
        #expect(memoized.reachedAt == full.reachedAt, "\(name): routes reached")
        #expect(memoized.tapsThatWork == full.tapsThatWork, "\(name): taps that work")
        #expect(memoized.linksThatWork == full.linksThatWork, "\(name): deep links that work")
        let failures = { (e: Exploration) in
            e.failures.map {
                "\($0.state) \(explorer.stepper.text($0.command)) \($0.reason.rawValue) \($0.target ?? -1)"
            }
        }
        #expect(failures(memoized) == failures(full), "\(name): failures")
        #expect(memoized.commandsRun <= full.commandsRun, "\(name): the memo ran more commands")
        return (memoized.commandsRun, full.commandsRun)
    }

    static func graph(yaml: String, _ name: String) -> Graph? {
        let loaded = LoadedGraph.decode(
            name: name, bytes: Array(yaml.utf8), includes: DirectorySources(directory: "/")
        ).validated()
        return loaded.graph
    }

    @Test(arguments: CoverageTests.fixtureGraphs)
    func fixtureGraph(_ fixture: String) throws {
        let graph = try #require(try Analyzed(path: RepoPaths.fixture(fixture)).loaded.graph, "\(fixture)")
        Self.compare(graph, fixture)
    }

    @Test(.enabled(if: CoverageTests.android != nil))
    func androidCorpus() throws {
        let (folder, names) = try CoverageTests.androidGraphNames()
        for name in names {
            let graph = try #require(try Analyzed(path: folder + "/" + name).loaded.graph, "\(name)")
            Self.compare(graph, name)
        }
    }

    /// Random graphs with what the memo's contexts reason about: tabs and
    /// their stacks, modals with and without stacks, undismissible ones,
    /// `replace` and `root`, realms with logins, screens restored by each
    /// behavior, deep links that dismiss modals or keep them, and interceptors before and after, `once` or not, whose
    /// screens have interceptors of their own.
    @Test(arguments: 1...200)
    func randomGraph(seed: UInt64) throws {
        let yaml = Self.randomGraph(seed: seed)
        let graph = try #require(Self.graph(yaml: yaml, "random-\(seed).yaml"), "\(yaml)")
        Self.compare(graph, "seed \(seed):\n\(yaml)")
        // Cut by the work bound, the two stop at the same command with the same states.
        Self.compare(graph, "seed \(seed), cut:\n\(yaml)", commandLimit: 10 + Int(seed % 40))
    }

    /// Pending states of one class try every deep link, and those known are taken from
    /// the class's row a run at once: cut by the work bound anywhere in such a run (or
    /// between), the two searches still stop at the same command with the same failures.
    @Test func deepLinksTakenFromTheMemoStopWhereTheFullSearchStops() throws {
        var lines = [
            "navgraph: 1", "name: Links", "scheme: links", "root: home", "auth:", "  signedIn: { login: login }",
            "interceptors:", "  - { id: terms, on: [account], show: terms }", "routes:",
            "  login: { path: /login, presentation: modal }", "  terms: { path: /terms, presentation: modal }",
            "  home: { path: /, to: [account, sheet, l0, l1] }", "  account: { path: /account, auth: signedIn }",
            "  sheet: { path: /sheet, presentation: modal, to: [account] }",
        ]
        for i in 0..<40 {
            // Links that work from a pending state, and links that fail there (a modal without a stack).
            let presentation = i % 3 == 0 ? ", presentation: modal" : ""
            lines.append("  l\(i): { path: /l\(i), external: true\(presentation), to: [account] }")
        }
        let graph = try #require(Self.graph(yaml: lines.joined(separator: "\n") + "\n", "links.yaml"))
        let explorer = Explorer(graph: graph)
        let all = explorer.explore(stateLimit: Explorer.defaultStateLimit, memoize: true, observe: nil)
        #expect(!all.limitReached && all.commandsTried > 400 && all.failures.count > 40)
        Self.compare(graph, "links")
        for limit in stride(from: 3, to: all.commandsTried, by: 7) {
            Self.compare(graph, "links, cut at \(limit)", commandLimit: limit)
        }
    }

    @Test func theMemoSavesWorkOnALargeGraph() throws {
        // The dense shape of Benchmarks/make_dense_graph.py, smaller: most commands repeat a class's run.
        var lines = [
            "navgraph: 1", "name: Dense", "scheme: dense", "root: main", "auth:", "  signedIn: { login: login }",
            "containers:", "  main: { kind: tabs, tabs: [r0, r1, r2] }", "routes:",
            "  login: { path: /login, presentation: modal }", "  intro: { path: /intro, presentation: modal }",
        ]
        let n = 120
        for i in 0..<n {
            var fields = ["path: /r\(i)"]
            if i < 3 {
                fields.append("embed: main")
            } else if i % 9 == 4 {
                fields += ["presentation: modal", "embed: stack"]
            }
            if i % 10 == 3 { fields.append("auth: signedIn") }
            if i % 50 == 7 { fields.append("external: true") }
            let kids = Set((0..<5).map { (i * 7 + $0 * 31 + 1) % n }).subtracting([i, 0, 1, 2]).sorted()
            fields.append("to: [\(kids.map { "r\($0)" }.joined(separator: ", "))]")
            lines.append("  r\(i): { \(fields.joined(separator: ", ")) }")
        }
        lines += ["interceptors:", "  - { id: onboarding, on: r0, when: after, show: intro, once: true }"]
        let graph = try #require(Self.graph(yaml: lines.joined(separator: "\n") + "\n", "dense.yaml"))
        let (memoized, full) = Self.compare(graph, "dense")
        // Counted, not timed: the memo runs well under two thirds of the commands.
        #expect(memoized * 3 < full * 2, "memoized \(memoized) of \(full)")
    }

    static func randomGraph(seed: UInt64) -> String {
        var rng = SplitMix(state: seed)
        func pick(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }
        func chance(_ n: Int) -> Bool { pick(n) == 0 }
        let count = 6 + pick(10)
        let tabs = chance(3) ? [] : Array(0..<min(2 + pick(2), count))
        var lines = ["navgraph: 1", "name: Random", "scheme: random", "root: \(tabs.isEmpty ? "r0" : "main")"]
        if chance(2) { lines.append("deeplinks: { modals: dismiss }") }
        let realms = 1 + pick(2)
        lines.append("auth:")
        for k in 0..<realms {
            lines.append("  realm\(k): { login: login\(k)\(k > 0 && chance(2) ? ", requires: [realm0]" : "") }")
        }
        if !tabs.isEmpty {
            lines += [
                "containers:", "  main: { kind: tabs, tabs: [\(tabs.map { "r\($0)" }.joined(separator: ", "))] }",
            ]
        }
        lines.append("routes:")
        for k in 0..<realms {
            let presentation = ["modal", "push", "replace", "modal, embed: stack"][pick(4)]
            lines.append("  login\(k): { path: /login\(k), presentation: \(presentation) }")
        }
        for r in 0..<count {
            var fields = ["path: /r\(r)"]
            if tabs.contains(r) {
                fields.append("embed: main")
            } else if r > 0 {
                switch pick(8) {
                case 0, 1: fields.append("presentation: modal")
                case 2: fields += ["presentation: modal", "embed: stack"]
                case 3: fields += ["presentation: modal", "dismissible: false"]
                case 4: fields.append("presentation: replace")
                case 5 where chance(2): fields.append("presentation: root")
                default: break
                }
            }
            let needsRealm = r > 0 && chance(4)
            if needsRealm { fields.append("auth: realm\(pick(realms))") }
            // What `restart` brings back: each behavior, `protect` only where a realm is needed.
            if chance(3) {
                let behavior = needsRealm && chance(2) ? "protect" : chance(3) ? "reject" : "allow"
                fields.append("restore: { id: r\(r), behavior: \(behavior) }")
            }
            if chance(3) { fields.append("external: true") }
            if chance(5) { fields.append("global: true") }
            let to = Set((0..<(1 + pick(4))).map { _ in pick(count) }).subtracting([r]).sorted()
            if !to.isEmpty { fields.append("to: [\(to.map { "r\($0)" }.joined(separator: ", "))]") }
            lines.append("  r\(r): { \(fields.joined(separator: ", ")) }")
        }
        let interceptors = pick(5)
        if interceptors > 0 { lines.append("interceptors:") }
        for k in 0..<interceptors {
            let on = chance(5) ? "\"*\"" : "[r\(pick(count))\(chance(2) ? ", r\(pick(count))" : "")]"
            var fields = ["id: i\(k)", "on: \(on)", "show: r\(1 + pick(count - 1))"]
            if chance(2) { fields.append("when: after") }
            if chance(4) { fields.append("requiresAuth: true") }
            if chance(2) { fields.append("once: true") }
            fields.append("priority: \(["low", "medium", "high"][pick(3)])")
            lines.append("  - { \(fields.joined(separator: ", ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
