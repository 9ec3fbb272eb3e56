import Dispatch
import NavGraphCore

/// Files read from the workspace, kept until they change on disk: a change
/// to one file of an include tree re-reads that file only, the others come
/// from here (or from the editor's open documents).
final class FileCache: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    // Guarded by `lock`.
    private var entries: [String: Result<[UInt8], SourceReadError>] = [:]

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

    func forget(_ path: String) {
        lock.wait()
        entries[path] = nil
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
}
