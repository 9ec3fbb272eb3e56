import NavGraphCore

/// Reading and writing paths: `init?(path:)`, `init?(url:)`, `path`, `url`,
/// and the private `Parsing` namespace with the matcher.
struct RoutePathDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel
    /// The matcher's trie (for `parsingNodes`).
    var trie: RouteTrie?

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
        let (routes, names) = (graph.routes, names)
        let cases = SwiftRows(count: routes.count) { i, w in
            let params = names.params(i)
            w.fixed(params.isEmpty ? "case ." : "case let .")
            w.name(names.routeNames, i)
            if !params.isEmpty {
                w.fixed("(")
                for j in params.indices {
                    if j > params.startIndex { w.fixed(", ") }
                    w.name(params[j].labelName)
                }
                w.fixed(")")
            }
            w.fixed(":")
            // Index loops over the parameters, here and below: iterating would
            // copy each one (a dozen reference counts) for every route.
            var hasQuery = false
            for j in params.indices where !params[j].param.isPath { hasQuery = true }
            if !hasQuery {
                w.fixed(" return Parsing.path([")
                Self.writeSegments(routes[i].pathSegments, params, &w)
                w.fixed("])")
                w.endLine()
                return
            }
            w.endLine()
            w.indented { w in
                w.fixed("return Parsing.path([")
                Self.writeSegments(routes[i].pathSegments, params, &w)
                w.fixed("], query: [")
                w.endLine()
                w.indented { w in
                    for j in params.indices where !params[j].param.isPath {
                        w.fixed("(")
                        w.string(params[j].param.name)
                        w.fixed(", ")
                        params[j].writeQueryText(&w)
                        w.fixed("),")
                        w.endLine()
                    }
                }
                w.line("])")
            }
        }
        let unreachable = RouteTableNames.unreachableDefault(routeCount: cases.count)
        return .block("\(access)var path: String {", [.switchOver("self", [.rows(cases)] + unreachable)])
    }

    /// `"a", Parsing.text(int: id)`: a path's segments, parameters by their bindings.
    private static func writeSegments(_ segments: [RoutePath.Segment], _ params: ArraySlice<ParameterCode>,
                                      _ w: inout SwiftWriter) {
        for k in segments.indices {
            if k > 0 { w.fixed(", ") }
            switch segments[k] {
            case .literal(let text):
                w.string(text)
            case .param(let name):
                var found = false
                for j in params.indices where !found && params[j].param.name == name {
                    params[j].writeText(&w)
                    found = true
                }
                if !found { w.string(name) }
            }
        }
    }

    private var parsing: [SwiftNode] {
        let (matchBody, tables) = RouteTrieCode(trie: trie ?? RouteTrie(routes: graph.routes), names: names).matchCode()
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
        for table in tables { members += table + [.blank] }
        members += [
            .doc("The route `id` with its values read from the request."),
            .block("static func make(_ id: ID, _ r: Request) throws(Request.Invalid) -> \(name: names.routeType) {", [
                .switchOver("id", [.rows(makeCases)]),
            ]),
            .blank,
            .fixedSource(ParsingSupport.source),
        ]
        return [
            .doc("How paths are read and written; the same rules as `navgraph check` and `navgraph sim`."),
            .block("fileprivate enum Parsing {", members),
        ]
    }

    /// `case .id: return .id(label: try r.segment(...))`, a route a row.
    private var makeCases: SwiftRows {
        let names = names
        return SwiftRows(count: names.routeCases.count) { i, w in
            let params = names.params(i)
            names.writeCase(i, &w)
            w.fixed(params.count > 1 ? ":" : ": return .")
            if params.count > 1 {
                w.endLine()
                w.indented { w in
                    w.fixed("return .")
                    w.name(names.routeNames, i)
                    w.fixed("(")
                    w.endLine()
                    w.indented { w in
                        for j in params.indices {
                            w.label(params[j].label)
                            w.fixed(": ")
                            params[j].writeReadExpression(&w)
                            if j < params.endIndex - 1 { w.fixed(",") }
                            w.endLine()
                        }
                    }
                    w.line(")")
                }
                return
            }
            w.name(names.routeNames, i)
            if let j = params.indices.first {
                w.fixed("(")
                w.label(params[j].label)
                w.fixed(": ")
                params[j].writeReadExpression(&w)
                w.fixed(")")
            }
            w.endLine()
        }
    }
}
