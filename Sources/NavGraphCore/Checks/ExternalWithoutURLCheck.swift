import NavGraphModel

extension DiagnosticCode {
    public static let externalWithoutURL = DiagnosticCode("external-without-url")
}

extension ExternalWithoutURLCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .externalWithoutURL, .urls,
            summary: "External routes in a graph with neither `scheme` nor `hosts`: no URL can reach them.",
            fix:
                "Add `scheme` (custom-scheme links) or `hosts` (https links), or remove `external: true` from the routes.",
            manual: #"""
                .Ic external
                routes in a graph with neither
                .Ic scheme
                nor
                .Ic hosts :
                no URL can reach them.
                One finding, at the first such route, naming them all.
                """#
        )
    ]
}

/// A deep link is `scheme://...` or `https://HOST/...`: a graph with neither
/// `scheme` nor `hosts` has no URL, so `external: true` opens nothing. One
/// finding for the graph, at the first such route, naming them all (one
/// cause, one fix).
public enum ExternalWithoutURLCheck: StaticCheck {
    /// How many routes the message names before "and N more".
    static let namedLimit = 8

    public static func run(on graph: Graph) -> [Diagnostic] {
        guard graph.scheme == nil, graph.hosts.isEmpty else { return [] }
        let external = graph.routes.indices.filter { graph.routes[$0].external && graph.primaryRoutes[$0] }
        guard let first = external.first else { return [] }
        let named = external.prefix(namedLimit).map { "'\(graph.routes[$0].id)'" }
        var list = named.joined(separator: ", ")
        if external.count > namedLimit { list += " and \(external.count - namedLimit) more" }
        let subject = external.count == 1 ? "external route \(list)" : "external routes \(list)"
        let span = { (r: Int) in graph.routes[r].externalSpan ?? graph.routes[r].span }
        return [
            Diagnostic(
                .externalWithoutURL,
                "\(subject) can be opened by no URL: the graph has neither 'scheme' nor 'hosts'",
                at: span(first),
                secondary: external.dropFirst().prefix(namedLimit - 1).map {
                    DiagnosticLabel(span: span($0), message: "'\(graph.routes[$0].id)' is external too")
                },
                notes: [
                    "add 'scheme: \(graph.name.value.lowercased())' for \(graph.name.value.lowercased()):// links, or 'hosts: [example.com]' for https links; or remove 'external: true'"
                ])
        ]
    }
}
