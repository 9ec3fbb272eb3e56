import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// The file system as the language server sees it. The server's host (the
/// `navgraph lsp` command) reads the disk; tests pass files held in memory.
public protocol WorkspaceFiles: Sendable {
    func read(_ path: String) -> Result<[UInt8], SourceReadError>
    func isFile(_ path: String) -> Bool
    /// What tells a file's contents changed without reading them; nil when
    /// no regular file is there. Closed files whose stamp moved are read again
    /// before a check.
    func stamp(_ path: String) -> FileStamp?
    /// The navigation scripts (`*.navscript`) in a folder and its subfolders,
    /// sorted (hidden folders and folder links are not entered): where rename
    /// finds the closed scripts of a graph.
    func scripts(under directory: String) -> [String]
    /// An included file, as `SourceProvider.readInclude` reads it (inside the
    /// root's directory, within the limit, with its identity). The default
    /// reads `read(path)` and knows a file by its path.
    func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError>
}

extension WorkspaceFiles {
    /// A host that cannot tell: closed files are read again only when the
    /// client says they changed.
    public func stamp(_ path: String) -> FileStamp? { nil }
    /// A host that cannot list folders: rename edits the open scripts only.
    public func scripts(under directory: String) -> [String] { [] }
    public func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
        WorkspaceSource(files: self).readInclude(request)
    }
}

/// The workspace as a provider, for the provider's default `readInclude`.
private struct WorkspaceSource: SourceProvider {
    let files: any WorkspaceFiles
    func read(_ path: String) -> Result<[UInt8], SourceReadError> { files.read(path) }
}

/// A file's identity, size and modification time.
public struct FileStamp: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
    }
}

/// `file://` URIs and the absolute paths they name.
public enum FileURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst(7))
        // `file://host/path`: only the local host is ours.
        if !rest.hasPrefix("/") {
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = rest[slash...]
        }
        var bytes: [UInt8] = []
        var u = Array(rest.utf8)[...]
        while let b = u.first {
            u = u.dropFirst()
            if b == UInt8(ascii: "%"), u.count >= 2, let hi = hex(u[u.startIndex]), let lo = hex(u[u.startIndex + 1]) {
                bytes.append(hi << 4 | lo)
                u = u.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path, with the bytes a URI cannot hold percent-encoded.
    public static func uri(of path: String) -> String { "file://" + PercentEncoding.path(path) }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x61...0x66: return b - 0x61 + 10
        case 0x41...0x46: return b - 0x41 + 10
        default: return nil
        }
    }
}

/// Lexical path helpers (no file system).
enum Paths {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `base` joined with `relative` and normalised (`.` dropped, `..` pops).
    static func join(_ base: String, _ relative: String) -> String {
        let start = relative.hasPrefix("/") ? relative : base + "/" + relative
        var parts: [Substring] = []
        for part in start.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
