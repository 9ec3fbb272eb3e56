import NavGraphSupport

/// The trie's literal edges in one open-addressed table, for matching a
/// path's bytes: a slot holds the edge's hash tag, its parent, its child and
/// where its text is (length first), so a segment costs a slot and a text
/// read. `PathTrie` keeps its edges in several arrays (what `check` and `gen`
/// read); a large graph's random paths missed the cache on each of them.
/// Built by `RouteMatcher` for `sim`; the exploration's engine, which matches
/// deep links from their text, never builds it.
struct LiteralEdgeTable: Sendable {
    private struct Slot {
        var tag: UInt32 = 0
        var parent: Int32 = 0
        /// 0: empty (the root is no node's child).
        var child: Int32 = 0
        /// The text's offset in `text`: a two-byte length, then the bytes.
        var text: Int32 = 0
    }

    private var slots: [Slot]
    private let mask: Int
    private var text: [UInt8] = []
    private let seed = UInt64.random(in: 1...UInt64.max)
    /// Every literal is in the table (none is 64 KB or longer).
    private(set) var complete = true

    /// No edge, and not `complete`: every path is matched from its text (the
    /// table of a matcher that never matches bytes, `RouteMatcher(matchingBytes: false)`).
    init() {
        slots = [Slot](repeating: Slot(), count: 1)
        mask = 0
        complete = false
    }

    init(_ trie: PathTrie) {
        var size = 16
        while size * 5 < trie.literals.count * 8 { size <<= 1 }  // at most 5/8 full
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
        for (node, n) in trie.nodes.enumerated() {
            for edge in trie.literals[Int(n.literalStart)..<Int(n.literalEnd)] {
                var literal = edge.text
                guard literal.utf8.count < 1 << 16 else {
                    complete = false
                    continue
                }
                let offset = Int32(text.count)
                let h = literal.withUTF8 { bytes in
                    text.append(UInt8(truncatingIfNeeded: bytes.count))
                    text.append(UInt8(truncatingIfNeeded: bytes.count >> 8))
                    text.append(contentsOf: bytes)
                    return hash(Int32(node), bytes)
                }
                var slot = Int(truncatingIfNeeded: h) & mask
                while slots[slot].child != 0 { slot = (slot + 1) & mask }
                slots[slot] = Slot(
                    tag: UInt32(truncatingIfNeeded: h >> 32), parent: Int32(node), child: edge.node, text: offset)
            }
        }
    }

    private func hash(_ parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteHash.hash(
            UnsafeRawBufferPointer(bytes), 0..<bytes.count,
            seed: ByteHash.seed(seed, mixing: UInt64(UInt32(bitPattern: parent))))
    }

    /// The child of `parent` for the literal segment with exactly these bytes.
    func child(of parent: Int32, _ segment: UnsafeBufferPointer<UInt8>) -> Int32? {
        let h = hash(parent, segment)
        let tag = UInt32(truncatingIfNeeded: h >> 32)
        return slots.withUnsafeBufferPointer { slots in
            text.withUnsafeBufferPointer { text in
                var slot = Int(truncatingIfNeeded: h) & mask
                while slots[slot].child != 0 {
                    let s = slots[slot]
                    if s.tag == tag, s.parent == parent {
                        let at = Int(s.text)
                        let count = Int(text[at]) | Int(text[at + 1]) << 8
                        if count == segment.count {
                            var k = 0
                            while k < count, text[at + 2 + k] == segment[k] { k += 1 }
                            if k == count { return s.child }
                        }
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }
}
