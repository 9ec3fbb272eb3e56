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

/// `check --witness DIR` replaces its own earlier witnesses and nothing
/// else, writes the folder all at once or not at all, and says which mistake
/// a bad DIR is.
@Suite("navgraph check --witness: the folder")
struct WitnessFolderTests {
    let temporary: TemporaryFolder
    var dir: String { temporary.path }

    init() throws {
        temporary = try TemporaryFolder("navgraph-witness")
    }

    func check(_ graphs: [String], into folder: String) -> ProcessOutput {
        NavGraphBinary.run(["check"] + graphs.map { "Fixtures/invalid/\($0).yaml" } + ["--witness", folder])
    }

    /// The folder's files but the manifest (`manifest()` reads it).
    func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != ".navgraph-witnesses" }.sorted()
    }

    func manifest(_ folder: String) -> String? { read(folder + "/.navgraph-witnesses") }

    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

    @Test("a later run replaces the earlier run's witnesses and leaves the user's files alone")
    func replacesOwnWitnesses() throws {
        let folder = dir + "/w"
        #expect(check(["endless-navigation"], into: folder).status == 1)
        #expect(try listing(folder) == ["endless-navigation-1.navscript"])
        try write("my notes\n", to: folder + "/notes.txt")
        // Named like a witness, but not one: its first line is not "# deeplink-fails: ...".
        try write("# mine\n", to: folder + "/deeplink-fails-2.navscript")
        try write("# unknown-thing: not a diagnostic code\n", to: folder + "/unknown-thing-1.navscript")
        #expect(check(["deeplink-fails"], into: folder).status == 0, "a warning")
        #expect(
            try listing(folder) == [
                "deeplink-fails-1.navscript", "deeplink-fails-2.navscript", "notes.txt", "unknown-thing-1.navscript",
            ])
        #expect(read(folder + "/deeplink-fails-1.navscript")?.hasPrefix("# deeplink-fails: ") == true)
        #expect(read(folder + "/deeplink-fails-2.navscript") == "# mine\n")
        #expect(read(folder + "/notes.txt") == "my notes\n")
    }

    @Test("a write that fails leaves the folder as it was: no new witness, no temporary file, old ones kept")
    func allOrNothing() throws {
        let folder = dir + "/w"
        #expect(check(["endless-navigation"], into: folder).status == 1)
        let old = read(folder + "/endless-navigation-1.navscript")
        try write("secret\n", to: dir + "/victim")
        // The second witness of the next run is a planted link: refused, after the first was written.
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/launch-fails-1.navscript", withDestinationPath: "../victim")
        let result = check(["deeplink-fails", "launch-fails"], into: folder)
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "navgraph: error: cannot write '\(folder)/launch-fails-1.navscript': is a symbolic link (to '../victim'); "
                + "outputs are never written through links: remove the link, or write to the file it names\n")
        #expect(try listing(folder) == ["endless-navigation-1.navscript", "launch-fails-1.navscript"])
        #expect(read(folder + "/endless-navigation-1.navscript") == old)
        #expect(read(dir + "/victim") == "secret\n")
    }

    @Test("a folder the run created is removed again when a write fails (a file size limit of 0)")
    func createdFolderRemoved() throws {
        let folder = dir + "/new"
        let result = try Subprocess.run(
            "/bin/bash",
            [
                "-c",
                "trap '' XFSZ; (ulimit -f 0; exec \"$0\" check Fixtures/invalid/deeplink-fails.yaml --witness \"$1\" "
                    + ">/dev/null) 2>&1 | cat; echo ${PIPESTATUS[0]}",
                NavGraphBinary.path, folder,
            ],
            cwd: RepoPaths.root)
        #expect(
            result.stdout
                == "navgraph: error: cannot write '\(folder)/deeplink-fails-1.navscript': File too large\n74\n")
        #expect(try listing(dir) == [])
    }

    @Test(
        "a folder that cannot be created is said so, and nothing is left behind",
        .enabled(if: geteuid() != 0, "root writes into a read-only folder, so the failure cannot be staged"))
    func parentNotWritable() throws {
        let parent = dir + "/p"
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        chmod(parent, 0o555)
        defer { chmod(parent, 0o755) }
        let result = check(["deeplink-fails"], into: parent + "/w")
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "navgraph: error: cannot create witness folder '\(parent)/w': its parent folder is not writable\n")
        #expect(try listing(parent) == [])
    }

    @Test("a file navgraph did not write, where a witness goes, is refused (exit 73) and kept")
    func aUsersFileInTheWay() throws {
        let folder = dir + "/w"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try write("my precious test\n", to: folder + "/deeplink-fails-1.navscript")
        let result = check(["deeplink-fails"], into: folder)
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "navgraph: error: cannot write '\(folder)/deeplink-fails-1.navscript': navgraph did not write it "
                + "(a witness begins '# <code>: '); move it, or give another folder\n")
        #expect(try listing(folder) == ["deeplink-fails-1.navscript"])
        #expect(read(folder + "/deeplink-fails-1.navscript") == "my precious test\n")
    }

    @Test("the graph itself, named and begun like a witness, is neither replaced nor removed")
    func theGraphIsNeverAWitness() throws {
        let graph = try #require(read("Fixtures/invalid/deeplink-fails.yaml"))
        let path = dir + "/deeplink-fails-1.navscript"
        try write("# deeplink-fails: looks like a witness\n" + graph, to: path)
        let result = NavGraphBinary.run(["check", path, "--witness", dir])
        #expect(result.status == 73)
        #expect(
            result.stderr.hasPrefix(
                "navgraph: error: cannot write '\(dir)/deeplink-fails-1.navscript': is an input of this run"),
            "\(result.stderr)")
        #expect(try listing(dir) == ["deeplink-fails-1.navscript"])
        #expect(read(path) == "# deeplink-fails: looks like a witness\n" + graph)
    }

    /// Files of the repository named and begun like witnesses were once removed as stale:
    /// only the witnesses a run listed in the folder's manifest are this command's own.
    @Test("only the witnesses listed in the manifest are removed; a look-alike stays")
    func onlyListedWitnessesAreRemoved() throws {
        let folder = dir + "/w"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try write("# deeplink-fails: a test of the repository\n", to: folder + "/deeplink-fails-7.navscript")
        #expect(check(["endless-navigation"], into: folder).status == 1)
        #expect(try listing(folder) == ["deeplink-fails-7.navscript", "endless-navigation-1.navscript"])
        #expect(
            manifest(folder)
                == "# the witnesses navgraph check --witness wrote here; it removes or replaces no other file\n"
                + "endless-navigation-1.navscript\n")
        // The next run removes its own stale witness, not the look-alike.
        #expect(check(["deeplink-fails"], into: folder).status == 0)
        #expect(try listing(folder) == ["deeplink-fails-1.navscript", "deeplink-fails-7.navscript"])
        #expect(read(folder + "/deeplink-fails-7.navscript") == "# deeplink-fails: a test of the repository\n")
        #expect(manifest(folder)?.hasSuffix("\ndeeplink-fails-1.navscript\n") == true)
    }

    @Test("a link to a folder is refused however it is written (link/, link/.); an empty DIR is a usage error")
    func aLinkWithATrailingSlash() throws {
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/real")
        for given in ["link", "link/", "link/."] {
            let result = check(["deeplink-fails"], into: dir + "/" + given)
            #expect(result.status == 73, "\(given)")
            #expect(
                result.stderr
                    == "navgraph: error: witness folder '\(dir)/link' is a symbolic link; give the folder itself\n")
        }
        #expect(try listing(dir + "/real") == [])
        #expect(check(["deeplink-fails"], into: "").status == 64)
    }

    @Test("each mistake in DIR has its own message (exit 73), instead of 'Not a directory'")
    func mistakes() throws {
        try write("a file\n", to: dir + "/file")
        let cases: [(String, String)] = [
            (dir + "/file", "witness folder '\(dir)/file' is a file, not a folder"),
            (dir + "/missing/w", "cannot create witness folder '\(dir)/missing/w': its parent folder does not exist"),
            (
                dir + "/file/w",
                "cannot create witness folder '\(dir)/file/w': a part of its path is a file, not a folder"
            ),
        ]
        for (folder, message) in cases {
            let result = check(["deeplink-fails"], into: folder)
            #expect(result.status == 73, "\(folder)")
            #expect(result.stderr == "navgraph: error: \(message)\n")
        }
        #expect(read(dir + "/file") == "a file\n")
    }

    /// Each witness once held its folder open until the rename: 100 of them under a limit of 40
    /// descriptors (macOS's default is 256) failed with "Too many open files".
    @Test("a hundred witnesses are written through one open folder, within 40 file descriptors")
    func manyWitnessesShareTheirFolder() throws {
        let routes = (0..<100).map { "  r\($0): { path: /r\($0), presentation: root }\n" }.joined()
        let list = (0..<100).map { "r\($0)" }.joined(separator: ", ")
        try write(
            "navgraph: 1\nname: Shop\nroot: home\nroutes:\n  home: { path: /, to: [\(list)] }\n" + routes,
            to: dir + "/many.yaml")
        let result = try Subprocess.run(
            "/bin/bash",
            [
                "-c", "ulimit -n 40; exec \"$0\" check \"$1\" --witness \"$2\" > /dev/null", NavGraphBinary.path,
                dir + "/many.yaml", dir + "/w",
            ],
            cwd: RepoPaths.root)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(try listing(dir + "/w") == (1...100).map { "no-way-out-\($0).navscript" }.sorted())
    }
}
