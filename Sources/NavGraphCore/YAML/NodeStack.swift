import NavGraphModel

/// The children of the open collections, in document order. Manually managed
/// so that a finished collection's children are moved, not copied, into its array.
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ node: YAMLNode) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = bigger
            capacity *= 2
        }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The node on top, if any.
    var last: YAMLNode? { count > 0 ? base[count - 1] : nil }

    // Arrays are reserved and appended to, not made with `init(unsafeUninitializedCapacity:)`:
    // that calls into the standard library unspecialized, which looks the array's type up
    // in the runtime's metadata cache for every collection (3% of a large file's read).
    func popNodes(from start: Int) -> [YAMLNode] {
        let n = count - start
        var items: [YAMLNode] = []
        items.reserveCapacity(n)
        for i in 0..<n { items.append((base + start + i).move()) }
        count = start
        return items
    }

    func popPairs(from start: Int) -> [YAMLPair] {
        var n = count - start
        if n % 2 == 1 {  // a key without its value: libyaml never sends one
            (base + count - 1).deinitialize(count: 1)
            n -= 1
        }
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(n / 2)
        var src = base + start
        for _ in 0..<(n / 2) {
            pairs.append(YAMLPair(key: src.move(), value: (src + 1).move()))
            src += 2
        }
        count = start
        return pairs
    }
}
