#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open folder: its descriptor, closed with it, and its resolved path.
package final class OpenFolder: Sendable {
    package let descriptor: Int32
    package let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The folder at `path` (followed as the user gave it), with `resolved` as its path.
    package static func open(_ path: String, resolved: String) -> OpenFolder? {
        let fd = systemOpen(path.isEmpty ? "." : path, PathWalk.folderFlags)
        return fd >= 0 ? OpenFolder(descriptor: fd, path: resolved) : nil
    }
}

/// `open(2)`, named apart from `OpenFolder.open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// The one walk along a path that the inputs a repository names and the
/// folders of every output go through, a component at a time from an open
/// folder: each folder is opened with `openat(O_NOFOLLOW | O_DIRECTORY)` from
/// the one before, and a symbolic link met on the way is read (`readlinkat`)
/// and judged by the policy before its target is walked. What the walk ends
/// in is an open folder, so what is then read, created or renamed there
/// (`openat`, `renameat`) is in the folder that was judged: no link swapped
/// in after the check can take it elsewhere.
package enum PathWalk {
    /// What a walk may go through.
    package enum Policy: Sendable, Equatable {
        /// An input a repository names (an include, a module, a file the
        /// workspace scan found): nothing outside the folder (resolved) is
        /// looked at but the folders above it, and the walk stops with
        /// `.outside` at the first step that leaves it, before that step's
        /// target is looked at: a link out of the folder says the same whether
        /// or not its target exists.
        case input(within: String)
        /// An output's folders: a link lying below the folder (the working
        /// directory, resolved) must lead to a folder still below it, else the
        /// walk stops with `.outsideLink` (the link as the path names it); a
        /// link lying outside is the user's (`/tmp` on macOS) and followed.
        case outputFolders(below: String)

        var root: String {
            switch self {
            case .input(let root), .outputFolders(let root): return root
            }
        }
    }

    /// Why a walk stopped.
    package enum Stop: Error, Equatable, Sendable {
        /// `.input`: a step would leave the folder.
        case outside
        /// `.outputFolders`: a link below the folder that leads outside it, or to
        /// nothing; as the path names it (`Generated`, `./out/Generated`) and what it holds.
        case outsideLink(link: String, target: String)
        /// A component is missing (`ENOENT`), not a folder (`ENOTDIR`), or cannot
        /// be opened; too many links is `ELOOP`. `written`: the path up to it, as given.
        case failed(errno: Int32, written: String)
    }

    /// Where a walk ended: an open folder and, when the walk's last component
    /// is a name in it (`last: .name`), that name, which is not a link.
    package struct End {
        package let folder: OpenFolder
        package let name: String?

        /// The resolved path of what the walk names.
        package var path: String {
            guard let name else { return folder.path }
            return folder.path == "/" ? "/" + name : folder.path + "/" + name
        }
    }

    /// What the last component is.
    package enum Last: Sendable {
        /// A folder, opened like the others.
        case folder
        /// A name in the folder before it, followed when it is a link and not opened.
        case name
    }

    #if os(Linux)
        /// Folders are opened to be walked from, not read: `O_PATH` needs no read permission
        /// (Glibc shows it only with _GNU_SOURCE: its value on every architecture Swift builds for).
        static let folderFlags = 0o10_000_000 | O_DIRECTORY | O_CLOEXEC
    #else
        static let folderFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif

    /// SYMLOOP_MAX on Linux.
    static let linkLimit = 40

    /// Walks `components` (as written, separated by `/`) from `start`, an open
    /// folder whose path as written is `written` ("" for the working directory).
    /// With `creating`, missing folders are made (`mkdirat`, as `mkdir -p`), each
    /// once the walk to it passed the policy.
    package static func walk(
        _ components: Substring, from start: OpenFolder, written: String, policy: Policy, last: Last,
        creating: Bool = false
    ) -> Result<End, Stop> {
        let root = policy.root
        var folder = start
        var written = written
        // The components still to walk, the next last; `own` marks the path's own (not a link's).
        var pending: [(part: Substring, own: Bool)] = components.split(separator: "/").reversed().map { ($0, true) }
        // Links below the folder being followed (`.outputFolders`): once the walk has
        // consumed their targets (`pending` down to `depth`), it must be inside the folder.
        var checks: [(depth: Int, link: String, target: String)] = []
        var links = 0
        func checked() -> Stop? {
            while let check = checks.last, pending.count <= check.depth {
                checks.removeLast()
                if !FileBytes.isInside(folder.path, folder: root) {
                    return .outsideLink(link: check.link, target: check.target)
                }
            }
            return nil
        }
        while let (part, own) = pending.popLast() {
            if own { written = written.isEmpty || written.hasSuffix("/") ? written + part : written + "/" + part }
            if part == "." {
                if let stop = checked() { return .failure(stop) }
                continue
            }
            let candidate =
                part == ".." ? parent(of: folder.path) : folder.path == "/" ? "/" + part : folder.path + "/" + part
            if case .input = policy,
                !(FileBytes.isInside(candidate, folder: root) || FileBytes.isInside(root, folder: candidate))
            {
                return .failure(.outside)
            }
            if pending.isEmpty, case .name = last, part != ".." {
                var info = stat()
                if fstatat(folder.descriptor, String(part), &info, AT_SYMLINK_NOFOLLOW) != 0
                    || info.st_mode & S_IFMT != S_IFLNK
                {
                    if case .input = policy, !FileBytes.isInside(candidate, folder: root) { return .failure(.outside) }
                    return .success(End(folder: folder, name: String(part)))
                }
            }
            var attempts = 0
            while true {
                attempts += 1
                let fd = openat(folder.descriptor, String(part), folderFlags | O_NOFOLLOW)
                if fd >= 0 {
                    folder = OpenFolder(descriptor: fd, path: candidate)
                    break
                }
                let error = errno
                var info = stat()
                guard fstatat(folder.descriptor, String(part), &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                    let missing = errno
                    // A link on the way that leads to nothing leads outside.
                    if let check = checks.first {
                        return .failure(.outsideLink(link: check.link, target: check.target))
                    }
                    // Only the path's own folders are made, never a link's.
                    if missing == ENOENT, creating, own, attempts < 3 {
                        if mkdirat(folder.descriptor, String(part), 0o777) == 0 || errno == EEXIST { continue }
                        return .failure(.failed(errno: errno, written: written))
                    }
                    return .failure(.failed(errno: missing, written: written))
                }
                guard info.st_mode & S_IFMT == S_IFLNK else {
                    // A folder that cannot be opened, or not a folder; one swapped meanwhile is looked at again.
                    if info.st_mode & S_IFMT == S_IFDIR, error == ELOOP || error == ENOTDIR, attempts < 3 { continue }
                    let reason = info.st_mode & S_IFMT == S_IFDIR ? error : ENOTDIR
                    if let check = checks.first {
                        return .failure(.outsideLink(link: check.link, target: check.target))
                    }
                    return .failure(.failed(errno: reason, written: written))
                }
                links += 1
                if links > linkLimit { return .failure(.failed(errno: ELOOP, written: written)) }
                let target = linkTarget(at: folder.descriptor, String(part))
                if case .outputFolders = policy, FileBytes.isInside(folder.path, folder: root) {
                    // Named as the user sees it: the path's own link that the walk is in.
                    let named = checks.first.map { ($0.link, $0.target) } ?? (written, target)
                    checks.append((pending.count, named.0, named.1))
                }
                if target.hasPrefix("/") {
                    guard let top = OpenFolder.open("/", resolved: "/") else {
                        return .failure(.failed(errno: errno, written: written))
                    }
                    folder = top
                }
                pending.append(contentsOf: target.split(separator: "/").reversed().map { ($0, false) })
                break
            }
            if let stop = checked() { return .failure(stop) }
        }
        if case .input = policy, !FileBytes.isInside(folder.path, folder: root) { return .failure(.outside) }
        return .success(End(folder: folder, name: nil))
    }

    /// What the link `name` in the open folder `fd` holds ("?" when it cannot be read).
    package static func linkTarget(at fd: Int32, _ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlinkat(fd, name, &buffer, buffer.count - 1)
        guard n >= 0 else { return "?" }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parent(of resolved: String) -> String {
        guard let slash = resolved.lastIndex(of: "/"), slash != resolved.startIndex else { return "/" }
        return String(resolved[..<slash])
    }
}
