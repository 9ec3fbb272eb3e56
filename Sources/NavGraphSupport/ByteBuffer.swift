#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable run of bytes written through raw pointers: appending a few
/// bytes is a bounds check and a copy (an array's append costs several times
/// that, and a large file is millions of small appends). The appends are
/// `@inlinable` and public so that they inline into the generator across the
/// module line (a `package` function's body does not).
public final class ByteBuffer: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) public var count = 0
    @exclusivity(unchecked) @usableFromInline var capacity: Int

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    package var array: [UInt8] { [UInt8](contents) }
    package var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
    package var last: UInt8? { count > 0 ? base[count - 1] : nil }
    package subscript(i: Int) -> UInt8 { base[i] }
    package func removeLast() { count -= 1 }

    @inlinable @inline(__always) func reserve(_ n: Int) {
        if count + n > capacity { grow(count + n) }
    }

    @usableFromInline func grow(_ needed: Int) {
        var size = capacity * 2
        while size < needed { size *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = size
    }

    @inlinable @inline(__always) public func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inlinable @inline(__always) public func append(_ start: UnsafePointer<UInt8>, _ n: Int) {
        reserve(n)
        (base + count).update(from: start, count: n)
        count += n
    }

    @inlinable @inline(__always) public func append(_ bytes: ByteView) {
        guard let start = bytes.buffer.baseAddress else { return }
        append(start, bytes.count)
    }

    package func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0.baseAddress!, $0.count) }
    }

    package func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append($0.baseAddress!, $0.count) }
    }

    package func appendSpaces(_ n: Int) {
        reserve(n)
        (base + count).initialize(repeating: 0x20, count: n)
        count += n
    }

    package func append(_ other: ByteBuffer) { append(other.base, other.count) }

    /// The bytes as text (invalid UTF-8 repaired, as `String(decoding:)` does).
    package var string: String { String(decoding: contents, as: UTF8.self) }
}

/// Bytes in pieces, in order: a large generated file (the Swift printer's
/// output) is written and compared a piece at a time, never joined (joining
/// 50 MB costs a copy). `AtomicFile`, `MappedFile` and `FileDescriptor` take
/// the pieces as they are.
extension [ByteBuffer] {
    /// The number of bytes in all the pieces.
    package var byteCount: Int { reduce(0) { $0 + $1.count } }

    /// The pieces joined, as text.
    package var joinedString: String {
        guard count > 1 else { return first?.string ?? "" }
        let joined = ByteBuffer(capacity: byteCount)
        for piece in self { joined.append(piece) }
        return joined.string
    }

    /// Whether `bytes` are exactly the pieces, one after another.
    package func areEqual(to bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == byteCount else { return false }
        var offset = 0
        for piece in self {
            if piece.count > 0, memcmp(bytes.baseAddress! + offset, piece.base, piece.count) != 0 { return false }
            offset += piece.count
        }
        return true
    }
}
