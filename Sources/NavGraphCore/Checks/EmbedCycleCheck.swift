import NavGraphModel

extension DiagnosticCode {
    public static let embedCycle = DiagnosticCode("embed-cycle")
}

extension EmbedCycleCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .embedCycle, .structure,
            summary: "A container embedded, directly or through others, in itself.",
            fix: "Remove one `embed` of the cycle.",
            manual: #"""
                A container embedded, directly or through others, in itself.
                """#
        )
    ]
}

/// A container embedded, directly or through others, in itself can never be
/// shown. Each container has at most one `embed`, but the same SCC walk as the
/// other cycle checks keeps this simple and linear. One finding per cycle, at
/// the `embed` of its first container in file order.
public enum EmbedCycleCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var builder = DirectedGraph.Builder(nodeCount: graph.containers.count)
        for (c, container) in graph.containers.enumerated() where graph.isPrimaryContainer(c) {
            if let d = graph.embeddedContainer(container.embed) { builder.addEdge(from: c, to: d) }
        }
        let g = builder.build()
        return g.shortestCycles().compactMap { members, cycle in
            let anchor = members[0]
            guard let embed = graph.containers[anchor].embed else { return nil }
            let ids = [graph.containers[anchor].id] + cycle.dropLast().map { graph.containers[g.target($0)].id }
            return Diagnostic(
                .embedCycle, "container '\(ids[0])' is embedded in itself: \(CheckText.cycle(ids))",
                at: embed.span)
        }
    }
}
