import Dispatch
import NavGraphCore
import NavGraphLSP
import NavGraphModel
import Testing

@testable import NavGraphLanguage

/// Files in memory that count how often each is read.
final class CountingFiles: WorkspaceFiles, @unchecked Sendable {
    private let files: [String: String]
    private let lock = DispatchSemaphore(value: 1)
    // Guarded by `lock`.
    private var counts: [String: Int] = [:]

    init(_ files: [String: String]) { self.files = files }

    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        lock.wait()
        counts[path, default: 0] += 1
        lock.signal()
        return files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
    }

    func isFile(_ path: String) -> Bool { files[path] != nil }

    var reads: [String: Int] {
        lock.wait()
        defer { lock.signal() }
        return counts
    }
}

@Suite struct IncrementalTests {
    static let root = "/w/navgraph.yaml"
    static let a = "/w/a.yaml"
    static let b = "/w/b.yaml"
    static let files = [
        root:
            "navgraph: 1\nname: App\nroot: home\ninclude: [a.yaml, b.yaml]\nroutes:\n  home: { path: /, to: [one, two] }\n",
        a: "routes:\n  one: { path: /one }\n",
        b: "routes:\n  two: { path: /two }\n",
    ]

    @Test func aChangeReReadsOnlyTheChangedFile() {
        let disk = CountingFiles(Self.files)
        let h = ServerHarness(files: disk)
        h.open(Self.a, Self.files[Self.a]!)
        // The graph was found and read once; the open module came from the editor.
        #expect(disk.reads == [Self.root: 1, Self.b: 1])
        for i in 0..<5 {
            let found = h.change(Self.a, "routes:\n  one: { path: /one\(i) }\n", version: i + 2)
            #expect(found[FileURI.uri(of: Self.a)] == [])
        }
        #expect(disk.reads == [Self.root: 1, Self.b: 1])
        #expect(h.server.checkCount == 6)
    }

    @Test func aFileChangedOnDiskIsReadAgainAlone() {
        let disk = CountingFiles(Self.files)
        let h = ServerHarness(files: disk)
        h.open(Self.root, Self.files[Self.root]!)
        #expect(disk.reads == [Self.a: 1, Self.b: 1])
        h.notify(
            "workspace/didChangeWatchedFiles",
            [
                "changes": .array([
                    .object(["uri": .string(FileURI.uri(of: Self.b)), "type": .int(2)])
                ])
            ])
        #expect(disk.reads == [Self.a: 1, Self.b: 2])
    }
}

@Suite struct CursorContextTests {
    static func context(_ text: String) -> YAMLCursorContext? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return YAMLCursorContext.find(lines: Array(lines.dropLast()), prefix: lines.last ?? "")
    }

    @Test(arguments: [
        ("routes:\n  home:\n    to: [a, ", ["routes", "home"], "to"),
        ("routes:\n  home:\n    to:\n      - ", ["routes", "home"], "to"),
        ("routes:\n  home:\n    auth: ", ["routes", "home"], "auth"),
        ("routes:\n  home:\n    cache: { lifetime: ", ["routes", "home", "cache"], "lifetime"),
        ("routes:\n  home:\n    embed: ", ["routes", "home"], "embed"),
        ("auth:\n  signedIn:\n    login: ", ["auth", "signedIn"], "login"),
        ("auth:\n  signedIn:\n    requires: [", ["auth", "signedIn"], "requires"),
        ("containers:\n  main:\n    tabs: [", ["containers", "main"], "tabs"),
        ("containers:\n  main:\n    selected: ", ["containers", "main"], "selected"),
        ("interceptors:\n  - id: x\n    on: ", ["interceptors", "-"], "on"),
        ("interceptors:\n  - id: x\n    show: ", ["interceptors", "-"], "show"),
        ("root: ", [], "root"),
    ])
    func valuePlaces(text: String, path: [String], key: String) {
        let c = Self.context(text)
        #expect(c?.path == path)
        #expect(c?.key == key)
    }

    @Test(arguments: [
        ("routes:\n  home:\n    pa", ["routes", "home"]),
        ("routes:\n  home:\n    params:\n      id:\n        ty", ["routes", "home", "params", "id"]),
        ("interceptors:\n  - id: x\n    wh", ["interceptors", "-"]),
        ("interceptors:\n  - ", ["interceptors", "-"]),
        ("na", []),
    ])
    func keyPlaces(text: String, path: [String]) {
        let c = Self.context(text)
        #expect(c?.path == path)
        #expect(c?.key == nil)
    }
}

extension YAMLCursorContext {
    /// The key whose value is typed, nil when a key is typed.
    var key: String? {
        if case .value(let key) = place { return key }
        return nil
    }
}
