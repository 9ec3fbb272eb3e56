import Foundation
import FuzzDriver
import NavGraphCore
import NavGraphFuzz
import NavGraphModel

enum Harness {
    /// The example graph, read once from the repository's Fixtures/, against its generated table
    /// (ShopRoutes.swift: a link to the golden file that the test suite keeps up to date).
    static let target: RouteFuzz = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        guard let graph = FuzzGraphs.load(root.path + "/Fixtures/shop/navgraph.yaml").graph else {
            fatalError("Fixtures/shop/navgraph.yaml does not decode")
        }
        return RouteFuzz(
            graph: graph,
            generatedPath: { path in
                ShopRoute(path: path).map { (id: $0.id.rawValue, canonicalPath: $0.path) }
            },
            generatedURL: { text in
                // Foundation's URL rewrites some texts (a lone `%`); those are compared as paths only.
                guard let url = URL(string: text), url.absoluteString == text else { return nil }
                switch ShopRoute.resolve(url: url) {
                case .success(let route): return .success((id: route.id.rawValue, canonicalPath: route.path))
                case .failure(let failure): return .failure(RouteFuzz.URLRefusal("\(failure)"))
                }
            })
    }()
}

/// libFuzzer's loop over paths matched by the core and by the compiled generated table.
fuzz { Harness.target.run($0) }
