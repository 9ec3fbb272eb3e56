import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `tab-loses-its-screen`: a `replace` in a tab's stack takes the tab's own screen's place.
@Suite("A tab that loses its own screen")
struct TabLosesItsScreenTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/tab-loses-its-screen.yaml"))

    @Test func aReplaceInTheTabsStackIsNamedWithAWitnessThatTapsTheTab() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .tabLosesItsScreen })
        #expect(
            finding.diagnostic.notes == [
                "give 'cart' presentation push (or modal), so that the tab's screen stays under it",
                "path from launch: launch; open cart; tab shop (shows 'cart', not 'shop')",
            ])
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  open cart\n  tab shop\n  expect top cart\n"))
        #expect(analyzed.simulate(witness).failures == [])
    }

    @Test func theFixedGraphsHaveNone() {
        for presentation in ["push", "modal"] {
            let fixed = Self.graph.replacingOccurrences(
                of: "presentation: replace", with: "presentation: \(presentation)")
            #expect(Analyzed(yaml: fixed).lines == [], "\(presentation)")
        }
    }

    /// A `replace` in a modal's own stack leaves the tabs alone.
    @Test func aReplaceInAModalsStackIsNotATabsLoss() {
        let modal = Self.graph.replacingOccurrences(of: "    to: [cart]\n", with: "    to: [sheet]\n")
            .replacingOccurrences(
                of: "  cart:\n",
                with: "  sheet: { path: /sheet, presentation: modal, embed: stack, to: [cart] }\n  cart:\n")
        #expect(Analyzed(yaml: modal).lines.filter { $0.contains("tab-loses-its-screen") } == [])
    }
}
