import Foundation
import NavGraphCore
import NavGraphModel
import Testing

@testable import NavGraphLanguage

/// The language server keeps the includes it read; a kept include is still
/// the file it is (read already under another path) and still counts
/// against the budget of the graph that asks for it.
@Suite("Language: kept includes")
struct IncludeCacheTests {
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func record() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    struct CountingFiles: WorkspaceFiles {
        let files: [String: String]
        let reads = Reads()

        func read(_ path: String) -> Result<[UInt8], SourceReadError> {
            files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
        }

        func isFile(_ path: String) -> Bool { files[path] != nil }

        func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
            reads.record()
            return read(request.path).map { .bytes($0, SourceIdentity(device: 1, inode: 7)) }
        }
    }

    @Test func aKeptIncludeIsStillAskedAboutIdentityAndBudget() {
        let cache = FileCache()
        let files = CountingFiles(files: ["/w/m.yaml": "routes: {}\n"])
        func request(limit: Int = 100, read: Set<SourceIdentity> = []) -> IncludeRequest {
            IncludeRequest(path: "/w/m.yaml", rootDirectory: "/w", byteLimit: limit, alreadyRead: read)
        }
        let file = SourceIdentity(device: 1, inode: 7)
        guard case .success(.bytes(let bytes, file)) = cache.readInclude(request(), from: files) else {
            Issue.record("not read")
            return
        }
        #expect(bytes == Array("routes: {}\n".utf8))
        guard case .success(.alreadyRead(file)) = cache.readInclude(request(read: [file]), from: files) else {
            Issue.record("a kept file read already under another path was given again")
            return
        }
        #expect(throws: SourceReadError.tooLarge(limit: 3)) {
            try cache.readInclude(request(limit: 3), from: files).get()
        }
        #expect(files.reads.total == 1, "kept")
        cache.forget("/w/m.yaml")
        _ = cache.readInclude(request(), from: files)
        #expect(files.reads.total == 2, "read again once forgotten")
    }
}
