import NavGraphCore
import NavGraphEngine
import NavGraphModel
import Testing

@testable import NavGraphAnalysis

/// An exploration keeps its failures packed (16 bytes a record, a run of deep
/// links failing from one state one record, the command made when read): a
/// large graph's search keeps millions of them.
@Suite("Explored failures")
struct ExploredFailuresTests {
    @Test func aFailureIsKeptInSixteenBytes() {
        #expect(MemoryLayout<ExploredFailures.Record>.stride == 16)
    }

    @Test func everyCommandTriedPacksAndUnpacksToItself() {
        let tries: [Explorer.Try] = [
            .login(3), .cancel, .tab(70_000), .open(99_999), .link(12), .finish, .back, .dismiss, .restart, .logout,
        ]
        for t in tries {
            #expect("\(Explorer.Try(packed: t.packed))" == "\(t)")
        }
    }

    /// The failures read back are the commands the search ran, with their
    /// values and URLs: every deep link blocked by the sheet, in search order.
    @Test func failuresReadBackAsTheCommandsThatFailed() throws {
        let graph = try #require(
            GraphCompiler.check(
                text: """
                    navgraph: 1
                    name: Gr
                    scheme: gr
                    root: home
                    routes:
                      home: { path: /, to: [help] }
                      help: { path: /help, presentation: modal }
                      product: { path: "/product/:id", params: { id: int }, external: true }
                      order: { path: /order, external: true }
                    """
            ).graph)
        let explorer = Explorer(graph: graph)
        let e = explorer.explore()
        let read = e.failures.map { "\($0.state) \(explorer.stepper.text($0.command)) \($0.reason) \($0.target ?? -1)" }
        #expect(read == ["1 deeplink gr://product/1 noStack 2", "1 deeplink gr://order noStack 3"])
        // The two deep links failed one after the other from one state: one record.
        #expect(e.failures.count == 2 && e.failures.records.count == 1)
    }
}
