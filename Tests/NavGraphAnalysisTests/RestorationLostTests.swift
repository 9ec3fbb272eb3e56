import NavGraphAnalysis
import NavGraphCore
import TestSupport
import Testing

/// `restoration-lost`: routes with `restore` that restart never brings back.
@Suite("Restoration lost to a replaced stack")
struct RestorationLostTests {
    static let graph = RepoPaths.read(RepoPaths.fixture("invalid/restoration-lost.yaml"))

    @Test func aStackWhoseBottomWasReplacedIsNamedAtTheReplacingRouteWithAWitness() throws {
        let analyzed = Analyzed(yaml: Self.graph)
        let finding = try #require(analyzed.findings.first { $0.diagnostic.code == .restorationLost })
        #expect(
            finding.diagnostic.notes == [
                "present 'welcome' with push or modal, so that the stack keeps the screen it started with, or drop the `restore` of 'welcome', 'detail'",
                "path from launch: launch; open welcome; restart (shows 'home')",
            ])
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  open welcome\n  restart\n  expect top home\n"))
        #expect(analyzed.simulate(witness).failures == [])
    }

    @Test func theFixedGraphHasNone() {
        let pushed = Self.graph.replacingOccurrences(of: "    presentation: replace\n", with: "")
        #expect(Analyzed(yaml: pushed).lines == [])
    }

    /// A cause the graph alone shows (a caller without `restore`) stays restore-never-succeeds's.
    @Test func aCallerWithoutRestoreIsLeftToTheStaticCheck() {
        let bare = Self.graph.replacingOccurrences(of: "    presentation: replace\n    restore: true\n", with: "")
        #expect(
            Analyzed(yaml: bare).lines == [
                "warning[restore-never-succeeds] 18:14 route 'detail' is never restored at restart: every screen it is pushed from ('welcome') has no `restore`, and saving stops at the first screen without one"
            ])
    }
}
