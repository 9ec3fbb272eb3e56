import Dispatch
import NavGraphCore

/// Files read from the workspace, kept until they change on disk: a change
/// to one file of an include tree re-reads that file only, the others come
/// from here (or from the editor's open documents).
final class FileCache: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    // Guarded by `lock`.
    private var entries: [String: Result<[UInt8], SourceReadError>] = [:]
    private var includes: [String: Result<IncludedSource, SourceReadError>] = [:]

    func read(_ path: String, from files: any WorkspaceFiles) -> Result<[UInt8], SourceReadError> {
        lock.wait()
        if let hit = entries[path] {
            lock.signal()
            return hit
        }
        lock.signal()
        let result = files.read(path)
        lock.wait()
        entries[path] = result
        lock.signal()
        return result
    }

    /// An include as `files.readInclude` gives it, kept like `read`'s files.
    /// A kept file is still asked about: read already, or over the budget left.
    func readInclude(_ request: IncludeRequest, from files: any WorkspaceFiles) -> Result<
        IncludedSource, SourceReadError
    > {
        lock.wait()
        let hit = includes[request.path]
        lock.signal()
        switch hit {
        case .success(.bytes(let bytes, let identity)):
            if request.alreadyRead.contains(identity) { return .success(.alreadyRead(identity)) }
            if bytes.count > request.byteLimit { return .failure(.tooLarge(limit: request.byteLimit)) }
            return .success(.bytes(bytes, identity))
        case .failure(let failure): return .failure(failure)
        case .success(.alreadyRead), nil: break
        }
        let result = files.readInclude(request)
        switch result {
        case .success(.alreadyRead), .failure(.tooLarge): break  // answers to this request only
        default:
            lock.wait()
            includes[request.path] = result
            lock.signal()
        }
        return result
    }

    func forget(_ path: String) {
        lock.wait()
        entries[path] = nil
        includes[path] = nil
        lock.signal()
    }
}

/// The includes of a graph as the editor has them: an open document's text,
/// else the file as read from the workspace.
struct OverlayProvider: SourceProvider {
    let open: [String: [UInt8]]
    let files: any WorkspaceFiles
    let cache: FileCache

    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        if let bytes = open[path] { return .success(bytes) }
        return cache.read(path, from: files)
    }

    func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
        guard let bytes = open[request.path] else { return cache.readInclude(request, from: files) }
        let identity = SourceIdentity(path: request.path)
        if request.alreadyRead.contains(identity) { return .success(.alreadyRead(identity)) }
        return bytes.count > request.byteLimit
            ? .failure(.tooLarge(limit: request.byteLimit)) : .success(.bytes(bytes, identity))
    }
}
