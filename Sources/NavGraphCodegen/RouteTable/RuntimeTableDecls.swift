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
                    .line("\(access)typealias Realm = \(name: names.realmType)"),
                    .blank,
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
                ]),
            .blank,
            realmConformance,
        ] + resultReaders
    }

    /// Each `result:` type as the Swift type it names: a reader of the route's
    /// last result, compiled when the app defines `NAVGRAPH_RESULT_TYPES` (then a
    /// name that is not a `Decodable` type fails the app's build here). A name
    /// that is not a type's spelling (a dotted path of identifiers) gets none: an
    /// inactive block must still parse.
    private var resultReaders: [SwiftNode] {
        var readers: [SwiftNode] = []
        for route in graph.routes {
            guard let type = route.result, Self.isTypeName(type) else { continue }
            if !readers.isEmpty { readers.append(.blank) }
            let name = names.routeCase(route.id)
            readers += [
                .doc("`\(route.id)`'s last result, as its `result:` type (nil: none, or no value)."),
                .line(
                    "\(access)func \(name: name + "Result")() -> \(SwiftCode(verbatim: type))? { result(of: .\(name: name), as: \(SwiftCode(verbatim: type)).self) }"
                ),
            ]
        }
        guard !readers.isEmpty else { return [] }
        return [
            .blank,
            .line("#if NAVGRAPH_RESULT_TYPES"),
            .block("extension NavGraphRuntime.Navigator where Route == \(name: names.routeType) {", readers),
            .line("#endif"),
        ]
    }

    /// `Receipt`, `Models.Receipt`: identifiers joined by dots, none a keyword.
    static func isTypeName(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            SwiftNames.isIdentifier(String(part)) && !SwiftNames.isKeyword(String(part))
        }
    }
}

extension RuntimeTableDecls {
    /// The realm enum by its ids (its raw values; an enum without cases has none).
    fileprivate var realmConformance: SwiftNode {
        let hasRealms = !graph.realms.isEmpty
        let id: SwiftCode = hasRealms ? "rawValue" : "switch self {}"
        let make: SwiftCode = hasRealms ? "self.init(rawValue: id)" : "return nil"
        return .block(
            "extension \(name: names.realmType): NavigationRealm {",
            [
                .line("\(access)var navigationID: String { \(id) }"),
                .line("\(access)init?(navigationID id: String) { \(make) }"),
            ])
    }
}
