/// Well-formed UTF-8, checked a sequence at a time: what the graph reader and
/// the script reader each report, at the first byte that is not.
public enum UTF8Sequence {
    /// The length of the well-formed sequence at `i`, whose first byte is 0x80 or
    /// above; nil when it is not one (a continuation byte first, a sequence cut
    /// short, an overlong form, a surrogate, or past U+10FFFF).
    @inline(__always)
    public static func length(at i: Int, in b: UnsafeBufferPointer<UInt8>) -> Int? {
        let c = b[i]
        let len: Int
        let minScalar: UInt32
        if c & 0xE0 == 0xC0 {
            (len, minScalar) = (2, 0x80)
        } else if c & 0xF0 == 0xE0 {
            (len, minScalar) = (3, 0x800)
        } else if c & 0xF8 == 0xF0 {
            (len, minScalar) = (4, 0x10000)
        } else {
            return nil
        }
        guard i + len <= b.count else { return nil }
        var scalar = UInt32(c) & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07)
        for k in 1..<len {
            let cc = b[i + k]
            guard cc & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(cc & 0x3F)
        }
        if scalar < minScalar || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return nil }
        return len
    }

    /// Where the first byte of `range` that starts no well-formed sequence is; nil: none.
    /// ASCII is passed eight bytes at a time.
    public static func firstInvalid(in b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            if i + 8 <= end,
                UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                i += 8
                continue
            }
            if b[i] < 0x80 {
                i += 1
                continue
            }
            guard let len = length(at: i, in: b), i + len <= end else { return i }
            i += len
        }
        return nil
    }
}
