#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes mapped read-only, to compare with what would be written:
/// the pages come from the page cache, with no copy (a large generated file
/// is read on every build that finds it unchanged).
package final class MappedFile {
    package let bytes: UnsafeRawBufferPointer

    /// Nil when the file cannot be opened or mapped (missing, a directory...).
    /// A FIFO or device is opened without blocking and refused, and a
    /// symbolic link is not followed.
    package convenience init?(_ path: String) {
        self.init(descriptor: open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC))
    }

    /// The file `name` in an open folder (`PathWalk`), opened there.
    package convenience init?(in folder: OpenFolder, _ name: String) {
        self.init(descriptor: openat(folder.descriptor, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC))
    }

    private init?(descriptor fd: Int32) {
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

    /// Whether the file holds exactly `pieces`, one after another (`gen --check`).
    package func holds(_ pieces: [ByteBuffer]) -> Bool { pieces.areEqual(to: bytes) }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
