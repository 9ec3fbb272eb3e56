import Dispatch
import NavGraphCore
import NavGraphLSP
import NavGraphModel
import Testing

@testable import NavGraphLanguage

/// Files in memory that another program can change: each write moves the
/// file's stamp, as a write moves its modification time on disk.
final class ChangingFiles: WorkspaceFiles, @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    // Guarded by `lock`.
    private var files: [String: String]
    private var writes: [String: Int] = [:]
    private var counts: [String: Int] = [:]

    init(_ files: [String: String]) { self.files = files }

    func write(_ path: String, _ text: String) {
        lock.wait()
        files[path] = text
        writes[path, default: 0] += 1
        lock.signal()
    }

    func delete(_ path: String) {
        lock.wait()
        files[path] = nil
        writes[path, default: 0] += 1
        lock.signal()
    }

    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        lock.wait()
        defer { lock.signal() }
        counts[path, default: 0] += 1
        return files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
    }

    func isFile(_ path: String) -> Bool {
        lock.wait()
        defer { lock.signal() }
        return files[path] != nil
    }

    func stamp(_ path: String) -> FileStamp? {
        lock.wait()
        defer { lock.signal() }
        guard let text = files[path] else { return nil }
        return FileStamp(device: 1, inode: 1, size: Int64(text.utf8.count), modified: Int64(writes[path] ?? 0))
    }

    var reads: [String: Int] {
        lock.wait()
        defer { lock.signal() }
        return counts
    }
}

@Suite struct DiskChangeTests {
    static let root = "/w/navgraph.yaml"
    static let module = "/w/m.yaml"
    static let script = "/w/s.navscript"
    static let rootText =
        "navgraph: 1\nname: App\nroot: home\ninclude: [m.yaml]\nroutes:\n  home: { path: /, to: [one] }\n"
    static let moduleText = "routes:\n  one: { path: /one }\n"

    static func codes(_ published: [String: [JSON]], _ path: String) -> [String]? {
        published[FileURI.uri(of: path)]?.compactMap { $0["code"]?.string }
    }

    func save(_ h: ServerHarness, _ path: String) -> [String: [JSON]] {
        _ = h.take()
        h.notify("textDocument/didSave", ["textDocument": .object(["uri": .string(FileURI.uri(of: path))])])
        return h.published(h.take())
    }

    @Test func aSaveReadsAgainOnlyTheClosedFilesThatChanged() {
        let disk = ChangingFiles([Self.root: Self.rootText, Self.module: Self.moduleText])
        let h = ServerHarness(files: disk)
        h.open(Self.root, Self.rootText)
        #expect(disk.reads[Self.module] == 1)
        // Nothing moved: the module comes from the cache.
        #expect(Self.codes(save(h, Self.root), Self.module) == [])
        #expect(disk.reads[Self.module] == 1)
        disk.write(Self.module, "routes:\n  one: { path: /one, to: [nowhere] }\n")
        // The unknown route stops the exploration: its note stands beside it.
        #expect(Self.codes(save(h, Self.root), Self.module) == ["unknown-route", "not-explored"])
        #expect(disk.reads[Self.module] == 2)
        #expect(h.server.checkCount == 3)
    }

    @Test func anEditNoticesAClosedModuleRemoved() {
        let disk = ChangingFiles([Self.root: Self.rootText, Self.module: Self.moduleText])
        let h = ServerHarness(files: disk)
        h.open(Self.root, Self.rootText)
        disk.write(Self.module, "routes: {}\n")
        let published = h.change(Self.root, Self.rootText + "# edited\n")
        #expect(Self.codes(published, Self.root) == ["unknown-route", "not-explored"])
    }

    func watched(_ h: ServerHarness, _ path: String) -> [String: [JSON]] {
        _ = h.take()
        h.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": .array([.object(["uri": .string(FileURI.uri(of: path)), "type": .int(1)])])])
        return h.published(h.take())
    }

    /// A branch switch: a closed module deleted, then written back. The deletion gives the
    /// graph `include-missing`; the file written back is followed again, its finding gone
    /// without an edit of an open document.
    @Test func aClosedModuleDeletedAndWrittenBackIsFollowedAgain() {
        let disk = ChangingFiles([Self.root: Self.rootText, Self.module: Self.moduleText])
        let h = ServerHarness(files: disk)
        h.open(Self.root, Self.rootText)
        disk.delete(Self.module)
        #expect(Self.codes(watched(h, Self.module), Self.root) == ["include-missing", "not-explored"])
        disk.write(Self.module, Self.moduleText)
        let published = watched(h, Self.module)
        #expect(Self.codes(published, Self.root) == [])
        #expect(Self.codes(published, Self.module) == [])
    }

    @Test func aScriptEditNoticesItsGraphChangedOnDisk() {
        let disk = ChangingFiles([Self.root: Self.rootText, Self.module: Self.moduleText])
        let h = ServerHarness(files: disk)
        let text = "scenario \"s\"\n  open two\n"
        #expect(Self.codes(h.open(Self.script, text), Self.script) == ["unknown-script-target"])
        disk.write(Self.module, "routes:\n  one: { path: /one }\n  two: { path: /two }\n")
        let published = h.change(Self.script, text + "\n")
        #expect(Self.codes(published, Self.script) == [])
        // The graph was checked again, and its findings went out too.
        #expect(Self.codes(published, Self.module) == ["unreachable-route"])
        #expect(disk.reads[Self.module] == 2)
    }

    @Test func onlyAClientThatCanWatchFilesIsAskedTo() {
        for watches in [false, true] {
            let h = ServerHarness(files: MemoryFiles(files: [:]), initialize: false)
            let capabilities = JSON.object([
                "workspace": .object([
                    "didChangeWatchedFiles": .object(["dynamicRegistration": .bool(watches)])
                ])
            ])
            _ = h.request("initialize", ["capabilities": capabilities])
            h.notify("initialized", [:])
            let asked = h.take().filter { $0["method"]?.string == "client/registerCapability" }
            #expect(asked.count == (watches ? 1 : 0))
            let watchers = asked.first?["params"]?["registrations"]?.array?.first?["registerOptions"]?["watchers"]?
                .array
            #expect(
                watchers?.compactMap { $0["globPattern"]?.string } ?? [] == (watches ? LanguageServer.watchedGlobs : [])
            )
        }
    }
}
