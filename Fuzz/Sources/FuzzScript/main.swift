import CFuzzerDriver
import Foundation
import NavGraphCore
import NavGraphFuzz

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
exit(LLVMFuzzerRunDriver(&CommandLine.argc, &CommandLine.unsafeArgv) { data, count in
    Harness.target.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
})
