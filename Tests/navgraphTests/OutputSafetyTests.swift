import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the built binary writes its outputs, attacked as a hostile repository
/// and a careless user would: `gen -o` and `cover -o` onto devices, FIFOs,
/// links, read-only files and their own inputs; standard output full, closed
/// or a closed pipe; signals mid-write. Each test works in a fresh copy of
/// the shop graph (with its modules).
@Suite("navgraph: writing outputs safely")
struct OutputSafetyTests {
    let temporary: TemporaryFolder
    var dir: String { temporary.path }
    let bin = NavGraphBinary.path

    init() throws {
        temporary = try TemporaryFolder("navgraph-output")
        let fm = FileManager.default
        try fm.copyItem(atPath: RepoPaths.fixture("shop/modules"), toPath: dir + "/modules")
        try fm.copyItem(atPath: RepoPaths.fixture("shop/navgraph.yaml"), toPath: dir + "/navgraph.yaml")
        try Data("secret\n".utf8).write(to: URL(fileURLWithPath: dir + "/victim"))
    }

    func run(_ arguments: [String]) -> ProcessOutput { NavGraphBinary.run(arguments, cwd: dir) }

    /// A bash command line in `dir`, with `$NAVGRAPH` the binary; prints its own status.
    func shell(_ script: String) throws -> ProcessOutput {
        try Subprocess.run(
            "/bin/bash", ["-c", script], cwd: dir, environment: ["NAVGRAPH": bin, "PATH": "/usr/bin:/bin"])
    }

    func read(_ name: String) -> String? { try? String(contentsOfFile: dir + "/" + name, encoding: .utf8) }

    func type(_ name: String) -> mode_t {
        var info = stat()
        return lstat(dir + "/" + name, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func mode(_ name: String) -> Int {
        var info = stat()
        return stat(dir + "/" + name, &info) == 0 ? Int(info.st_mode & 0o7777) : -1
    }

    func temporaries() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
    }

    static let advice = " (-o - writes standard output; to discard the output, leave out -o and redirect it)\n"

    @Test("gen -o onto a FIFO is refused at once, without reading it (it once hung, or replaced it)")
    func fifo() throws {
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        // Held open for reading and writing, so that an old binary's open cannot block the test.
        let held = open(dir + "/fifo", O_RDWR | O_NONBLOCK)
        defer { close(held) }
        for arguments in [["gen", "navgraph.yaml", "-o", "fifo"], ["gen", "navgraph.yaml", "-o", "fifo", "--check"]] {
            let result = run(arguments)
            #expect(result.status == 73, "\(arguments)")
            #expect(
                result.stderr == "navgraph: error: cannot write 'fifo': is a FIFO, not a regular file" + Self.advice)
            #expect(type("fifo") == S_IFIFO)
        }
    }

