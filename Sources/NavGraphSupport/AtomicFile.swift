#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file in one step: the bytes go to a temporary file beside it,
/// which is then renamed over it, so a reader (or a build) never sees half a
/// file, and a failed write leaves the old file as it was.
package enum AtomicFile {
    package struct Failure: Error {
        package var reason: String
    }

    /// Writes what `produce` emits, chunk by chunk, as the new contents of `path`.
    package static func write(
        to path: String, _ produce: (_ emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = directory + "." + name + ".navgraph-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        var written = true
        produce { chunk in if written { written = FileDescriptor.writeAll(chunk, to: fd) } }
        if !written {
            let reason = String(cString: strerror(errno))
            close(fd)
            unlink(temporary)
            throw Failure(reason: reason)
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(reason: reason)
        }
    }

    /// Writes `text` as the new contents of `path`.
    package static func write(_ text: String, to path: String) throws(Failure) {
        var text = text
        let result: Result<Void, Failure> = text.withUTF8 { bytes in
            Result { () throws(Failure) in try write(to: path) { emit in emit(bytes) } }
        }
        try result.get()
    }
}
