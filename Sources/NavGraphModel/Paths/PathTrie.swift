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
        /// This node's literal children: `literals[literalStart..<literalEnd]`,
        /// in the order their routes appear in the graph.
        public var literalStart: Int32 = 0
        public var literalEnd: Int32 = 0
    }

    public private(set) var nodes: [Node] = [Node()]
    /// Literal edges grouped by parent (see `Node.literalStart`).
    public private(set) var literals: [(text: String, node: Int32)] = []
    /// The node where each route's path ends; -1 for a route left out.
    public private(set) var ends: [Int32]
    /// Literal edges by (parent, text): `ByteHash` into open-addressed slots (a
    /// seeded `Hasher` a segment would cost more than the rest of the trie).
    private var table: HashedSlots
    private let seed = UInt64.random(in: 1...UInt64.max)

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
        table = HashedSlots(capacity: 0)
        // Built in locals, stored once: the loop then works on values the
        // optimiser keeps out of `self`.
        var table = HashedSlots(capacity: routes.count * 2)
        let seed = self.seed
        func edgeHash(_ parent: Int32, _ text: String) -> UInt64 {
            PathTrie.edgeHash(parent, text, seed: seed)
        }
        var edges: [(parent: Int32, text: String, node: Int32)] = []
        edges.reserveCapacity(routes.count * 2)
        for index in routes.indices {
            guard routes[index].pathIsValid, primary?[index] ?? true else { continue }
            var current: Int32 = 0
            for segment in routes[index].pathSegments {
                switch segment {
                case .literal(let text):
                    let hash = edgeHash(current, text)
                    let found = table.find(hash) { edges[Int($0)].parent == current && edges[Int($0)].text == text }
                    if let e = found {
                        current = edges[Int(e)].node
                    } else {
                        let next = Int32(nodes.count)
                        nodes.append(Node())
                        table.insert(hash, Int32(edges.count))
                        edges.append((current, text, next))
                        current = next
                    }
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
        // Group the edges by parent, keeping their order (a counting sort);
        // the table then holds positions in `literals`.
        var counts = [Int32](repeating: 0, count: nodes.count + 1)
        for edge in edges { counts[Int(edge.parent) + 1] += 1 }
        for i in 1..<counts.count { counts[i] += counts[i - 1] }
        for n in nodes.indices {
            nodes[n].literalStart = counts[n]
            nodes[n].literalEnd = counts[n + 1]
        }
        var next = counts
        var grouped = [(text: String, node: Int32)](repeating: ("", 0), count: edges.count)
        var slots = [Int32](repeating: 0, count: edges.count)
        var parents = [Int32](repeating: 0, count: edges.count)
        for (e, edge) in edges.enumerated() {
            let slot = next[Int(edge.parent)]
            grouped[Int(slot)] = (edge.text, edge.node)
            slots[e] = slot
            parents[e] = edge.parent
            next[Int(edge.parent)] += 1
        }
        literals = grouped
        edgeSlot = slots
        edgeParent = parents
        self.table = table
    }

    /// The table's values are edges in creation order: each one's place in
    /// `literals`, and its parent node (to confirm a hit).
    private var edgeSlot: [Int32] = []
    private var edgeParent: [Int32] = []

    private func edgeHash(_ parent: Int32, _ text: String) -> UInt64 {
        PathTrie.edgeHash(parent, text, seed: seed)
    }

    private static func edgeHash(_ parent: Int32, _ text: String, seed: UInt64) -> UInt64 {
        ByteHash.hash(text, seed: ByteHash.seed(seed, mixing: UInt64(UInt32(bitPattern: parent))))
    }

    /// The child of `node` for the literal `text`, or nil.
    public func literalChild(of node: Int32, _ text: String) -> Int32? {
        let n = nodes[Int(node)]
        guard n.literalStart < n.literalEnd else { return nil }
        let edge = table.find(edgeHash(node, text)) {
            edgeParent[Int($0)] == node && literals[Int(edgeSlot[Int($0)])].text == text
        }
        return edge.map { literals[Int(edgeSlot[Int($0)])].node }
    }

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
        var n = nodes[Int(node)]
        var remaining = 0
        while n.literalStart == n.literalEnd {
            if n.param < 0 { return n.route >= 0 ? (n.route, remaining) : nil }
            if n.route >= 0 { return nil }
            n = nodes[Int(n.param)]
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
