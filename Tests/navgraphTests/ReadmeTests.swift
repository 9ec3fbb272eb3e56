import Foundation
import TestSupport
import Testing

/// The README's examples are real: its graph checks clean, and the output it
/// shows is what `navgraph check` prints today. The pages it links to (the
/// benchmarks' figures, how to contribute and fuzz) name scripts that exist.
@Suite("README examples")
struct ReadmeTests {
    let readme = RepoPaths.read(RepoPaths.root + "/README.md")

    /// The first fenced block of `language` after `heading`.
    func block(after heading: String, language: String) -> String? {
        guard let h = readme.range(of: heading),
            let open = readme.range(of: "```" + language + "\n", range: h.upperBound..<readme.endIndex),
            let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[open.upperBound..<close.lowerBound]) + "\n"
    }

    @Test("the graph under 'A graph' checks clean, with no warnings")
    func exampleGraph() throws {
        let graph = try #require(block(after: "## A graph", language: "yaml"))
        let out = NavGraphBinary.run(["check", "--strict", "-"], stdin: graph)
        #expect(out.status == 0, "\(out.stdout)")
        #expect(out.stdout == "0 errors, 0 warnings\n")
    }

    @Test("the check output shown is what check prints")
    func checkOutput() throws {
        let shown = try #require(block(after: "## navgraph check", language: ""))
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        let command = try #require(lines.first)
        #expect(command.hasPrefix("$ navgraph check "))
        let args = command.dropFirst(2).split(separator: " ").dropFirst().map(String.init)
        let out = NavGraphBinary.run(args)
        #expect(out.stdout == lines.dropFirst().joined(separator: "\n"))
    }

    @Test("the quick start names scripts that exist")
    func quickStart() {
        for script in ["Scripts/example.sh", "Scripts/test.sh"] {
            #expect(readme.contains(script))
            #expect(FileManager.default.isExecutableFile(atPath: RepoPaths.root + "/" + script))
        }
        #expect(RepoPaths.read(RepoPaths.root + "/.ci/run").contains("Scripts/test.sh"))
    }

    @Test("the gen section names the deep-link entry points and every reason the table gives")
    func genEntryPoints() throws {
        let start = try #require(readme.range(of: "## navgraph gen"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let section = readme[start.upperBound..<end]
        let reasons = GeneratedEntryPoints.failureReasons()
        #expect(reasons == ["noMatch", "notExternal", "badParameter", "missingParameter"])
        for name in GeneratedEntryPoints.names + reasons {
            #expect(section.contains(name), "README's 'navgraph gen' does not name \(name)")
        }
    }

    @Test("the benchmark and fuzzing scripts named exist; fuzz.sh lists the targets described, each with a dictionary")
    func benchmarksAndFuzzing() throws {
        let benchmarks = RepoPaths.read(RepoPaths.root + "/Benchmarks/README.md")
        let contributing = RepoPaths.read(RepoPaths.root + "/CONTRIBUTING.md")
        for script in ["Benchmarks/check.sh", "Benchmarks/hostile.sh"] {
            #expect(benchmarks.contains("`\(script)"), "\(script)")
            #expect(FileManager.default.isExecutableFile(atPath: RepoPaths.root + "/" + script), "\(script)")
        }
        #expect(contributing.contains("`Scripts/fuzz.sh"))
        #expect(FileManager.default.isExecutableFile(atPath: RepoPaths.root + "/Scripts/fuzz.sh"))
        let list = try #require(ExternalTool.run("bash", [RepoPaths.root + "/Scripts/fuzz.sh", "--list"]))
        #expect(list.stdout == "check\nscript\nroute\npieces\nruntime\n")
        for target in list.stdout.split(separator: "\n") {
            #expect(contributing.contains("`\(target)`: "), "\(target)")
            #expect(FileManager.default.fileExists(atPath: RepoPaths.root + "/Fuzz/Dictionaries/\(target).dict"))
        }
    }

    @Test("the README fits in 300 lines, and every file it and the pages it links to link to exists")
    func links() {
        #expect(readme.filter { $0 == "\n" }.count <= 300)
        let pages = [
            "README.md", "docs/app.md", "docs/ci.md", "docs/commands.md", "docs/editors.md", "docs/plugins.md",
            "Benchmarks/README.md", "CONTRIBUTING.md", "ARCHITECTURE.md",
        ]
        for page in pages {
            let text = RepoPaths.read(RepoPaths.root + "/" + page)
            #expect(page == "README.md" || readme.contains("](\(page))"), "the README does not link to \(page)")
            let folder = (RepoPaths.root + "/" + page as NSString).deletingLastPathComponent
            var rest = text[...]
            while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")") {
                let target = String(rest[open.upperBound..<close])
                if !target.hasPrefix("http") {
                    #expect(FileManager.default.fileExists(atPath: folder + "/" + target), "\(page): \(target)")
                }
                rest = rest[close...]
            }
        }
    }
}
