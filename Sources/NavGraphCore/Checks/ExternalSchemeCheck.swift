/// A deep link is `<scheme>://<path>`, and one to a graph without `scheme`
/// matches nothing: its `external` routes can never be opened from outside.
/// A warning, not an error (the routes are still valid entry points for
/// reachability), and one for the graph, not one per route: adding `scheme`
/// is the one fix. It points at the first external route's `external`.
public enum ExternalSchemeCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        guard graph.scheme == nil else { return [] }
        let external = graph.routes.filter(\.external)
        guard let first = external.first else { return [] }
        var notes: [String] = []
        if external.count > 1 {
            notes.append("\(external.count - 1) more external route\(external.count == 2 ? "" : "s"): \(CheckText.list(external.dropFirst().map(\.id)))")
        }
        notes.append("add a top-level 'scheme' (deep links are <scheme>://<path>), or drop 'external'")
        return [Diagnostic(
            .externalWithoutScheme,
            "route '\(first.id)' is external, but the graph has no 'scheme': no deep link can open it",
            at: first.externalSpan ?? first.span, notes: notes)]
    }
}
