import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// Large graphs decode their routes and run their checks side by side; the
/// result must be exactly what one thread gives: routes in file order,
/// findings complete and sorted.
@Suite("Large graphs decode and check concurrently, deterministically")
struct ConcurrentDecodeTests {
    static func graph(routes n: Int) -> String {
        var text = "navgraph: 1\nname: Big\nroot: r0\nroutes:\n"
        for i in 0..<n {
            text += "  r\(i):\n    path: /r\(i)\n"
            if i + 1 < n { text += "    to: [r\(i + 1)]\n" }
            if i == 10 { text += "    presentaton: modal\n" }  // unknown-key early
            if i == n - 3 { text += "    to: [nowhere]\n" }  // a repeated key near the end
            if i == n / 2 { text += "    cache: shrt\n" }  // unknown-lifetime in the middle
        }
        return text
    }

    @Test("6000 routes: file order kept, every finding found, same bytes every run")
    func large() throws {
        let n = 6000
        #expect(n >= FileDecoder.concurrentRouteThreshold)
        #expect(n >= Validator.concurrencyThreshold)
        let text = Self.graph(routes: n)
        let first = LoadedGraph.decode(text: text).validated()
        let graph = try #require(first.graph)
        #expect(graph.routes.map(\.id) == (0..<n).map { "r\($0)" })
        let codes = first.diagnostics.map(\.code)
        #expect(codes.contains(.unknownKey))
        #expect(codes.contains(.duplicateKey))
        #expect(codes.contains(.unknownLifetime))
        for _ in 0..<3 {
            #expect(LoadedGraph.decode(text: text).validated().diagnostics == first.diagnostics)
        }
        // Sorted by position.
        let offsets = first.diagnostics.map(\.span.start)
        #expect(offsets == offsets.sorted())
    }
}

@Suite("The checks of a large graph run side by side")
struct ConcurrentChecksTests {
    @Test("findings joined in the checks' fixed order, as one thread gives them")
    func checksInTheirOrder() throws {
        let n = Validator.concurrencyThreshold + 500
        // Findings of several checks: an unknown target, an unreachable route, a push cycle.
        let text =
            ConcurrentDecodeTests.graph(routes: n)
            + "  orphan:\n    path: /orphan\n    to: [orphan2]\n  orphan2:\n    path: /orphan2\n    to: [orphan]\n"
        let graph = try #require(LoadedGraph.decode(text: text).validated().graph)
        let serial = Validator.checks.flatMap { $0.run(on: graph) }
        #expect(Set(serial.map(\.code)).count >= 2, "\(serial.map(\.code))")
        #expect(Validator.validate(graph) == serial)
    }
}

@Suite("Path shapes compare as the matcher does")
struct PathShapeEquivalenceTests {
    @Test("two paths that differ only in Unicode normalisation are one path")
    func normalisation() {
        let text =
            "navgraph: 1\nname: U\nroot: a\nroutes:\n  a:\n    path: /caf\u{E9}\n    to: [b]\n  b:\n    path: /cafe\u{301}\n"
        let loaded = LoadedGraph.decode(text: text).validated()
        #expect(loaded.diagnostics.map(\.code) == [.duplicatePath])
    }
}
