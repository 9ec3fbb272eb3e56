#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole file into memory, for the command line, the language
/// server and the tests (the core reads nothing itself: it is handed bytes,
/// and a `SourceProvider`).
///
/// Only regular files are read, and at most `limit` bytes of them: a FIFO, a
/// device, a socket or a directory is refused before anything is read (a FIFO
/// is opened without blocking, so a writer that never comes cannot hang the
/// read), and a file larger than the limit is refused from its size before
/// any memory is allocated, or when it grows past the limit while it is read
/// (files of `/proc` report no size).
package enum FileBytes {
    /// Why a file could not be read.
    package enum Failure: Error, Sendable, Hashable {
        case notFound
        /// The reason, as a phrase that follows the file's name ("is a FIFO, not a regular file").
        case unreadable(String)
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// Through a symbolic link, the file is outside the folder it had to be in.
        case outside
    }

    /// What a read found: the bytes, or a file already read under another name.
    package enum Contents: Sendable {
        case bytes([UInt8], FileIdentity)
        case alreadyRead(FileIdentity)
    }

    /// The limit when none is named: 64 MiB, the limit of a graph file.
    package static let defaultLimit = 64 << 20

    /// The bytes of the regular file at `path`.
    package static func read(_ path: String, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
        read(path, limit: limit, within: nil, skipping: { _ in false }).map { contents in
            if case .bytes(let bytes, _) = contents { return bytes }
            return []
        }
    }

    /// The bytes of the regular file at `path` and its identity.
    ///
    /// With `folder`, the path is first resolved through every symbolic link
    /// and must then lie inside the resolved `folder` ("" is the working
    /// directory), compared component by component (`/a/bc` is not inside
    /// `/a/b`), and nothing outside it is looked at (`walk(_:within:)`); the
    /// file is opened in the folder the walk ended in (`read(_:limit:skipping:)`).
    /// A file whose identity `skipping` accepts is not read: `.alreadyRead`
    /// says which file it is.
    package static func read(
        _ path: String, limit: Int, within folder: String?, skipping alreadyRead: (FileIdentity) -> Bool
    ) -> Result<Contents, Failure> {
        if let folder {
            switch walk(path, within: folder) {
            case .success(let end): return read(end, limit: limit, skipping: alreadyRead)
            case .failure(let failure): return .failure(failure)
            }
        }
        // Refused from its type before it is opened: opening a device can have effects of its own.
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(failureFromErrno()) }
        if let reason = notRegular(info.st_mode) { return .failure(.unreadable(reason)) }
        return read(opened: open(path, readFlags), limit: limit, skipping: alreadyRead)
    }

    /// The bytes of the file where a walk (`walk(_:within:)`) ended, opened in
    /// the folder the walk judged, without following a link (none was left
    /// there): a link swapped in on the way since is never followed.
    package static func read(
        _ end: PathWalk.End, limit: Int, skipping alreadyRead: (FileIdentity) -> Bool
    ) -> Result<Contents, Failure> {
        var info = stat()
        let name = end.name ?? "."
        guard fstatat(end.folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(failureFromErrno())
        }
        if let reason = notRegular(info.st_mode) { return .failure(.unreadable(reason)) }
        return read(
            opened: openat(end.folder.descriptor, name, readFlags | O_NOFOLLOW), limit: limit, skipping: alreadyRead)
    }

    private static let readFlags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC

    private static func read(
        opened fd: Int32, limit: Int, skipping alreadyRead: (FileIdentity) -> Bool
    ) -> Result<Contents, Failure> {
        var info = stat()
        guard fd >= 0 else { return .failure(failureFromErrno()) }
        defer { close(fd) }
        // The type again, of what was opened: the path may have changed since.
        guard fstat(fd, &info) == 0 else { return .failure(failureFromErrno()) }
        if let reason = notRegular(info.st_mode) { return .failure(.unreadable(reason)) }
        let identity = FileIdentity(info)
        if alreadyRead(identity) { return .success(.alreadyRead(identity)) }
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(limit: limit)) }
        let status = fcntl(fd, F_GETFL)
        guard status >= 0, fcntl(fd, F_SETFL, status & ~O_NONBLOCK) == 0 else {
            return .failure(failureFromErrno())
        }
        return readAll(fd, expected: max(size, 0), limit: limit).map { .bytes($0, identity) }
    }

    /// At most `limit` bytes of an open descriptor, to its end (standard input).
    package static func read(descriptor fd: Int32, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
        readAll(fd, expected: 0, limit: limit)
    }

    /// At most `limit` bytes of the FIFO at `path`, named by the user: opened
    /// blocking (its writer is theirs) and without following a link, so a
    /// link planted in its place is refused, as is anything but a FIFO.
    package static func read(fifo path: String, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return .failure(failureFromErrno()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(failureFromErrno()) }
        guard info.st_mode & S_IFMT == S_IFIFO else {
            return .failure(.unreadable(notRegular(info.st_mode) ?? "is not a FIFO"))
        }
        return readAll(fd, expected: 0, limit: limit)
    }

    /// Whether `path` itself (not a link to one) is a FIFO.
    package static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// Whether `path` names a regular file, through symbolic links.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it cannot be (errno says why).
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the resolved `path` is `folder` or below it, component by component.
    package static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// Why a file of this mode is not read, or nil for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        default: return FileKind.name(of: mode).map { "is \($0), not a regular file" } ?? "is not a regular file"
        }
    }

    static func failureFromErrno() -> Failure { failure(errno: errno) }

    static func failure(errno: Int32) -> Failure {
        switch errno {
        case ENOENT, ENOTDIR: return .notFound
        case EACCES: return .unreadable("permission denied")
        case ELOOP: return .unreadable("has too many levels of symbolic links")
        default: return .unreadable(String(cString: strerror(errno)))
        }
    }

    /// One `read(2)` loop into the array's own storage for the size the file
    /// reported, then pieces until EOF: a file that grows meanwhile, or
    /// reports no size, stops at the limit with `.tooLarge`.
    private static func readAll(_ fd: Int32, expected size: Int, limit: Int) -> Result<[UInt8], Failure> {
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = posixRead(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = failureFromErrno() }
                if n <= 0 { break }
                count += n
            }
        }
        if let failure { return .failure(failure) }
        var more = [UInt8](repeating: 0, count: 65_536)  // EOF is one more read
        while true {
            let n = more.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(failureFromErrno())
            }
            if n == 0 { break }
            if n > limit - bytes.count { return .failure(.tooLarge(limit: limit)) }
            bytes.append(contentsOf: more[..<n])
        }
        return .success(bytes)
    }
}

/// `read(2)`, named apart from `FileBytes.read`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
