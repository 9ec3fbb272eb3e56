import NavGraphModel

/// Resolves `include:` entries lexically (the core never touches the file
/// system). Every file is known by its path relative to the root file's
/// directory, as components; an include is joined to the including file's
/// directory and normalised (`.` dropped, `..` pops). Popping past the root
/// directory, or an absolute path, is outside the root.
struct IncludeResolver {
    /// The root file's directory as the user wrote it ("" when it has none:
    /// `navgraph.yaml`, `<stdin>`).
    let rootDirectory: String

    init(rootName: String) {
        rootDirectory = IncludeResolver.normalizedDirectory(of: rootName)
    }

    enum Resolution: Equatable {
        /// `relative`: components under the root directory; `path`: what the
        /// provider reads and diagnostics show.
        case file(relative: [String], path: String)
        case outsideRoot
    }

    func resolve(_ include: String, from directory: [String]) -> Resolution {
        if include.hasPrefix("/") { return .outsideRoot }
        var parts = directory
        for part in include.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return .outsideRoot }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return .file(relative: parts, path: path(of: parts))
    }

    /// The provider's path of a file under the root directory.
    func path(of relative: [String]) -> String {
        let tail = relative.joined(separator: "/")
        return rootDirectory.isEmpty ? tail : rootDirectory == "/" ? "/" + tail : rootDirectory + "/" + tail
    }

    /// `a/./b/../c/navgraph.yaml` -> `a/c`; `navgraph.yaml` -> ""; `/x/g.yaml` -> `/x`.
    /// Leading `..` are kept (they cannot be resolved lexically).
    static func normalizedDirectory(of name: String) -> String {
        let absolute = name.hasPrefix("/")
        var parts: [Substring] = name.split(separator: "/", omittingEmptySubsequences: true)
        if !parts.isEmpty, !name.hasSuffix("/") { parts.removeLast() }
        var out: [Substring] = []
        for part in parts {
            switch part {
            case ".": continue
            case "..":
                if let last = out.last, last != ".." { out.removeLast() } else if !absolute { out.append(part) }
            default: out.append(part)
            }
        }
        let joined = out.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
