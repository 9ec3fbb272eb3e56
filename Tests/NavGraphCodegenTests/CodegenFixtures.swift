import Foundation
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// The example graphs whose route tables are kept as golden files (and
/// compiled by GeneratedRouteTableTests).
enum CodegenFixtures {
    struct Example: Sendable, CustomTestStringConvertible {
        /// Relative to Fixtures/.
        var graph: String
        /// Relative to Fixtures/.
        var golden: String
        var access: AccessLevel = .internal
        /// `gen --runtime`.
        var runtime = false
        var testDescription: String { golden }
    }

    static let examples: [Example] = [
        Example(graph: "shop/navgraph.yaml", golden: "codegen/golden/ShopRoutes.swift"),
        Example(graph: "codegen/nasty/navgraph.yaml", golden: "codegen/golden/NastyRoutes.swift"),
        Example(graph: "codegen/tiny/navgraph.yaml", golden: "codegen/golden/TinyRoutes.swift"),
        // `tab:` as metadata (`homeTab`), with the runtime table.
        Example(graph: "scripts/graphs/trips.yaml", golden: "codegen/golden/runtime/TripsRoutes.swift", runtime: true),
        Example(graph: "codegen/tiny/navgraph.yaml", golden: "codegen/golden/public/TinyRoutes.swift", access: .public),
        Example(graph: "shop/navgraph.yaml", golden: "codegen/golden/runtime/ShopRoutes.swift", runtime: true),
        Example(
            graph: "codegen/tiny/navgraph.yaml", golden: "codegen/golden/runtime/public/TinyRoutes.swift",
            access: .public, runtime: true),
    ]

    /// A fixture graph, checked; nil (with the findings) when it has errors.
    static func load(_ relative: String) -> (graph: Graph?, diagnostics: [Diagnostic]) {
        do {
            let loaded = try FixtureGraph.load(RepoPaths.fixture(relative))
            return (loaded.hasErrors ? nil : loaded.graph, loaded.diagnostics)
        } catch {
            Issue.record("cannot read \(relative): \(error)")
            return (nil, [])
        }
    }

    static func generate(_ example: Example) -> String? {
        guard let graph = load(example.graph).graph else { return nil }
        return RouteTableGenerator(access: example.access, runtime: example.runtime).generate(
            graph, inputName: example.graph)
    }
}
