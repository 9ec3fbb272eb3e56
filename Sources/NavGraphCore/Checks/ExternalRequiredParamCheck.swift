/// An `external` route is opened by a deep link, which carries what its path
/// holds. A required query parameter (`required: true`, not in the path, no
/// default) is one a link can leave out, so opening the route from outside
/// could always fail with `missingParameter`: the parameter must move into the
/// path or get a default.
public enum ExternalRequiredParamCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for route in graph.routes where route.external {
            for p in route.params where !p.isPath && p.required && p.defaultValue == nil {
                out.append(
                    Diagnostic(
                        .externalRequiredParam,
                        "external route '\(route.id)' requires query parameter '\(p.name)', which its deep link path cannot carry",
                        at: p.span,
                        notes: ["put ':\(p.name)' in the path '\(route.path.text)', or give '\(p.name)' a default"]))
            }
        }
        return out
    }
}
