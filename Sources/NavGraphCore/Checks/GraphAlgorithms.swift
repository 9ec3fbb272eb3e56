import NavGraphModel
import NavGraphSupport

/// A directed graph over nodes 0..<nodeCount in compressed sparse row form,
/// each edge carrying an Int payload (what caused it, for messages). Edges
/// keep the order they were added in, so every walk is deterministic.
/// Nothing here recurses: graphs may have 100k nodes.
public struct DirectedGraph: Sendable {
    public let nodeCount: Int
    /// Row `v`: the edges of node v, in the order they were added. An edge is named by
    /// its position in the table (`edges(from:)`, `target(_:)`, `payload(_:)`).
    let rows: RowTable<Edge>

    struct Edge: Sendable {
        var target: Int32
        var payload: Int32
    }

    /// Collects edges, then builds the graph in one counting pass.
    public struct Builder: Sendable {
        public let nodeCount: Int
        private var sources: [Int32] = []
        private var edges: [Edge] = []

        public init(nodeCount: Int) { self.nodeCount = nodeCount }

        public mutating func addEdge(from source: Int, to target: Int, payload: Int = 0) {
            sources.append(Int32(source))
            edges.append(Edge(target: Int32(target), payload: Int32(payload)))
        }

        public func build() -> DirectedGraph {
            DirectedGraph(nodeCount: nodeCount, rows: RowTable(rowCount: nodeCount, rows: sources, values: edges))
        }
    }

    /// The edges of node `v`, by position.
    public func edges(from v: Int) -> Range<Int> { rows.rowPositions(v) }
    /// The node edge `e` leads to.
    public func target(_ e: Int) -> Int { Int(rows.value(at: e).target) }
    /// What caused edge `e` (`addEdge`'s payload).
    public func payload(_ e: Int) -> Int { Int(rows.value(at: e).payload) }
    private func hasNoEdges(_ v: Int) -> Bool { rows.count(ofRow: v) == 0 }

    public func hasSelfLoop(_ v: Int) -> Bool { edges(from: v).contains { target($0) == v } }

    /// The nodes reachable from `starts` (starts included), by breadth-first search.
    public func reachable(from starts: some Sequence<Int>) -> [Bool] {
        Self.reachable(nodeCount: nodeCount, from: starts) { v, visit in
            for e in edges(from: v) { visit(target(e)) }
        }
    }

