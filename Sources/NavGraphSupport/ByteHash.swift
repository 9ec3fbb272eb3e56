/// The one hash of bytes and text in navgraph's tables: seeded, eight bytes at a
/// time, then the rest one by one, the length mixed in last (a random seed a
/// table, so no input can be written to collide). The path trie's literal-edge
/// table, the tables of ids, and the simulator's line memo and name tables
/// hash with it. Only tables read it: no output depends on its values.
public enum ByteHash {
    @inlinable public static func hash(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>, seed: UInt64) -> UInt64 {
        var h = seed
        var i = range.lowerBound
        while i + 8 <= range.upperBound {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i += 8
        }
        while i < range.upperBound {
            h = (h ^ UInt64(raw[i])) &* 0x0000_0100_0000_01B3
            i += 1
        }
        h = (h ^ UInt64(range.count)) &* 0x9E37_79B9_7F4A_7C15
        return h ^ (h >> 32)
    }

    /// `seed` with a number mixed in, for a key of a number and bytes (a trie
    /// edge: its parent node and its text).
    @inlinable public static func seed(_ seed: UInt64, mixing value: UInt64) -> UInt64 {
        (seed ^ value) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Text as `==` compares it: ASCII by its bytes (what `hash(_:_:seed:)`
    /// gives for them); other text by the standard, normalisation-aware hash,
    /// so canonically equal strings (`é` and `e` with a combining accent)
    /// hash the same.
    package static func hash(_ text: String, seed: UInt64) -> UInt64 {
        // Read in place (a native string is contiguous): a copy for `withUTF8`
        // retains and releases the string, for every literal of a large graph's trie.
        let ascii = ByteView.of(text) { bytes -> UInt64? in
            for b in bytes where b >= 0x80 { return nil }
            return bytes.hash(0..<bytes.count, seed: seed)
        }
        if let ascii { return ascii }
        var standard = text.hashValue
        return withUnsafeBytes(of: &standard) { hash($0, 0..<$0.count, seed: seed) }
    }
}
