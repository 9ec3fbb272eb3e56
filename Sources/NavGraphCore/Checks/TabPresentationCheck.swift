import NavGraphModel

extension DiagnosticCode {
    public static let tabPresentation = DiagnosticCode("tab-presentation", .warning)
}

extension TabPresentationCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .tabPresentation, .structure,
            summary: "A `presentation` other than push on a tab route.",
            fix: "Remove `presentation` from the tab route.",
            manual: #"""
                A
                .Ic presentation
                other than
                .Cm push
                on a tab route: a tab is selected, never presented.
                """#
        )
    ]
}

/// A tab is selected, never presented: its `presentation` is never used.
public enum TabPresentationCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        let tabRoutes = graph.tabContainers()
        guard !tabRoutes.isEmpty else { return [] }
        var out: [Diagnostic] = []
        for (i, route) in graph.routes.enumerated()
        where route.presentation != .push && tabRoutes[route.id] != nil && graph.isPrimaryRoute(i) {
            out.append(
                Diagnostic(
                    .tabPresentation,
                    "tab '\(route.id)' has presentation '\(route.presentation.rawValue)', which is never used: a tab is selected, never presented",
                    at: route.presentationSpan ?? route.span,
                    notes: ["remove `presentation` from '\(route.id)'"]))
        }
        return out
    }
}
