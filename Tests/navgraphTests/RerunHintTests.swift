import Foundation
import TestSupport
import Testing

/// The command lines printed as hints are shell-quoted (one function,
/// `ShellCommand`), and `gen --check` reads the options a header records
/// from the header's own format, not from a search for " with --".
@Suite("navgraph: rerun hints")
struct RerunHintTests {
    let temporary: TemporaryFolder
    var dir: String { temporary.path }

    init() throws {
        temporary = try TemporaryFolder("navgraph-rerun")
        let graph = "navgraph: 1\nname: Tiny\nroot: home\nroutes:\n  home: { path: / }\n"
        try Data(graph.utf8).write(to: URL(fileURLWithPath: dir + "/g with --runtime.yaml"))
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        try Subprocess.run(NavGraphBinary.path, arguments, cwd: dir, environment: environment)
    }

    @Test("a graph named 'g with --runtime.yaml': the header's default options are read as such")
    func nameWithFlags() throws {
        #expect(try run(["gen", "g with --runtime.yaml", "-o", "R.swift"]).status == 0)
        let check = try run(["gen", "g with --runtime.yaml", "-o", "R.swift", "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        try Data("// edited\n".utf8).write(to: URL(fileURLWithPath: dir + "/R.swift"), options: .atomic)
        let stale = try run(["gen", "g with --runtime.yaml", "-o", "R.swift", "--check"])
        #expect(stale.status == 1)
        #expect(
            stale.stderr
                == "navgraph: error: R.swift is out of date; run: navgraph gen 'g with --runtime.yaml' -o R.swift\n")
        // Made with --runtime, checked without: the recorded options are read from the header's end.
        #expect(try run(["gen", "g with --runtime.yaml", "-o", "R.swift", "--runtime"]).status == 0)
        let other = try run(["gen", "g with --runtime.yaml", "-o", "R.swift", "--check"])
        #expect(
            other.stderr
                == "navgraph: error: R.swift was generated with --runtime, and this run uses the default options\n"
                + "navgraph: note: to check it as it was made, run: navgraph gen 'g with --runtime.yaml' -o R.swift "
                + "--runtime --check\n"
                + "navgraph: note: to remake it with this run's options, run: navgraph gen 'g with --runtime.yaml' "
                + "-o R.swift\n")
    }

    @Test("hostile names are quoted: pasted, the hint runs navgraph and nothing else")
    func hostileNames() throws {
        let name = "$(touch pwned)'; touch pwned2 #.swift"
        let missing = try run(["gen", "g with --runtime.yaml", "-o", name, "--check"])
        #expect(missing.status == 1)
        let hint = String(
            missing.stderr.dropFirst(missing.stderr.range(of: "; run: ")!.upperBound.utf16Offset(in: missing.stderr))
                .dropLast())
        #expect(hint == #"navgraph gen 'g with --runtime.yaml' -o '$(touch pwned)'\''; touch pwned2 #.swift'"#)
        // The hint, run by a shell, makes the file under its own name and touches nothing.
        let shell = try Subprocess.run(
            "/bin/bash", ["-c", "navgraph() { \"$NAVGRAPH\" \"$@\"; }; " + hint], cwd: dir,
            environment: ["NAVGRAPH": NavGraphBinary.path, "PATH": "/usr/bin:/bin"])
        #expect(shell.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/" + name))
        #expect(!FileManager.default.fileExists(atPath: dir + "/pwned"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/pwned2"))
    }

    @Test("a missing file's hint is quoted; the plugins' NAVGRAPH_REMAKE_COMMAND replaces it")
    func missing() throws {
        let missing = try run(["gen", "g with --runtime.yaml", "-o", "it's; here.swift", "--check"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == #"navgraph: error: it's; here.swift does not exist; run: navgraph gen 'g with --runtime.yaml' -o 'it'\''s; here.swift'"#
                + "\n")
        let plugin = try run(
            ["gen", "g with --runtime.yaml", "-o", "R.swift", "--check"],
            environment: ["NAVGRAPH_REMAKE_COMMAND": "swift package generate-routes"])
        #expect(plugin.stderr == "navgraph: error: R.swift does not exist; run: swift package generate-routes\n")
    }
}
