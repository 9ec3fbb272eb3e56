#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole file into memory, for the command line and the tests (the
/// core reads nothing itself: it is handed bytes, and a `SourceProvider`).
package enum FileBytes {
    /// Why a file could not be read.
    package enum Failure: Error, Sendable, Hashable {
        case notFound
        case unreadable(String)
    }

    /// One `read(2)` loop into the array's own storage: no Data, no copy.
    package static func read(_ path: String) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.notFound)
            case EACCES: return .failure(.unreadable("permission denied"))
            default: return .failure(.unreadable(String(cString: strerror(errno))))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable("is a directory")) }
        // Read into uninitialised storage of the file's size; a file that
        // grows meanwhile (or reports no size) goes on in pieces until EOF.
        let size = max(Int(info.st_size), 0)
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = posixRead(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = .unreadable(String(cString: strerror(errno))) }
                if n <= 0 { break }
                count += n
            }
        }
        if let failure { return .failure(failure) }
        var more = [UInt8](repeating: 0, count: 16_384)  // EOF is one more read
        while true {
            let n = more.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            bytes.append(contentsOf: more[..<n])
        }
        return .success(bytes)
    }
}

/// `read(2)`, named apart from `FileBytes.read`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
