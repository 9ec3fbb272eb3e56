import Foundation
import NavGraphCore
import Testing
import TestSupport

/// The decoder is linear in the graph's size: ten times the routes must not
/// take anywhere near a hundred times as long (a quadratic scan would).
@Suite("Decoder: scaling", .serialized)
struct DecoderScalingTests {
    /// Routes with params, paths, edges, caches; a module redefining every
    /// tenth route (duplicate ids across files) and one interceptor a route.
    static func graph(_ n: Int) -> (root: String, module: String) {
        var root = "navgraph: 1\nname: Big\nroot: r0\ninclude: [m.yaml]\nlifetimes:\n  short: 60s\nroutes:\n"
        var module = "routes:\n"
        var interceptors = "interceptors:\n"
        for i in 0..<n {
            root += "  r\(i):\n    path: /s\(i % 100)/r\(i)/:id\n    params: { id: int, q: { type: string, default: x } }\n"
            root += "    to: [r\((2 * i + 1) % n), r\((2 * i + 2) % n)]\n    cache: short\n"
            if i % 10 == 0 { module += "  r\(i): { path: /m\(i) }\n" }
            interceptors += "  - { id: i\(i), on: r\(i), show: r0 }\n"
        }
        return (root + interceptors, module)
    }

    static func seconds(_ n: Int) -> (time: Double, findings: Int) {
        let (root, module) = graph(n)
        var best = Double.infinity
        var findings = 0
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            let loaded = GraphCompiler.load(name: "navgraph.yaml", bytes: Array(root.utf8),
                                            includes: InMemorySourceProvider(["m.yaml": module]))
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            findings = loaded.diagnostics.count
        }
        return (best, findings)
    }

    @Test func tenTimesTheRoutesIsAboutTenTimesTheTime() {
        let small = Self.seconds(1_000)
        let large = Self.seconds(10_000)
        #expect(small.findings == 100, "every tenth route is defined twice")
        #expect(large.findings == 1_000)
        #expect(large.time < 30 * max(small.time, 0.001), "1k routes: \(small.time)s, 10k routes: \(large.time)s")
    }
}
