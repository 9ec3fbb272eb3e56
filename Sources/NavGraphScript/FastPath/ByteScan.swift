import NavGraphEngine
import NavGraphModel

/// Reading a script's bytes a machine word at a time: line breaks found and
/// lines hashed eight bytes a step (every line of a large script is read by
/// both before anything else happens to it).
enum ByteScan {
    /// The high bit of each byte of `w` that is zero, and no other bit.
    @inline(__always) static func zeroBytes(_ w: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((w & low7) &+ low7) | w) & ~low7
    }

    /// The high bit of each byte of `w` that is `\n` or `\r`.
    @inline(__always) static func breakBytes(_ w: UInt64) -> UInt64 {
        zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(w ^ 0x0D0D_0D0D_0D0D_0D0D)
    }

    /// The index of the first `\n` or `\r` at or after `from`; `b.count` when none is.
    static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var i = from
        let raw = UnsafeRawBufferPointer(b)
        while i + 8 <= b.count {
            let found = breakBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            if found != 0 { return i + found.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < b.count, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
        return i
    }
}
