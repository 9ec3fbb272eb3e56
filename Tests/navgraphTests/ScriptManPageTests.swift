import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@testable import NavGraphEngine
@testable import NavGraphScript

/// navscript(5) in step with the simulator: its example scripts pass, each rule
/// holds as its example shows, and every command, assertion and failure reason
/// of the parser is on the page (the page's helpers are `ManPageTests`').
@Suite("Man pages: navscript(5)")
struct ScriptManPageTests {
    /// The rules' examples, which run on the Bank graph the page shows.
    static let onBank = "# On the Bank graph above.\n"

    @Test("the example scripts of navscript(5) pass against the example shop graph")
    func scriptExamplesPass() throws {
        let scripts = ManPageTests.literalBlocks(of: "navscript.5").filter {
            $0.contains("scenario \"") && !$0.hasPrefix(Self.onBank)
        }
        #expect(scripts.count == 2)
        let folder = try TemporaryFolder("navgraph-man")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        for (i, script) in scripts.enumerated() {
            let path = dir.appendingPathComponent("example\(i).navscript").path
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            let out = NavGraphBinary.run(["sim", "Fixtures/shop/navgraph.yaml", path])
            #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
            #expect(!out.stdout.contains("FAIL"))
        }
    }

    /// navscript(5) "Waiting navigations, logins and caches": each rule's example
    /// passes on the graph the page shows, and fails when its key line is changed
    /// (so it checks the rule, not nothing).
    @Test("the rules of navscript(5) hold in sim, each shown by its example")
    func ruleExamplesPass() throws {
        let blocks = ManPageTests.literalBlocks(of: "navscript.5")
        let graph = try #require(blocks.first { $0.hasPrefix("navgraph: 1\nname: Bank\n") })
        let scripts = blocks.filter { $0.hasPrefix(Self.onBank) }
        #expect(
            scripts.map { $0.split(separator: "\n")[1] } == [
                "scenario \"logins come in the order of requires\"",
                "scenario \"a second protected deep link replaces the waiting one\"",
                "scenario \"a public deep link while a login waits\"",
                "scenario \"swiping a login away is a cancel\"",
                "scenario \"a screen from a keyed cache keeps its parameters\"",
            ])
        let folder = try TemporaryFolder("navgraph-man")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        let graphPath = dir.appendingPathComponent("bank.yaml").path
        try graph.write(toFile: graphPath, atomically: true, encoding: .utf8)
        #expect(NavGraphBinary.run(["check", graphPath]).status == 0)
        // The key assertion of each rule, and a wrong reading of it.
        let wrong = [
            ("  expect top login\n", "  expect top faceId\n"),
            ("  expect screens [home, login, account]\n", "  expect screens [home, account]\n"),
            ("  expect stack [login, news]\n", "  expect stack [home, news]\n"),
            ("  expect failed unauthorized\n", "  expect ok\n"),
            ("  expect top statement(month: 1)\n", "  expect top statement(month: 2)\n"),
        ]
        for (script, (line, instead)) in zip(scripts, wrong) {
            let path = dir.appendingPathComponent("rule.navscript").path
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            let pass = NavGraphBinary.run(["sim", graphPath, path])
            #expect(pass.status == 0 && pass.stdout.hasSuffix("1 passed, 0 failed\n"), "\(pass.stdout)\(pass.stderr)")
            #expect(script.contains(line))
            try script.replacingOccurrences(of: line, with: instead).write(
                toFile: path, atomically: true, encoding: .utf8)
            #expect(NavGraphBinary.run(["sim", graphPath, path]).status == 1, "\(line) is not checked")
        }
    }

    @Test("the failed-command note navscript(5) quotes is what sim prints")
    func failedCommandNoteQuoted() throws {
        let page = ManPageTests.plain("navscript.5")
        let line = try #require(page.split(separator: "\n").first { $0.hasPrefix(".Ql expect top cart failed:") })
        let quoted = String(line.dropFirst(4).dropLast(2))
        let folder = try TemporaryFolder("navgraph-man")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        let graph = dir.appendingPathComponent("navgraph.yaml").path
        try """
        navgraph: 1
        name: Note
        root: home
        routes:
          home: { path: /, to: [list] }
          list: { path: /list, to: [cart] }
          cart: { path: /cart }
        """.write(toFile: graph, atomically: true, encoding: .utf8)
        // `open cart` on line 12: home has no edge to cart.
        let script = dir.appendingPathComponent("note.navscript").path
        try
            ("scenario \"note\"\n" + String(repeating: "  expect top home\n", count: 10)
            + "  open cart\n  expect top cart\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let out = NavGraphBinary.run(["sim", graph, script])
        #expect(out.status == 1)
        #expect(out.stdout.contains(":13:3: " + quoted + "\n"), "\(out.stdout)")
    }

    @Test("every script command, assertion and failure reason is in navscript(5)")
    func scriptDocumented() {
        let page = ManPageTests.plain("navscript.5")
        for command in ScriptVocabulary.commands {
            #expect(page.contains(".It Ic \(command)"), "command \(command) is not in navscript.5")
        }
        for assertion in ScriptVocabulary.assertions where assertion != "no" {
            #expect(page.contains(".It Ic expect \(assertion)"), "assertion \(assertion) is not in navscript.5")
        }
        for negated in ScriptVocabulary.negated {
            #expect(page.contains(".It Ic expect no \(negated)"), "assertion no \(negated) is not in navscript.5")
        }
        let reasons = Set(ManPageTests.symbolTags(in: ManPageTests.section("DESCRIPTION", of: "navscript.5")))
        for reason in FailureReason.allCases {
            #expect(reasons.contains(reason.rawValue), "failure reason \(reason.rawValue) is not in navscript.5")
        }
    }
}
