import NavGraphSupport

/// Writes whole strings to stdout or stderr in one call, unbuffered by Swift.
enum Console {
    static func out(_ text: String) { FileDescriptor.writeAll(text, to: 1) }
    static func err(_ text: String) { FileDescriptor.writeAll(text, to: 2) }

    /// `navgraph: error: MESSAGE` on stderr.
    static func error(_ message: String) { err("navgraph: error: \(message)\n") }

    /// The whole buffer to `fd`, however many calls it takes; false on an error.
    static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
        FileDescriptor.writeAll(buffer, to: fd)
    }
}
