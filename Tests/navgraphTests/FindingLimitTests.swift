import TestSupport
import Testing

/// Past the reported limit (the first 1,000 findings, navgraph(5) `too-many-findings`),
/// findings are counted, not shown, but still decide the exit status and whether the
/// graph's navigation is defined: an unknown reference left out still stops the
/// exploration and `sim`, and an error left out still fails the check.
@Suite("The finding limit")
struct FindingLimitTests {
    /// A graph whose first 1,001 findings are warnings (lifetimes nothing uses), then `routes`.
    static func graph(routes: String) -> [UInt8] {
        var text = "navgraph: 1\nname: Many\nscheme: many\nroot: home\nlifetimes:\n"
        for i in 0...1000 { text += "  l\(i): 60s\n" }
        return Array((text + "routes:\n" + routes).utf8)
    }

    func check(_ path: String) -> (status: Int32, lines: [String]) {
        let out = NavGraphBinary.run(["check", "--format", "github", path])
        return (out.status, out.stdout.split(separator: "\n").map(String.init))
    }

    @Test("an unknown reference past the limit fails the check, stops the exploration and refuses sim")
    func errorPastTheLimit() throws {
        let s = try HostileInputTests.Scratch()
        let path = s.write("many.yaml", Self.graph(routes: "  home:\n    path: /\n    to: [nope]\n"))
        let r = check(path)
        #expect(r.status == 1)
        #expect(r.lines.count == 1002)
        #expect(r.lines.filter { $0.contains("title=unused-lifetime::") }.count == 1000)
        #expect(
            r.lines.contains(
                "::notice file=\(path),line=1006,col=3,title=too-many-findings::2 more findings not shown (navgraph reports the first 1000)"
            ))
        #expect(
            r.lines.last
                == "::notice file=\(path),line=1010,col=10,title=not-explored::the graph's states were not explored: its errors (unknown-route) leave its navigation undefined, so findings in every state are missing"
        )
        // The counts count the findings left out: one error, 1,001 warnings.
        let json = NavGraphBinary.run(["check", "--format", "json", path])
        #expect(json.status == 1)
        #expect(json.stdout.hasSuffix("  \"errors\": 1,\n  \"warnings\": 1001\n}\n"))
        let human = NavGraphBinary.run(["check", path])
        #expect(human.stdout.hasSuffix("\n1 error, 1001 warnings\n"))
        let script = s.write("a.navscript", Array("scenario \"a\":\n  back\n".utf8))
        let sim = NavGraphBinary.run(["sim", path, script])
        #expect(sim.status == 1)
        #expect(
            sim.stderr.contains("note[not-explored]: the graph's states were not explored: its errors (unknown-route)"))
        #expect(!sim.stdout.contains("scenario"))
        #expect(sim.stderr.hasSuffix("\n1 error, 1001 warnings\n"))
    }

    @Test("the exploration's findings past the limit are counted in the note, not shown")
    func explorationPastTheLimit() throws {
        let s = try HostileInputTests.Scratch()
        // From the modal `m` (no stack), the deep link to `e` fails: a warning only a run finds.
        let routes =
            "  home:\n    path: /\n    to: [m]\n  m:\n    path: /m\n    presentation: modal\n"
            + "  e:\n    path: /e\n    external: true\n"
        let path = s.write("many.yaml", Self.graph(routes: routes))
        let r = check(path)
        #expect(r.status == 0)
        #expect(r.lines.count == 1001)
        #expect(!r.lines.contains { $0.contains("deeplink-fails") })
        #expect(
            r.lines.last
                == "::notice file=\(path),line=1006,col=3,title=too-many-findings::2 more findings not shown (navgraph reports the first 1000)"
        )
        // Under the limit the same graph shows it.
        let few = s.write(
            "few.yaml", Array(("navgraph: 1\nname: Few\nscheme: many\nroot: home\nroutes:\n" + routes).utf8))
        #expect(check(few).lines.contains { $0.contains("title=deeplink-fails::while 'm' (a modal without a stack)") })
    }

    @Test("an error past the limit fails the check even when every finding shown is a warning")
    func errorLeftOutAfterWarnings() throws {
        let s = try HostileInputTests.Scratch()
        // A push from a modal without a stack: an error the static checks find, after 1,001 warnings.
        let routes =
            "  home:\n    path: /\n    to: [m]\n  m:\n    path: /m\n    presentation: modal\n    to: [p]\n"
            + "  p:\n    path: /p\n"
        let r = check(s.write("many.yaml", Self.graph(routes: routes)))
        #expect(r.status == 1)
        #expect(!r.lines.contains { $0.hasPrefix("::error") })
        #expect(r.lines.last?.contains("title=too-many-findings::2 more findings not shown") == true)
    }
}
