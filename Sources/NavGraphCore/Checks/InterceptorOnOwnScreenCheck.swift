import NavGraphModel

extension DiagnosticCode {
    public static let interceptorOnOwnScreen = DiagnosticCode("interceptor-on-own-screen", .warning)
}

extension InterceptorOnOwnScreenCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .interceptorOnOwnScreen, .structure,
            summary: "An interceptor whose `show` route is one of its own `on` routes.",
            fix: "Remove the shown route from the interceptor's `on`.",
            manual: #"""
                An interceptor whose
                .Ic show
                route is one of its own
                .Ic on
                routes: an interceptor never runs on the route it shows.
                """#
        )
    ]
}

/// An interceptor never runs on the route it shows (showing it there would
/// intercept itself), so naming that route in its own `on` has no effect.
public enum InterceptorOnOwnScreenCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for interceptor in graph.interceptors {
            guard case .routes(let refs) = interceptor.on, !interceptor.show.id.isEmpty else { continue }
            for ref in refs where ref.id == interceptor.show.id {
                out.append(
                    Diagnostic(
                        .interceptorOnOwnScreen,
                        "\(interceptor.title) shows '\(ref.id)', one of its own routes: it never runs there",
                        at: ref.span,
                        secondary: [DiagnosticLabel(span: interceptor.show.span, message: "shown here")],
                        notes: ["an interceptor is skipped on the route it shows; remove '\(ref.id)' from `on`"]))
            }
        }
        return out
    }
}
