import NavGraphCore
import NavGraphModel

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
                        A value does not fit the named parameter, or a query key is given twice or names a
                        path parameter (this wins over a missing value); the first one the simulator finds.
                        """),
                    .line("case badParameter(String)"),
                    .doc("The named required query parameter, without a default, is absent (the first one declared)."),
                    .line("case missingParameter(String)"),
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
            .blank,
            .doc(
                """
                The route's values as text by parameter name, as its path and query carry them (a value
                at its default, or an absent optional one, is left out): what a router stores or logs.
                `init?(id:parameters:)` reads them back.
                """),
            parametersProperty,
            .blank,
            .doc(
                """
                The route `id` with its values given as text by parameter name (as `parameters` gives
                them, or as a path or query would carry them; other names are ignored). Nil when a
                value does not fit its parameter or a required one is absent.
                """),
            .block(
                "\(access)init?(id: ID, parameters: [String: String]) {",
                [
                    .line(
                        "guard let route = try? Parsing.make(id, Parsing.Request(parameters: parameters)) else { return nil }"
                    ),
                    .line("self = route"),
                ]),
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

    private var parametersProperty: SwiftNode {
        let names = names
        let cases = SwiftRows(count: graph.routes.count) { i, w in
            let params = names.params(i)
            w.fixed(params.isEmpty ? "case ." : "case let .")
            w.name(names.routeNames, i)
            if params.isEmpty {
                w.fixed(": return [:]")
                w.endLine()
                return
            }
            w.fixed("(")
            for j in params.indices {
                if j > params.startIndex { w.fixed(", ") }
                w.name(params[j].labelName)
            }
            w.fixed("):")
            w.endLine()
            w.indented { w in
                w.fixed("return Parsing.parameters([")
                w.endLine()
                w.indented { w in
                    for j in params.indices {
                        w.fixed("(")
                        w.string(params[j].param.name)
                        w.fixed(", ")
                        if params[j].param.isPath { params[j].writeText(&w) } else { params[j].writeQueryText(&w) }
                        w.fixed("),")
                        w.endLine()
                    }
                }
                w.line("])")
            }
        }
        let unreachable = RouteTableNames.unreachableDefault(routeCount: graph.routes.count)
        return .block(
            "\(access)var parameters: [String: String] {", [.switchOver("self", [.rows(cases)] + unreachable)])
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
        let (matchBody, tables) = RouteTrieCode(trie: trie ?? graph.pathTrie, names: names).matchCode()
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
        ]
        members += RouteCodableDecls(graph: graph, names: names, access: access).parsingMembers
        members.append(.fixedSource(ParsingSupport.source))
        return [
            .doc("How paths are read and written; the same rules as `navgraph check` and `navgraph sim`."),
            .block("fileprivate enum Parsing {", members),
        ]
    }

    /// `case .id: return .id`, or for a route with parameters, its values
    /// read in the order the core reads them (RouteMatcher.matchInOrder), so
    /// a failure names the same parameter: path parameters in path order,
    /// then the query's items in the URL's order (`checkQuery`), then the
    /// first required query parameter that is absent, in declared order.
    private var makeCases: SwiftRows {
        let names = names
        return SwiftRows(count: names.routeCases.count) { i, w in
            let params = names.params(i)
            names.writeCase(i, &w)
            if params.isEmpty {
                w.fixed(": return .")
                w.name(names.routeNames, i)
                w.endLine()
                return
            }
            w.fixed(":")
            w.endLine()
            w.indented { w in Self.writeReading(i, params, names, &w) }
        }
    }

    private static func writeReading(
        _ i: Int, _ params: ArraySlice<ParameterCode>, _ names: RouteTableNames, _ w: inout SwiftWriter
    ) {
        let local = { (j: Int, w: inout SwiftWriter) in
            w.fixed("v")
            w.int(j - params.startIndex)
        }
        let path = params.indices.filter { params[$0].param.isPath }.sorted {
            params[$0].position < params[$1].position
        }
        for j in path {
            w.fixed("let ")
            local(j, &w)
            w.fixed(" = ")
            params[j].writeReadExpression(&w)
            w.endLine()
        }
        w.fixed("try r.checkQuery([")
        for (n, j) in path.enumerated() {
            if n > 0 { w.fixed(", ") }
            w.string(params[j].param.name)
        }
        w.fixed("], [")
        var first = true
        for j in params.indices where !params[j].param.isPath {
            if !first { w.fixed(", ") }
            first = false
            w.fixed("(")
            w.string(params[j].param.name)
            w.fixed(", { ")
            params[j].writeParser(&w)
            w.fixed("($0) != nil })")
        }
        w.fixed("])")
        w.endLine()
        for j in params.indices where !params[j].param.isPath {
            w.fixed("let ")
            local(j, &w)
            w.fixed(" = ")
            params[j].writeReadExpression(&w)
            w.endLine()
            if params[j].isMissable {
                w.fixed("guard let ")
                local(j, &w)
                w.fixed(" else { throw .missingParameter(")
                w.string(params[j].param.name)
                w.fixed(") }")
                w.endLine()
            }
        }
        w.fixed("return .")
        w.name(names.routeNames, i)
        w.fixed("(")
        for j in params.indices {
            if j > params.startIndex { w.fixed(", ") }
            w.label(params[j].label)
            w.fixed(": ")
            local(j, &w)
        }
        w.fixed(")")
        w.endLine()
    }

}
