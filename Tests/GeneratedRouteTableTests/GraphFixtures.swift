import Foundation
import NavGraphCore
import TestSupport

/// The graphs the golden route tables were generated from, read with the
/// core, so the tests can hold the generated code against the graph.
enum GraphFixtures {
    struct DirectoryProvider: SourceProvider {
        var directory: String
        func read(_ path: String) -> Result<[UInt8], SourceReadError> {
            guard let data = FileManager.default.contents(atPath: directory + "/" + path) else { return .failure(.notFound) }
            return .success([UInt8](data))
        }
    }

    static func graph(_ relative: String) -> Graph? {
        let path = RepoPaths.fixture(relative)
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let loaded = GraphCompiler.check(name: url.lastPathComponent, bytes: [UInt8](data),
                                         includes: DirectoryProvider(directory: url.deletingLastPathComponent().path))
        return loaded.hasErrors ? nil : loaded.graph
    }

    static let shop = graph("shop/navgraph.yaml")
    static let nasty = graph("codegen/nasty/navgraph.yaml")
}
