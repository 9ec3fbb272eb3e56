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
/// Each folder of the path is looked at in turn (`lstat`, never `stat` of
/// what lies outside); a link is judged by where it lies (its own folder,
/// resolved) and where it leads (resolved).
package enum ConfinedFolders {
    /// A link below the working directory that leads outside it (or nowhere).
    package struct OutsideLink: Error, Equatable, Sendable {
        /// The link, as the path names it (`Generated`, `out/Generated`).
        package var link: String
        /// What the link holds.
        package var target: String
    }

    /// The first link among the folders of `path` (all of it but its last
    /// component) that lies below the working directory and leads outside it.
    package static func outsideLink(inFoldersOf path: String) -> OutsideLink? {
        outsideLink(in: folder(of: path))
    }

    /// The first link among `folder` and the folders above it, from the
    /// outermost in, that lies below the working directory and leads
    /// outside it or to nothing. A missing folder ends the walk: what does
    /// not exist holds no link.
    package static func outsideLink(in folder: String) -> OutsideLink? {
        guard !folder.isEmpty, let root = resolved(".") else { return nil }
        for prefix in prefixes(of: folder) {
            var info = stat()
            guard lstat(prefix, &info) == 0 else { return nil }
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            // Where the link lies: outside the working directory, it is the user's to follow.
            guard let parent = resolved(self.folder(of: prefix)), isInside(parent, root) else { continue }
            if let target = resolved(prefix), isInside(target, root) { continue }
            return OutsideLink(link: prefix, target: linkTarget(prefix))
        }
        return nil
    }

    /// Creates the missing folders of `folder`, from the outermost in (as
    /// `mkdir -p`), each only once the folders above it passed
    /// `outsideLink(in:)`. Returns the first folder it could not create with
    /// the reason, or the link that would take it outside.
    package static func create(_ folder: String) -> CreateFailure? {
        if let link = outsideLink(in: folder) { return .outsideLink(link) }
        for prefix in prefixes(of: folder) {
            if mkdir(prefix, 0o777) == 0 {
                continue
            }
            let error = errno
            guard error == EEXIST else { return .cannotCreate(prefix, error) }
            // It existed: a link that appeared there is judged before anything goes through it.
            if let link = outsideLink(in: prefix) { return .outsideLink(link) }
        }
        return nil
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

    /// `a`, `a/b`, `a/b/c` of `a/b/c` (and `/a`, `/a/b` of `/a/b`): each
    /// folder on the way, as written.
    static func prefixes(of folder: String) -> [String] {
        var result: [String] = []
        var made = folder.hasPrefix("/") ? "/" : ""
        for part in folder.split(separator: "/") {
            made += made.isEmpty || made.hasSuffix("/") ? String(part) : "/" + part
            result.append(made)
        }
        return result
    }

    private static func resolved(_ path: String) -> String? {
        FileBytes.realPath(path.isEmpty ? "." : path)
    }

    private static func isInside(_ path: String, _ root: String) -> Bool {
        FileBytes.isInside(path, folder: root)
    }

    static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return "?" }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
