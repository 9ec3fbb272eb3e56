import NavGraphEngine
import NavGraphModel
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

    /// Whether name `i` is exactly these bytes.
    @inline(__always) func equals(_ i: Int, _ text: ByteView) -> Bool {
        let s = Int(starts[i])
        guard Int(starts[i + 1]) - s == text.count else { return false }
        return ByteView.of(bytes) { $0.bytes(s..<s + text.count, equal: text) }
    }

    /// The first of names `range` that is exactly these bytes.
    func first(in range: Range<Int>, equalTo text: ByteView) -> Int? {
        range.first { equals($0, text) }
    }
}

/// Ids looked up by the bytes a script line holds (the plain-line resolver's
/// route and realm tables). Only ASCII text is looked up: an id equal to the
/// text only under Unicode normalisation (`String`'s `==`) is not found here,
/// and the line takes the full parser, which finds it.
struct ByteNameTable: Sendable {
    private let names: ByteNames
    private var slots: HashedSlots
    private let seed = UInt64.random(in: 1...UInt64.max)

    /// `ids[i]` names index `i` when `index(ids[i]) == i` (the graph's own
    /// table decides which of two equal ids is meant).
    init(_ ids: [String], index: (String) -> Int?) {
        names = ByteNames(ids)
        slots = HashedSlots(capacity: ids.count)
        for (i, id) in ids.enumerated() where index(id) == i && id.utf8.allSatisfy({ $0 < 0x80 }) {
            slots.insert(ByteView.of(id) { hash($0) }, Int32(i))
        }
    }

    @inline(__always) private func hash(_ text: ByteView) -> UInt64 { text.hash(0..<text.count, seed: seed) }

    /// The index named by exactly these bytes; nil when none is, or the text is not ASCII.
    func index(_ text: ByteView) -> Int? {
        for c in text where c >= 0x80 { return nil }
        return slots.find(hash(text)) { names.equals(Int($0), text) }.map(Int.init)
    }
}