    @Test("gen -o onto a link to a device (a /dev/stdout-style link) is refused and the link kept")
    func linkToADevice() throws {
        try FileManager.default.createSymbolicLink(atPath: dir + "/out", withDestinationPath: "/dev/null")
        let result = run(["gen", "navgraph.yaml", "-o", "out"])
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "navgraph: error: cannot write 'out': is a symbolic link to a character device ('/dev/null'), "
                + "not a regular file" + Self.advice)
        #expect(type("out") == S_IFLNK)
    }

    @Test(
        "cover -o onto a device node is refused and the node kept (a node of the test's own, never /dev/null)",
        .enabled(if: geteuid() == 0, "creating a device node needs root; the FIFO and link tests cover the rule"))
    func deviceNode() throws {
        #if os(Linux)
            let nullDevice = dev_t((1 << 8) | 3)  // makedev(1, 3)
        #else
            let nullDevice = dev_t((3 << 24) | 2)
        #endif
        // A node for the null device, in the test's folder.
        #expect(mknod(dir + "/null", S_IFCHR | 0o666, nullDevice) == 0)
        let result = run(["cover", "navgraph.yaml", "-o", "null"])
        #expect(result.status == 73)
        #expect(
            result.stderr == "navgraph: error: cannot write 'null': is a character device, not a regular file"
                + Self.advice)
        #expect(type("null") == S_IFCHR)
    }

    @Test("gen -o onto a link to a file is refused; the file it names is never written (through or over)")
    func linkToAFile() throws {
        try FileManager.default.createSymbolicLink(atPath: dir + "/Routes.swift", withDestinationPath: "victim")
        let result = run(["gen", "navgraph.yaml", "-o", "Routes.swift"])
        #expect(result.status == 73)
        #expect(
            result.stderr == "navgraph: error: cannot write 'Routes.swift': is a symbolic link (to 'victim'); "
                + "outputs are never written through links: remove the link, or write to the file it names\n")
        #expect(type("Routes.swift") == S_IFLNK)
        #expect(read("victim") == "secret\n")
    }

    @Test("gen -o and cover -o onto the graph, one of its modules or gen's configuration (by inode) are refused")
    func inputs() throws {
        let graph = read("navgraph.yaml")
        let module = read("modules/account.yaml")
        try Data("access: public\n".utf8).write(to: URL(fileURLWithPath: dir + "/config.yaml"))
        for arguments in [
            ["gen", "navgraph.yaml", "-o", "./navgraph.yaml"],
            ["gen", "navgraph.yaml", "-o", "modules/../modules/account.yaml"],
            ["cover", "navgraph.yaml", "-o", dir + "/navgraph.yaml"],
            ["gen", "navgraph.yaml", "-o", "./config.yaml", "--config", "config.yaml"],
        ] {
            let result = run(arguments)
            #expect(result.status == 73, "\(arguments)")
            #expect(
                result.stderr == "navgraph: error: cannot write '\(arguments[3])': is an input of this run "
                    + "(the graph, a module it includes or the configuration); choose another file\n",
                "\(arguments)")
        }
        #expect(read("navgraph.yaml") == graph)
        #expect(read("modules/account.yaml") == module)
        #expect(read("config.yaml") == "access: public\n")
    }

    @Test("a read-only output is refused and left alone; a replaced output keeps its mode")
    func modes() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/ro.swift"))
        chmod(dir + "/ro.swift", 0o444)
        let refused = run(["gen", "navgraph.yaml", "-o", "ro.swift"])
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "navgraph: error: cannot write 'ro.swift': is read-only (mode 444); make it writable (chmod u+w) to replace it\n"
        )
        #expect(read("ro.swift") == "old")
        for kept in [0o750, 0o600] {
            let name = "m\(String(kept, radix: 8)).swift"
            try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
            chmod(dir + "/" + name, mode_t(kept))
            #expect(run(["gen", "navgraph.yaml", "-o", name]).status == 0)
            #expect(mode(name) == kept, "\(name)")
            #expect(read(name)?.hasPrefix("// Generated by navgraph") == true)
        }
    }

    @Test("output names of 241 to 255 bytes are written (the temporary's name is cut, not the output's)")
    func longNames() throws {
        for length in [241, 250, 255] {
            let name = String(repeating: "R", count: length - 6) + ".swift"
            let result = run(["gen", "navgraph.yaml", "-o", name])
            #expect(result.status == 0, "\(length): \(result.stderr)")
            #expect(read(name)?.hasPrefix("// Generated by navgraph") == true)
        }
        #expect(try temporaries() == [])
    }

    @Test("a link planted at every old predictable temporary name is left alone; the output is a regular file")
    func plantedLinks() throws {
        try FileManager.default.createDirectory(atPath: dir + "/gen", withIntermediateDirectories: true)
        let next = Int(getpid())
        for pid in next..<(next + 200) {
            try FileManager.default.createSymbolicLink(
                atPath: dir + "/gen/.Routes.swift.navgraph-\(pid).tmp", withDestinationPath: "../victim")
        }
        #expect(run(["gen", "navgraph.yaml", "-o", "gen/Routes.swift"]).status == 0)
        #expect(type("gen/Routes.swift") == S_IFREG)
        #expect(read("victim") == "secret\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/gen").count == 201)
    }

    @Test("a write that fails (a file size limit of 0) exits 74, keeps the old output and leaves no temporary file")
    func writeFailure() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/Routes.swift"))
        for command in ["gen navgraph.yaml -o Routes.swift", "cover navgraph.yaml -o Routes.swift"] {
            // The limit for navgraph alone: its message goes through a pipe, which the limit does not touch.
            let result = try shell(
                "trap '' XFSZ; (ulimit -f 0; exec \"$NAVGRAPH\" \(command)) 2>&1 | cat; echo ${PIPESTATUS[0]}")
            #expect(
                result.stdout.hasPrefix("navgraph: error: cannot write 'Routes.swift': File too large\n"), "\(command)")
            #expect(result.stdout.hasSuffix("\n74\n"), "\(command)")
            #expect(read("Routes.swift") == "old")
            #expect(try temporaries() == [])
        }
    }

    @Test("-o - writes standard output for gen and cover")
    func dashIsStandardOutput() {
        let gen = run(["gen", "navgraph.yaml", "-o", "-"])
        #expect(gen.status == 0)
        #expect(gen.stdout == RepoPaths.read(RepoPaths.fixture("codegen/golden/ShopRoutes.swift")))
        let cover = run(["cover", "navgraph.yaml", "-o", "-"])
        #expect(cover.status == 0)
        #expect(cover.stdout.hasPrefix("# navgraph cover --criterion edges"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/-"))
        #expect(run(["gen", "navgraph.yaml", "-o", "-", "--check"]).status == 64)
    }

    @Test("every command fails with exit 74 and one line when standard output is full or closed")
    func standardOutputErrors() throws {
        let commands = [
            "check navgraph.yaml --strict", "gen navgraph.yaml", "graph navgraph.yaml", "cover navgraph.yaml",
            "sim navgraph.yaml s.navscript",
        ]
        try Data("scenario \"s\"\n  expect route home\n".utf8).write(to: URL(fileURLWithPath: dir + "/s.navscript"))
        for command in commands {
            for (redirect, reason) in [("> /dev/full", "No space left on device"), (">&-", "Bad file descriptor")] {
                let result = try shell("\"$NAVGRAPH\" \(command) \(redirect) 2>err; echo $?; cat err")
                #expect(
                    result.stdout.hasPrefix("74\n")
                        && result.stdout.hasSuffix(
                            "navgraph: error: cannot write standard output: \(reason)\n"),
                    "\(command) \(redirect): \(result.stdout)")
            }
        }
    }

    @Test("a closed pipe ends the command quietly by SIGPIPE, even when SIGPIPE was left ignored or blocked")
    func closedPipe() throws {
        // More output than a pipe holds, so the writer meets the closed pipe.
        var graph = "navgraph: 1\nname: Big\nroot: r0\nroutes:\n"
        graph += "  r0:\n    path: /\n    to: [" + (1..<3000).map { "r\($0)" }.joined(separator: ", ") + "]\n"
        for i in 1..<3000 { graph += "  r\(i):\n    path: /r\(i)\n" }
        try Data(graph.utf8).write(to: URL(fileURLWithPath: dir + "/big.yaml"))
        // Default, ignored, and ignored and blocked (python ignores SIGPIPE, and exec keeps that and the mask).
        let blocked =
            "python3 -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGPIPE}); "
            + "os.execv(sys.argv[1], sys.argv[1:])' "
        for prefix in ["", "trap '' PIPE; ", blocked] {
            let result = try shell(
                "\(prefix)\"$NAVGRAPH\" gen big.yaml 2>err | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}; cat err")
            #expect(result.stdout == "141\n", "\(prefix): \(result.stdout)")
        }
    }

    @Test("SIGINT, SIGTERM and SIGHUP mid-write remove the temporary file and end the process by the signal")
    func signals() throws {
        for (name, number) in [("INT", SIGINT), ("TERM", SIGTERM), ("HUP", SIGHUP)] {
            for command in ["gen navgraph.yaml -o Routes.swift", "cover navgraph.yaml -o all.navscript"] {
                let result = try shell(
                    "NAVGRAPH_TEST_SIGNAL_DURING_WRITE=\(name) \"$NAVGRAPH\" \(command) 2>/dev/null; echo $?")
                #expect(result.stdout == "\(128 + number)\n", "\(name) \(command)")
                #expect(try temporaries() == [], "\(name) \(command)")
                #expect(!FileManager.default.fileExists(atPath: dir + "/Routes.swift"))
            }
        }
    }
}
