import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// `check` also gives the session commands from every state: `login` of a
/// realm no navigation waits for, and `logout` (see `Explorer.tries`).
@Suite("The exploration logs in and out")
struct SessionCommandExplorationTests {
    /// `club` replaces the root screen; logging out removes it (it needs a
    /// realm), and the window is left empty: a deep link that replaces has
    /// nothing to replace. Only a `logout` reaches that state.
    static let club = """
        navgraph: 1
        name: Vip
        scheme: vip
        root: home
        auth:
          member: { login: signIn }
        routes:
          home: { path: /, to: [club] }
          club: { path: /club, presentation: replace, auth: member }
          signIn: { path: /sign-in, presentation: modal, embed: stack }
          news: { path: /news, external: true, presentation: replace }
        """

    @Test func aFindingOnlyALogoutReachesIsReportedWithAWitnessThatRuns() throws {
        let analyzed = Analyzed(yaml: Self.club)
        #expect(
            analyzed.lines.filter { $0.contains("deeplink-fails") } == [
                "warning[deeplink-fails] 4:7 while nothing is on screen, the deep link to 'news' fails with noStack"
            ])
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .deeplinkFails })
        #expect(
            finding.diagnostic.notes == [
                "first seen: signed out",
                "path from launch: launch; open club; login member; logout; deeplink vip://news (fails noStack)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
        // Without the session commands the search never logs out, and misses it.
        let explorer = Explorer(graph: try #require(analyzed.loaded.graph))
        explorer.trySessionCommands = false
        #expect(explorer.findings(explorer.explore()).filter { $0.diagnostic.code == .deeplinkFails }.isEmpty)
    }

    @Test func aLoginNothingWaitsForIsTriedFromTheLaunch() throws {
        let analyzed = Analyzed(yaml: Self.club)
        let graph = try #require(analyzed.loaded.graph)
        let explorer = Explorer(graph: graph)
        let e = explorer.explore()
        let signedIn = try #require(e.states.indices.first { e.path(to: $0) == [.login(0)] })
        #expect(explorer.describe(e.states[signedIn].snapshot) == "'home' on top, signed in to 'member'")
        // From there the club opens with no login screen, and `sim` agrees.
        let clubRoute = try #require(graph.routeIndex["club"])
        let after = explorer.simulator.run(.open(route: clubRoute, params: []), from: e.states[signedIn].snapshot)
        #expect(explorer.describe(after) == "'club' on top, signed in to 'member'")
        let steps = ["login member", "open club"] + explorer.simulator.assertions(after)
        #expect(steps.suffix(3) == ["expect top club", "expect stack [club]", "expect no pending"])
        let script = "scenario \"signed in first\"\n  launch\n" + steps.map { "  " + $0 + "\n" }.joined()
        #expect(analyzed.simulate(script).failures == [])
    }

    @Test func statesReachedOnlyByTheSessionCommandsCountTowardTheLimit() throws {
        let graph = try #require(Analyzed(yaml: Self.club).loaded.graph)
        let explorer = Explorer(graph: graph)
        let all = explorer.explore()
        #expect(!all.limitReached)
        explorer.trySessionCommands = false
        let withoutThem = explorer.explore()
        #expect(withoutThem.states.count < all.states.count)
        explorer.trySessionCommands = true
        let cut = explorer.explore(stateLimit: all.states.count - 1)
        #expect(cut.limitReached)
        #expect(cut.states.count == all.states.count - 1)
    }
}
