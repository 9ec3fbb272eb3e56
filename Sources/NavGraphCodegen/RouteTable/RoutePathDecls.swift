import NavGraphCore

/// Reading and writing paths: `init?(path:)`, `init?(url:)`, `path`, `url`,
/// and the private `Parsing` namespace with the matcher.
struct RoutePathDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel
    /// The matcher's trie (for `parsingNodes`).
    var trie: PathTrie?

    var nodes: [SwiftNode] { pathNodes + parsingNodes }

    /// `init?(path:)`, `init?(url:)`, `path` and `url`.
    var pathNodes: [SwiftNode] {
        var members: [SwiftNode] = [
            .doc(
                """
                Why a path or deep link leads to no route: the reasons `navgraph sim` reports, decided by the
                same rules.
                """),
            .block(
                "\(access)enum Failure: Error, Hashable, Sendable {",
                [
                    .doc("No route's path matches (for a deep link, also another scheme or host)."),
                    .line("case noMatch"),
                    .doc("A deep link to a route that is not `external`."),
                    .line("case notExternal"),
                    .doc(
                        """
                        A value does not fit its parameter, or a query key is given twice or names a path
                        parameter (this wins over a missing value).
                        """),
                    .line("case badParameter"),
                    .doc("A required query parameter without a default is absent."),
                    .line("case missingParameter"),
                ]),
            .blank,
            .doc(
                """
                The route an in-app path leads to, such as `/product/42?ref=mail`: any route, external or
                not. Segments and query values are percent-decoded and typed. Nil when no route matches
                or a value does not fit its parameter; `resolve(path:)` says why.
                """),
            .block(
                "\(access)init?(path: String) {",
                [
                    .line("guard case .success(let route) = Self.resolve(path: path) else { return nil }"),
                    .line("self = route"),
                ]),
            .blank,
            .doc(
                """
                The route a deep link leads to, such as `scheme://product/42` (the URL's host is the
                first segment) or `https://HOST/product/42` for one of the graph's hosts (the URL's own
                path). Nil for another scheme or host (always, when the graph has neither) and for a
                route that is not `external`, exactly where `navgraph sim`'s `deeplink` fails;
                `resolve(url:)` says why.
                """),
            .block(
                "\(access)init?(url: URL) {",
                [
                    .line("guard case .success(let route) = Self.resolve(url: url) else { return nil }"),
                    .line("self = route"),
                ]),
            .blank,
            .doc("`init?(path:)`, or why it is nil: `noMatch`, `badParameter` or `missingParameter`."),
            .block(
                "\(access)static func resolve(path: String) -> Result<\(name: names.routeType), Failure> {",
                [
                    .line("Parsing.resolve(Parsing.Request(path: path))")
                ]),
            .blank,
            .doc("`init?(url:)`, or why it is nil: `noMatch`, `badParameter`, `missingParameter` or `notExternal`."),
            .block(
                "\(access)static func resolve(url: URL) -> Result<\(name: names.routeType), Failure> {",
                [
                    .line("let request = Parsing.Request("),
                    .line(
                        "    url: url.absoluteString, scheme: \(name: names.graphType).scheme, hosts: \(name: names.graphType).hosts)"
                    ),
                    .line(
                        "return Parsing.resolve(request).flatMap { $0.isExternal ? .success($0) : .failure(.notExternal) }"
                    ),
                ]),
            .blank,
            .doc(
                """
                The canonical path: parameters percent-encoded, query parameters only when set and
                not at their default, in declaration order. `init(path:)` reads it back.
                """),
            pathProperty,
        ]
        if graph.scheme != nil {
            members += [
                .blank,
                .doc("The deep link to this route (`scheme://` and the path without its first `/`)."),
                .block(
                    "\(access)var url: URL? {",
                    [
                        .line("URL(string: \(string: (graph.scheme?.value ?? "") + ":/") + path)")
                    ]),
            ]
        }
        if let host = graph.hosts.first {
            members += [
                .blank,
                .doc("The universal link to this route (`https://`, the graph's first host and the path)."),
                .block(
                    "\(access)var webURL: URL? {",
                    [
                        .line("URL(string: \(string: "https://" + host.value.lowercased()) + path)")
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
    private static func writeSegments(
        _ segments: [RoutePath.Segment], _ params: ArraySlice<ParameterCode>,
        _ w: inout SwiftWriter
    ) {
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
        let (matchBody, tables) = RouteTrieCode(trie: trie ?? PathTrie(graph: graph), names: names).matchCode()
        var members: [SwiftNode] = [
            .doc("The route a request leads to, or why none: its pattern first, then its values."),
            .block(
                "static func resolve(_ request: Request?) -> Result<\(name: names.routeType), Failure> {",
                [
                    .line("guard let request, let id = match(request.segments) else { return .failure(.noMatch) }"),
                    .line("return Result { () throws(Failure) in try make(id, request) }"),
                ]),
            .blank,
            .doc(
                """
                The route whose pattern the segments fit. At the first position where patterns
                differ a literal beats a parameter; a dead end falls back to the parameter.
                """),
            .block("static func match(_ segments: [Substring]) -> ID? {", matchBody),
            .blank,
        ]
        for table in tables { members += table + [.blank] }
        members += [
            .doc("The route `id` with its values read from the request."),
            .block(
                "static func make(_ id: ID, _ r: Request) throws(Failure) -> \(name: names.routeType) {",
                [
                    .switchOver("id", [.rows(makeCases)])
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
            var missable = false
            for j in params.indices where params[j].isMissable { missable = true }
            if missable {
                Self.writeReadingAllFirst(i, params, names, &w)
                return
            }
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

    /// A route with a required query parameter and no default: every value
    /// is read first (a bad one throws), then an absent one is
    /// `missingParameter`, so a bad value wins over a missing one.
    private static func writeReadingAllFirst(
        _ i: Int, _ params: ArraySlice<ParameterCode>, _ names: RouteTableNames,
        _ w: inout SwiftWriter
    ) {
        w.fixed(":")
        w.endLine()
        w.indented { w in
            for j in params.indices {
                w.fixed("let v")
                w.int(j - params.startIndex)
                w.fixed(" = ")
                params[j].writeReadExpression(&w)
                w.endLine()
            }
            w.fixed("guard ")
            var first = true
            for j in params.indices where params[j].isMissable {
                w.fixed(first ? "let v" : ", let v")
                w.int(j - params.startIndex)
                first = false
            }
            w.fixed(" else { throw .missingParameter }")
            w.endLine()
            w.fixed("return .")
            w.name(names.routeNames, i)
            w.fixed("(")
            for j in params.indices {
                if j > params.startIndex { w.fixed(", ") }
                w.label(params[j].label)
                w.fixed(": v")
                w.int(j - params.startIndex)
            }
            w.fixed(")")
            w.endLine()
        }
    }
}
