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
            LoadedGraph.decode(
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
            ).validated().graph)
        let explorer = Explorer(graph: graph)
        let e = explorer.explore()
        let read = e.failures.map { "\($0.state) \(explorer.stepper.text($0.command)) \($0.reason) \($0.target ?? -1)" }
        #expect(read == ["1 deeplink gr://product/1 noStack 2", "1 deeplink gr://order noStack 3"])
        // The two deep links failed one after the other from one state: one record.
        #expect(e.failures.count == 2 && e.failures.records.count == 1)
    }

    /// Runs of deep links stored at once: a run continues the last record when it is the
    /// next link from the same state for the same reason, and a record holds at most
    /// `UInt16.max` failures; reading them back gives each failure in order.
    @Test func runsOfDeepLinksExtendAndSplitRecords() {
        let links = 70_010
        var failures = ExploredFailures(
            routes: [], deeplinkURLs: (0..<links).map { "x://\($0)" },
            deeplinkTargets: Array(repeating: nil, count: links))
        failures.append(state: 4, links: 0..<3, reason: .noStack)
        failures.append(state: 4, link: 3, reason: .noStack)  // continues the run
        failures.append(state: 4, links: 4..<70_000, reason: .noStack)  // fills one record, spills into the next
        failures.append(state: 4, links: 70_000..<70_005, reason: .loop)  // another reason: a new record
        failures.append(state: 5, links: 70_005..<70_010, reason: .loop)  // another state: a new record
        failures.append(state: 5, tried: .back, reason: .noStack, target: 7)
        failures.close()
        #expect(failures.count == 70_011)
        #expect(failures.records.map(\.run) == [UInt16.max, UInt16(70_000 - Int(UInt16.max)), 5, 5, 1])
        var read: [String] = []
        failures.forEachPacked { f in
            read.append("\(f.index) \(f.state) \(Explorer.Try(packed: f.tried)) \(f.reason)")
        }
        #expect(read.count == 70_011)
        #expect(read[0] == "0 4 link(0) noStack")
        #expect(read[65_535] == "65535 4 link(65535) noStack")
        #expect(read[69_999] == "69999 4 link(69999) noStack")
        #expect(read[70_000] == "70000 4 link(70000) loop")
        #expect(read[70_005] == "70005 5 link(70005) loop")
        #expect(read[70_010] == "70010 5 back noStack")
        // Random access agrees with the reading in order.
        #expect(failures[65_536].reason == .noStack && failures[70_004].reason == .loop)
        #expect(failures[70_010].target == 7)
    }
}
