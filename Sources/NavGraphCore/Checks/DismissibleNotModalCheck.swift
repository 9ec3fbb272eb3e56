import NavGraphModel

/// `dismissible: false` forbids swipe-to-dismiss, which only modals have.
public enum DismissibleNotModalCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        graph.routes.compactMap { route in
            guard !route.dismissible, route.presentation != .modal else { return nil }
            return Diagnostic(
                .dismissibleNotModal,
                "'dismissible: false' has no effect: route '\(route.id)' is not modal",
                at: route.dismissibleSpan ?? route.span)
        }
    }
}
