import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `navigation-never-lands`: an edge that only starts over the navigation waiting on its screen.
@Suite("A navigation that never lands")
struct NavigationNeverLandsTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/navigation-never-lands.yaml"))

    @Test func aPaywallsEdgeToTheRouteItInterceptsIsNamedWithTheLoopAndAWitness() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .navigationNeverLands })
        #expect(
            finding.diagnostic.notes == [
                "the loop: 'paywall' -> open 'premium' -> 'paywall', again and again; only closing the screen lets the waiting navigation go on",
                "let 'paywall' finish (the navigation waiting on it then shows 'premium') rather than open 'premium', or drop the edge",
                "path from launch: launch; open premium; open premium (waits on 'paywall' again)",
            ])
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  open premium\n  open premium\n  expect top paywall\n  expect pending\n"))
        let run = analyzed.simulate(witness)
        #expect(run.failures == [])
        #expect(run.steps >= 4)
    }

    @Test func theFixedGraphsHaveNone() {
        // The paywall without the edge (its button finishes it), or an interceptor that fires once.
        let noEdge = Self.graph.replacingOccurrences(of: "    to: [premium]\ninterceptors", with: "interceptors")
        #expect(Analyzed(yaml: noEdge).lines == [])
        let once = Self.graph.replacingOccurrences(of: "show: paywall }", with: "show: paywall, once: true }")
        #expect(Analyzed(yaml: once).lines == [])
    }

    /// A login screen whose edge opens the route that needs its realm starts the login over too.
    @Test func aLoginsEdgeToTheRouteWaitingForItIsNamed() {
        let login = """
            navgraph: 1
            name: Bank
            root: home
            auth:
              session: { login: signIn }
            routes:
              home: { path: /, embed: stack, to: [account] }
              account: { path: /account, auth: [session] }
              signIn: { path: /sign-in, presentation: modal, embed: stack, to: [account] }

            """
        #expect(
            Analyzed(yaml: login).lines == [
                "warning[navigation-never-lands] 9:69 opening 'account' from 'signIn' never lands: a navigation to 'account' already waits there, and opening it again starts it over (the login of 'session' shows 'signIn'), from the one state it was tried in"
            ])
    }
}
