#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileBytes {
    /// `path` with its links, `.` and `..` resolved one component at a time
    /// (as `realpath` does), but never looking at anything outside `folder`
    /// (resolved; "" is the working directory): the walk stops with
    /// `.outside` at the first step that leaves it, before that step's
    /// target is looked at. So a link out of the folder says the same
    /// whether or not its target exists: a log never tells which files
    /// exist elsewhere on the machine.
    package static func resolve(_ path: String, within folder: String) -> Result<String, Failure> {
        guard let root = realPath(folder.isEmpty ? "." : folder) else { return .failure(failureFromErrno()) }
        // The folder's part of the path, as written, stands for the resolved folder.
        var current: String
        var rest: Substring
        if folder.isEmpty, !path.hasPrefix("/") {
            (current, rest) = (root, Substring(path))
        } else if !folder.isEmpty, path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
            (current, rest) = (root, path.dropFirst(folder.count))
        } else if path.hasPrefix("/") {
            (current, rest) = ("/", Substring(path))
        } else {
            guard let here = realPath(".") else { return .failure(failureFromErrno()) }
            (current, rest) = (here, Substring(path))
        }
        var pending = Array(rest.split(separator: "/").reversed())
        var links = 0
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                current = parent(of: current)
                continue
            }
            let candidate = current == "/" ? "/" + part : current + "/" + part
            // Looked at only inside the folder, or on the way down to it.
            guard isInside(candidate, folder: root) || isInside(root, folder: candidate) else {
                return .failure(.outside)
            }
            var info = stat()
            guard lstat(candidate, &info) == 0 else { return .failure(failureFromErrno()) }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                current = candidate
                continue
            }
            links += 1
            // SYMLOOP_MAX on Linux.
            if links > 40 { return .failure(.unreadable("has too many levels of symbolic links")) }
            let target = ConfinedFolders.linkTarget(candidate)
            if target.hasPrefix("/") { current = "/" }
            pending.append(contentsOf: target.split(separator: "/").reversed())
        }
        return isInside(current, folder: root) ? .success(current) : .failure(.outside)
    }

    private static func parent(of resolved: String) -> String {
        guard let slash = resolved.lastIndex(of: "/"), slash != resolved.startIndex else { return "/" }
        return String(resolved[..<slash])
    }
}
