#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole strings to stdout or stderr in one call, unbuffered by Swift.
enum Console {
    static func out(_ text: String) { write(text, to: 1) }
    static func err(_ text: String) { write(text, to: 2) }

    /// `navgraph: error: MESSAGE` on stderr.
    static func error(_ message: String) { err("navgraph: error: \(message)\n") }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { _ = write($0, to: fd) }
    }

    /// The whole buffer to `fd`, however many calls it takes; false on an error.
    static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let n = Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }
}

#if canImport(Darwin)
private func Glibc_write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { Darwin.write(fd, p, n) }
#elseif canImport(Musl)
private func Glibc_write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { Musl.write(fd, p, n) }
#else
private func Glibc_write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { Glibc.write(fd, p, n) }
#endif
