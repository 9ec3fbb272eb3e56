import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// The exploration's memory is bounded by the screens its stored states hold,
/// and `cover`'s suite by its size: a chain of pushes, whose states each keep
/// the whole stack, stops at the budget with a note instead of growing as its
/// length squared.
@Suite("Exploration: screen budget and suite size")
struct ExplorationBudgetTests {
    /// `r0` on a stack, then a push to each next route: state `i` holds `i + 1` screens.
    static func chain(_ n: Int) -> String {
        var text = "navgraph: 1\nname: Chain\nroot: r0\nroutes:\n  r0: { path: /, embed: stack, to: [r1] }\n"
        for i in 1..<(n - 1) { text += "  r\(i): { path: /r\(i), to: [r\(i + 1)] }\n" }
        return text + "  r\(n - 1): { path: /r\(n - 1) }\n"
    }

    static func explorer(_ n: Int) throws -> Explorer {
        let loaded = LoadedGraph.decode(text: chain(n)).validated()
        #expect(loaded.diagnostics == [])
        return Explorer(graph: try #require(loaded.graph))
    }

    @Test func aChainWithinTheBudgetIsExploredWhole() throws {
        let e = try Self.explorer(100).explore()
        #expect(!e.limitReached && !e.screenBudgetReached)
        #expect(e.states.count == 100)
        #expect(e.screensHeld == 100 * 101 / 2)
    }

    @Test func theScreenBudgetStopsTheSearchWithTheNote() throws {
        let explorer = try Self.explorer(100)
        explorer.screenBudget = 1_000
        let e = explorer.explore()
        #expect(e.limitReached && e.screenBudgetReached)
        // 1 + 2 + ... + 44 = 990 screens; the 45th state would make it 1,035.
        #expect(e.states.count == 44)
        #expect(e.screensHeld == 990)
        #expect(e.screensHeld == e.states.map(\.snapshot.screenCount).reduce(0, +), "the count is what the states hold")
        #expect(
            explorer.findings(e).map(\.diagnostic.message) == [
                "explored 44 states, screen budget reached (990 screens held); findings may be missing"
            ])
        #expect(explorer.findings(e).map(\.diagnostic.code) == [.explorationLimit])
    }

    @Test func theStateLimitIsStillNamedAsBefore() throws {
        let explorer = try Self.explorer(100)
        let e = explorer.explore(stateLimit: 10)
        #expect(e.limitReached && !e.screenBudgetReached)
        #expect(
            explorer.findings(e).map(\.diagnostic.message) == [
                "explored 10 states, limit reached; findings may be missing"
            ])
    }

    /// The default budget on a chain whose states would hold more: the count
    /// stays under it (5,000,000 screens: 3,161 states of 1 to 3,161 screens).
    @Test func theDefaultBudgetBoundsALongChain() throws {
        let e = try Self.explorer(3_300).explore()
        #expect(e.screenBudgetReached)
        #expect(e.screensHeld <= Explorer.defaultScreenBudget)
        #expect(e.states.count == 3_161)
        #expect(e.screensHeld == 3_161 * 3_162 / 2)
    }

    @Test func aSuiteWithinItsBoundCoversTheChainInOneScenario() throws {
        let suite = try Self.explorer(100).cover(.routes)
        #expect(suite.scenarios == 1)
        // Launch and 99 pushes, each step naming its stack of 1 to 100 screens.
        #expect(suite.size == 100 + 100 * 101 / 2)
        #expect(!suite.summary.contains("left out"))
    }

    @Test func theSuiteSizeBoundLeavesOutTheScenariosThatPassIt() throws {
        let explorer = try Self.explorer(100)
        let suite = explorer.cover(.routes, sizeBudget: 1_000)
        // The longest scenario that fits reaches r42: 43 steps naming 1 to 43 screens, 43 + 946 = 989.
        #expect(suite.size == 989)
        #expect(suite.scenarios == 1)
        #expect(suite.script.contains("scenario \"route r42\""))
        let lines = suite.summary.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(3) == [
                "cover: 1 scenarios, 42 commands",
                "  routes: 43 of 100 covered",
                "suite size bound reached (size 989, bound 1000); 57 items left out, their scenarios too large for what is left",
            ])
        #expect(lines.dropFirst(3).first == "  left out: route r43: its scenario passes the suite size bound")
        #expect(lines.count == 3 + 57)
    }
}
