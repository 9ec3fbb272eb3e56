import NavGraphSupport

/// Names (of routes, realms, parameters) side by side in one array of bytes,
/// compared with the bytes of a script line without building a String.
struct ByteNames: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]

    init(_ names: some Sequence<String>) {
        for name in names {
            bytes += name.utf8
            starts.append(Int32(bytes.count))
        }
    }

    var count: Int { starts.count - 1 }

    /// Whether name `i` is exactly these bytes.
    func equals(_ i: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let s = Int(starts[i])
        guard Int(starts[i + 1]) - s == text.count else { return false }
        return bytes.withUnsafeBufferPointer { b in
            var k = 0
            while k < text.count, b[s + k] == text[k] { k += 1 }
            return k == text.count
        }
    }

    /// The first of names `range` that is exactly these bytes.
    func first(in range: Range<Int>, equalTo text: UnsafeBufferPointer<UInt8>) -> Int? {
        range.first { equals($0, text) }
    }
}

/// Ids looked up by the bytes a script line holds (the plain-line resolver's
/// route and realm tables): open addressing, probed linearly, a slot a tag
/// and an index in eight bytes. Only ASCII text is looked up: an id equal to
/// the text only under Unicode normalisation (`String`'s `==`) is not found
/// here, and the line takes the full parser, which finds it.
struct ByteNameTable: Sendable {
    private struct Slot {
        /// The hash's high half.
        var tag: UInt32 = 0
        /// The name's index + 1; 0: empty.
        var entry: Int32 = 0
    }

    private let names: ByteNames
    private var slots: [Slot]
    private let mask: Int
    private let seed = UInt64.random(in: 1...UInt64.max)

    /// `ids[i]` names index `i` when `index(ids[i]) == i` (the graph's own
    /// table decides which of two equal ids is meant).
    init(_ ids: [String], index: (String) -> Int?) {
        names = ByteNames(ids)
        var size = 16
        while size < ids.count * 2 { size <<= 1 }
        slots = [Slot](repeating: Slot(), count: size)
        mask = size - 1
        for (i, id) in ids.enumerated() where index(id) == i && id.utf8.allSatisfy({ $0 < 0x80 }) {
            var id = id
            let h = id.withUTF8 { ByteHash.hash(UnsafeRawBufferPointer($0), 0..<$0.count, seed: seed) }
            var slot = Int(truncatingIfNeeded: h) & mask
            while slots[slot].entry != 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(tag: UInt32(truncatingIfNeeded: h >> 32), entry: Int32(i + 1))
        }
    }

    /// The index named by exactly these bytes; nil when none is, or the text is not ASCII.
    func index(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        for c in text where c >= 0x80 { return nil }
        let h = ByteHash.hash(UnsafeRawBufferPointer(text), 0..<text.count, seed: seed)
        let tag = UInt32(truncatingIfNeeded: h >> 32)
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: h) & mask
            while slots[slot].entry != 0 {
                if slots[slot].tag == tag, names.equals(Int(slots[slot].entry) - 1, text) {
                    return Int(slots[slot].entry) - 1
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }
}
