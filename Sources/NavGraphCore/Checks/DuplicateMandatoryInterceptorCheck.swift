import NavGraphModel

extension DiagnosticCode {
    public static let duplicateMandatoryInterceptor = DiagnosticCode("duplicate-mandatory-interceptor", .warning)
}

extension DuplicateMandatoryInterceptorCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .duplicateMandatoryInterceptor, .structure,
            summary: "Two mandatory interceptors on the same route and phase.",
            fix: "Give one of the interceptors another priority, so their order does not hang on file order.",
            manual: #"""
                Two
                .Cm mandatory
                interceptors on the same route and phase: only file order orders them.
                """#
        )
    ]
}

/// Two `mandatory` interceptors on the same route and phase: priority no
/// longer orders them (only file order does), which is rarely what was meant.
/// Each later mandatory interceptor that shares a route with an earlier one
/// is reported once, naming the first such earlier interceptor and route.
/// Dictionaries on route ids keep it linear, `"*"` included.
public enum DuplicateMandatoryInterceptorCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let shown = graph.interceptorShownRoutes
        let logins = graph.loginRoutes
        func starCovers(_ id: String) -> Bool { !shown.contains(id) && !logins.contains(id) }

        var out: [Diagnostic] = []
        for phase in InterceptorPhase.allCases {
            var explicitByRoute: [String: Int] = [:]
            var firstStar: Int?
            // The first explicit interceptor with a route that "*" also covers.
            var firstStarCovered: (interceptor: Int, route: String)?

            for (k, interceptor) in graph.interceptors.enumerated()
            where interceptor.when == phase && interceptor.priority == .mandatory {
                var conflict: (interceptor: Int, route: String?)?
                switch interceptor.on {
                case .all:
                    if let s = firstStar {
                        conflict = (s, nil)
                    } else if let c = firstStarCovered {
                        conflict = (c.interceptor, c.route)
                    }
                    if firstStar == nil { firstStar = k }
                case .routes(let refs):
                    for ref in refs where ref.id != interceptor.show.id && graph.routeIndex[ref.id] != nil {
                        if conflict == nil {
                            if let j = explicitByRoute[ref.id], j != k {
                                conflict = (j, ref.id)
                            } else if let s = firstStar, starCovers(ref.id) {
                                conflict = (s, ref.id)
                            }
                        }
                        if explicitByRoute[ref.id] == nil { explicitByRoute[ref.id] = k }
                        if firstStarCovered == nil, starCovers(ref.id) { firstStarCovered = (k, ref.id) }
                    }
                }
                guard let conflict else { continue }
                let earlier = graph.interceptors[conflict.interceptor]
                let target = conflict.route.map { "route '\($0)'" } ?? "every route"
                out.append(
                    Diagnostic(
                        .duplicateMandatoryInterceptor,
                        "mandatory interceptors '\(earlier.id)' and '\(interceptor.id)' both run \(phase.rawValue) \(target)",
                        at: interceptor.prioritySpan ?? interceptor.span,
                        secondary: [
                            DiagnosticLabel(
                                span: earlier.prioritySpan ?? earlier.span,
                                message: "'\(earlier.id)' is mandatory here")
                        ],
                        notes: ["two mandatory interceptors are ordered by file order alone"]))
            }
        }
        return out
    }
}
