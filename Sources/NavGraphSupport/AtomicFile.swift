#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file in one step, the one way every output of navgraph is
/// written: the bytes go to a temporary file beside it, which is then renamed
/// over it, so a reader (or a build) never sees half a file and a failed
/// write leaves the old file as it was.
///
/// A repository may be hostile and a user careless, so the destination is
/// checked first (`init`): its folders must not leave the working directory
/// through a link below it (`ConfinedFolders`, which opens the folder the file
/// is then looked at, created and renamed in), and it must be missing or a writable regular file that
/// is none of the run's inputs; a device, FIFO, socket, directory or symbolic
/// link is refused, never written through or replaced. The temporary file has
/// an unpredictable name, is created exclusively without following links
/// (`O_CREAT|O_EXCL|O_NOFOLLOW`), keeps the replaced file's mode, and is
/// removed when SIGINT, SIGTERM or SIGHUP ends the process
/// (`TemporaryFileCleanup`).
package struct AtomicFile {
    /// Why a file is not written. `reason` says it in a few words, to follow
    /// the file's name in a one-line message.
    package enum Failure: Error, Equatable, Sendable {
        /// A device, FIFO, socket or directory, or a symbolic link to one: what it is.
        case notARegularFile(String)
        /// A symbolic link (to a regular file, or dangling): where it points.
        case symbolicLink(String)
        /// A folder on the way, below the working directory, is a symbolic
        /// link that leads outside it (`ConfinedFolders`): the link and what it holds.
        case linkedFolder(link: String, target: String)
        /// A regular file without write permission, with its mode.
        case readOnly(mode: UInt32)
        /// The same file (device and inode) as one of the run's inputs.
        case input
        /// The folder that would hold the file does not exist.
        case missingFolder
        /// The temporary file could not be created (permissions, read-only file system...).
        case cannotCreate(String)
        /// Writing, closing or renaming failed (a full disk, an I/O error...).
        case writeFailed(String)
        /// Every unpredictable name tried was taken.
        case noTemporaryName
        /// A regular file that could not be opened or mapped to be compared.
        case unreadable(String)

        package var reason: String {
            switch self {
            case .notARegularFile(let kind): return "is \(kind), not a regular file"
            case .symbolicLink(let target):
                return "is a symbolic link (to '\(target)'); outputs are never written through links: "
                    + "remove the link, or write to the file it names"
            case .linkedFolder(let link, let target):
                return "its folder '\(link)' is a symbolic link to '\(target)', which leaves the working directory; "
                    + "outputs go only through folders inside it: remove the link, or name the folder it leads to"
            case .readOnly(let mode):
                return "is read-only (mode \(String(mode, radix: 8))); make it writable (chmod u+w) to replace it"
            case .input:
                return
                    "is an input of this run (the graph, a module it includes or the configuration); choose another file"
            case .missingFolder: return "its folder does not exist"
            case .cannotCreate(let why): return "cannot create a file in its folder: \(why)"
            case .writeFailed(let why): return why
            case .noTemporaryName: return "no unused temporary name beside it"
            case .unreadable(let why): return "cannot be read: \(why)"
            }
        }

        /// A failure of the file itself (refused, or not creatable) rather
        /// than of the I/O while writing it: the CLI's exit statuses tell them apart.
        package var isRefusal: Bool {
            if case .writeFailed = self { return false }
            return true
        }
    }

    package let path: String
    /// The destination's folder, opened by `ConfinedFolders` (nil when it is missing): what is
    /// looked at, created and renamed there goes through it, never through the path again.
    private let folder: OpenFolder?
    /// The destination's name in `folder`.
    private let name: String
    /// The destination as `lstat` found it: a regular file, or nil when missing.
    private let existing: stat?

    /// Checks `path` as a destination before anything is produced: missing,
    /// or a regular file that is writable and none of `inputs`.
    package init(path: String, inputs: [FileIdentity] = []) throws(Failure) {
        try self.init(path: path, folder: Self.openFolder(ConfinedFolders.folder(of: path)), inputs: inputs)
    }

    /// `init(path:inputs:)` with the path's folder already opened (`openFolder`; nil when
    /// missing): the files of one folder share its descriptor (a run's witnesses, hundreds
    /// of them, would each hold one until they are renamed).
    package init(path: String, folder: OpenFolder?, inputs: [FileIdentity] = []) throws(Failure) {
        self.path = path
        name = ConfinedFolders.name(of: path)
        self.folder = folder
        guard let folder, let info = try Self.regularFileOrNothing(name, in: folder) else {
            existing = nil
            return
        }
        if inputs.contains(FileIdentity(info)) { throw .input }
        let mode = UInt32(info.st_mode) & 0o7777
        if mode & 0o222 == 0 || faccessat(folder.descriptor, name, W_OK, 0) != 0 { throw .readOnly(mode: mode) }
        existing = info
    }

    /// The contents of `path` to compare with (`gen --check`), mapped; nil
    /// when there is no such file. What `init` refuses to replace is refused
    /// here too, so a FIFO never blocks and a link is never read through.
    package static func contents(of path: String) throws(Failure) -> MappedFile? {
        let name = ConfinedFolders.name(of: path)
        guard let folder = try openFolder(ConfinedFolders.folder(of: path)),
            try regularFileOrNothing(name, in: folder) != nil
        else {
            return nil
        }
        guard let mapped = MappedFile(in: folder, name) else { throw .unreadable(String(cString: strerror(errno))) }
        return mapped
    }

    /// A destination's folder, opened a folder at a time (`ConfinedFolders`): refused when a
    /// link takes it outside the working directory, nil when it is missing.
    package static func openFolder(_ folder: String) throws(Failure) -> OpenFolder? {
        switch ConfinedFolders.open(folder) {
        case .success(let folder): return folder
        case .failure(.outsideLink(let outside)): throw .linkedFolder(link: outside.link, target: outside.target)
        case .failure(.cannotOpen(_, ENOENT)): return nil
        case .failure(.cannotOpen(_, ENOTDIR)): throw .missingFolder
        case .failure(.cannotOpen(_, let error)): throw .cannotCreate(String(cString: strerror(error)))
        }
    }

    /// `lstat` of `name` in `folder`: a regular file's status, nil when
    /// missing, and anything else refused.
    private static func regularFileOrNothing(_ name: String, in folder: OpenFolder) throws(Failure) -> stat? {
        var info = stat()
        guard fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            switch errno {
            case ENOENT: return nil
            case ENOTDIR: throw .missingFolder
            default: throw .cannotCreate(String(cString: strerror(errno)))
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK:
            let target = PathWalk.linkTarget(at: folder.descriptor, name)
            var pointed = stat()
            if fstatat(folder.descriptor, name, &pointed, 0) == 0, pointed.st_mode & S_IFMT != S_IFREG {
                throw .notARegularFile("a symbolic link to \(kind(pointed.st_mode)) ('\(target)')")
            }
            throw .symbolicLink(target)
        default: throw .notARegularFile(Self.kind(info.st_mode))
        }
        return info
    }

    /// Whether the destination already holds `count` bytes that `equal`
    /// accepts. Sizes are compared first, so a large old file of another
    /// size is never read; the file is opened without blocking or following
    /// links, and mapped rather than read.
    package func holds(count: Int, where equal: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        guard let existing, let folder, Int(existing.st_size) == count, let mapped = MappedFile(in: folder, name)
        else { return false }
        return mapped.bytes.count == count && equal(mapped.bytes)
    }

    /// Whether the destination already holds exactly `pieces`, one after another.
    package func holds(_ pieces: [ByteBuffer]) -> Bool {
        holds(count: pieces.byteCount, where: pieces.areEqual(to:))
    }

    /// Writes `pieces`, one after another, as the new contents (a large
    /// generated file is never joined); `written` runs once they all are,
    /// before the file is closed.
    package func write(_ pieces: [ByteBuffer], written: () -> Void = {}) throws(Failure) {
        try write { emit in
            for piece in pieces { emit(piece.contents) }
            written()
        }
    }

    /// Writes what `produce` emits, chunk by chunk, as the new contents.
    package func write(_ produce: (_ emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Void) throws(Failure) {
        try writeTemporary(produce).commit()
    }

    /// Writes `text` as the new contents.
    package func write(_ text: String) throws(Failure) {
        try writeTemporary(text).commit()
    }

    /// `writeTemporary` of `text`.
    package func writeTemporary(_ text: String) throws(Failure) -> Pending {
        var text = text
        let result: Result<Pending, Failure> = text.withUTF8 { bytes in
            Result { () throws(Failure) in try writeTemporary { emit in emit(bytes) } }
        }
        return try result.get()
    }

    /// The first half of `write`: the new contents in a temporary file beside
    /// the destination, to `commit` (rename over it) or `discard`. Several
    /// files written this way replace their destinations together, once all
    /// were written. `randomSuffix` names the temporary file (tests plant
    /// links at the names it gives).
    package func writeTemporary(
        randomSuffix: () -> String = AtomicFile.randomSuffix,
        _ produce: (_ emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) throws(Failure) -> Pending {
        guard let folder else { throw .missingFolder }
        let (fd, temporary) = try createTemporary(in: folder, randomSuffix)
        let pending = Pending(
            temporary: temporary, path: path, folder: folder, name: name,
            entry: TemporaryFileCleanup.register(temporary))
        var error: Int32 = 0
        // The replaced file's permission bits, set before any byte is written.
        if let existing, fchmod(fd, mode_t(UInt32(existing.st_mode) & 0o777)) != 0 { error = errno }
        produce { chunk in
            if error == 0, !FileDescriptor.writeAll(chunk, to: fd) { error = errno == 0 ? EIO : errno }
        }
        if close(fd) != 0, error == 0 { error = errno }
        if error != 0 {
            pending.discard()
            throw .writeFailed(String(cString: strerror(error)))
        }
        return pending
    }

    /// New contents written beside their destination, not yet in place.
    package struct Pending: Sendable {
        package let temporary: String
        package let path: String
        /// The destination's folder and name there; the temporary file's name is `temporary`'s last.
        let folder: OpenFolder
        let name: String
        let entry: TemporaryFileCleanup.Entry

        private var temporaryName: String { ConfinedFolders.name(of: temporary) }

        /// Renames the temporary file over the destination, in the folder that was checked.
        package func commit() throws(Failure) {
            guard renameat(folder.descriptor, temporaryName, folder.descriptor, name) == 0 else {
                let error = errno
                discard()
                throw .writeFailed(String(cString: strerror(error)))
            }
            TemporaryFileCleanup.unregister(entry)
        }

        /// Removes the temporary file; the destination stays as it was.
        package func discard() {
            unlinkat(folder.descriptor, temporaryName, 0)
            TemporaryFileCleanup.unregister(entry)
        }
    }

    /// Checks `path` and writes what `produce` emits to it.
    package static func write(
        to path: String, _ produce: (_ emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) throws(Failure) {
        try AtomicFile(path: path).write(produce)
    }

    /// Checks `path` and writes `text` to it.
    package static func write(_ text: String, to path: String) throws(Failure) {
        try AtomicFile(path: path).write(text)
    }

    /// Twelve random letters and digits: 62^12 names, none predictable.
    package static func randomSuffix() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<12).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
    }

    /// The longest file name most file systems take (NAME_MAX).
    package static let nameLimit = 255

    /// `DIR/.NAME.SUFFIX.tmp` in the destination's folder; a long NAME is cut
    /// so that the temporary name stays within `nameLimit` bytes.
    package static func temporaryPath(for path: String, suffix: String) -> String {
        let bytes = Array(path.utf8)
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { Array(bytes[...$0]) } ?? []
        let name = slash.map { Array(bytes[($0 + 1)...]) } ?? bytes
        let fixed = 1 + 1 + suffix.utf8.count + 4  // ".", ".", SUFFIX, ".tmp"
        var kept = min(name.count, max(0, nameLimit - fixed))
        // Cut between characters (not before a continuation byte), so the name stays valid UTF-8.
        while kept > 0, kept < name.count, name[kept] & 0xC0 == 0x80 { kept -= 1 }
        let prefix = folder + [UInt8(ascii: ".")] + name[..<kept]
        return String(decoding: prefix, as: UTF8.self) + "." + suffix + ".tmp"
    }

    private func createTemporary(in folder: OpenFolder, _ randomSuffix: () -> String) throws(Failure) -> (Int32, String)
    {
        // A name already taken (by chance, or by a link planted there) is
        // never opened: O_EXCL fails on any existing entry, links included.
        for _ in 0..<64 {
            let temporary = Self.temporaryPath(for: path, suffix: randomSuffix())
            // A new file gets 0666 & ~umask from open; a replacing one starts
            // private and gets the old file's bits before its bytes.
            let mode: mode_t = existing == nil ? 0o666 : 0o600
            let fd = openat(
                folder.descriptor, ConfinedFolders.name(of: temporary),
                O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                mode)
            if fd >= 0 { return (fd, temporary) }
            switch errno {
            case EEXIST, ELOOP: continue
            case ENOENT, ENOTDIR: throw .missingFolder
            default: throw .cannotCreate(String(cString: strerror(errno)))
            }
        }
        throw .noTemporaryName
    }

    private static func kind(_ mode: mode_t) -> String {
        FileKind.name(of: mode) ?? "a special file"
    }
}
