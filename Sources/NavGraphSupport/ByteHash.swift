/// A seeded hash of bytes: eight at a time, then the rest one by one, the
/// length mixed in last (a random seed a table, so no input can be written
/// to collide). The simulator's line memo and name tables, and the matcher's
/// table of path literals, hash with it.
package enum ByteHash {
    @inlinable package static func hash(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>, seed: UInt64) -> UInt64 {
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
}
