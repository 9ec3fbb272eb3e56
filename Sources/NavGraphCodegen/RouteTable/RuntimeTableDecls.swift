import NavGraphModel

/// `gen --runtime`: the route enum as a NavGraphRuntime `NavigationRoute`. The
/// graph goes in as its `GraphTable` lines (read at launch without YAML, one
/// string a line, so the compiler type-checks a large table in linear time);
/// a route converts to and from the runtime's target (its id and its values as
/// text) through `id`, `parameters` and `init?(id:parameters:)`, the same
/// conversions a router storing routes uses.
struct RuntimeTableDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    var nodes: [SwiftNode] {
        let lines = GraphTable.lines(of: graph)
        let rows = SwiftRows(count: lines.count) { i, w in
            w.string(lines[i])
            w.fixed(",")
            w.endLine()
        }
        let access = access
        return [
            .block(
                "extension \(name: names.routeType): NavigationRoute {",
                [
                    .doc("The graph as NavGraphRuntime reads it: the navigator runs the engine `navgraph sim` runs."),
                    .block(
                        "\(access)static let navigationGraph = NavigationGraph(generated: [", [.rows(rows)], close: "])"
                    ),
                    .blank,
                    .doc("The route's id and its values as text (what `parameters` gives)."),
                    .line("\(access)var navigationTarget: NavigationTarget {"),
                    .fixedSource("    NavigationTarget(id: id.rawValue, parameters: parameters)"),
                    .line("}"),
                    .blank,
                    .doc("The route a navigator's screen shows; nil for another graph's route or values."),
                    .line("\(access)init?(navigationTarget target: NavigationTarget) {"),
                    .fixedSource(
                        """
                            guard let id = ID(rawValue: target.id) else { return nil }
                            self.init(id: id, parameters: target.parameters)
                        """),
                    .line("}"),
                ])
        ]
    }
}
