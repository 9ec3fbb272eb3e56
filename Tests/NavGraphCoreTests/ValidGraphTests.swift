import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Graphs a careful user writes from man/navgraph.5, in the style of the seeds
/// (CoreNavigation, NavigationRouter, Insecurity), with every key and the
/// YAML 1.2 core scalars: each must check with no finding at all, neither
/// an error nor a warning. A root file is `<name>.yaml` or
/// `<name>/navgraph.yaml` with its modules, under Fixtures/valid.
@Suite("Valid graphs")
struct ValidGraphTests {
    static let folder = RepoPaths.fixture("valid")

    static var graphs: [String] { FixtureGraph.rootFiles(in: folder) }

    @Test func thereAreValidGraphs() {
        #expect(Self.graphs.count >= 7)
    }

    @Test(arguments: graphs)
    func checksWithNoFinding(_ graph: String) throws {
        let loaded = try FixtureGraph.load(Self.folder + "/" + graph)
        #expect(Findings.lines(loaded) == [], "\(graph)")
        #expect(loaded.graph != nil, "\(graph)")
    }
}
