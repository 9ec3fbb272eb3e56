#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Contiguous bytes read in place (a file's, a script's, a string's UTF-8):
/// the one byte reader of the YAML reader's checks, the decoders, the script
/// lexer, the analysis's outcome rows and the generator's name table, so that
/// none of them holds a pointer of its own. Indices are from the start of
/// the bytes the view was opened on; a view lives only inside the closure
/// that opened it (`of`). Its reads are `@inlinable public` (a `package` body
/// does not inline across modules): the readers are in other modules and run
/// for every byte of a large graph or script, where a call per byte would
/// cost more than the read.
public struct ByteView: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    @inlinable @inline(__always) init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    /// The bytes of `array`, for the span of `body`.
    @inlinable @inline(__always)
    public static func of<R>(_ array: [UInt8], _ body: (ByteView) throws -> R) rethrows -> R {
        try array.withUnsafeBufferPointer { try body(ByteView($0)) }
    }

    /// The UTF-8 bytes of `text` in place (a native string is contiguous; a bridged one is copied).
    /// Read without a copy first: `withUTF8` is mutating, and the copy it needs retains and
    /// releases the string (the decoder's name checks run for every id of a large graph).
    @inlinable @inline(__always)
    public static func of<R>(_ text: String, _ body: (ByteView) throws -> R) rethrows -> R {
        if let r = try text.utf8.withContiguousStorageIfAvailable({ try body(ByteView($0)) }) { return r }
        var copy = text
        return try copy.withUTF8 { try body(ByteView($0)) }
    }

    /// `body(context, view)` over the UTF-8 bytes of `text` in place: what the body works
    /// with comes in as `context` rather than captured (a closure that captures a table
    /// copies it, every field retained, a call; a parameter is borrowed, as `ScratchArray`'s).
    @inlinable @inline(__always)
    public static func of<Context, R>(_ text: String, passing context: Context, _ body: (Context, ByteView) -> R) -> R {
        if let r = text.utf8.withContiguousStorageIfAvailable({ body(context, ByteView($0)) }) { return r }
        var copy = text
        return copy.withUTF8 { body(context, ByteView($0)) }
    }

    /// No bytes.
    @inlinable @inline(__always) public static var empty: ByteView {
        ByteView(UnsafeBufferPointer(start: nil, count: 0))
    }

    // A range of indices, not the default `DefaultIndices`: a loop over them is a loop over integers.
    public typealias Indices = Range<Int>

    @inlinable @inline(__always) public var startIndex: Int { 0 }
    @inlinable @inline(__always) public var endIndex: Int { buffer.count }
    @inlinable @inline(__always) public var indices: Range<Int> { 0..<buffer.count }
    @inlinable @inline(__always) public var count: Int { buffer.count }

    @inlinable @inline(__always) public subscript(i: Int) -> UInt8 { buffer[i] }

    // The buffer's own iterator, not `IndexingIterator`: a `for` over the bytes walks a pointer.
    public typealias Iterator = UnsafeBufferPointer<UInt8>.Iterator
    @inlinable @inline(__always) public func makeIterator() -> Iterator { buffer.makeIterator() }

    /// The bytes in place, for a reader that takes a buffer (the model's route matcher and
    /// parameter parser): the standard library's way to read a collection's contiguous storage.
    @inlinable @inline(__always)
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try body(buffer)
    }

    /// The bytes of `range`, indexed from 0.
    @inlinable @inline(__always) public func slice(_ range: Range<Int>) -> ByteView {
        ByteView(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The bytes of `range` as text (invalid UTF-8 repaired, as `String(decoding:)` does).
    @inlinable @inline(__always) public func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// All the bytes as text.
    @inlinable @inline(__always) public var string: String { String(decoding: buffer, as: UTF8.self) }

    /// The eight bytes at `i` as a little-endian word (`i + 8 <= count`): the word-at-a-time scans.
    @inlinable @inline(__always) public func word(at i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self))
    }

    /// Whether the bytes of `range` are exactly `other`'s.
    @inlinable @inline(__always) public func bytes(_ range: Range<Int>, equal other: ByteView) -> Bool {
        guard range.count == other.count else { return false }
        var k = 0
        while k < other.count, buffer[range.lowerBound + k] == other.buffer[k] { k += 1 }
        return k == other.count
    }

    /// `ByteHash.hash` of the bytes of `range`.
    @inlinable @inline(__always) public func hash(_ range: Range<Int>, seed: UInt64) -> UInt64 {
        ByteHash.hash(UnsafeRawBufferPointer(buffer), range, seed: seed)
    }

    /// The index of the first `\n` or `\r` at or after `from`; `count` when none is.
    @inlinable @inline(__always) public func lineEnd(from: Int) -> Int { ByteScan.lineEnd(buffer, from: from) }

    /// The index of the first `\n` at or after `from`; `count` when none is.
    @inlinable @inline(__always) public func newline(from: Int) -> Int { ByteScan.newline(buffer, from: from) }

    /// The index of the first `byte` in `from..<to` (memchr); nil when none is.
    @inlinable @inline(__always) public func firstIndex(of byte: UInt8, from: Int, to: Int) -> Int? {
        guard from < to, let base = buffer.baseAddress, let hit = memchr(base + from, Int32(byte), to - from)
        else { return nil }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    /// The length of the well-formed UTF-8 sequence at `i`; nil when it is not one.
    @inlinable @inline(__always) public func sequenceLength(at i: Int) -> Int? {
        UTF8Sequence.length(at: i, in: buffer)
    }

    /// The index of the first byte in `range` that does not start or continue well-formed UTF-8; nil when none.
    @inlinable @inline(__always) public func firstInvalidUTF8(in range: Range<Int>) -> Int? {
        UTF8Sequence.firstInvalid(in: buffer, range)
    }
}

/// Bytes copied within and into an array in place (the language server's gap buffer moves its
/// gap across a document's bytes on every edit).
extension [UInt8] {
    /// `bytes` written over the bytes from `offset` on (`offset + bytes.count <= count`).
    package mutating func copyBytes(_ bytes: [UInt8], to offset: Int) {
        precondition(offset >= 0 && offset + bytes.count <= count)
        withUnsafeMutableBufferPointer { to in
            bytes.withUnsafeBufferPointer { from in
                guard let base = from.baseAddress else { return }
                (to.baseAddress! + offset).update(from: base, count: from.count)
            }
        }
    }

    /// The `count` bytes at `from` copied to `to`; the two runs may overlap.
    package mutating func moveBytes(from: Int, to: Int, count n: Int) {
        precondition(from >= 0 && to >= 0 && from + n <= count && to + n <= count)
        withUnsafeMutableBufferPointer { p in
            // `update(from:count:)` allows the runs to overlap.
            (p.baseAddress! + to).update(from: p.baseAddress! + from, count: n)
        }
    }
}
