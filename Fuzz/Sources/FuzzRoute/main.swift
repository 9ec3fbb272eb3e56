import CFuzzerDriver
import Foundation
import NavGraphCore
import NavGraphFuzz

enum Harness {
    /// The example graph, read once from the repository's Fixtures/, against its generated table
    /// (ShopRoutes.swift: a link to the golden file that the test suite keeps up to date).
    static let target: RouteFuzz = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        guard let graph = FuzzGraphs.load(root.path + "/Fixtures/shop/navgraph.yaml").graph else {
            fatalError("Fixtures/shop/navgraph.yaml does not decode")
        }
        // Once the deep-link API settles, pass `generatedURL:` with the generated deep-link conversion too.
        return RouteFuzz(graph: graph, generatedPath: { path in
            ShopRoute(path: path).map { (id: $0.id.rawValue, canonicalPath: $0.path) }
        })
    }()
}

/// libFuzzer's loop over paths matched by the core and by the compiled generated table.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in
    Harness.target.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
})
