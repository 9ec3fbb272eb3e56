import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `gate-skipped-by-deeplink`: a deep link closes a `once` gate the user may not dismiss.
@Suite("A once gate a deep link skips for good")
struct GateSkippedByDeeplinkTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/gate-skipped-by-deeplink.yaml"))

    @Test func aTermsGateClosedByADeepLinkIsNamedWithAWitnessThroughARestart() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .gateSkippedByDeeplink })
        #expect(
            finding.diagnostic.notes == [
                "with 'terms' on top, deeplink shop://product shows 'product', and 'terms' never shows again, not even after a restart",
                "drop `once` from 'acceptTerms', so that the gate runs again on the next navigation it intercepts",
                "path from launch: launch; deeplink shop://product (the gate closed)",
            ])
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  deeplink shop://product\n  expect top product\n  restart\n  expect top home\n"))
        #expect(analyzed.simulate(witness).failures == [])
    }

    @Test func theFixedGraphHasNone() {
        // Without `once`, the gate shows again on the next navigation.
        let fixed = Self.graph.replacingOccurrences(of: ", once: true", with: "")
        #expect(Analyzed(yaml: fixed).lines == [])
    }

    /// A gate the user may swipe away is skipped by the user's choice, not by the deep link.
    @Test func aDismissibleGateIsNotJudged() {
        let dismissible = Self.graph.replacingOccurrences(of: "    dismissible: false\n", with: "")
        #expect(Analyzed(yaml: dismissible).lines.filter { $0.contains("gate-skipped") } == [])
    }
}
