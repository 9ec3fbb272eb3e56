import Dispatch
import NavGraphCore
import NavGraphModel

/// Files read from the workspace, kept until they change on disk: a change
/// to one file of an include tree re-reads that file only, the others come
/// from here (or from the editor's open documents).
final class FileCache: @unchecked Sendable {
    private struct Entry {
        var contents: Result<[UInt8], SourceReadError>
        /// The file's stamp when it was read.
        var stamp: FileStamp?
    }

    private let lock = DispatchSemaphore(value: 1)
    // Guarded by `lock`.
    private var entries: [String: Entry] = [:]
    private var includes: [String: IncludeEntry] = [:]

    private struct IncludeEntry {
        var contents: Result<IncludedSource, SourceReadError>
        /// The file's stamp when it was read.
        var stamp: FileStamp?
    }

    func read(_ path: String, from files: any WorkspaceFiles) -> Result<[UInt8], SourceReadError> {
        lock.wait()
        if let hit = entries[path] {
            lock.signal()
            return hit.contents
        }
        lock.signal()
        // Stamped before reading: a change made during the read is seen next time.
        let stamp = files.stamp(path)
        let result = files.read(path)
        lock.wait()
        entries[path] = Entry(contents: result, stamp: stamp)
        lock.signal()
        return result
    }

    /// An include as `files.readInclude` gives it, kept like `read`'s files.
    /// A kept file is still asked about: read already, or over the budget left.
    func readInclude(_ request: IncludeRequest, from files: any WorkspaceFiles) -> Result<
        IncludedSource, SourceReadError
    > {
        lock.wait()
        let hit = includes[request.path]?.contents
        lock.signal()
        switch hit {
        case .success(.bytes(let bytes, let identity)):
            if request.alreadyRead.contains(identity) { return .success(.alreadyRead(identity)) }
            if bytes.count > request.byteLimit { return .failure(.tooLarge(limit: request.byteLimit)) }
            return .success(.bytes(bytes, identity))
        case .failure(let failure): return .failure(failure)
        case .success(.alreadyRead), nil: break
        }
        // Stamped before reading: a change made during the read is seen next time.
        let stamp = files.stamp(request.path)
        let result = files.readInclude(request)
        switch result {
        case .success(.alreadyRead), .failure(.tooLarge): break  // answers to this request only
        default:
            lock.wait()
            includes[request.path] = IncludeEntry(contents: result, stamp: stamp)
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

    /// The files that could not be read (an include not written yet, say).
    var unreadable: [String] {
        lock.wait()
        defer { lock.signal() }
        let files = entries.compactMap { if case .failure = $0.value.contents { $0.key } else { nil } }
        let included = includes.compactMap { if case .failure = $0.value.contents { $0.key } else { nil } }
        return Set(files + included).sorted()
    }

    /// Whether a file among `paths` that was read has a stamp that moved since.
    func hasChanged(_ paths: [String], files: any WorkspaceFiles) -> Bool {
        paths.contains { path in
            lock.wait()
            // The stamps the file was read with, as a whole file or as an include.
            let stamps: [FileStamp?] = [entries[path].map(\.stamp), includes[path].map(\.stamp)].compactMap { $0 }
            lock.signal()
            guard !stamps.isEmpty else { return false }
            let now = files.stamp(path)
            return stamps.contains { $0 != now }
        }
    }

    /// Forgets the files among `paths` whose stamp moved since they were read
    /// (changed, replaced, created or removed on disk).
    func forgetChanged(_ paths: [String], files: any WorkspaceFiles) {
        for path in paths {
            if hasChanged([path], files: files) { forget(path) }
        }
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
