import Foundation
import FuzzDriver
import NavGraphFuzz

enum Harness {
    /// The example graph, read once from the repository's Fixtures/.
    @MainActor static let target: RuntimeFuzz = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        guard let graph = FuzzGraphs.load(root.path + "/Fixtures/shop/navgraph.yaml").graph,
            let target = try? RuntimeFuzz(graph: graph)
        else { fatalError("Fixtures/shop/navgraph.yaml does not decode") }
        return target
    }()
}

/// libFuzzer's loop over saved states and deep links into a navigator; libFuzzer calls on the main thread.
fuzz { bytes in MainActor.assumeIsolated { Harness.target.run(bytes) } }
