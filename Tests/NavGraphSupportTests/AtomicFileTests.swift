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

/// `AtomicFile` against the attacks of a hostile repository and the
/// mistakes of a careless user: planted links, devices, FIFOs, read-only
/// files, inputs, long names. Each test works in a fresh temporary folder.
@Suite("Support: atomic file writes")
struct AtomicFileTests {
    let temporary: TemporaryFolder
    var folder: String { temporary.path }

    init() throws {
        temporary = try TemporaryFolder("navgraph-atomic")
    }

    func make(_ name: String, _ text: String, mode: Int = 0o644) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, mode_t(mode))
        return path
    }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func type(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func mode(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_mode & 0o7777) : -1
    }

    func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

    @Test("a link planted at the old predictable temporary name is never followed; the output is a regular file")
    func plantedLinkAtTheOldName() throws {
        let victim = try make("victim", "secret")
        let out = folder + "/Routes.swift"
        let planted = folder + "/.Routes.swift.navgraph-\(getpid()).tmp"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        try AtomicFile.write("generated", to: out)
        #expect(contents(victim) == "secret")
        #expect(type(out) == S_IFREG)
        #expect(contents(out) == "generated")
        #expect(type(planted) == S_IFLNK)
        #expect(try listing() == [".Routes.swift.navgraph-\(getpid()).tmp", "Routes.swift", "victim"])
    }

    @Test("a link planted at the exact next temporary name: O_EXCL fails, the next name is used")
    func plantedLinkAtTheNextName() throws {
        let victim = try make("victim", "secret")
        let out = folder + "/out.txt"
        let planted = AtomicFile.temporaryPath(for: out, suffix: "AAAAAAAAAAAA")
        #expect(planted == folder + "/.out.txt.AAAAAAAAAAAA.tmp")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        var suffixes = ["AAAAAAAAAAAA", "BBBBBBBBBBBB"]
        let pending = try AtomicFile(path: out).writeTemporary(
            randomSuffix: { suffixes.removeFirst() }, { emit in Array("new".utf8).withUnsafeBufferPointer { emit($0) } }
        )
        #expect(pending.temporary == folder + "/.out.txt.BBBBBBBBBBBB.tmp")
        try pending.commit()
        #expect(contents(victim) == "secret")
        #expect(contents(out) == "new")
        #expect(type(planted) == S_IFLNK)
    }

    @Test("when every name tried is taken, the write is refused and nothing is followed")
    func everyNameTaken() throws {
        let victim = try make("victim", "secret")
        let out = folder + "/out.txt"
        let planted = AtomicFile.temporaryPath(for: out, suffix: "CCCCCCCCCCCC")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        #expect(throws: AtomicFile.Failure.noTemporaryName) {
            _ = try AtomicFile(path: out).writeTemporary(randomSuffix: { "CCCCCCCCCCCC" }, { _ in })
        }
        #expect(contents(victim) == "secret")
        #expect(type(out) == 0)
    }

    @Test("temporary names are random and within NAME_MAX, also for a 255-byte output name")
    func temporaryNames() throws {
        #expect(AtomicFile.randomSuffix() != AtomicFile.randomSuffix())
        #expect(AtomicFile.randomSuffix().utf8.count == 12)
        for length in [1, 200, 237, 238, 241, 250, 255] {
            let name = String(repeating: "r", count: length)
            let temporary = AtomicFile.temporaryPath(for: folder + "/" + name, suffix: AtomicFile.randomSuffix())
            let temporaryName = String(temporary.dropFirst(folder.count + 1))
            #expect(temporaryName.utf8.count <= 255, "\(length)")
            #expect(temporaryName.hasPrefix(".r") && temporaryName.hasSuffix(".tmp"))
            try AtomicFile.write("x", to: folder + "/" + name)
            #expect(contents(folder + "/" + name) == "x", "\(length)")
        }
        // A cut never splits a character: 120 two-byte letters.
        let wide = String(repeating: "é", count: 120)
        let temporary = AtomicFile.temporaryPath(for: wide, suffix: "DDDDDDDDDDDD")
        #expect(temporary.utf8.count <= 255)
        #expect(temporary.hasPrefix(".éé") && temporary.hasSuffix("é.DDDDDDDDDDDD.tmp"))
    }

    @Test("devices, FIFOs, sockets, folders and links to them are refused, and left as they were")
    func notRegularFiles() throws {
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: AtomicFile.Failure.notARegularFile("a FIFO")) { try AtomicFile.write("x", to: fifo) }
        #expect(throws: AtomicFile.Failure.notARegularFile("a directory")) { try AtomicFile.write("x", to: folder) }
        #expect(throws: AtomicFile.Failure.notARegularFile("a character device")) {
            try AtomicFile(path: "/dev/null")
        }
        let link = folder + "/null"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        #expect(throws: AtomicFile.Failure.notARegularFile("a symbolic link to a character device ('/dev/null')")) {
            try AtomicFile.write("x", to: link)
        }
        let socketPath = folder + "/sock"
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_UNIX, stream, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if bound == 0 {
            #expect(throws: AtomicFile.Failure.notARegularFile("a socket")) {
                try AtomicFile.write("x", to: socketPath)
            }
        }
        #expect(type(fifo) == S_IFIFO)
        #expect(type(link) == S_IFLNK)
        #expect(try listing().allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test("a link to a regular file is refused: the file it names is not written through")
    func linkToARegularFile() throws {
        let victim = try make("victim", "secret")
        let link = folder + "/out"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "victim")
        #expect(throws: AtomicFile.Failure.symbolicLink("victim")) { try AtomicFile.write("x", to: link) }
        #expect(contents(victim) == "secret")
        #expect(type(link) == S_IFLNK)
    }

    @Test("the replaced file's mode is kept; a new file gets 0666 & ~umask; a read-only file is refused")
    func modes() throws {
        for kept in [0o750, 0o600, 0o644] {
            let path = try make("m\(kept)", "old", mode: kept)
            try AtomicFile.write("new", to: path)
            #expect(mode(path) == kept)
            #expect(contents(path) == "new")
        }
        // The umask is the process's (not changed here: tests run in parallel).
        try AtomicFile.write("new", to: folder + "/fresh")
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        {
            #expect(mode(folder + "/fresh") == 0o666 & ~mask)
        }
        let readOnly = try make("ro", "old", mode: 0o444)
        #expect(throws: AtomicFile.Failure.readOnly(mode: 0o444)) { try AtomicFile.write("new", to: readOnly) }
        #expect(contents(readOnly) == "old")
        #expect(mode(readOnly) == 0o444)
    }

    @Test("an input of the run, under another path, is refused before anything is written")
    func inputsAreRefused() throws {
        let graph = try make("graph.yaml", "navgraph: 1")
        let inputs = [try #require(FileIdentity(path: graph))]
        let other = folder + "/./../" + URL(fileURLWithPath: folder).lastPathComponent + "/graph.yaml"
        #expect(throws: AtomicFile.Failure.input) { try AtomicFile(path: other, inputs: inputs) }
        let hard = folder + "/hard.yaml"
        #expect(link(graph, hard) == 0)
        #expect(throws: AtomicFile.Failure.input) { try AtomicFile(path: hard, inputs: inputs) }
        #expect(contents(graph) == "navgraph: 1")
        _ = try AtomicFile(path: folder + "/Routes.swift", inputs: inputs)
    }

    @Test("the unchanged check compares sizes first and never opens a FIFO")
    func unchangedCheck() throws {
        let path = try make("same", "12345")
        var compared = 0
        let file = try AtomicFile(path: path)
        #expect(
            !file.holds(count: 4) { _ in
                compared += 1
                return true
            })
        #expect(compared == 0, "another size: the old bytes are never read")
        #expect(file.holds(count: 5) { Array($0) == Array("12345".utf8) })
        #expect(!(try AtomicFile(path: folder + "/missing")).holds(count: 0) { _ in true })
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: AtomicFile.Failure.notARegularFile("a FIFO")) { _ = try AtomicFile.contents(of: fifo) }
        #expect(MappedFile(fifo) == nil, "opened without blocking, and refused")
        #expect(try AtomicFile.contents(of: folder + "/missing") == nil)
    }

    @Test("bytes in pieces are written one after another, and the file then holds them and no others")
    func writesPieces() throws {
        let out = folder + "/Routes.swift"
        let pieces = ["// generated\n", "enum Route {}\n"].map { text in
            let piece = ByteBuffer(capacity: 0)
            piece.append(text)
            return piece
        }
        var written = 0
        try AtomicFile(path: out).write(pieces) { written += 1 }
        #expect(written == 1)
        #expect(contents(out) == "// generated\nenum Route {}\n")
        let file = try AtomicFile(path: out)
        #expect(file.holds(pieces))
        #expect(!file.holds(Array(pieces.dropLast())))
        #expect(try #require(MappedFile(out)).holds(pieces))
        #expect(try !#require(MappedFile(out)).holds(Array(pieces.reversed())))
    }

    @Test("pending temporary files are registered for the signal handler until committed or discarded")
    func signalRegistry() throws {
        let out = folder + "/out"
        let a = try AtomicFile(path: out).writeTemporary("a")
        let b = try AtomicFile(path: folder + "/other").writeTemporary("b")
        #expect(TemporaryFileCleanup.registered.contains(a.temporary))
        #expect(TemporaryFileCleanup.registered.contains(b.temporary))
        try a.commit()
        b.discard()
        #expect(!TemporaryFileCleanup.registered.contains(a.temporary))
        #expect(!TemporaryFileCleanup.registered.contains(b.temporary))
        #expect(try listing() == ["out"])
    }

    @Test("a missing folder, or a file where a folder should be, is a failure that says so")
    func missingFolders() throws {
        let path = try make("kept", "old")
        #expect(throws: AtomicFile.Failure.missingFolder) { try AtomicFile.write("x", to: folder + "/no/such/out") }
        #expect(throws: AtomicFile.Failure.missingFolder) { try AtomicFile.write("x", to: path + "/below") }
        #expect(contents(path) == "old")
        #expect(try listing() == ["kept"])
    }
}
