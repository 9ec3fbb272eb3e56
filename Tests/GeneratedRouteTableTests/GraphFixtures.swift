import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport

/// The graphs the golden route tables were generated from, read with the
/// core, so the tests can hold the generated code against the graph.
enum GraphFixtures {
    static func graph(_ relative: String) -> Graph? {
        guard let loaded = try? FixtureGraph.load(RepoPaths.fixture(relative)) else { return nil }
        return loaded.hasErrors ? nil : loaded.graph
    }

    static let shop = graph("shop/navgraph.yaml")
    static let nasty = graph("codegen/nasty/navgraph.yaml")
}
