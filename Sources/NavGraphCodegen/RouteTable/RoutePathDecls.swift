import NavGraphCore

/// Reading and writing paths: `init?(path:)`, `init?(url:)`, `path`, `url`,
/// and the private `Parsing` namespace with the matcher.
struct RoutePathDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    var nodes: [SwiftNode] { pathNodes + parsingNodes }

    /// `init?(path:)`, `init?(url:)`, `path` and `url`.
    var pathNodes: [SwiftNode] {
        var members: [SwiftNode] = [
            .doc("""
                The route an in-app path leads to, such as `/product/42?ref=mail`: segments and query
                values are percent-decoded and typed. Nil when no route matches or a value does not
                fit its parameter.
                """),
            .block("\(access)init?(path: String) {", [
                .line("guard let request = Parsing.Request(path: path) else { return nil }"),
                .line("guard let route = Parsing.route(for: request) else { return nil }"),
                .line("self = route"),
            ]),
            .blank,
            .doc("""
                The route a deep link leads to, such as `scheme://product/42`: the URL's host is the
                first segment. Nil for another scheme (always, when the graph has none).
                """),
            .block("\(access)init?(url: URL) {", [
                .line("guard let request = Parsing.Request(url: url.absoluteString, scheme: \(name: names.graphType).scheme) else { return nil }"),
                .line("guard let route = Parsing.route(for: request) else { return nil }"),
                .line("self = route"),
            ]),
            .blank,
            .doc("""
                The canonical path: parameters percent-encoded, query parameters only when set and
                not at their default, in declaration order. `init(path:)` reads it back.
                """),
            pathProperty,
        ]
        if graph.scheme != nil {
            members += [
                .blank,
                .doc("The deep link to this route (`scheme://` and the path without its first `/`)."),
                .block("\(access)var url: URL? {", [
                    .line("URL(string: \(string: (graph.scheme?.value ?? "") + ":/") + path)"),
                ]),
            ]
        }
        return [.block("extension \(name: names.routeType) {", members), .blank]
    }

    /// The private `Parsing` namespace: the matcher and the value readers.
    var parsingNodes: [SwiftNode] {
        [.block("extension \(name: names.routeType) {", parsing), .blank]
    }

    private var pathProperty: SwiftNode {
        let cases = graph.routes.indices.map { i -> SwiftNode in
            let params = names.params[i]
            let caseName = names.routeCases[i]
            let segments = SwiftCode.joined(graph.routes[i].path.segments.map { segment -> SwiftCode in
                switch segment {
                case .literal(let text):
                    return "\(string: text)"
                case .param(let name):
                    guard let p = params.first(where: { $0.param.name == name }) else { return "\(string: name)" }
                    return p.text(of: "\(name: p.label)")
                }
            })
            let query = params.filter { !$0.param.isPath }.map { p -> SwiftNode in
                .line("(\(string: p.param.name), \(p.queryText)),")
            }
            let pattern: SwiftCode = params.isEmpty
                ? "case .\(name: caseName):"
                : "case let .\(name: caseName)(\(SwiftCode.joined(params.map { "\(name: $0.label)" }))):"
            if query.isEmpty { return .caseLabel(pattern + " return Parsing.path([\(segments)])", []) }
            return .caseLabel(pattern, [.block("return Parsing.path([\(segments)], query: [", query, close: "])")])
        }
        let unreachable = RouteTableNames.unreachableDefault(routeCount: cases.count)
        return .block("\(access)var path: String {", [.switchOver("self", cases + unreachable)])
    }

    private var parsing: [SwiftNode] {
        let (matchBody, tables) = RouteTrie(routes: graph.routes).matchCode(routeCases: names.routeCases)
        var members: [SwiftNode] = [
            .doc("The route a request leads to: its pattern first, then its values."),
            .block("static func route(for request: Request) -> \(name: names.routeType)? {", [
                .line("guard let id = match(request.segments) else { return nil }"),
                .line("return try? make(id, request)"),
            ]),
            .blank,
            .doc("""
                The route whose pattern the segments fit. At the first position where patterns
                differ a literal beats a parameter; a dead end falls back to the parameter.
                """),
            .block("static func match(_ segments: [Substring]) -> ID? {", matchBody),
            .blank,
        ]
        for table in tables { members += [table, .blank] }
        members += [
            .doc("The route `id` with its values read from the request."),
            .block("static func make(_ id: ID, _ r: Request) throws(Request.Invalid) -> \(name: names.routeType) {", [
                .switchOver("id", graph.routes.indices.map(makeCase)),
            ]),
            .blank,
            .fixedSource(ParsingSupport.source),
        ]
        return [
            .doc("How paths are read and written; the same rules as `navgraph check` and `navgraph sim`."),
            .block("fileprivate enum Parsing {", members),
        ]
    }

    private func makeCase(_ index: Int) -> SwiftNode {
        let name = names.routeCases[index]
        let params = names.params[index]
        if params.isEmpty { return .caseLabel("case .\(name: name): return .\(name: name)", []) }
        if params.count == 1, let p = params.first {
            return .caseLabel("case .\(name: name): return .\(name: name)(\(label: p.label): \(p.readExpression))", [])
        }
        let arguments = params.enumerated().map { i, p -> SwiftNode in
            i == params.count - 1
                ? .line("\(label: p.label): \(p.readExpression)")
                : .line("\(label: p.label): \(p.readExpression),")
        }
        return .caseLabel("case .\(name: name):", [.block("return .\(name: name)(", arguments, close: ")")])
    }
}
