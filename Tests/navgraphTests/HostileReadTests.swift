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

/// A repository planted with files that are not what they seem, read by the
/// built binary: FIFOs, devices, sparse giants, links out of the graph's
/// folder, links that multiply paths, chains deeper than a stack. Each run
/// has a watchdog and a memory cap: a regression shows as a run the watchdog
/// had to kill or the cap aborted, not as a hung or swapping test run. The
/// watchdog's bound is a hang guard, far above any run's time, not a
/// measure of speed (Benchmarks/hostile.sh measures).
@Suite("Hostile files to read")
struct HostileReadTests {
    final class Repository {
        let folder: TemporaryFolder
        var dir: String { folder.path }
        init() throws {
            folder = try TemporaryFolder("navgraph-read")
            try FileManager.default.createDirectory(atPath: folder.path + "/app", withIntermediateDirectories: true)
        }

        func write(_ name: String, _ text: String) {
            _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8))
        }

        func link(_ name: String, to target: String) {
            try? FileManager.default.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: target)
        }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The watchdog ended the run: it would not end by itself.
        var hung: Bool
    }

    /// `navgraph ARGS` in `cwd`, under a 2 GiB address-space cap, killed
    /// when it has not ended after two minutes.
    static func run(
        _ arguments: [String], cwd: String, stdinFrom input: String = "/dev/null",
        environment extra: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", #"ulimit -v 2097152; exec "$0" "$@" < "$NAVGRAPH_INPUT""#, NavGraphBinary.path] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var environment = ProcessInfo.processInfo.environment
        environment["NAVGRAPH_INPUT"] = input
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = cwd + "/.out"
        let err = cwd + "/.err"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            ended.signal()
        }
        var hung = false
        if ended.wait(timeout: .now() + 120) == .timedOut {
            hung = true
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        return Run(
            status: process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus,
            stdout: try String(contentsOfFile: out, encoding: .utf8),
            stderr: try String(contentsOfFile: err, encoding: .utf8), hung: hung)
    }

    static let graph = "navgraph: 1\nname: App\nroot: home\ninclude: [module.yaml]\nroutes:\n  home: { path: / }\n"

    /// `check --format github app/navgraph.yaml` with `module.yaml` as given.
    static func checkInclude(_ plant: (Repository) -> Void) throws -> Run {
        let repo = try Repository()
        repo.write("app/navgraph.yaml", graph)
        plant(repo)
        return try run(["check", "--format", "github", "app/navgraph.yaml"], cwd: repo.dir)
    }

    /// The refusal, then the note that the graph (missing a file) was not explored.
    static func refusal(_ message: String, code: String = "unreadable-file") -> String {
        "::error file=app/navgraph.yaml,line=4,col=11,title=\(code)::\(message)\n"
            + "::notice file=app/navgraph.yaml,line=4,col=11,title=not-explored::the graph's states were not explored: "
            + "its errors (\(code)) leave its navigation undefined, so findings in every state are missing\n"
    }

    @Test func aFIFOIncludeIsRefusedAtOnce() throws {
        let r = try Self.checkInclude { repo in _ = mkfifo(repo.dir + "/app/module.yaml", 0o600) }
        #expect(!r.hung)
        #expect(r.status == 1)
        #expect(r.stdout == Self.refusal("cannot read included file 'module.yaml': is a FIFO, not a regular file"))
    }

    /// Once `include-missing` when the link's target did not exist: the log told which files exist.
    @Test func aLinkOutsideSaysTheSameWhetherOrNotItsTargetExists() throws {
        for target in ["../secret.env", "../missing.env", "/etc/passwd", "/no/such/file", "../gone/../secret.env"] {
            let r = try Self.checkInclude { repo in
                repo.write("secret.env", "TOKEN=x\n")
                repo.link("app/module.yaml", to: target)
            }
            #expect(r.status == 1)
            #expect(
                r.stdout
                    == Self.refusal(
                        "include 'module.yaml' is outside the root graph's directory (through a symbolic link)",
                        code: "include-outside-root"), "\(target)")
        }
    }

    @Test func aLinkToADeviceIsRefused() throws {
        for device in ["/dev/zero", "/dev/urandom"] {
            let r = try Self.checkInclude { repo in repo.link("app/module.yaml", to: device) }
            #expect(!r.hung)
            #expect(r.status == 1)
            #expect(
                r.stdout
                    == Self.refusal(
                        "include 'module.yaml' is outside the root graph's directory (through a symbolic link)",
                        code: "include-outside-root"))
        }
        let repo = try Repository()
        let r = try Self.run(["check", "/dev/zero"], cwd: repo.dir)
        #expect(!r.hung)
        #expect(r.status == 66)
        #expect(
            r.stderr == "navgraph: error: cannot read graph '/dev/zero': is a character device, not a regular file\n")
    }

    @Test func aSparseGiantIsRefusedFromItsSize() throws {
        let r = try Self.checkInclude { repo in
            let fd = open(repo.dir + "/app/module.yaml", O_CREAT | O_WRONLY, 0o600)
            _ = ftruncate(fd, 100 << 30)
            close(fd)
        }
        #expect(!r.hung)
        #expect(r.status == 1)
        #expect(
            r.stdout
                == Self.refusal(
                    "cannot read included file 'module.yaml': it is larger than 64 MiB, the limit of one file"))
    }

    @Test func standardInputStopsAtTheLimit() throws {
        let repo = try Repository()
        let r = try Self.run(["check", "-"], cwd: repo.dir, stdinFrom: "/dev/zero")
        #expect(!r.hung)
        #expect(r.status == 66)
        #expect(
            r.stderr == "navgraph: error: cannot read standard input: it is larger than 64 MiB, the limit of one file\n"
        )
    }

    /// The secret is in a file beside the graph's folder, or in the
    /// environment; it reaches no output in any format.
    static func expectNeverPrinted(linkTo target: String) throws {
        let secret = "ghp_SECRET_\(UUID().uuidString)"
        for format in ["human", "json", "sarif", "github"] {
            let repo = try Repository()
            repo.write("secret.env", "TOKEN=\(secret)\n")
            repo.write("app/navgraph.yaml", Self.graph)
            repo.link("app/module.yaml", to: target)
            let r = try Self.run(
                ["check", "--format", format, "app/navgraph.yaml"], cwd: repo.dir,
                environment: ["NAVGRAPH_TEST_SECRET": secret])
            #expect(!r.hung)
            #expect(r.status == 1)
            #expect(!r.stdout.contains(secret) && !r.stderr.contains(secret), "as \(format)")
            #expect(r.stdout.contains("(through a symbolic link)"), "as \(format)")
        }
    }

    @Test func aLinkOutOfTheFolderIsRefusedAndNeverPrinted() throws {
        try Self.expectNeverPrinted(linkTo: "../secret.env")
    }

    @Test(
        "a link to the process's environment is refused and never printed",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "needs Linux's /proc"))
    func aLinkToTheEnvironmentIsRefusedAndNeverPrinted() throws {
        try Self.expectNeverPrinted(linkTo: "/proc/self/environ")
    }

    @Test func aGraphNamedThroughALinkOutOfItsFolderIsRefused() throws {
        let repo = try Repository()
        repo.write("secret.env", "TOKEN=x\n")
        repo.link("app/navgraph.yaml", to: "../secret.env")
        let r = try Self.run(["check", "navgraph.yaml"], cwd: repo.dir + "/app")
        #expect(r.status == 66)
        #expect(
            r.stderr
                == "navgraph: error: cannot read graph 'navgraph.yaml': it is a symbolic link to a file outside its directory; name that file itself\n"
        )
    }

    /// A checkout holds no FIFO, but it may hold a link to one (or to `/dev/stdin`): refused at once.
    /// A FIFO named as itself is the user's, and read (`NamedInputTests`).
    @Test func aScriptThatIsALinkToAFIFOIsRefused() throws {
        let repo = try Repository()
        repo.write("app/navgraph.yaml", "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: / }\n")
        _ = mkfifo(repo.dir + "/app/pipe", 0o600)
        repo.link("app/login.navscript", to: "pipe")
        repo.link("app/stdin.navscript", to: "/dev/stdin")
        let r = try Self.run(["sim", "navgraph.yaml", "login.navscript"], cwd: repo.dir + "/app")
        #expect(!r.hung)
        #expect(r.status == 66)
        #expect(r.stderr == "navgraph: error: cannot read script 'login.navscript': is a FIFO, not a regular file\n")
        let s = try Self.run(["sim", "navgraph.yaml", "stdin.navscript"], cwd: repo.dir + "/app")
        #expect(!s.hung)
        #expect(s.status == 66)
        #expect(
            s.stderr
                == "navgraph: error: cannot read script 'stdin.navscript': it is a symbolic link to a file outside its "
                + "directory; name that file itself\n")
    }

    /// Two links to the folder and a module including itself through both:
    /// once a doubling of paths at every level, now one cycle each.
    @Test func twoLinksToTheFolderAreOneFile() throws {
        let r = try Self.checkInclude { repo in
            repo.write("app/module.yaml", "include: [x/module.yaml, y/module.yaml]\nroutes:\n  m: { path: /m }\n")
            repo.link("app/x", to: ".")
            repo.link("app/y", to: ".")
        }
        #expect(!r.hung)
        #expect(r.status == 1)
        #expect(
            r.stdout.split(separator: "\n").map { $0.split(separator: "::").last.map(String.init) ?? "" } == [
                "include cycle: module.yaml -> x/module.yaml",
                "the graph's states were not explored: its errors (include-cycle) leave its navigation undefined, "
                    + "so findings in every state are missing",
                "include cycle: module.yaml -> y/module.yaml",
                "route 'm' is unreachable",
            ])
    }

    @Test func anIncludeChainTenThousandDeepIsChecked() throws {
        let repo = try Repository()
        repo.write(
            "app/navgraph.yaml",
            "navgraph: 1\nname: App\nroot: home\ninclude: [m0.yaml]\nroutes:\n  home: { path: /, to: [last] }\n")
        for i in 0..<10_000 { repo.write("app/m\(i).yaml", "include: [m\(i + 1).yaml]\n") }
        repo.write("app/m10000.yaml", "routes:\n  last: { path: /last }\n")
        let r = try Self.run(["check", "app/navgraph.yaml"], cwd: repo.dir)
        #expect(!r.hung)
        #expect(r.status == 0, "no SIGSEGV (it would read -11)")
        #expect(r.stdout == "0 errors, 0 warnings\n" && r.stderr == "")
    }

    /// The editor opens the graph: the server reads its includes from disk
    /// the same way, and answers `shutdown` instead of hanging on the FIFO.
    @Test func theLanguageServerRefusesTheSameFiles() throws {
        let repo = try Repository()
        let secret = "ghp_SECRET_\(UUID().uuidString)"
        let text =
            "navgraph: 1\nname: App\nroot: home\ninclude: [module.yaml, x/m.yaml]\nroutes:\n  home: { path: / }\n"
        repo.write("app/navgraph.yaml", text)
        repo.write("secret.env", "TOKEN=\(secret)\n")
        _ = mkfifo(repo.dir + "/app/module.yaml", 0o600)
        repo.link("app/m.yaml", to: "../secret.env")
        repo.link("app/x", to: ".")
        let uri = "file://" + repo.dir + "/app/navgraph.yaml"
        let messages: [[String: Any]] = [
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": ["processId": NSNull(), "capabilities": [:]],
            ],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
            ],
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ]
        var input = Data()
        for message in messages {
            let body = try JSONSerialization.data(withJSONObject: message)
            input.append(Data("Content-Length: \(body.count)\r\n\r\n".utf8))
            input.append(body)
        }
        _ = FileManager.default.createFile(atPath: repo.dir + "/lsp.in", contents: input)
        let r = try Self.run(["lsp"], cwd: repo.dir, stdinFrom: repo.dir + "/lsp.in")
        #expect(!r.hung)
        #expect(r.status == 0)
        #expect(
            r.stdout.contains("cannot read included file 'module.yaml': is a FIFO, not a regular file"))
        #expect(r.stdout.contains("include 'x/m.yaml' is outside the root graph's directory (through a symbolic link)"))
        #expect(!r.stdout.contains(secret) && !r.stderr.contains(secret))
    }
}
