import Dispatch
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

/// `FileBytes`, the one way files are read: regular files only, within a
/// limit, confined to a folder through symbolic links, known by identity.
/// Each test works in a fresh temporary folder.
@Suite("Support: reading files safely")
struct FileReadTests {
    let temporary: TemporaryFolder
    var folder: String { temporary.path }

    init() throws {
        temporary = try TemporaryFolder("navgraph-read")
        try FileManager.default.createDirectory(atPath: folder + "/root", withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: target)
    }

    func contents(_ result: Result<FileBytes.Contents, FileBytes.Failure>) throws -> [UInt8] {
        guard case .bytes(let bytes, _) = try result.get() else { return [] }
        return bytes
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let fifo = folder + "/root/module.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer that opens the FIFO once a reader does, writes nothing and
        // closes: a read that opened the FIFO would see an empty file and fail
        // this test instead of hanging it. When nothing opened it, the writer
        // is let go by opening the FIFO here at the end.
        let writerDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let fd = open(fifo, O_WRONLY)
            if fd >= 0 { close(fd) }
            writerDone.signal()
        }
        let result = FileBytes.read(fifo)
        let release = open(fifo, O_RDONLY | O_NONBLOCK)
        writerDone.wait()
        if release >= 0 { close(release) }
        #expect(throws: FileBytes.Failure.unreadable("is a FIFO, not a regular file")) { try result.get() }
    }

    @Test func devicesAndDirectoriesAreRefusedWithTheirKind() throws {
        #expect(throws: FileBytes.Failure.unreadable("is a character device, not a regular file")) {
            try FileBytes.read("/dev/null").get()
        }
        #expect(throws: FileBytes.Failure.unreadable("is a directory")) { try FileBytes.read(folder).get() }
        // A socket bound in the folder (open(2) alone would fail with ENXIO).
        let path = folder + "/root/s"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0, "the socket could not be bound")
        #expect(throws: FileBytes.Failure.unreadable("is a socket, not a regular file")) {
            try FileBytes.read(path).get()
        }
    }

    @Test func aFileOverTheLimitIsRefusedFromItsSizeWithoutReadingIt() throws {
        try write("root/ten", "0123456789")
        #expect(try FileBytes.read(folder + "/root/ten", limit: 10).get() == Array("0123456789".utf8))
        #expect(throws: FileBytes.Failure.tooLarge(limit: 9)) {
            try FileBytes.read(folder + "/root/ten", limit: 9).get()
        }
        // 100 GB of holes: refused from its size, before any allocation.
        let sparse = folder + "/root/sparse"
        let fd = open(sparse, O_CREAT | O_WRONLY, 0o600)
        #expect(fd >= 0 && ftruncate(fd, 100 << 30) == 0)
        close(fd)
        #expect(throws: FileBytes.Failure.tooLarge(limit: FileBytes.defaultLimit)) { try FileBytes.read(sparse).get() }
    }

    @Test(
        "a file that reports no size stops at the limit",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "needs Linux's /proc"))
    func aFileWithoutASizeStopsAtTheLimit() {
        #expect(throws: FileBytes.Failure.tooLarge(limit: 4)) {
            try FileBytes.read("/proc/self/environ", limit: 4).get()
        }
    }

    @Test func aLinkOutOfTheFolderIsRefusedBeforeItIsRead() throws {
        try write("secret.env", "TOKEN=1")
        try write("root/module.yaml", "routes: {}")
        try link("root/escape.yaml", to: "../secret.env")
        try link("root/environ.yaml", to: "/proc/self/environ")
        try link("root/inside.yaml", to: "module.yaml")
        let root = folder + "/root"
        let read = { (name: String) in
            FileBytes.read(root + "/" + name, limit: 1000, within: root, skipping: { _ in false })
        }
        #expect(throws: FileBytes.Failure.outside) { try read("escape.yaml").get() }
        #expect(throws: FileBytes.Failure.outside) { try read("environ.yaml").get() }
        #expect(try contents(read("inside.yaml")) == Array("routes: {}".utf8))
        #expect(throws: FileBytes.Failure.notFound) { try read("missing.yaml").get() }
    }

    @Test func insideIsComponentWise() throws {
        #expect(FileBytes.isInside("/a/b/c", folder: "/a/b"))
        #expect(FileBytes.isInside("/a/b", folder: "/a/b"))
        #expect(!FileBytes.isInside("/a/bc", folder: "/a/b"))
        #expect(FileBytes.isInside("/x", folder: "/"))
        // The same through the file system: `root` and a sibling `rootx`.
        try FileManager.default.createDirectory(atPath: folder + "/rootx", withIntermediateDirectories: true)
        try write("rootx/m.yaml", "x")
        try link("root/m.yaml", to: "../rootx/m.yaml")
        let root = folder + "/root"
        #expect(throws: FileBytes.Failure.outside) {
            try FileBytes.read(root + "/m.yaml", limit: 10, within: root, skipping: { _ in false }).get()
        }
    }

    @Test func oneFileUnderTwoPathsHasOneIdentityAndIsNotReadTwice() throws {
        try write("root/m.yaml", "routes: {}")
        try link("root/x", to: ".")
        let root = folder + "/root"
        guard
            case .bytes(_, let first) = try FileBytes.read(
                root + "/m.yaml", limit: 100, within: root, skipping: { _ in false }
            ).get()
        else {
            Issue.record("the file was not read")
            return
        }
        let again = try FileBytes.read(root + "/x/m.yaml", limit: 100, within: root, skipping: { $0 == first }).get()
        guard case .alreadyRead(let second) = again else {
            Issue.record("the same file under another path was read again")
            return
        }
        #expect(second == first)
        #expect(FileIdentity(path: root + "/x/x/m.yaml") == first)
    }
}
