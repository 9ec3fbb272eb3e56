import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `result-never-returned`: a route with `result:` that no reachable state can finish.
@Suite("A result that never comes back")
struct ResultNeverReturnedTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/result-never-returned.yaml"))

    @Test func aReplacePresentedPickerIsNamedWithItsWitness() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .resultNeverReturned })
        #expect(
            finding.diagnostic.notes == [
                "'paymentPicker' is presented with replace, which leaves it at the bottom of its stack, where `finish` fails and no screen under it waits for the value: present it with push or modal",
                "path from launch: launch; open cart; open paymentPicker; finish (fails nothingToPop)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
    }

    @Test func theFixedGraphsHaveNone() {
        // Presented over the cart, or pushed onto its stack: `finish` closes it with its value.
        for presentation in ["modal", "push"] {
            let fixed = Self.graph.replacingOccurrences(
                of: "presentation: replace", with: "presentation: \(presentation)"
            )
            .replacingOccurrences(of: "    to: [home]\n", with: "")
            #expect(Analyzed(yaml: fixed).lines == [], "\(presentation)")
        }
    }

    /// A route with a result that is only a tab's screen: finish never closes it.
    @Test func aTabScreenWithAResultIsNamed() {
        let tabs = """
            navgraph: 1
            name: Shop
            root: main
            containers:
              main: { kind: tabs, tabs: [shop, account] }
            routes:
              shop: { path: /shop }
              account: { path: /account, result: Session }

            """
        #expect(
            Analyzed(yaml: tabs).lines == [
                "warning[result-never-returned] 8:3 route 'account' has `result: Session`, but no reachable state can finish it with a value: with it on top, `finish` fails"
            ])
    }
}
