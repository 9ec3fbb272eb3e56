/// Reading bytes a machine word at a time: line breaks found eight bytes a
/// step (every line of a large script, and every line of a large graph cut
/// into pieces, is looked at before anything else happens to it).
public enum ByteScan {
    /// The high bit of each byte of `w` that is zero, and no other bit. (Inlinable: the
    /// script cursor and the encoding check, in other modules, call it for every word.)
    @inlinable @inline(__always) public static func zeroBytes(_ w: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((w & low7) &+ low7) | w) & ~low7
    }

    /// The high bit of each byte of `w` that is `\n` or `\r`.
    @inlinable @inline(__always) public static func breakBytes(_ w: UInt64) -> UInt64 {
        zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(w ^ 0x0D0D_0D0D_0D0D_0D0D)
    }

    /// The index of the first `\n` or `\r` at or after `from`; `b.count` when none is.
    public static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        firstByte(b, from: from, LineBreaks.self)
    }

    /// The index of the first `\n` at or after `from`; `b.count` when none is.
    public static func newline(_ b: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        firstByte(b, from: from, Newlines.self)
    }

    /// The bytes a scan stops at: marked a word at a time (`flags`), or one by one (`matches`).
    /// (A type, not closures: the scan is specialized for it, its word test inlined; through
    /// closures, each word was a call, a tenth of a script's run.)
    private protocol Stops {
        static func flags(_ w: UInt64) -> UInt64
        static func matches(_ byte: UInt8) -> Bool
    }

    private enum LineBreaks: Stops {
        @inline(__always) static func flags(_ w: UInt64) -> UInt64 { breakBytes(w) }
        @inline(__always) static func matches(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    }

    private enum Newlines: Stops {
        @inline(__always) static func flags(_ w: UInt64) -> UInt64 { zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A) }
        @inline(__always) static func matches(_ byte: UInt8) -> Bool { byte == 0x0A }
    }

    /// The first byte at or after `from` that `S` marks in its word (and matches one by one at the end).
    @inline(__always) private static func firstByte<S: Stops>(
        _ b: UnsafeBufferPointer<UInt8>, from: Int, _: S.Type
    ) -> Int {
        var i = from
        let raw = UnsafeRawBufferPointer(b)
        while i + 8 <= b.count {
            let found = S.flags(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            if found != 0 { return i + found.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < b.count, !S.matches(b[i]) { i += 1 }
        return i
    }
}
