import NavGraphModel

extension DiagnosticCode {
    public static let dismissibleNotModal = DiagnosticCode("dismissible-not-modal", .warning)
}

extension DismissibleNotModalCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .dismissibleNotModal, .structure,
            summary: "`dismissible: false` on a route that is not modal.",
            fix: "Remove `dismissible: false`, or make the route modal.",
            manual: #"""
                .Ql dismissible: false
                on a route that is not modal.
                """#
        )
    ]
}

/// `dismissible: false` forbids swipe-to-dismiss, which only modals have.
public enum DismissibleNotModalCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        graph.routeIndices(with: .notDismissible).compactMap { i in
            guard !graph.traits(of: i).contains(.modal) else { return nil }
            let route = graph.routes[i]
            return Diagnostic(
                .dismissibleNotModal,
                "'dismissible: false' has no effect: route '\(route.id)' is not modal",
                at: route.dismissibleSpan ?? route.span)
        }
    }
}
