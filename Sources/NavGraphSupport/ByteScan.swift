/// Reading bytes a machine word at a time: line breaks found eight bytes a
/// step (every line of a large script, and every line of a large graph cut
/// into pieces, is looked at before anything else happens to it).
package enum ByteScan {
    /// The high bit of each byte of `w` that is zero, and no other bit.
    @inline(__always) package static func zeroBytes(_ w: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((w & low7) &+ low7) | w) & ~low7
    }

    /// The high bit of each byte of `w` that is `\n` or `\r`.
    @inline(__always) package static func breakBytes(_ w: UInt64) -> UInt64 {
        zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(w ^ 0x0D0D_0D0D_0D0D_0D0D)
    }

    /// The index of the first `\n` or `\r` at or after `from`; `b.count` when none is.
    package static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        firstByte(b, from: from, flags: breakBytes, matches: { $0 == 0x0A || $0 == 0x0D })
    }

    /// The index of the first `\n` at or after `from`; `b.count` when none is.
    package static func newline(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        firstByte(b, from: from, flags: { zeroBytes($0 ^ 0x0A0A_0A0A_0A0A_0A0A) }, matches: { $0 == 0x0A })
    }

    /// The first byte at or after `from` that `flags` marks in its word (and `matches` one by one at the end).
    @inline(__always) private static func firstByte(
        _ b: UnsafeBufferPointer<UInt8>, from: Int, flags: (UInt64) -> UInt64, matches: (UInt8) -> Bool
    ) -> Int {
        var i = from
        let raw = UnsafeRawBufferPointer(b)
        while i + 8 <= b.count {
            let found = flags(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            if found != 0 { return i + found.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < b.count, !matches(b[i]) { i += 1 }
        return i
    }
}
