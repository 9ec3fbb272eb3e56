import NavGraphModel

extension DiagnosticCode {
    public static let pushCycle = DiagnosticCode("push-cycle", .warning)
}

extension PushCycleCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .pushCycle, .structure,
            summary: "A cycle of push edges: each turn adds to the stack without bound.",
            fix:
                "Make one edge of the cycle a modal, replace or root presentation, or accept a stack that grows each turn.",
            manual: #"""
                A navigation cycle of two routes or more made only of
                .Cm push
                edges: each turn adds to the stack without bound.
                The message prints the shortest cycle.
                A route that links to itself (related items) is no such cycle.
                """#
        )
    ]
}

/// A cycle made only of push edges (from a `push` route to a `push` route)
/// adds to the navigation stack on every turn, without bound. One warning per
/// strongly connected component of the push subgraph of two routes or more, at the `to` entry of its first route (file order) that starts the
/// shortest cycle through that route. A route that links to itself ("related items":
/// `item -> item`) grows the stack as any push does when tapped again and again; that
/// is the pattern's intent, not a mistake, so such an edge is left out.
public enum PushCycleCheck: StaticCheck {
    /// The push subgraph: every route a node, an edge for each `to` between
    /// two push routes (but a route's own), its payload the index in the source's `to`.
    public static func pushGraph(of graph: Graph) -> DirectedGraph {
        var builder = DirectedGraph.Builder(nodeCount: graph.routes.count)
        var isPush = [Bool](repeating: false, count: graph.routes.count)
        for i in graph.routeIndices(with: .push) { isPush[i] = true }
        for i in graph.routes.indices where isPush[i] && graph.isPrimaryRoute(i) {
            for (k, t) in graph.edges(from: i).enumerated() where t >= 0 && Int(t) != i && isPush[Int(t)] {
                builder.addEdge(from: i, to: Int(t), payload: k)
            }
        }
        return builder.build()
    }

    /// The route indexes of each push cycle's component, ascending, sorted by
    /// first member.
    public static func pushComponents(of graph: Graph) -> [[Int]] {
        let g = pushGraph(of: graph)
        return g.stronglyConnectedComponents().cyclic(in: g)
    }

    public static func run(on graph: Graph) -> [Diagnostic] {
        let g = pushGraph(of: graph)
        return g.shortestCycles().compactMap { members, cycle in
            let anchor = members[0]
            let ids = [graph.routes[anchor].id] + cycle.dropLast().map { graph.routes[g.target($0)].id }
            var notes: [String] = []
            if members.count > ids.count {
                notes.append(
                    "\(members.count) routes push each other in cycles: \(CheckText.list(members.map { graph.routes[$0].id }))"
                )
            }
            return Diagnostic(
                .pushCycle, "push edges form a cycle: \(CheckText.cycle(ids))",
                at: graph.routes[anchor].to[g.payload(cycle[0])].span, notes: notes)
        }
    }
}
