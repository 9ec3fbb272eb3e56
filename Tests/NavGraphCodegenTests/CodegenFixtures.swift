import Foundation
import NavGraphCodegen
import NavGraphCore
import Testing
import TestSupport

/// The example graphs whose route tables are kept as golden files (and
/// compiled by GeneratedRouteTableTests).
enum CodegenFixtures {
    struct Example: Sendable, CustomTestStringConvertible {
        /// Relative to Fixtures/.
        var graph: String
        /// Relative to Fixtures/.
        var golden: String
        var access: AccessLevel = .internal
        var testDescription: String { golden }
    }

    static let examples: [Example] = [
        Example(graph: "shop/navgraph.yaml", golden: "codegen/golden/ShopRoutes.swift"),
        Example(graph: "codegen/nasty/navgraph.yaml", golden: "codegen/golden/NastyRoutes.swift"),
        Example(graph: "codegen/tiny/navgraph.yaml", golden: "codegen/golden/TinyRoutes.swift"),
        Example(graph: "codegen/tiny/navgraph.yaml", golden: "codegen/golden/public/TinyRoutes.swift", access: .public),
    ]

    /// Reads includes relative to the root graph's directory.
    struct DirectoryProvider: SourceProvider {
        var directory: String
        func read(_ path: String) -> Result<[UInt8], SourceReadError> {
            guard let data = FileManager.default.contents(atPath: directory + "/" + path) else { return .failure(.notFound) }
            return .success([UInt8](data))
        }
    }

    /// A fixture graph, checked; nil (with the findings) when it has errors.
    static func load(_ relative: String) -> (graph: Graph?, diagnostics: [Diagnostic]) {
        let path = RepoPaths.fixture(relative)
        let url = URL(fileURLWithPath: path)
        let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
        let loaded = GraphCompiler.check(name: url.lastPathComponent, bytes: bytes,
                                         includes: DirectoryProvider(directory: url.deletingLastPathComponent().path))
        return (loaded.hasErrors ? nil : loaded.graph, loaded.diagnostics)
    }

    static func generate(_ example: Example) -> String? {
        guard let graph = load(example.graph).graph else { return nil }
        return RouteTableGenerator(access: example.access).generate(graph, inputName: example.graph)
    }
}
