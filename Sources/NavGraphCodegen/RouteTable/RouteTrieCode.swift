import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// The matcher printed from the core's `PathTrie` as nested `switch`es over
/// the path's segments: matching costs one step a segment, whatever the
/// number of routes. Wide nodes (many literal children) look the segment up
/// in dictionaries instead, since a `switch` over strings compares its cases
/// one by one: a child that is a route's last literal (only parameters after
/// it) maps straight to the route, any other child to its number in a
/// `switch`.
///
/// The matcher's code: `match(_ segments: [Substring]) -> ID?` and the
/// dictionaries of the wide nodes.
struct RouteTrieCode {
    /// Above this many literal children a node uses dictionaries.
    static let switchLimit = 8

    let trie: PathTrie
    let names: RouteTableNames

    /// The body of `match`, plus the dictionaries (`static let` declarations).
    func matchCode() -> (body: [SwiftNode], tables: [[SwiftNode]]) {
        var tables: [[SwiftNode]] = []
        var body = code(node: 0, depth: 0, tables: &tables)
        body.append(.line("return nil"))
        return (body, tables)
    }

    /// Statements that return the route id for a path through `node`, or
    /// fall through (to the next alternative) when none matches.
    private func code(node index: Int32, depth: Int, tables: inout [[SwiftNode]]) -> [SwiftNode] {
        let node = trie.nodes[Int(index)]
        let d = Int64(depth)
        var out: [SwiftNode] = []
        if node.route >= 0 {
            out.append(.line("if segments.count == \(int: d) { return .\(name: names.routeCases[Int(node.route)]) }"))
        }
        let literals = trie.literals(of: index)
        // Only the literal branch reads `segments[depth]`; the parameter
        // branch's own conditions are on the count, so it needs no guard.
        if literals.count > RouteTrieCode.switchLimit {
            out += wide(index, literals, depth: depth, tables: &tables)
        } else if !literals.isEmpty {
            let cases = literals.map { literal -> SwiftNode in
                .caseLabel("case \(string: literal.text):", code(node: literal.node, depth: depth + 1, tables: &tables))
            }
            out.append(
                .block(
                    "if segments.count > \(int: d) {",
                    [
                        .switchOver("segments[\(int: d)]", cases + [.caseLabel("default: break", [])])
                    ]))
        }
        if node.param >= 0 { out += code(node: node.param, depth: depth + 1, tables: &tables) }
        return out
    }

    /// A wide node: one dictionary straight to the route for each number of
    /// segments that may follow a last literal, and a numbered `switch` for
    /// the children with more literals below them.
    private func wide(
        _ index: Int32, _ literals: [(text: String, node: Int32)], depth: Int,
        tables: inout [[SwiftNode]]
    ) -> [SwiftNode] {
        let d = Int64(depth)
        var groups: [(remaining: Int, entries: [(text: String, route: Int32)])] = []
        var inner: [(text: String, node: Int32)] = []
        for literal in literals {
            guard let last = trie.lastLiteral(literal.node) else {
                inner.append(literal)
                continue
            }
            if let g = groups.firstIndex(where: { $0.remaining == last.remaining }) {
                groups[g].entries.append((literal.text, last.route))
            } else {
                groups.append((last.remaining, [(literal.text, last.route)]))
            }
        }
        var out: [SwiftNode] = []
        let names = names
        for group in groups.sorted(by: { $0.remaining < $1.remaining }) {
            let table = "node\(index)Routes\(group.remaining)"
            let entries = group.entries
            let after =
                group.remaining == 0
                ? "nothing" : group.remaining == 1 ? "one parameter" : "\(group.remaining) parameters"
            tables.append([
                .doc("The routes whose last literal is `segments[\(depth)]`, with \(after) after it."),
                .block(
                    "static let \(name: table): [Substring: ID] = [",
                    [
                        .rows(
                            SwiftRows(count: entries.count) { i, w in
                                w.string(entries[i].text)
                                w.fixed(": .")
                                w.name(names.routeNames, Int(entries[i].route))
                                w.fixed(",")
                                w.endLine()
                            })
                    ], close: "]"),
            ])
            let count = Int64(depth + 1 + group.remaining)
            out.append(
                .line("if segments.count == \(int: count), let id = \(name: table)[segments[\(int: d)]] { return id }"))
        }
        guard !inner.isEmpty else { return out }
        let table = "node\(index)"
        let entries = inner
        tables.append([
            .doc("The other literals at `segments[\(depth)]`, numbered for the `switch` in `match`."),
            .block(
                "static let \(name: table): [Substring: Int] = [",
                [
                    .rows(
                        SwiftRows(count: entries.count) { i, w in
                            w.string(entries[i].text)
                            w.fixed(": ")
                            w.int(i)
                            w.fixed(",")
                            w.endLine()
                        })
                ], close: "]"),
        ])
        let cases = inner.enumerated().map { n, literal -> SwiftNode in
            .caseLabel(
                "case \(int: Int64(n))?: \(comment: literal.text)",
                code(node: literal.node, depth: depth + 1, tables: &tables))
        }
        out.append(
            .block(
                "if segments.count > \(int: d) {",
                [
                    .switchOver("\(name: table)[segments[\(int: d)]]", cases + [.caseLabel("default: break", [])])
                ]))
        return out
    }
}
