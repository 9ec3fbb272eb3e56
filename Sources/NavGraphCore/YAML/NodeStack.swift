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

    func popNodes(from start: Int) -> [YAMLNode] {
        let n = count - start
        let items = [YAMLNode](unsafeUninitializedCapacity: n) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: n)
            initialized = n
        }
        count = start
        return items
    }

    func popPairs(from start: Int) -> [YAMLPair] {
        var n = count - start
        if n % 2 == 1 {  // a key without its value: libyaml never sends one
            (base + count - 1).deinitialize(count: 1)
            n -= 1
        }
        let pairs = [YAMLPair](unsafeUninitializedCapacity: n / 2) { buffer, initialized in
            var src = base + start
            for i in 0..<(n / 2) {
                (buffer.baseAddress! + i).initialize(to: YAMLPair(key: src.move(), value: (src + 1).move()))
                src += 2
            }
            initialized = n / 2
        }
        count = start
        return pairs
    }
}
