import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Large graphs decode with exactly their findings. That the decoder is linear in the graph's
/// size is measured in a release build by Benchmarks/check.sh (it fails when ten times the
/// routes take more than thirty times as long), not timed in a debug build here.
@Suite("Decoder: large graphs")
struct DecoderScalingTests {
    /// Routes with params, paths, edges, caches; a module redefining every
    /// tenth route (duplicate ids across files) and one interceptor a route.
    static func graph(_ n: Int) -> (root: String, module: String) {
        var root = "navgraph: 1\nname: Big\nroot: r0\ninclude: [m.yaml]\nlifetimes:\n  short: 60s\nroutes:\n"
        var module = "routes:\n"
        var interceptors = "interceptors:\n"
        for i in 0..<n {
            root +=
                "  r\(i):\n    path: /s\(i % 100)/r\(i)/:id\n    params: { id: int, q: { type: string, default: x } }\n"
            root += "    to: [r\((2 * i + 1) % n), r\((2 * i + 2) % n)]\n    cache: short\n"
            if i % 10 == 0 { module += "  r\(i): { path: /m\(i) }\n" }
            interceptors += "  - { id: i\(i), on: r\(i), show: r0 }\n"
        }
        return (root + interceptors, module)
    }

    static func findings(_ n: Int) -> [Diagnostic] {
        let (root, module) = graph(n)
        return LoadedGraph.decode(
            name: "navgraph.yaml", bytes: Array(root.utf8),
            includes: InMemorySourceProvider(["m.yaml": module])
        ).diagnostics
    }

    @Test func everyRedefinedRouteIsReportedOnce() {
        #expect(Self.findings(1_000).map(\.code) == Array(repeating: .duplicateID, count: 100), "every tenth route")
        #expect(Self.findings(10_000).count == 1_000)
    }
}
