import NavGraphFuzz
import TestSupport
import Testing

/// The runtime fuzz target's entry (`RuntimeFuzz`) over inputs drawn at random with fixed
/// seeds: tens of thousands of walks whose saved states are mutated (routes renamed, values
/// that no longer fit, stacks emptied or deepened, implausible numbers, tabs and scenes out
/// of range) and restored, then walked on and restored again. None may trap, and every
/// restored state must be sane (unique instance numbers below the next one, bounded size).
@MainActor
@Suite struct RuntimeFuzzTests {
    static let target: RuntimeFuzz? = {
        guard let graph = FuzzGraphs.load(RepoPaths.fixture("shop/navgraph.yaml")).graph else { return nil }
        return try? RuntimeFuzz(graph: graph)
    }()

    @Test(arguments: 0..<8)
    func mutatedSavedStatesRestoreSanely(_ batch: Int) throws {
        let target = try #require(Self.target, "Fixtures/shop/navgraph.yaml must check cleanly")
        var rng = SplitMix(state: 0x5eed_0000 &+ UInt64(batch))
        for i in 0..<2_500 {
            let input = (0..<Int.random(in: 0..<96, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let problems = target.problems(input)
            #expect(problems == [], "batch \(batch), input \(i): \(input)")
            if !problems.isEmpty { return }
        }
    }

    /// Saved states as JSON: an empty saved tab stack selected, and the largest next instance number.
    @Test func savedStatesAsJSON() throws {
        let target = try #require(Self.target, "Fixtures/shop/navgraph.yaml must check cleanly")
        let state = """
            {"graph":"Shop","scenes":[{"name":"main","rootStack":[],"tabsContainer":"main",\
            "tabStacks":[[{"route":"home","values":{}}],[],null],"selectedTab":1,"modals":[],\
            "rootReplaced":false,"rootBottomReplaced":false,"tabBottomsReplaced":[]}],"currentScene":0,\
            "realms":[],"results":{},"onceShown":[],"nextInstance":9223372036854775807}
            """
        #expect(target.problems(Array(state.utf8)) == [])
    }
}
