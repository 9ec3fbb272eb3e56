import NavGraphCodegen
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
enum AtomicFile {
    struct Failure: Error {
        var reason: String
    }

    static func write(_ text: PrintedSwift, to path: String) throws(Failure) {
        try write(to: path) { fd in
            var written = true
            text.forEachChunk { chunk in if written { written = Console.write(chunk, to: fd) } }
            return written
        }
    }

    static func write(_ text: String, to path: String) throws(Failure) {
        try write(to: path) { fd in
            var text = text
            return text.withUTF8 { Console.write($0, to: fd) }
        }
    }

    /// `body` writes the bytes to the temporary file's descriptor; false on an error.
    private static func write(to path: String, _ body: (Int32) -> Bool) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = directory + "." + name + ".navgraph-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard fd >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
        if !body(fd) {
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
}

/// A file's bytes mapped read-only, to compare with what would be written:
/// the pages come from the page cache, with no copy (a large generated file
/// is read on every build that finds it unchanged).
final class MappedFile {
    let bytes: UnsafeRawBufferPointer

    /// Nil when the file cannot be opened or mapped (missing, a directory...).
    init?(_ path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let base = mmap(nil, size, PROT_READ, flags, fd, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
