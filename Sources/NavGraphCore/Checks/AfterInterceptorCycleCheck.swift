import NavGraphModel

extension DiagnosticCode {
    public static let afterInterceptorCycle = DiagnosticCode("after-interceptor-cycle")
}

extension AfterInterceptorCycleCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .afterInterceptorCycle, .structure,
            summary: "`after` interceptors that show each other's routes without end.",
            fix: "Make one of the interceptors `once: true`, or break the cycle the message prints.",
            manual: #"""
                .Cm after
                interceptors that show each other's routes without end
                .Po one shows b after a, another shows a after b, neither
                .Ic once
                .Pc :
                every navigation there hits the loop bound.
                The message prints the cycle.
                """#
        )
    ]
}

/// After a route appears, its `after` interceptors show their routes, and
/// those routes' `after` interceptors run in turn. When they show each
/// other's routes (a shows b after, b shows a after) and none is `once`,
/// every navigation there runs until the loop bound. One finding per strongly
/// connected component, at its first route in file order, printing the
/// shortest cycle through it. A `"*"` interceptor never closes such a cycle:
/// every edge enters an interceptor's screen, which `"*"` skips.
public enum AfterInterceptorCycleCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var builder = DirectedGraph.Builder(nodeCount: graph.routes.count)
        // Payload: the interceptor and the `on` entry that names the source.
        var reasons: [(interceptor: Int, on: Span)] = []
        for (k, interceptor) in graph.interceptors.enumerated() where interceptor.when == .after && !interceptor.once {
            guard case .routes(let refs) = interceptor.on, let show = graph.routeIndex[interceptor.show.id] else {
                continue
            }
            for ref in refs where ref.id != interceptor.show.id {
                guard let r = graph.routeIndex[ref.id] else { continue }
                builder.addEdge(from: r, to: show, payload: reasons.count)
                reasons.append((k, ref.span))
            }
        }
        guard !reasons.isEmpty else { return [] }
        let g = builder.build()
        return g.shortestCycles().compactMap { members, cycle in
            let anchor = members[0]
            let ids = [graph.routes[anchor].id] + cycle.dropLast().map { graph.routes[g.target($0)].id }
            var notes: [String] = []
            var secondary: [DiagnosticLabel] = []
            var from = graph.routes[anchor].id
            for e in cycle {
                let reason = reasons[g.payload(e)]
                let name = graph.interceptors[reason.interceptor].id
                let to = graph.routes[g.target(e)].id
                notes.append("after '\(from)', interceptor '\(name)' shows '\(to)'")
                secondary.append(DiagnosticLabel(span: reason.on, message: "'\(name)' shows '\(to)' after it"))
                from = to
            }
            notes.append("make one of these interceptors `once: true`, or break the cycle")
            return Diagnostic(
                .afterInterceptorCycle,
                "after interceptors show each other's routes without end: \(CheckText.cycle(ids))",
                at: graph.routes[anchor].span, secondary: secondary, notes: notes)
        }
    }
}
