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
    /// realm), and the window, empty, is repaired: the root comes back.
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

    @Test func aLogoutThatEmptiesTheRootStackRepairsItAndNoLinkFails() throws {
        // Once a deep link that replaced "nothing on screen" failed here; the repair
        // (navscript(5), No empty window) brings the root back: the launch's state again.
        let analyzed = Analyzed(yaml: Self.club)
        // No deep link fails; 'club' and 'news' replace the whole stack and link nowhere,
        // which is a finding of its own.
        #expect(
            analyzed.lines == [
                "warning[no-way-out] 9:3 no way out of 'club': with it on top, no edge, back, dismiss, finish or tab leads to another screen",
                "warning[no-way-out] 11:3 no way out of 'news': with it on top, no edge, back, dismiss, finish or tab leads to another screen",
            ])
        let script = """
            scenario "logout from the club"
              launch
              open club
              login member
              logout
              expect stack [home]
              expect instance home #4
              deeplink vip://news
              expect ok
              expect stack [news]

            """
        #expect(analyzed.simulate(script).failures == [])
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
