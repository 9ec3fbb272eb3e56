/// Whether two values are the same bits, compared a word at a time. For a value
/// made of whole words (references with counts beside them: an array, a set, a
/// dictionary, an optional of one), the same bits are the same storage, so the same
/// value, known without reading an element (`==` reads them all) or retaining one.
public enum SameBits {
    /// `a` and `b` hold the same bits; false for a type whose size is not whole words
    /// (its padding bytes could differ).
    @inlinable @inline(__always)
    public static func equal<T>(_ a: T, _ b: T) -> Bool {
        let size = MemoryLayout<T>.size
        guard size % 8 == 0 else { return false }
        return withUnsafeBytes(of: a) { held in
            withUnsafeBytes(of: b) { given in
                var offset = 0
                while offset < size {
                    guard
                        held.load(fromByteOffset: offset, as: UInt64.self)
                            == given.load(fromByteOffset: offset, as: UInt64.self)
                    else { return false }
                    offset += 8
                }
                return true
            }
        }
    }

    /// `field = value`, unless the two are the same bits (then they hold the same
    /// storage: the same value), so that an unchanged field costs no retain and release.
    @inlinable @inline(__always)
    public static func assign<T>(_ field: inout T, _ value: T) {
        if !equal(field, value) { field = value }
    }
}
