import NavGraphCore

/// The routes' path patterns as a trie of segments, printed as nested
/// `switch`es over the path's segments: matching costs one step a segment,
/// whatever the number of routes. Wide nodes (many literal children) look the
/// segment up in a dictionary and switch over the child's number, since a
/// `switch` over strings compares its cases one by one.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        /// Literal children in the order their routes appear in the graph.
        var literals: [(text: String, node: Int)] = []
        var literalIndex: [String: Int] = [:]
        var param: Int?
        var route: Int?
    }

    /// Above this many literal children a node uses a dictionary.
    static let switchLimit = 8

    private(set) var nodes: [Node] = [Node()]

    init(routes: [Route]) {
        nodes.reserveCapacity(routes.count * 2)
        for index in routes.indices {
            var current = 0
            for segment in routes[index].path.segments {
                switch segment {
                case .literal(let text):
                    if let next = nodes[current].literalIndex[text] {
                        current = next
                    } else {
                        nodes.append(Node())
                        nodes[current].literalIndex[text] = nodes.count - 1
                        nodes[current].literals.append((text, nodes.count - 1))
                        current = nodes.count - 1
                    }
                case .param:
                    if let next = nodes[current].param {
                        current = next
                    } else {
                        nodes.append(Node())
                        nodes[current].param = nodes.count - 1
                        current = nodes.count - 1
                    }
                }
            }
            // The first route with a shape keeps it, as in `RouteMatcher`.
            if nodes[current].route == nil { nodes[current].route = index }
        }
    }

    /// The body of `match(_ s: [Substring]) -> ID?`, plus the dictionaries
    /// of the wide nodes (`static let` declarations).
    func matchCode(routeCases: [String]) -> (body: [SwiftNode], tables: [SwiftNode]) {
        var tables: [SwiftNode] = []
        var body = code(node: 0, depth: 0, routeCases: routeCases, tables: &tables)
        body.append(.line("return nil"))
        return (body, tables)
    }

    /// Statements that return the route id for a path through `node`, or
    /// fall through (to the next alternative) when none matches.
    private func code(node index: Int, depth: Int, routeCases: [String],
                      tables: inout [SwiftNode]) -> [SwiftNode] {
        let node = nodes[index]
        let d = Int64(depth)
        var out: [SwiftNode] = []
        if let route = node.route {
            out.append(.line("if segments.count == \(int: d) { return .\(name: routeCases[route]) }"))
        }
        // Only the literal branch reads `segments[depth]`; the parameter
        // branch's own conditions are on the count, so it needs no guard.
        var inner: [SwiftNode] = []
        if node.literals.count > Self.switchLimit {
            let table = "node\(index)"
            let entries = node.literals.enumerated().map { n, literal -> SwiftNode in
                .line("\(string: literal.text): \(int: Int64(n)),")
            }
            tables.append(.block("static let \(name: table): [Substring: Int] = [", entries, close: "]"))
            let cases = node.literals.enumerated().map { n, literal -> SwiftNode in
                .caseLabel("case \(int: Int64(n))?: \(comment: literal.text)",
                           code(node: literal.node, depth: depth + 1, routeCases: routeCases, tables: &tables))
            }
            inner.append(.switchOver("\(name: table)[segments[\(int: d)]]", cases + [.caseLabel("default: break", [])]))
        } else if !node.literals.isEmpty {
            let cases = node.literals.map { literal -> SwiftNode in
                .caseLabel("case \(string: literal.text):",
                           code(node: literal.node, depth: depth + 1, routeCases: routeCases, tables: &tables))
            }
            inner.append(.switchOver("segments[\(int: d)]", cases + [.caseLabel("default: break", [])]))
        }
        if !inner.isEmpty { out.append(.block("if segments.count > \(int: d) {", inner)) }
        if let param = node.param {
            out += code(node: param, depth: depth + 1, routeCases: routeCases, tables: &tables)
        }
        return out
    }
}
