import Foundation
import TestSupport
import Testing

@Suite("navgraph check")
struct CheckCommandTests {
    let typo = "Fixtures/cli/graphs/typo.yaml"

    @Test("output is identical from run to run, in every format")
    func deterministic() {
        for format in ["human", "json", "sarif", "github"] {
            let a = NavGraphBinary.run(["check", "--format", format, typo])
            let b = NavGraphBinary.run(["check", "--format", format, typo])
            #expect(a.stdout == b.stdout, "\(format) differs between runs")
            #expect(!a.stdout.isEmpty)
        }
    }

    @Test("json output is one JSON document with the documented fields")
    func jsonShape() throws {
        let out = NavGraphBinary.run(["check", "--format", "json", typo])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #expect(doc["version"] as? Int == 1)
        let diagnostics = try #require(doc["diagnostics"] as? [[String: Any]])
        #expect((doc["errors"] as? Int ?? 0) >= 1)
        // Notes (here: the graph was not explored) are counted in neither.
        let notes = diagnostics.filter { $0["severity"] as? String == "note" }.count
        #expect(notes == 1)
        #expect(diagnostics.count == (doc["errors"] as? Int ?? 0) + (doc["warnings"] as? Int ?? 0) + notes)
        for d in diagnostics {
            for key in ["severity", "code", "message", "file", "line", "column", "endLine", "endColumn", "notes"] {
                #expect(d[key] != nil, "missing \(key)")
            }
            #expect(d["file"] as? String == typo)
        }
        let codes = diagnostics.compactMap { $0["code"] as? String }
        #expect(codes.contains("unknown-route"))
    }

    @Test("sarif output is SARIF 2.1.0 with every rule listed")
    func sarifShape() throws {
        let out = NavGraphBinary.run(["check", "--format", "sarif", typo])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #expect(doc["version"] as? String == "2.1.0")
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navgraph")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.contains("unknown-route"))
        #expect(ruleIDs.contains("unreachable-route"))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for r in results {
            let id = try #require(r["ruleId"] as? String)
            let index = try #require(r["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == id)
            let location = try #require(
                (r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
        }
    }

    @Test("NO_COLOR and --color never keep escapes out; --color always puts them in")
    func colour() {
        let always = NavGraphBinary.run(["check", "--color", "always", typo])
        #expect(always.stdout.contains("\u{1B}["))
        let never = NavGraphBinary.run(["check", "--color", "never", typo])
        #expect(!never.stdout.contains("\u{1B}["))
        // Not a terminal: auto means no colour.
        let auto = NavGraphBinary.run(["check", typo], environment: ["NO_COLOR": "1"])
        #expect(!auto.stdout.contains("\u{1B}["))
    }

    @Test("two graphs including one module: its findings once, in one sorted list, whatever the order")
    func sharedModule() {
        let dir = RepoPaths.fixture("cli/graphs/shared-module")
        let one = NavGraphBinary.run(["check", "--color", "never", "shop.yaml", "admin.yaml"], cwd: dir)
        let other = NavGraphBinary.run(["check", "--color", "never", "admin.yaml", "shop.yaml"], cwd: dir)
        #expect(one.status == 1)
        #expect(one.stdout == other.stdout)
        #expect(one.stdout.components(separatedBy: "error[unknown-key]").count == 2, "\(one.stdout)")
        #expect(one.stdout.components(separatedBy: "note[not-explored]").count == 2, "\(one.stdout)")
        #expect(
            one.stdout.hasPrefix(
                "modules/account.yaml:2:30: error[unknown-key]: unknown key 'colour' in route 'profile'"))
        #expect(one.stdout.hasSuffix("1 error, 0 warnings\n"))
        let json = NavGraphBinary.run(["check", "--format", "json", "admin.yaml", "shop.yaml"], cwd: dir)
        #expect(json.stdout.contains("\"errors\": 1,"))
    }

    @Test(
        "every yaml-test-suite input exits 1 with positioned diagnostics, never a crash",
        .enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"))
    func yamlTestSuite() throws {
        let corpus = try #require(RepoPaths.corpus)
        let dir = corpus + "/yaml-test-suite"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count > 300)
        // One process for all of them keeps the test fast; each file is its own report.
        let out = NavGraphBinary.run(["check", "--format", "github"] + files.map { dir + "/" + $0 })
        #expect(out.status == 1)
        let lines = out.stdout.split(separator: "\n")
        for file in files {
            let path = dir + "/" + file
            let mine = lines.filter { $0.contains("file=\(path),") }
            #expect(!mine.isEmpty, "\(file): no diagnostic")
            #expect(mine.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
        }
    }
}
