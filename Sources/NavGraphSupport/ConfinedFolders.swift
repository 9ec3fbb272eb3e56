#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders an output goes through, confined like the files a repository
/// plants: below the working directory, a symbolic link is followed only
/// when it leads to a folder that is still below it. A pull request that
/// turns `Generated/` into a link to `../outside` cannot have an output
/// written (or a folder created) outside the checkout. Folders the user
/// names outside the working directory (`-o /tmp/x.swift`, `../x`) are
/// theirs, links included (`/tmp` is one on macOS).
///
/// The folders are walked by `PathWalk` with `.outputFolders`, the walk the
/// inputs take with their own policy: a folder at a time, each opened from
/// the one before without following links, so that the folder an output is
/// then written in (`AtomicFile`, through the open folder) is the one judged.
package enum ConfinedFolders {
    /// A link below the working directory that leads outside it (or nowhere).
    package struct OutsideLink: Error, Equatable, Sendable {
        /// The link, as the path names it (`Generated`, `out/Generated`).
        package var link: String
        /// What the link holds.
        package var target: String
    }

    /// Why a folder was not opened.
    package enum Failure: Error, Equatable, Sendable {
        case outsideLink(OutsideLink)
        /// The folder (the path up to the part that failed, as written) and `errno`.
        case cannotOpen(String, Int32)
    }

    /// `folder` opened through `PathWalk` (`.outputFolders`, the working
    /// directory resolved), with `creating` its missing folders made, from the
    /// outermost in (as `mkdir -p`), each once the walk to it passed.
    package static func open(_ folder: String, creating: Bool = false) -> Result<OpenFolder, Failure> {
        guard let root = FileBytes.realPath(".") else { return .failure(.cannotOpen(".", errno)) }
        let absolute = folder.hasPrefix("/")
        guard let start = OpenFolder.open(absolute ? "/" : ".", resolved: absolute ? "/" : root) else {
            return .failure(.cannotOpen(absolute ? "/" : ".", errno))
        }
        let walked = PathWalk.walk(
            Substring(folder), from: start, written: absolute ? "/" : "", policy: .outputFolders(below: root),
            last: .folder, creating: creating)
        switch walked {
        case .success(let end): return .success(end.folder)
        case .failure(.outsideLink(let link, let target)):
            return .failure(.outsideLink(OutsideLink(link: link, target: target)))
        case .failure(.failed(let error, let written)): return .failure(.cannotOpen(written, error))
        case .failure(.outside): return .failure(.cannotOpen(folder, EACCES))
        }
    }

    /// The first link among the folders of `path` (all of it but its last
    /// component) that lies below the working directory and leads outside it.
    package static func outsideLink(inFoldersOf path: String) -> OutsideLink? {
        outsideLink(in: folder(of: path))
    }

    /// The first link on the way to `folder` that lies below the working
    /// directory and leads outside it or to nothing. A missing folder ends
    /// the walk: what does not exist holds no link.
    package static func outsideLink(in folder: String) -> OutsideLink? {
        guard !folder.isEmpty else { return nil }
        if case .failure(.outsideLink(let link)) = open(folder) { return link }
        return nil
    }

    /// Creates the missing folders of `folder` (`open(_:creating:)`). Returns
    /// the first folder it could not create with the reason, or the link
    /// that would take it outside.
    package static func create(_ folder: String) -> CreateFailure? {
        guard !folder.isEmpty else { return nil }
        switch open(folder, creating: true) {
        case .success: return nil
        case .failure(.outsideLink(let link)): return .outsideLink(link)
        case .failure(.cannotOpen(let prefix, let error)): return .cannotCreate(prefix, error)
        }
    }

    /// Why `create` stopped.
    package enum CreateFailure: Error, Equatable, Sendable {
        case outsideLink(OutsideLink)
        /// The folder and `errno`.
        case cannotCreate(String, Int32)
    }

    /// The folder part of `path` ("" when it has none, "/" at the root).
    package static func folder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path` (trailing slashes kept: `dir/` still names a folder).
    package static func name(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        guard let slash = path[..<end].lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
