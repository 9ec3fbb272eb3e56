import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import Testing

/// `GraphCheck.run`, concurrent by default, runs a large graph's static checks on
/// another thread while the exploration searches: its findings, witnesses and counts
/// must be those of the checks run first and the search after (`concurrent: false`),
/// whether the
/// checks find nothing, errors that leave the search standing, or errors that
/// drop it (the note `not-explored`).
@Suite("The one check: the static checks beside the search")
struct CheckBesideSearchTests {
    /// `count` routes in pushes two by two from the root, each with a parameter,
    /// every seventh behind a realm, every fiftieth external; an intro modal shown
    /// once after the root, which a deep link meets (the exploration's finding);
    /// `extra` is appended to the routes.
    static func graph(routes count: Int, extra: String = "") -> String {
        var lines = [
            "navgraph: 1", "name: Big", "scheme: big", "root: r0",
            "auth:", "  signedIn:", "    login: login", "routes:",
            "  login:", "    path: /login", "    presentation: modal",
            "  intro:", "    path: /intro", "    presentation: modal",
        ]
        for i in 0..<count {
            lines.append("  r\(i):")
            lines.append("    path: /s\(i)/r\(i)" + (i == 0 ? "" : "/:id"))
            if i > 0 { lines.append("    params: { id: int }") }
            if i % 7 == 3 { lines.append("    auth: signedIn") }
            if i % 50 == 7 { lines.append("    external: true") }
            let next = [2 * i + 1, 2 * i + 2].filter { $0 < count }.map { "r\($0)" }
            if !next.isEmpty { lines.append("    to: [\(next.joined(separator: ", "))]") }
        }
        let interceptors = ["interceptors:", "  - id: onboarding", "    on: r0", "    when: after", "    show: intro"]
        return lines.joined(separator: "\n") + "\n" + extra + interceptors.joined(separator: "\n")
            + "\n    once: true\n"
    }

    static func composed(_ text: String, stateLimit: Int) -> LoadedGraph {
        GraphCheck.run(CheckInput(text: text), CheckOptions(stateLimit: stateLimit, concurrent: false))
    }

    static func beside(_ text: String, stateLimit: Int) -> LoadedGraph {
        GraphCheck.run(CheckInput(text: text), CheckOptions(stateLimit: stateLimit))
    }

    static let cases: [(name: String, text: String, explored: Bool)] = [
        ("clean", graph(routes: 2_500), true),
        // A route nothing links to: an error that leaves the navigation defined.
        ("unreachable", graph(routes: 2_500, extra: "  alone:\n    path: /alone\n"), true),
        // An unknown target: the navigation is undefined, the search is dropped.
        ("unknown", graph(routes: 2_500, extra: "  bad:\n    path: /bad\n    to: [nowhere]\n"), false),
        // Below the size the thread pays for: the checks run first.
        ("small", graph(routes: 40, extra: "  alone:\n    path: /alone\n"), true),
    ]

    @Test(arguments: 0..<cases.count)
    func sameAsTheChecksFirst(index: Int) {
        let (name, text, explored) = Self.cases[index]
        let stateLimit = 20_000
        let expected = Self.composed(text, stateLimit: stateLimit)
        let actual = Self.beside(text, stateLimit: stateLimit)
        #expect(actual.diagnostics == expected.diagnostics, "\(name)")
        #expect(actual.leftOut == expected.leftOut, "\(name)")
        #expect(actual.diagnostics.map(\.witness) == expected.diagnostics.map(\.witness), "\(name)")
        #expect(actual.diagnostics.contains { $0.code == .notExplored } == !explored, "\(name)")
        // The exploration's own findings are there when it counts (a deep link blocked under the intro).
        #expect(actual.diagnostics.contains { $0.witness != nil } == explored, "\(name)")
    }

    @Test("a search cut short runs the checks first, with the same findings")
    func cutShort() {
        let text = Self.graph(routes: 2_500)
        #expect(Self.beside(text, stateLimit: 1).diagnostics == Self.composed(text, stateLimit: 1).diagnostics)
    }
}
