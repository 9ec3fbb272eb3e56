import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Checks: graph algorithms")
struct GraphAlgorithmsTests {
    static func graph(_ n: Int, _ edges: [(Int, Int)]) -> DirectedGraph {
        var b = DirectedGraph.Builder(nodeCount: n)
        for (i, e) in edges.enumerated() { b.addEdge(from: e.0, to: e.1, payload: i) }
        return b.build()
    }

    @Test func componentsOfASmallGraph() {
        // 0 -> 1 -> 2 -> 0, 2 -> 3, 3 -> 4 -> 3, 5 -> 5, 6 alone
        let g = Self.graph(7, [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (5, 5)])
        let sccs = g.stronglyConnectedComponents()
        #expect(Set(sccs.members) == Set([[0, 1, 2], [3, 4], [5], [6]]))
        #expect(sccs.cyclic(in: g) == [[0, 1, 2], [3, 4], [5]])
        #expect(sccs.component[0] == sccs.component[2])
        #expect(sccs.component[0] != sccs.component[3])
    }

    @Test func shortestCycleThroughANodeStaysInside() throws {
        // 0 -> 1 -> 2 -> 3 -> 0 and the shortcut 0 -> 4 -> 0; 1 -> 5 -> 0 outside.
        let g = Self.graph(6, [(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (4, 0), (1, 5), (5, 0)])
        let cycle = try #require(g.shortestCycle(through: 0) { _ in true })
        #expect(cycle.map { g.target($0) } == [4, 0])
        let inside = try #require(g.shortestCycle(through: 0) { $0 != 4 })
        #expect(inside.map { g.target($0) } == [1, 5, 0])
        #expect(g.shortestCycle(through: 0) { $0 == 0 } == nil)
    }

    @Test func reachabilityFromSeveralStarts() {
        let g = Self.graph(5, [(0, 1), (2, 3)])
        #expect(g.reachable(from: [0]) == [true, true, false, false, false])
        #expect(g.reachable(from: [4, 2]) == [false, false, true, true, true])
    }

    /// A 100k-node cycle: recursion this deep would overflow the stack.
    @Test func aHundredThousandNodeCycleNeedsNoRecursion() throws {
        let n = 100_000
        var b = DirectedGraph.Builder(nodeCount: n)
        for i in 0..<n { b.addEdge(from: i, to: (i + 1) % n) }
        let g = b.build()
        let sccs = g.stronglyConnectedComponents()
        #expect(sccs.members.count == 1)
        #expect(sccs.members[0].count == n)
        let cycle = try #require(g.shortestCycle(through: 0) { _ in true })
        #expect(cycle.count == n)
    }
}

/// `Graph.edges(from:)` reads the rows `reindex()` built while the routes are
/// unchanged, and resolves a changed route's `to` list on the spot.
@Suite("Model: resolved edges")
struct ResolvedEdgesTests {
    @Test func edgesFollowTheRoutesEvenBeforeReindex() throws {
        var graph = try #require(
            LoadedGraph.decode(
                text: """
                    navgraph: 1
                    name: Edges
                    root: a
                    routes:
                      a: { path: /a, to: [b, c] }
                      b: { path: /b, to: [c] }
                      c: { path: /c }
                    """
            ).validated().graph)
        #expect(Array(graph.edges(from: 0)) == [1, 2])
        #expect(Array(graph.edges(from: 2)) == [])
        graph.routes[2].to = [Reference("a", span: .unknown), Reference("zz", span: .unknown)]
        #expect(Array(graph.edges(from: 2)) == [0, -1])
        graph.routes[0].to.removeAll()
        #expect(Array(graph.edges(from: 0)) == [])
        graph.reindex()
        #expect(Array(graph.edges(from: 2)) == [0, -1])
        #expect(Array(graph.edges(from: 1)) == [2])
        #expect(graph.unknownReferenceCount == 1)
    }
}
