import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// The fixtures under Fixtures/invalid marked `# explored` hold a fault only
/// the exploration finds; their `# expect:` lines list every finding, static
/// and explored, in output order. Each witness a fixture produces is run
/// through the simulator and must pass (it asserts the failure).
@Suite("Exploration fixtures")
struct ExplorationFixtureTests {
    static let folder = RepoPaths.fixture("invalid")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().filter { $0.hasSuffix(".yaml") && isExplored(folder + "/" + $0) }
    }

    @Test func thereAreExploredFixtures() {
        #expect(Self.fixtures.count >= 4)
    }

    @Test(arguments: fixtures)
    func fixtureProducesExactlyItsExpectedFindings(_ fixture: String) throws {
        let path = Self.folder + "/" + fixture
        let analyzed = try Analyzed(path: path)
        #expect(analyzed.lines == expectations(path), "\(fixture)")
    }

    @Test(arguments: fixtures)
    func everyWitnessPassesTheSimulator(_ fixture: String) throws {
        let analyzed = try Analyzed(path: Self.folder + "/" + fixture)
        for finding in analyzed.findings {
            guard let witness = finding.witness else { continue }
            let run = analyzed.simulate(witness)
            #expect(run.failures == [], "\(fixture): \(witness)")
            #expect(run.steps >= 2, "\(fixture): the witness runs its failing command")
        }
    }
}

@Suite("Cycle witnesses")
struct CycleWitnessTests {
    /// `navgraph sim` refuses a graph with errors, so the witness of a cycle
    /// runs here through the simulator library, on the graph as written.
    @Test func anInterceptorCycleGetsThePathIntoTheLoopAndAWitnessThatShowsIt() throws {
        let analyzed = try Analyzed(path: RepoPaths.fixture("invalid/interceptor-cycle.yaml"))
        let graph = try #require(analyzed.loaded.graph)
        let found = ExploreStage.witnessErrors(in: graph, analyzed.loaded.diagnostics)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.diagnostic.code == .interceptorCycle)
        #expect(finding.diagnostic.notes.last == "path from launch: launch; open account (fails loop)")
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  open account\n  expect failed loop\n"))
        #expect(analyzed.simulate(witness).failures == [])
    }

    @Test func aPushWithoutAStackGetsThePathToItsEdgeAndAWitnessThatShowsIt() throws {
        let analyzed = try Analyzed(path: RepoPaths.fixture("invalid/push-without-stack.yaml"))
        let graph = try #require(analyzed.loaded.graph)
        let found = ExploreStage.witnessErrors(in: graph, analyzed.loaded.diagnostics)
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.diagnostic.code == .pushWithoutStack)
        #expect(finding.diagnostic.notes.last == "path from launch: launch; open filters; open product (fails noStack)")
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  open product\n  expect failed noStack\n"))
        #expect(analyzed.simulate(witness).failures == [])
    }

    @Test func aGlobalPushFromAStacklessModalGetsThePathToItAndAWitness() throws {
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: G
                root: home
                routes:
                  home: { path: /, to: [help] }
                  help: { path: /help, presentation: modal }
                  notif: { path: /notif, global: true }
                """)
        let graph = try #require(analyzed.loaded.graph)
        let found = ExploreStage.witnessErrors(in: graph, analyzed.loaded.diagnostics)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.diagnostic.code == .pushWithoutStack)
        #expect(finding.diagnostic.notes.last == "path from launch: launch; open help; open notif (fails noStack)")
        let witness = try #require(finding.witness)
        #expect(witness.hasSuffix("  open help\n  open notif\n  expect failed noStack\n"))
        #expect(analyzed.simulate(witness).failures == [])
    }

    @Test func aGraphWithOtherErrorsIsNotRun() throws {
        let analyzed = try Analyzed(path: RepoPaths.fixture("invalid/unknown-route.yaml"))
        if let graph = analyzed.loaded.graph {
            #expect(ExploreStage.witnessErrors(in: graph, analyzed.loaded.diagnostics).isEmpty)
        }
    }
}
