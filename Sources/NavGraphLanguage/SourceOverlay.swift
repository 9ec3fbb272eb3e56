import Dispatch
import NavGraphCore

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

    func forget(_ path: String) {
        lock.wait()
        entries[path] = nil
        lock.signal()
    }

    /// The files that could not be read (an include not written yet, say).
    var unreadable: [String] {
        lock.wait()
        defer { lock.signal() }
        return entries.compactMap { if case .failure = $0.value.contents { $0.key } else { nil } }.sorted()
    }

    /// Whether a file among `paths` that was read has a stamp that moved since.
    func hasChanged(_ paths: [String], files: any WorkspaceFiles) -> Bool {
        paths.contains { path in
            lock.wait()
            let entry = entries[path]
            lock.signal()
            return entry.map { files.stamp(path) != $0.stamp } ?? false
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
}
