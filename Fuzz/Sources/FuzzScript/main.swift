import Foundation
import FuzzDriver
import NavGraphCore
import NavGraphFuzz
import NavGraphModel

enum Harness {
    /// The example graph, read once from the repository's Fixtures/.
    static let target: ScriptFuzz = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        guard let target = ScriptFuzz(graph: FuzzGraphs.load(root.path + "/Fixtures/shop/navgraph.yaml")) else {
            fatalError("Fixtures/shop/navgraph.yaml does not check cleanly")
        }
        return target
    }()
}

/// libFuzzer's loop over navscripts run against the example graph.
fuzz { Harness.target.run($0) }
