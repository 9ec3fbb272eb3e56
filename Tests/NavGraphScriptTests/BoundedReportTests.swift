import NavGraphCore
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// A failure shows at most a bounded part of a long stack or value (man/navscript.5,
/// "Assertions"): N pushes each followed by a failing `expect stack` once printed the whole
/// stack every time, a report quadratic in the script. The runner and a run through another
/// navigator (`NavigationStateCheck`) write the same bounded messages.
@Suite struct BoundedReportTests {
    static let graph = """
        navgraph: 1
        name: Deep
        root: a
        routes:
          a: { path: /, to: [a, b] }
          b: { path: /b/:text, params: { text: string } }

        """

    /// The human report of `script`, from the runner and through a session navigator.
    static func reports(_ script: String) throws -> (own: String, through: String) {
        let loaded = LoadedGraph.decode(text: graph).validated()
        let graph = try #require(loaded.graph)
        var sources = loaded.sources
        let file = sources.add(SourceFile(name: "deep.navscript", bytes: Array(script.utf8)))
        let runner = ScriptRunner(graph: graph)
        let own = runner.run(scripts: [file], sources: sources)
        let through = runner.run(
            scripts: [file], sources: sources, through: ExternalNavigatorRunTests.SessionNavigator(graph))
        return (
            SimRenderer.human(own, sources: sources, trace: false),
            SimRenderer.human(through, sources: sources, trace: false)
        )
    }

    /// `pushes` pushes of `a`, each followed by an `expect stack` that fails.
    static func deepScript(_ pushes: Int) -> String {
        "scenario \"deep\"\n" + String(repeating: "  open a\n  expect stack [a]\n", count: pushes)
    }

    @Test func aLongStackIsListedUpToTwentyScreens() throws {
        let (own, through) = try Self.reports(Self.deepScript(24))
        let listed = (1...20).map { "a #\($0)" }.joined(separator: ", ")
        let last = own.split(separator: "\n").dropLast().last.map(String.init)
        #expect(
            last == "deep.navscript:49:3: expect stack [a] failed: expected stack [a], found [\(listed), … and 5 more]")
        #expect(through == own)
    }

    /// Counted in bytes: twice the pushes, twice the report and a little more (longer line and
    /// instance numbers); a whole stack a failure made it four times.
    @Test func theReportGrowsLinearlyWithTheScript() throws {
        let small = try Self.reports(Self.deepScript(200)).own.utf8.count
        let large = try Self.reports(Self.deepScript(400)).own.utf8.count
        #expect(large > 2 * small && large < 2 * small + small / 10, "\(small) then \(large) bytes")
    }

    @Test func aLongValueIsCut() throws {
        let long = String(repeating: "x", count: 3_000)
        let (own, through) = try Self.reports("scenario \"long\"\n  open b(text: \(long))\n  expect top a\n")
        let failure = try #require(own.split(separator: "\n").first { $0.contains("failed:") }.map(String.init))
        #expect(failure.hasSuffix("… and 1036 more characters"))
        #expect(failure.hasPrefix("deep.navscript:3:3: expect top a failed: expected top a, found b(text: \"xxx"))
        #expect(through == own)
    }
}
