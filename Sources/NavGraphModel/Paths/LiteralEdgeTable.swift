import NavGraphSupport

/// The path trie's literal edges in one open-addressed table, built by `PathTrie`
/// and read by every match: from a segment's text (`check`, `gen`, a path as
/// `PathComponents` decodes it) and from a path's bytes (`sim`). A slot holds the
/// edge's hash tag, its parent, its child and the edge's number, so a probe reads
/// one slot; the edges' texts are rows of bytes (`texts`: a literal of any length).
///
/// Text is compared as `==` compares it: a slot is found by `ByteHash.hash(_:seed:)`
/// (ASCII by its bytes, other text by the normalisation-aware hash), and confirmed
/// by equal bytes, or, when the bytes differ, by the texts as strings. A path's
/// bytes are looked up only when they are ASCII without escapes
/// (`RouteMatcherBytes`), for which both hashes agree.
struct LiteralEdgeTable: Sendable {
    private struct Slot {
        var tag: UInt32 = 0
        var parent: Int32 = 0
        /// 0: empty (the root is no node's child).
        var child: Int32 = 0
        /// The edge's number: its row of `texts`.
        var edge: Int32 = 0
    }

    private var slots: [Slot]
    private var mask: Int
    /// Row `e`: the UTF-8 bytes of edge `e`'s literal.
    private var texts = RowTable<UInt8>()
    private let seed = UInt64.random(in: 1...UInt64.max)

    /// Room for `capacity` edges before the table first grows.
    init(capacity: Int) {
        var size = 16
        while size * 5 < capacity * 8 { size <<= 1 }  // at most 5/8 full
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
        texts = RowTable(reservingRows: capacity)
    }

    /// How many edges.
    var count: Int { texts.count }

    /// Edge `e`'s literal.
    func text(ofEdge e: Int32) -> String {
        String(decoding: texts.slice(Int(e)), as: UTF8.self)
    }

    /// The child of `parent` for the literal `text`, or nil.
    func child(of parent: Int32, _ text: String) -> Int32? {
        find(parent, text, hash: hash(parent, text))
    }

    /// The child of `parent` for the literal segment with exactly these (ASCII) bytes.
    func child(of parent: Int32, _ segment: ByteView) -> Int32? {
        find(parent, segment, hash: segment.hash(0..<segment.count, seed: edgeSeed(parent)), text: nil)
    }

    /// The child of `parent` for `text`; when there is none, the edge to `newChild` is
    /// added (edge number `count`) and `inserted` is true. One hash for both: the trie
    /// asks this for every literal segment of every route.
    mutating func child(of parent: Int32, _ text: String, orInsert newChild: Int32) -> (child: Int32, inserted: Bool) {
        let h = hash(parent, text)
        if let found = find(parent, text, hash: h) { return (found, false) }
        if (count + 1) * 8 > slots.count * 5 { grow() }
        place(hash: h, parent: parent, child: newChild, edge: Int32(count))
        texts.append(contentsOf: text.utf8)
        return (newChild, true)
    }

    private mutating func place(hash h: UInt64, parent: Int32, child: Int32, edge: Int32) {
        var slot = Int(truncatingIfNeeded: h) & mask
        while slots[slot].child != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(tag: UInt32(truncatingIfNeeded: h >> 32), parent: parent, child: child, edge: edge)
    }

    /// Twice the slots, each edge placed again by the hash of its text.
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        for s in old where s.child != 0 {
            place(hash: hash(s.parent, text(ofEdge: s.edge)), parent: s.parent, child: s.child, edge: s.edge)
        }
    }

    private func hash(_ parent: Int32, _ text: String) -> UInt64 { ByteHash.hash(text, seed: edgeSeed(parent)) }

    /// The table's seed with the edge's parent mixed in (a key is a parent and a text).
    private func edgeSeed(_ parent: Int32) -> UInt64 { ByteHash.seed(seed, mixing: UInt64(UInt32(bitPattern: parent))) }

    /// `find` of the bytes of `text`, read in place (the table passed to the reading, not
    /// captured: a capture copied it).
    private func find(_ parent: Int32, _ text: String, hash h: UInt64) -> Int32? {
        ByteView.of(text, passing: self) { table, bytes in table.find(parent, bytes, hash: h, text: text) }
    }

    /// The child of the edge from `parent` whose hash is `h` and whose text has these
    /// bytes, or (bytes that differ) whose text is `==` to `text`: canonically equal.
    private func find(
        _ parent: Int32, _ bytes: ByteView, hash h: UInt64,
        text: String?
    ) -> Int32? {
        let tag = UInt32(truncatingIfNeeded: h >> 32)
        var slot = Int(truncatingIfNeeded: h) & mask
        while slots[slot].child != 0 {
            let s = slots[slot]
            if s.tag == tag, s.parent == parent {
                let at = texts.rowPositions(Int(s.edge))
                if at.count == bytes.count {
                    var k = 0
                    while k < bytes.count, texts.value(at: at.lowerBound + k) == bytes[k] { k += 1 }
                    if k == bytes.count { return s.child }
                }
                if let text, self.text(ofEdge: s.edge) == text { return s.child }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
