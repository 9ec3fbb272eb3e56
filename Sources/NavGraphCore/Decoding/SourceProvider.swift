import NavGraphModel

/// Why a file could not be read.
public enum SourceReadError: Error, Sendable, Hashable {
    case notFound
    /// The reason, as a phrase that follows the file's name ("is a FIFO, not a regular file").
    case unreadable(String)
    /// The file holds more than `limit` bytes (the limit the request gave).
    case tooLarge(limit: Int)
    /// Resolved through symbolic links, the file is outside the root graph's directory.
    case outsideRoot
}

/// How much a graph may read: one file, and the root with all its includes.
/// Reads past either are refused with an error, before the bytes are held.
public enum SourceLimits {
    /// 64 MiB: the most one graph, module or script file may hold.
    public static let fileBytes = 64 << 20
    /// 256 MiB: the most the root graph and all its includes may hold together.
    public static let totalBytes = 256 << 20
}

/// A file as the provider knows it: by device and inode on disk, so that one
/// file reached through several paths (symbolic links) is one file; by its
/// path where there is no disk.
public struct SourceIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    private let path: String?

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
        self.path = nil
    }

    public init(path: String) {
        self.device = 0
        self.inode = 0
        self.path = path
    }
}

/// One included file the decoder asks for.
public struct IncludeRequest: Sendable {
    /// The include resolved lexically against the including file (as in `read`).
    public let path: String
    /// The root file's directory as it was named ("" for the working
    /// directory): the file must lie inside it once symbolic links are resolved.
    public let rootDirectory: String
    /// The most bytes the file may hold (what is left of the graph's budget).
    public let byteLimit: Int
    /// Files read already: one of these is named, not read again.
    public let alreadyRead: Set<SourceIdentity>

    public init(path: String, rootDirectory: String, byteLimit: Int, alreadyRead: Set<SourceIdentity>) {
        self.path = path
        self.rootDirectory = rootDirectory
        self.byteLimit = byteLimit
        self.alreadyRead = alreadyRead
    }
}

/// An included file's bytes, or which file read already it is.
public enum IncludedSource: Sendable {
    case bytes([UInt8], SourceIdentity)
    case alreadyRead(SourceIdentity)
}

/// Reads the files a graph includes. The core never touches the file system:
/// the CLI passes one that reads files, tests pass `InMemorySourceProvider`.
public protocol SourceProvider: Sendable {
    /// `path` is the include resolved against the including file's directory
    /// and normalised lexically (`a/./b/../c` -> `a/c`), relative when the root was.
    func read(_ path: String) -> Result<[UInt8], SourceReadError>

    /// An included file, with its identity, within the request's directory
    /// and size limit. The default reads `read(path)` and knows a file by its path.
    func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError>

    /// The identity of the root file, so that an include reaching it under
    /// another path is a cycle; nil when it has none (standard input). The
    /// default knows it by its path.
    func identity(of rootName: String) -> SourceIdentity?
}

extension SourceProvider {
    public func identity(of rootName: String) -> SourceIdentity? { SourceIdentity(path: rootName) }

    public func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
        let identity = SourceIdentity(path: request.path)
        if request.alreadyRead.contains(identity) { return .success(.alreadyRead(identity)) }
        return read(request.path).flatMap { bytes in
            bytes.count > request.byteLimit
                ? .failure(.tooLarge(limit: request.byteLimit)) : .success(.bytes(bytes, identity))
        }
    }
}

public struct InMemorySourceProvider: SourceProvider {
    public var files: [String: String]

    public init(_ files: [String: String] = [:]) { self.files = files }

    public func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let text = files[path] else { return .failure(.notFound) }
        return .success(Array(text.utf8))
    }
}
