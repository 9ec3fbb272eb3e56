import Foundation
import TestSupport
import Testing

/// `cover -o` into folders that do not exist yet, and `cover -o FILE --check` for CI.
@Suite("navgraph cover -o and --check")
struct CoverCheckTests {
    let graph = "Fixtures/valid/navigationrouter-tabs.yaml"
    /// This test's own folder, removed when it ends.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("navgraph-cover-check") }

    @Test func outputFoldersAreCreatedAndCheckComparesTheSuite() throws {
        // Folders the run creates, inside this test's own.
        let dir = temporary.path + "/out"
        let suite = dir + "/tests/flows/suite.navscript"
        let write = NavGraphBinary.run(["cover", graph, "-o", suite])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(RepoPaths.read(suite).hasPrefix("# navgraph cover --criterion edges:"))
        let check = NavGraphBinary.run(["cover", graph, "-o", suite, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "" && check.stderr == "")
        // A stale suite: a short diff on stdout, the command to regenerate on stderr.
        try RepoPaths.read(suite).replacingOccurrences(of: "  tab view2A\n", with: "  tab view1A\n").write(
            toFile: suite, atomically: true, encoding: .utf8)
        let stale = NavGraphBinary.run(["cover", graph, "-o", suite, "--check"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("-  tab view1A\n+  tab view2A\n"), "\(stale.stdout)")
        #expect(stale.stdout.split(separator: "\n").count < 12)
        #expect(
            stale.stderr
                == "navgraph: error: \(suite) is out of date; run: navgraph cover \(graph) --criterion edges -o \(suite)\n"
        )
        // Another criterion makes another suite: the check says which one the file holds.
        let other = NavGraphBinary.run(["cover", graph, "--criterion", "all", "-o", suite, "--check"])
        #expect(other.status == 1)
        #expect(
            other.stderr
                == "navgraph: error: \(suite) was generated with --criterion edges, not all\n"
                + "navgraph: note: check it with: navgraph cover \(graph) --criterion edges -o \(suite) --check\n"
        )
        let missing = NavGraphBinary.run(["cover", graph, "-o", dir + "/none.navscript", "--check"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.hasSuffix(
                "none.navscript does not exist; run: navgraph cover \(graph) --criterion edges -o \(dir)/none.navscript\n"
            ))
        // The check writes nothing, not even the folders of a file that does not exist.
        #expect(!FileManager.default.fileExists(atPath: dir + "/none.navscript"))
        let noFolder = NavGraphBinary.run(["cover", graph, "-o", dir + "/new/none.navscript", "--check"])
        #expect(noFolder.status == 1)
        #expect(!FileManager.default.fileExists(atPath: dir + "/new"))
        let noFile = NavGraphBinary.run(["cover", graph, "--check"])
        #expect(noFile.status == 64)
        #expect(noFile.stderr.contains("--check needs the file to compare: -o FILE"), "\(noFile.stderr)")
    }

    /// `cover GRAPH --check FILE`, the spelling before 0.2, still checks FILE, with a
    /// warning that names today's spelling: a CI step keeps working until it is updated.
    @Test func theEarlierSpellingStillChecksWithAWarning() throws {
        let suite = temporary.path + "/suite.navscript"
        #expect(NavGraphBinary.run(["cover", graph, "-o", suite]).status == 0)
        let warning =
            "navgraph: warning: 'cover --check FILE' is deprecated: write 'cover GRAPH -o \(suite) --check', "
            + "as 'gen' checks its file\n"
        for spelling in [
            ["cover", graph, "--check", suite], ["cover", "--check", suite, graph],
            ["cover", graph, "--check=" + suite],
        ] {
            let run = NavGraphBinary.run(spelling)
            #expect(run.status == 0, "\(spelling): \(run.stderr)")
            #expect(run.stdout == "" && run.stderr == warning, "\(spelling)")
        }
        // Still a check: a stale file fails it, and nothing is written.
        try "scenario \"x\"\n".write(toFile: suite, atomically: true, encoding: .utf8)
        let stale = NavGraphBinary.run(["cover", graph, "--check", suite])
        #expect(stale.status == 1)
        #expect(stale.stderr.hasPrefix(warning + "navgraph: error: \(suite) is out of date"), "\(stale.stderr)")
        #expect(RepoPaths.read(suite) == "scenario \"x\"\n")
        // With -o the line is today's spelling: `--check` takes no file, so a second one is a usage error.
        #expect(NavGraphBinary.run(["cover", graph, "--check", suite, "-o", suite]).status == 64)
    }

    /// This test's folder, holding one empty file, `file`.
    func folderHoldingAFile() throws -> String {
        try "".write(toFile: temporary.path + "/file", atomically: true, encoding: .utf8)
        return temporary.path
    }

    @Test func emptyAndStandardInputFilesAreUsageErrors() {
        #expect(NavGraphBinary.run(["cover", graph, "-o", ""]).status == 64)
        #expect(NavGraphBinary.run(["cover", graph, "-o", "-", "--check"]).status == 64)
        #expect(NavGraphBinary.run(["cover", graph, "--check", "-"]).status == 64)
        #expect(NavGraphBinary.run(["gen", graph, "-o", ""]).status == 64)
        #expect(NavGraphBinary.run(["gen", "-", "--config", "-"], stdin: "access: public\n").status == 64)
    }

    @Test func aFileWhereAFolderBelongsIsAOneLineError() throws {
        let dir = try folderHoldingAFile()
        let run = NavGraphBinary.run(["cover", graph, "-o", dir + "/file/suite.navscript"])
        // Exit 73, as every output that cannot be created (navgraph(1), EXIT STATUS).
        #expect(run.status == 73)
        #expect(
            run.stderr == "navgraph: error: cannot write '\(dir)/file/suite.navscript': '\(dir)/file' is not a folder\n"
        )
    }

    /// A file on the way to a folder that does not exist yet: the folder that cannot be made,
    /// and why, in one line.
    @Test func aFileOnThePathOfNewFoldersIsAOneLineError() throws {
        let dir = try folderHoldingAFile()
        let run = NavGraphBinary.run(["cover", graph, "-o", dir + "/file/new/suite.navscript"])
        #expect(run.status == 73)
        #expect(run.stderr == "navgraph: error: cannot create the folder '\(dir)/file/new': Not a directory\n")
        // A relative folder is made where the command runs.
        let relative = NavGraphBinary.run(
            ["cover", RepoPaths.root + "/" + graph, "-o", "new/suite.navscript"], cwd: dir)
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(RepoPaths.read(dir + "/new/suite.navscript").hasPrefix("# navgraph cover"))
    }

    /// While the `terms` sheet covers the tab bar, no user taps a tab: the
    /// scenario for the tab finishes the sheet first (`tab` stays a script
    /// command: an app's code may select a tab under a modal).
    @Test func scenariosTapNoTabUnderAModal() {
        let suite = NavGraphBinary.run(["cover", graph]).stdout
        #expect(
            suite.contains(
                """
                scenario "tab view2A"
                  expect ok
                  expect top terms
                  expect stack [terms]
                  expect pending
                  finish
                  expect ok
                  expect top view2A
                  expect stack [view2A]
                  expect no pending
                  tab view2A

                """))
        #expect(!suite.contains("  expect pending\n  tab "))
    }
}
