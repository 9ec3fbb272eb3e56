#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to an open file descriptor, unbuffered by Swift.
package enum FileDescriptor {
    /// The whole buffer to `fd`, however many calls it takes; false on an error.
    package static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let n = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// The whole of `bytes` to `fd`; false on an error.
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
    }

    /// Up to `chunk.count` bytes from `fd` into the front of `chunk` (`read(2)`, retried
    /// when a signal interrupts it); 0 at the end of the input or on an error.
    package static func read(_ fd: Int32, into chunk: inout [UInt8]) -> Int {
        chunk.withUnsafeMutableBytes { raw in
            while true {
                let n = posixRead(fd, raw.baseAddress!, raw.count)
                if n < 0 && errno == EINTR { continue }
                return max(n, 0)
            }
        }
    }

    /// Whether a read of `fd` would return at once (input waiting, or its end): `poll(2)` without waiting.
    package static func hasInput(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let n = poll(&entry, 1, 0)
            if n < 0 && errno == EINTR { continue }
            return n > 0
        }
    }

    /// `pieces` to `fd`, one after another; false on an error.
    package static func writeAll(_ pieces: [ByteBuffer], to fd: Int32) -> Bool {
        pieces.allSatisfy { writeAll($0.contents, to: fd) }
    }

    /// The whole of `text` to `fd`; false on an error.
    @discardableResult
    package static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll($0, to: fd) }
    }
}

/// `read(2)`, named apart from `FileDescriptor.read`.
private func posixRead(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int {
    read(fd, p, n)
}

/// `write(2)`, named apart from `FileDescriptor.writeAll`.
private func posixWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
    write(fd, p, n)
}