    /// The nodes of `0..<nodeCount` reachable from `starts` (starts included), by
    /// breadth-first search: `successors(v, visit)` visits each node an edge of `v` leads to.
    public static func reachable(
        nodeCount: Int, from starts: some Sequence<Int>, successors: (Int, (Int) -> Void) -> Void
    ) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodeCount)
        var queue: [Int] = []
        for s in starts where !seen[s] {
            seen[s] = true
            queue.append(s)
        }
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            successors(v) { w in
                guard !seen[w] else { return }
                seen[w] = true
                queue.append(w)
            }
        }
        return seen
    }

    /// Strongly connected components by Tarjan's algorithm, with an explicit
    /// stack instead of recursion.
    public func stronglyConnectedComponents() -> StronglyConnectedComponents {
        var index = [Int](repeating: -1, count: nodeCount)
        var low = [Int](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var stack: [Int] = []
        var component = [Int](repeating: -1, count: nodeCount)
        // Components end to end (most are single nodes: no array each).
        var memberList: [Int] = []
        memberList.reserveCapacity(nodeCount)
        var memberEnds: [Int] = []
        var counter = 0
        // (node, next edge position to explore)
        var calls: [(node: Int, edge: Int)] = []

        // A node without edges out is a component of its own, found at once: the
        // same components in the same order as the search would give.
        func single(_ v: Int) {
            index[v] = counter
            counter += 1
            component[v] = memberEnds.count
            memberList.append(v)
            memberEnds.append(memberList.count)
        }
        for start in 0..<nodeCount where index[start] == -1 {
            if hasNoEdges(start) {
                single(start)
                continue
            }
            index[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            calls.append((start, edges(from: start).lowerBound))
            while let top = calls.last {
                let v = top.node
                if top.edge < edges(from: v).upperBound {
                    calls[calls.count - 1].edge += 1
                    let w = target(top.edge)
                    if index[w] == -1, hasNoEdges(w) {
                        single(w)
                    } else if index[w] == -1 {
                        index[w] = counter
                        low[w] = counter
                        counter += 1
                        stack.append(w)
                        onStack[w] = true
                        calls.append((w, edges(from: w).lowerBound))
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                    continue
                }
                calls.removeLast()
                if let parent = calls.last { low[parent.node] = min(low[parent.node], low[v]) }
                if low[v] == index[v] {
                    let first = memberList.count
                    while true {
                        let w = stack.removeLast()
                        onStack[w] = false
                        component[w] = memberEnds.count
                        memberList.append(w)
                        if w == v { break }
                    }
                    if memberList.count - first > 1 { memberList[first...].sort() }
                    memberEnds.append(memberList.count)
                }
            }
        }
        return StronglyConnectedComponents(component: component, memberList: memberList, memberEnds: memberEnds)
    }

    /// For each component with a cycle (sorted by smallest node), its nodes and
    /// the shortest cycle through its smallest node inside it: what a check
    /// that prints cycles reports, one finding a component.
    public func shortestCycles() -> [(members: [Int], cycle: [Int])] {
        let sccs = stronglyConnectedComponents()
        return sccs.cyclic(in: self).compactMap { members in
            let comp = sccs.component[members[0]]
            return shortestCycle(through: members[0], inside: { sccs.component[$0] == comp }).map { (members, $0) }
        }
    }

    /// The shortest cycle through `start` that stays inside the nodes where
    /// `inside` is true, by breadth-first search: the edge indexes in order,
    /// the first leaving `start`, the last entering it. nil when none exists.
    public func shortestCycle(through start: Int, inside: (Int) -> Bool) -> [Int]? {
        // How BFS reached each node: the edge and its source. Dictionaries keep
        // the cost proportional to the part of the graph searched.
        var reachedBy: [Int: (edge: Int, from: Int)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            for e in edges(from: v) {
                let w = target(e)
                if w == start {
                    var path = [e]
                    var u = v
                    while u != start, let step = reachedBy[u] {
                        path.append(step.edge)
                        u = step.from
                    }
                    return path.reversed()
                }
                guard inside(w), reachedBy[w] == nil else { continue }
                reachedBy[w] = (e, v)
                queue.append(w)
            }
        }
        return nil
    }
}

/// The result of `stronglyConnectedComponents()`.
public struct StronglyConnectedComponents: Sendable {
    /// The component of each node (an index into `members`).
    public let component: [Int]
    /// The components' nodes end to end; component c is
    /// `memberList[(c == 0 ? 0 : memberEnds[c - 1])..<memberEnds[c]]`.
    let memberList: [Int]
    let memberEnds: [Int]

    /// The nodes of component `c`, ascending.
    public func members(of c: Int) -> ArraySlice<Int> {
        memberList[(c == 0 ? 0 : memberEnds[c - 1])..<memberEnds[c]]
    }

    /// Each component's nodes, ascending. Components come in Tarjan's order
    /// (reverse topological); callers that report sort by their own anchor.
    public var members: [[Int]] { memberEnds.indices.map { Array(members(of: $0)) } }

    /// Components that contain a cycle: more than one node, or a node with an
    /// edge to itself. Sorted by smallest node.
    public func cyclic(in graph: DirectedGraph) -> [[Int]] {
        memberEnds.indices
            .filter { c in
                let nodes = members(of: c)
                return nodes.count > 1 || graph.hasSelfLoop(nodes[nodes.startIndex])
            }
            .map { Array(members(of: $0)) }
            .sorted { $0[0] < $1[0] }
    }
}
