import NavGraphModel

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
