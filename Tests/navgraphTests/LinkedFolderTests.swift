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

/// Outputs through a folder a pull request turned into a link (`Generated ->
/// ../outside/x`): every writer refuses it with exit 73, naming the link, and
/// nothing is written or created outside the working directory. A folder the
/// user names outside it stays theirs, links included.
@Suite("navgraph: outputs through linked folders")
struct LinkedFolderTests {
    let temporary: TemporaryFolder
    /// The checkout, the working directory of every run.
    var work: String { temporary.path + "/work" }
    var outside: String { temporary.path + "/outside" }

    init() throws {
        temporary = try TemporaryFolder("navgraph-linked")
        let fm = FileManager.default
        try fm.createDirectory(atPath: temporary.path + "/outside/x/tests", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: temporary.path + "/work/real", withIntermediateDirectories: true)
        try fm.copyItem(atPath: RepoPaths.fixture("shop/modules"), toPath: work + "/modules")
        try fm.copyItem(atPath: RepoPaths.fixture("shop/navgraph.yaml"), toPath: work + "/navgraph.yaml")
        try fm.copyItem(atPath: RepoPaths.fixture("aasa/navgraph.yaml"), toPath: work + "/aasa.yaml")
        try fm.copyItem(
            atPath: RepoPaths.fixture("invalid/endless-navigation.yaml"), toPath: work + "/endless.yaml")
        try Data("victim\n".utf8).write(to: URL(fileURLWithPath: outside + "/x/Routes.swift"))
        try fm.createSymbolicLink(atPath: work + "/Generated", withDestinationPath: "../outside/x")
    }

    func run(_ arguments: [String]) -> ProcessOutput { NavGraphBinary.run(arguments, cwd: work) }

    /// What the outside folder holds, every file with its contents.
    func outsideFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: outside) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: outside + "/" + name, isDirectory: &isFolder)
            files[name] = isFolder.boolValue ? "/" : try String(contentsOfFile: outside + "/" + name, encoding: .utf8)
        }
        return files
    }

    static let untouched = ["x": "/", "x/tests": "/", "x/Routes.swift": "victim\n"]

    static func refusal(_ path: String, link: String = "Generated") -> String {
        "navgraph: error: cannot write '\(path)': its folder '\(link)' is a symbolic link to '../outside/x', "
            + "which leaves the working directory; outputs go only through folders inside it: remove the link, "
            + "or name the folder it leads to\n"
    }

    @Test("gen -o, gen --check and gen --aasa through a linked folder are refused with exit 73, the link named")
    func gen() throws {
        for (arguments, path) in [
            (["gen", "navgraph.yaml", "-o", "Generated/Routes.swift"], "Generated/Routes.swift"),
            (["gen", "navgraph.yaml", "-o", "Generated/Routes.swift", "--check"], "Generated/Routes.swift"),
            (["gen", "navgraph.yaml", "-o", "./Generated/new/../Routes.swift"], "./Generated/new/../Routes.swift"),
            (
                ["gen", "aasa.yaml", "--aasa", "--app-id", "ABCDE12345.com.example.app", "-o", "Generated/aasa.json"],
                "Generated/aasa.json"
            ),
        ] {
            let result = run(arguments)
            #expect(result.status == 73, "\(arguments)")
            let link = path.hasPrefix("./") ? "./Generated" : "Generated"
            #expect(result.stderr == Self.refusal(path, link: link), "\(arguments)")
            #expect(try outsideFiles() == Self.untouched)
        }
    }

    @Test("gen -o with the absolute path a plugin passes, below the working directory, is confined too")
    func absoluteBelowTheWorkingDirectory() throws {
        let path = work + "/Generated/Routes.swift"
        let result = run(["gen", "navgraph.yaml", "-o", path])
        #expect(result.status == 73)
        #expect(result.stderr == Self.refusal(path, link: work + "/Generated"))
        #expect(try outsideFiles() == Self.untouched)
    }

    @Test("cover -o neither writes nor creates folders through a linked folder")
    func cover() throws {
        for path in ["Generated/tests/x.navscript", "Generated/new/deeper/x.navscript"] {
            let result = run(["cover", "navgraph.yaml", "-o", path])
            #expect(result.status == 73, "\(path)")
            #expect(result.stderr.hasSuffix(Self.refusal(path)), "\(path)")
            #expect(try outsideFiles() == Self.untouched)
        }
    }

    @Test("check --witness into (or below) a linked folder creates nothing outside")
    func witness() throws {
        let result = run(["check", "endless.yaml", "--witness", "Generated/w"])
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "navgraph: error: cannot write witness folder 'Generated/w': its folder 'Generated' is a symbolic "
                + "link to '../outside/x', which leaves the working directory; outputs go only through folders "
                + "inside it: remove the link, or name the folder it leads to\n")
        #expect(try outsideFiles() == Self.untouched)
    }

    @Test("a link that stays inside the working directory is followed, and folders the user names outside are theirs")
    func linksThatAreFine() throws {
        try FileManager.default.createSymbolicLink(atPath: work + "/Inside", withDestinationPath: "real")
        #expect(run(["gen", "navgraph.yaml", "-o", "Inside/Routes.swift"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: work + "/real/Routes.swift"))
        #expect(run(["cover", "navgraph.yaml", "-o", "Inside/tests/x.navscript"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: work + "/real/tests/x.navscript"))
        // A link outside the working directory (as /tmp is on macOS) is the user's to write through.
        try FileManager.default.createSymbolicLink(atPath: temporary.path + "/tmp", withDestinationPath: "outside/x")
        let mine = temporary.path + "/tmp/Routes.swift"
        #expect(run(["gen", "navgraph.yaml", "-o", mine]).status == 0)
        #expect(try String(contentsOfFile: outside + "/x/Routes.swift", encoding: .utf8).hasPrefix("//"))
        #expect(run(["cover", "navgraph.yaml", "-o", "../tmp/made/x.navscript"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: outside + "/x/made/x.navscript"))
    }
}
