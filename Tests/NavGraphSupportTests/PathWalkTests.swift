import Foundation
import NavGraphSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one walk that inputs and outputs take, with their two policies, and
/// the check-then-use window it closes: what is read or written goes through
/// the folder the walk opened, so a folder swapped for a link after the check
/// (the path was resolved, then opened again by name) takes nothing outside.
@Suite("Support: one path walk, two policies")
struct PathWalkTests {
    let temporary: TemporaryFolder
    /// The checkout (the walks' folder) and a folder beside it.
    var root: String { temporary.path + "/root" }
    var outside: String { temporary.path + "/outside" }

    init() throws {
        temporary = try TemporaryFolder("navgraph-walk")
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/real/sub", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("inside\n".utf8).write(to: URL(fileURLWithPath: root + "/real/sub/a.yaml"))
        try Data("victim\n".utf8).write(to: URL(fileURLWithPath: outside + "/a.yaml"))
        try fm.createSymbolicLink(atPath: root + "/out", withDestinationPath: "../outside")
        try fm.createSymbolicLink(atPath: root + "/gone", withDestinationPath: "../nothing/here")
        try fm.createSymbolicLink(atPath: root + "/fine", withDestinationPath: "real")
        // A link inside that leads to one that leads out: named by the link the path names.
        try fm.createSymbolicLink(atPath: root + "/relay", withDestinationPath: "out")
        // Outside the folder, the user's.
        try fm.createSymbolicLink(atPath: temporary.path + "/mine", withDestinationPath: "root/real")
    }

    func start(_ path: String) -> OpenFolder { OpenFolder.open(path, resolved: FileBytes.realPath(path)!)! }

    func walk(_ path: String, _ policy: PathWalk.Policy, last: PathWalk.Last, from: String? = nil)
        -> Result<String, PathWalk.Stop>
    {
        let resolvedRoot = FileBytes.realPath(root)!
        return PathWalk.walk(
            Substring(path), from: start(from ?? root), written: "", policy: policy, last: last
        ).map(\.path).mapError { $0 }.map { $0.replacingOccurrences(of: resolvedRoot, with: "ROOT") }
    }

    @Test("an input: a step out of the folder stops the walk the same whether or not its target exists")
    func inputs() {
        let policy = PathWalk.Policy.input(within: FileBytes.realPath(root)!)
        #expect(walk("fine/sub/a.yaml", policy, last: .name) == .success("ROOT/real/sub/a.yaml"))
        #expect(walk("out/a.yaml", policy, last: .name) == .failure(.outside))
        #expect(walk("gone/a.yaml", policy, last: .name) == .failure(.outside))
        #expect(walk("relay/a.yaml", policy, last: .name) == .failure(.outside))
        #expect(walk("real/../../outside/a.yaml", policy, last: .name) == .failure(.outside))
    }

    @Test("an output's folders: a link below the folder that leads out (or nowhere) is named; the user's are followed")
    func outputs() {
        let policy = PathWalk.Policy.outputFolders(below: FileBytes.realPath(root)!)
        #expect(walk("fine/sub", policy, last: .folder) == .success("ROOT/real/sub"))
        #expect(walk("./out/x", policy, last: .folder) == .failure(.outsideLink(link: "./out", target: "../outside")))
        #expect(walk("gone", policy, last: .folder) == .failure(.outsideLink(link: "gone", target: "../nothing/here")))
        #expect(walk("relay", policy, last: .folder) == .failure(.outsideLink(link: "relay", target: "out")))
        // From outside the folder: `mine` lies outside it, so it is the user's to follow.
        #expect(walk("mine/sub", policy, last: .folder, from: temporary.path) == .success("ROOT/real/sub"))
        #expect(walk("missing/x", policy, last: .folder) == .failure(.failed(errno: ENOENT, written: "missing")))
    }

    @Test("a folder swapped for a link after AtomicFile checked it: the output goes to the folder checked")
    func outputAfterASwap() throws {
        let file = try AtomicFile(path: root + "/real/sub/Routes.swift")
        // The checked folder moves away and a link to outside takes its name.
        #expect(rename(root + "/real/sub", root + "/real/moved") == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/real/sub", withDestinationPath: "../../outside")
        try file.write("generated\n")
        #expect(try String(contentsOfFile: outside + "/a.yaml", encoding: .utf8) == "victim\n")
        #expect(!FileManager.default.fileExists(atPath: outside + "/Routes.swift"))
        #expect(try String(contentsOfFile: root + "/real/moved/Routes.swift", encoding: .utf8) == "generated\n")
    }

    @Test("a folder swapped for a link after an input's walk: the file read is the one walked to")
    func inputAfterASwap() throws {
        guard case .success(let end) = FileBytes.walk(root + "/real/sub/a.yaml", within: root) else {
            Issue.record("the walk failed")
            return
        }
        #expect(rename(root + "/real/sub", root + "/real/moved") == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/real/sub", withDestinationPath: "../../outside")
        guard case .success(.bytes(let bytes, _)) = FileBytes.read(end, limit: 1 << 20, skipping: { _ in false })
        else {
            Issue.record("the read failed")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "inside\n")
    }
}
