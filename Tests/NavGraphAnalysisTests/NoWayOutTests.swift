import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `no-way-out`: a reachable screen that no user command leaves.
@Suite("A screen with no way out")
struct NoWayOutTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/no-way-out.yaml"))

    @Test func aRootPresentedScreenWithoutEdgesIsNamedWithItsWitness() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .noWayOut })
        #expect(
            finding.diagnostic.notes == [
                "'receipt' is presented with root, which leaves nothing under it: give it an edge (`to:`), or present it with push or modal",
                "path from launch: launch; open checkout; open receipt; back (fails nothingToPop)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
    }

    @Test func theFixedGraphsHaveNone() {
        // An edge out, or a presentation that keeps the checkout under it.
        let edge = Self.graph.replacingOccurrences(
            of: "    presentation: root\n", with: "    presentation: root\n    to: [shop]\n")
        #expect(Analyzed(yaml: edge).lines == [])
        let pushed = Self.graph.replacingOccurrences(of: "    presentation: root\n", with: "")
        #expect(Analyzed(yaml: pushed).lines.filter { $0.contains("no-way-out") } == [])
    }

    /// The window's own root, an app's one screen, is not judged: leaving it is leaving the app.
    @Test func anAppOfOneScreenHasNone() {
        #expect(Analyzed(yaml: "navgraph: 1\nname: One\nroot: home\nroutes:\n  home: { path: / }\n").lines == [])
    }
}
