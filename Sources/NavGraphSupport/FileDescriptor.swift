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

    /// The whole of `text` to `fd`; false on an error.
    @discardableResult
    package static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll($0, to: fd) }
    }
}

/// `write(2)`, named apart from `FileDescriptor.writeAll`.
private func posixWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
    write(fd, p, n)
}
