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

/// What the user names on the command line is theirs to read: `-`,
/// `/dev/stdin`, `/dev/fd/N` (a shell's `<(...)`) and a FIFO named as
/// itself, so `generate | navgraph sim graph.yaml -` works. The hardening
/// against what a repository plants stays (`HostileReadTests`).
@Suite("navgraph: standard input and FIFOs named on the command line")
struct NamedInputTests {
    let temporary: TemporaryFolder
    var dir: String { temporary.path }

    init() throws {
        temporary = try TemporaryFolder("navgraph-named")
        try Data(Self.graph.utf8).write(to: URL(fileURLWithPath: dir + "/navgraph.yaml"))
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: dir + "/s.navscript"))
    }

    static let graph =
        "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: /, to: [next] }\n  next: { path: /next }\n"
    static let script = "scenario \"piped\"\n  open next\n  expect stack [home, next]\n"

    /// A bash command line in the folder, with `$NAVGRAPH` the binary.
    func shell(_ script: String) throws -> ProcessOutput {
        try Subprocess.run(
            "/bin/bash", ["-c", script], cwd: dir,
            environment: ["NAVGRAPH": NavGraphBinary.path, "PATH": "/usr/bin:/bin"])
    }

    @Test("sim reads a script from a pipe as -, /dev/stdin and /dev/fd/N, and from a FIFO named as itself")
    func scripts() throws {
        for (line, name) in [
            (#"cat s.navscript | "$NAVGRAPH" sim navgraph.yaml -"#, "<stdin>"),
            (#"cat s.navscript | "$NAVGRAPH" sim navgraph.yaml /dev/stdin"#, "<stdin>"),
            (#""$NAVGRAPH" sim navgraph.yaml /dev/stdin < s.navscript"#, "<stdin>"),
            (#"exec 5< s.navscript; "$NAVGRAPH" sim navgraph.yaml /dev/fd/5"#, "/dev/fd/5"),
            (#"mkfifo pipe; cat s.navscript > pipe & "$NAVGRAPH" sim navgraph.yaml pipe; rm pipe"#, "pipe"),
        ] {
            let result = try shell(line)
            #expect(result.status == 0, "\(line): \(result.stderr)")
            #expect(result.stdout == "PASS \(name):1: piped\n1 scenario: 1 passed, 0 failed\n", "\(line)")
        }
    }

    @Test("a graph from a pipe as /dev/stdin is checked; standard input named twice is a usage error")
    func graphs() throws {
        let result = try shell(#"cat navgraph.yaml | "$NAVGRAPH" check /dev/stdin"#)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings\n")
        let twice = try shell(#""$NAVGRAPH" sim - /dev/stdin < navgraph.yaml"#)
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("Error: standard input ('-') can be read only once\n"))
    }
}
