#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileBytes {
    /// `path` walked through its links, `.` and `..` one component at a time
    /// (`PathWalk` with `.input`), never looking at anything outside `folder`
    /// (resolved; "" is the working directory): the walk stops with
    /// `.outside` at the first step that leaves it, before that step's
    /// target is looked at. So a link out of the folder says the same
    /// whether or not its target exists: a log never tells which files
    /// exist elsewhere on the machine. What it ends in is the open folder
    /// holding the file and its name, to be opened there.
    package static func walk(_ path: String, within folder: String) -> Result<PathWalk.End, Failure> {
        guard let root = realPath(folder.isEmpty ? "." : folder) else { return .failure(failureFromErrno()) }
        // The folder's part of the path, as written, stands for the resolved folder.
        let start: OpenFolder?
        let rest: Substring
        if folder.isEmpty, !path.hasPrefix("/") {
            (start, rest) = (OpenFolder.open(".", resolved: root), Substring(path))
        } else if !folder.isEmpty, path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
            (start, rest) = (OpenFolder.open(folder, resolved: root), path.dropFirst(folder.count))
        } else if path.hasPrefix("/") {
            (start, rest) = (OpenFolder.open("/", resolved: "/"), Substring(path))
        } else {
            guard let here = realPath(".") else { return .failure(failureFromErrno()) }
            (start, rest) = (OpenFolder.open(".", resolved: here), Substring(path))
        }
        guard let start else { return .failure(failureFromErrno()) }
        switch PathWalk.walk(rest, from: start, written: "", policy: .input(within: root), last: .name) {
        case .success(let end): return .success(end)
        case .failure(.failed(let error, _)): return .failure(failure(errno: error))
        case .failure: return .failure(.outside)
        }
    }
}
