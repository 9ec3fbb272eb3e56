import Foundation
import TestSupport
import Testing

/// File names reach the terminal as safely as messages do (`String.terminalSafe`):
/// a module named with escapes (clear screen, window title, OSC 8 and 52)
/// prints its control characters as U+FFFD in the `file:line:col` headers,
/// the "cannot read" and "cannot write" messages and `gen --check`'s diff.
@Suite("navgraph: file names made terminal-safe")
struct TerminalSafeNamesTests {
    let temporary: TemporaryFolder
    var dir: String { temporary.path }
    static let hostile = "m\u{1B}[2J\u{1B}]0;PWNED\u{07}.yaml"
    static let shown = "m\u{FFFD}[2J\u{FFFD}]0;PWNED\u{FFFD}.yaml"

    init() throws {
        temporary = try TemporaryFolder("navgraph-names")
        let graph =
            "navgraph: 1\nname: App\nroot: home\ninclude: [\"m\\e[2J\\e]0;PWNED\\a.yaml\"]\nroutes:\n  home: { path: / }\n"
        try Data(graph.utf8).write(to: URL(fileURLWithPath: dir + "/navgraph.yaml"))
        try Data("routes:\n  home2: { path: /x, to: [nowhere] }\n".utf8).write(
            to: URL(fileURLWithPath: dir + "/" + Self.hostile))
    }

    func run(_ arguments: [String]) -> ProcessOutput { NavGraphBinary.run(arguments, cwd: dir) }

    @Test("a finding in a module named with escapes: the header names it terminal-safe")
    func headers() {
        let result = run(["check", "--color", "never", "navgraph.yaml"])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
        #expect(result.stdout.contains("\(Self.shown):2:27: error[unknown-route]"))
    }

    @Test("cannot read and cannot write messages name the file terminal-safe")
    func messages() {
        let read = run(["check", "x" + Self.hostile])
        #expect(read.status == 66)
        #expect(read.stderr == "navgraph: error: cannot read graph 'x\(Self.shown)': no such file\n")
        let write = run(["gen", "navgraph.yaml", "-o", "no/" + Self.hostile])
        #expect(!write.stderr.contains("\u{1B}"))
    }

    @Test("gen --check's diff shows names and lines terminal-safe")
    func diff() throws {
        let fixed = "navgraph: 1\nname: App\nroot: home\nroutes:\n  home: { path: / }\n"
        try Data(fixed.utf8).write(to: URL(fileURLWithPath: dir + "/g.yaml"))
        try Data("// \u{1B}]52;c;cm0gLXJmIH4=\u{07}\n".utf8).write(to: URL(fileURLWithPath: dir + "/" + Self.hostile))
        let result = run(["gen", "g.yaml", "-o", Self.hostile, "--check"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("--- \(Self.shown)\n+++ generated from g.yaml\n"))
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"))
    }
}
