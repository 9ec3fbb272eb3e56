/// Why a file could not be read.
public enum SourceReadError: Error, Sendable, Hashable {
    case notFound
    case unreadable(String)
}

/// Reads the files a graph includes. The core never touches the file system:
/// the CLI passes one that reads files, tests pass `InMemorySourceProvider`.
public protocol SourceProvider: Sendable {
    /// `path` is the include resolved against the including file's directory
    /// and normalised lexically (`a/./b/../c` -> `a/c`), relative when the root was.
    func read(_ path: String) -> Result<[UInt8], SourceReadError>
}

public struct InMemorySourceProvider: SourceProvider {
    public var files: [String: String]

    public init(_ files: [String: String] = [:]) { self.files = files }

    public func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let text = files[path] else { return .failure(.notFound) }
        return .success(Array(text.utf8))
    }
}
