import Foundation
import TestSupport
import Testing

@Suite("navgraph cover and check --witness")
struct CoverCommandTests {
    /// This test's own folder, removed when it ends.
    let temporary: TemporaryFolder

    init() throws { temporary = try TemporaryFolder("navgraph-cover") }

    @Test("cover -o writes a suite that passes sim, the same bytes every run, and a summary on stderr")
    func coverWritesASuite() throws {
        let dir = temporary.path
        let graph = "Fixtures/shop/navgraph.yaml"
        let first = NavGraphBinary.run(["cover", graph, "-o", dir + "/a.navscript"])
        let second = NavGraphBinary.run(["cover", graph, "-o", dir + "/b.navscript", "--criterion", "edges"])
        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(first.stdout == "")
        #expect(first.stderr.hasPrefix("cover: 20 scenarios, 69 commands\n  routes: 24 of 24 covered\n"))
        let a = RepoPaths.read(dir + "/a.navscript")
        let b = RepoPaths.read(dir + "/b.navscript")
        #expect(a == b)
        #expect(a.hasPrefix("# navgraph cover --criterion edges: 20 scenarios generated from graph 'Shop'"))
        let sim = NavGraphBinary.run(["sim", graph, dir + "/a.navscript"])
        #expect(sim.status == 0, "\(sim.stdout)")
        #expect(sim.stdout.hasSuffix("20 scenarios: 20 passed, 0 failed\n"))
        // No temporary file is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.navscript", "b.navscript"])
    }

    /// A default holding a line break cannot be written in a script line: the suite leaves it
    /// out of its `open` (which takes the default) and of its assertions, and still runs.
    @Test("cover's suite of the nasty graph (keywords, emoji, a default with a line break) passes sim")
    func aSuiteOfValuesAScriptCannotWrite() throws {
        let dir = temporary.path
        let graph = "Fixtures/codegen/nasty/navgraph.yaml"
        #expect(NavGraphBinary.run(["cover", graph, "--criterion", "all", "-o", dir + "/s.navscript"]).status == 0)
        let suite = RepoPaths.read(dir + "/s.navscript")
        #expect(suite.contains("  open id(in: 00000000-0000-4000-8000-000000000001)\n"))
        let sim = NavGraphBinary.run(["sim", graph, dir + "/s.navscript"])
        #expect(sim.status == 0, "\(sim.stdout)")
        #expect(!sim.stderr.contains("error"), "\(sim.stderr)")
        #expect(sim.stdout.hasSuffix("17 scenarios: 17 passed, 0 failed\n"))
    }

    @Test("cover of a graph with errors exits 1 and writes nothing, like gen")
    func coverRefusesErrors() throws {
        let dir = temporary.path
        let out = NavGraphBinary.run([
            "cover", "Fixtures/cli/graphs/typo.yaml", "-o", dir + "/s.navscript",
            "--color", "never",
        ])
        #expect(out.status == 1)
        #expect(out.stderr.contains("error[unknown-route]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }

    @Test("check --witness writes a script for each finding a run can show, and each passes sim")
    func witnesses() throws {
        let dir = temporary.path
        let graphs = ["deeplink-fails", "endless-navigation", "launch-fails"]
        for name in graphs {
            let graph = "Fixtures/invalid/\(name).yaml"
            let out = NavGraphBinary.run(["check", graph, "--witness", dir + "/" + name, "--color", "never"])
            #expect(out.stdout.contains("= note: path from launch: launch"), "\(name)")
            let written = try FileManager.default.contentsOfDirectory(atPath: dir + "/" + name)
            // The witness, and the manifest that lists it (WitnessFolderTests).
            #expect(written.sorted() == [".navgraph-witnesses", "\(name)-1.navscript"])
            let sim = NavGraphBinary.run(["sim", graph, dir + "/\(name)/\(name)-1.navscript"])
            #expect(sim.status == 0, "\(name): \(sim.stdout)")
            #expect(sim.stdout.hasSuffix("1 scenario: 1 passed, 0 failed\n"), "\(name)")
        }
    }
}

@Suite("navgraph check: explored findings in every format")
struct ExploredFormatTests {
    @Test("json and sarif carry the explored finding with its path note")
    func machineFormats() throws {
        let graph = "Fixtures/invalid/deeplink-fails.yaml"
        let json = NavGraphBinary.run(["check", "--format", "json", graph])
        #expect(json.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(doc["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "deeplink-fails")
        #expect(diagnostics.first?["severity"] as? String == "warning")
        #expect(
            diagnostics.first?["notes"] as? [String]
                == [
                    "give 'help' `embed: stack`, or write `deeplinks: { modals: dismiss }` so that a deep link dismisses it first",
                    "path from launch: launch; open help; deeplink shop://product/1 (fails noStack)",
                ])
        let sarif = NavGraphBinary.run(["check", "--format", "sarif", graph])
        #expect(sarif.stdout.contains("\"ruleId\": \"deeplink-fails\""))
    }
}
