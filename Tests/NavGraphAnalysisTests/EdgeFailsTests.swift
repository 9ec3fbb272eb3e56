import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `edge-fails`: an edge or global route that fails from one screen in every state it was tried in.
@Suite("An edge that fails from one screen")
struct EdgeFailsTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/edge-fails.yaml"))

    @Test func anInterceptorPushedOverAStacklessModalIsNamedAtTheEdgeWithItsRunAndWitness() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .edgeFails })
        #expect(
            finding.diagnostic.notes == [
                "its run: navigate checkout; intercept acceptTerms: show terms; filters #2 has no stack (fails noStack)",
                "'terms' is pushed, and no stack is under it there: give 'filters' `embed: stack`, or give 'terms' presentation modal",
                "path from launch: launch; open filters; open checkout (fails noStack)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
    }

    @Test func theFixedGraphsHaveNone() {
        // A stack in the sheet, or terms presented over it.
        let stack = Self.graph.replacingOccurrences(
            of: "    presentation: modal\n    to: [checkout]\n",
            with: "    presentation: modal\n    embed: stack\n    to: [checkout]\n")
        #expect(Analyzed(yaml: stack).lines == [])
        let modal = Self.graph.replacingOccurrences(
            of: "  terms:\n    path: /terms\n", with: "  terms:\n    path: /terms\n    presentation: modal\n")
        #expect(Analyzed(yaml: modal).lines == [])
    }

    /// A `once` interceptor that fired from home lets the sheet's checkout through later:
    /// the edge works in some state, so it is no edge that always fails.
    @Test func anEdgeThatWorksInSomeStateIsNotReported() {
        let once = Self.graph.replacingOccurrences(of: "show: terms }", with: "show: terms, once: true }")
        #expect(Analyzed(yaml: once).lines == [])
    }

    static let global = """
        navgraph: 1
        name: Shop
        root: home
        routes:
          home:
            path: /
            embed: stack
            to: [filters]
          filters:
            path: /filters
            presentation: modal
          help:
            path: /help
            presentation: modal
            global: true
          tips:
            path: /tips
        interceptors:
          - { id: helpTips, on: help, show: tips }

        """

    @Test func aGlobalRouteIsNamedAtTheRouteWithTheScreen() throws {
        let analyzed = Analyzed(yaml: Self.global)
        #expect(
            analyzed.lines == [
                "error[edge-fails] 12:3 opening global route 'help' from 'filters' fails with noStack, from the one state it was tried in"
            ])
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .edgeFails })
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
    }

    /// A global route opened from a login's screen is a step of a flow the app started (as push-without-stack).
    @Test func aGlobalRouteFromALoginScreenIsNotJudged() {
        let login = Self.global.replacingOccurrences(
            of: "routes:\n", with: "auth:\n  session: { login: filters }\nroutes:\n"
        )
        .replacingOccurrences(of: "    to: [filters]\n", with: "    to: [account]\n")
        .replacingOccurrences(
            of: "  tips:\n",
            with: "  account: { path: /account, presentation: modal, embed: stack, auth: [session] }\n  tips:\n")
        #expect(Analyzed(yaml: login).lines.filter { $0.contains("edge-fails") } == [])
    }

    /// A pushed route from a modal without a stack is push-without-stack's, not this finding's.
    @Test func aPushWithoutStackIsLeftToItsCheck() {
        let pushed = Self.graph.replacingOccurrences(
            of: "    path: /checkout\n    presentation: modal\n", with: "    path: /checkout\n")
        #expect(Analyzed(yaml: pushed).lines.filter { $0.contains("edge-fails") } == [])
        #expect(Analyzed(yaml: pushed).lines.contains { $0.contains("push-without-stack") })
    }
}
