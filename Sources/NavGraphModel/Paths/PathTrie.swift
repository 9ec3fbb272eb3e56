import NavGraphSupport

/// The routes' path patterns as one trie of segments: the only place the
/// matching rules of navgraph(5) are encoded. `RouteMatcher` (the simulator's
/// paths and deep links), the ambiguity check, the nearest-path note of the
/// reachability check and the generated matcher (which walks `nodes`) all
/// read it (the matcher walks its nodes from a path's bytes too, held to
/// `routeIndex(forSegments:)` by `RouteMatcherBytesTests` and the `route`
/// fuzz target). Two patterns share a node exactly when they have the same shape
/// (literals kept, parameter names erased); the first route (file order) to
/// reach a node owns it, and `check` reports the others.
public struct PathTrie: Sendable {
    public struct Node: Sendable {
        /// The child for a parameter segment, or -1.
        public var param: Int32 = -1
        /// The route whose path ends here, or -1.
        public var route: Int32 = -1
    }

    /// A literal edge: the node it leads to, and its number in the edge table
    /// (`text(ofEdge:)` reads its literal).
    package struct LiteralEdge: Sendable {
        package var node: Int32
        package var edge: Int32
    }

    public private(set) var nodes: [Node] = [Node()]
    /// Row `n`: node `n`'s literal edges, in the order their routes appear in the
    /// graph (what the generated matcher's `switch`es list).
    package private(set) var literalRows = RowTable<LiteralEdge>()
    /// The node where each route's path ends; -1 for a route left out.
    public private(set) var ends: [Int32]
    /// Literal edges by (parent, text): built here, read by every match, from a
    /// segment's text or from a path's bytes.
    private var edges: LiteralEdgeTable

    /// Every route with a valid path that is the first of its id: what
    /// `check`, `gen` and `sim` match against.
    public init(graph: Graph) {
        let primary = graph.primaryRoutes
        if primary.count == graph.routes.count {
            self.init(routes: graph.routes, primary: primary)
        } else {
            self.init(routes: graph.routes, primary: graph.routes.indices.map { graph.isPrimaryRoute($0) })
        }
    }

    /// Every route with a valid path.
    public init(routes: [Route]) {
        self.init(routes: routes, primary: nil)
    }

    /// The routes with a valid path that `primary` admits (by index; all when nil).
    private init(routes: [Route], primary: [Bool]?) {
        nodes.reserveCapacity(routes.count * 2)
        ends = [Int32](repeating: -1, count: routes.count)
        // Built in locals, stored once: the loop then works on values the
        // optimiser keeps out of `self`.
        var edges = LiteralEdgeTable(capacity: routes.count * 2)
        var parents: [Int32] = []
        var children: [LiteralEdge] = []
        parents.reserveCapacity(routes.count * 2)
        children.reserveCapacity(routes.count * 2)
        for index in routes.indices {
            guard routes[index].pathIsValid, primary?[index] ?? true else { continue }
            var current: Int32 = 0
            for segment in routes[index].pathSegments {
                switch segment {
                case .literal(let text):
                    let next = Int32(nodes.count)
                    let edge = Int32(edges.count)
                    let (child, inserted) = edges.child(of: current, text, orInsert: next)
                    if inserted {
                        nodes.append(Node())
                        children.append(LiteralEdge(node: next, edge: edge))
                        parents.append(current)
                    }
                    current = child
                case .param:
                    if nodes[Int(current)].param < 0 {
                        nodes.append(Node())
                        nodes[Int(current)].param = Int32(nodes.count - 1)
                    }
                    current = nodes[Int(current)].param
                }
            }
            ends[index] = current
            if nodes[Int(current)].route < 0 { nodes[Int(current)].route = Int32(index) }
        }
        // Grouped by parent, keeping their order.
        literalRows = RowTable(rowCount: nodes.count, rows: parents, values: children)
        self.edges = edges
    }

    /// Node `node`'s literal edges, in order.
    public func literals(of node: Int32) -> [(text: String, node: Int32)] {
        literalRows[Int(node)].map { (edges.text(ofEdge: $0.edge), $0.node) }
    }

    /// Whether node `node` has a literal child (a match asks before hashing a segment).
    @inline(__always) public func hasLiteralChildren(_ node: Int32) -> Bool { literalRows.count(ofRow: Int(node)) > 0 }

    /// The child of `node` for the literal `text`, or nil.
    public func literalChild(of node: Int32, _ text: String) -> Int32? {
        guard hasLiteralChildren(node) else { return nil }
        return edges.child(of: node, text)
    }

    /// The child of `node` for the literal segment with exactly these bytes (ASCII, no
    /// escape: `RouteMatcherBytes`), or nil.
    package func literalChild(of node: Int32, _ segment: ByteView) -> Int32? { edges.child(of: node, segment) }

    /// The route whose pattern matches these (decoded) segments: at the first
    /// position where two patterns differ a literal beats a parameter; a dead
    /// end backtracks to the parameter branch. An empty segment matches nothing.
    public func routeIndex(forSegments segments: [String]) -> Int? {
        // Each level pushes at most two branches: one allocation, never a regrowth.
        var stack: [(node: Int32, depth: Int)] = []
        stack.reserveCapacity(2 * segments.count + 2)
        stack.append((0, 0))
        while let (node, depth) = stack.popLast() {
            let n = nodes[Int(node)]
            if depth == segments.count {
                if n.route >= 0 { return Int(n.route) }
                continue
            }
            let segment = segments[depth]
            if segment.isEmpty { continue }
            // Pushed last, popped first: the literal branch wins.
            if n.param >= 0 { stack.append((n.param, depth + 1)) }
            if let l = literalChild(of: node, segment) { stack.append((l, depth + 1)) }
        }
        return nil
    }

    /// The route a node leads to when only parameters follow it, and how many
    /// segments they are: `/a/:x/:y` is route `a` two segments after `a`.
    public func lastLiteral(_ node: Int32) -> (route: Int32, remaining: Int)? {
        var at = node
        var remaining = 0
        while !hasLiteralChildren(at) {
            let n = nodes[Int(at)]
            if n.param < 0 { return n.route >= 0 ? (n.route, remaining) : nil }
            if n.route >= 0 { return nil }
            at = n.param
            remaining += 1
        }
        return nil
    }

    /// The nodes a route's path passes through, root excluded, in order
    /// (empty for a route left out).
    public func nodes(alongRoute index: Int, _ routes: [Route]) -> [Int32] {
        guard ends[index] >= 0 else { return [] }
        var out: [Int32] = []
        var current: Int32 = 0
        for segment in routes[index].pathSegments {
            switch segment {
            case .literal(let text):
                guard let next = literalChild(of: current, text) else { return out }
                current = next
            case .param:
                current = nodes[Int(current)].param
            }
            out.append(current)
        }
        return out
    }
}
