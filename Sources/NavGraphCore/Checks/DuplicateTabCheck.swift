import NavGraphModel

extension DiagnosticCode {
    public static let duplicateTab = DiagnosticCode("duplicate-tab")
}

extension DuplicateTabCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .duplicateTab, .structure,
            summary: "A tab listed twice in one tabs container.",
            fix: "List each tab once.",
            manual: #"""
                A route listed twice in one container's
                .Ic tabs .
                """#
        )
    ]
}

/// A route listed twice in one tabs container's `tabs` would be two tabs
/// showing one route, and selecting it could not say which.
public enum DuplicateTabCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (c, container) in graph.containers.enumerated() where graph.isPrimaryContainer(c) {
            let tabs = container.tabs
            guard tabs.count > 1 else { continue }
            var first: [String: Reference] = [:]
            for tab in tabs where !tab.id.isEmpty {
                guard let earlier = first[tab.id] else {
                    first[tab.id] = tab
                    continue
                }
                out.append(
                    Diagnostic(
                        .duplicateTab, "tab '\(tab.id)' is listed twice in container '\(container.id)'", at: tab.span,
                        secondary: [DiagnosticLabel(span: earlier.span, message: "first listed here")],
                        notes: ["each tab is a route listed once; remove this entry"]))
            }
        }
        return out
    }
}
