import NavGraphModel

extension DiagnosticCode {
    public static let realmCycle = DiagnosticCode("realm-cycle")
}

extension RealmCycleCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .realmCycle, .structure,
            summary: "Auth realms whose `requires` form a cycle.",
            fix: "Remove one `requires` of the cycle.",
            manual: #"""
                Realms whose
                .Ic requires
                form a cycle.
                """#
        )
    ]
}

/// Realms whose `requires` come back to themselves can never all be entered.
/// One finding per strongly connected component, at the `requires` entry of
/// its first realm (file order) that starts the shortest cycle.
public enum RealmCycleCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var builder = DirectedGraph.Builder(nodeCount: graph.realms.count)
        for (a, realm) in graph.realms.enumerated() where graph.isPrimaryRealm(a) {
            for (k, ref) in realm.requires.enumerated() {
                if let b = graph.realmIndex[ref.id] { builder.addEdge(from: a, to: b, payload: k) }
            }
        }
        let g = builder.build()
        return g.shortestCycles().compactMap { members, cycle in
            let anchor = members[0]
            let ids = [graph.realms[anchor].id] + cycle.dropLast().map { graph.realms[g.target($0)].id }
            let at = graph.realms[anchor].requires[g.payload(cycle[0])].span
            return Diagnostic(.realmCycle, "realm '\(ids[0])' requires itself: \(CheckText.cycle(ids))", at: at)
        }
    }
}
