import Foundation
import TestSupport
import Testing

/// `Scripts/runtime-sim.sh`: every fixture script, the conformance scenarios of
/// ../shared/conformance and the `cover --criterion all` suite of every fixture
/// graph, run through NavGraphRuntime's Navigator over each graph's generated
/// table, print byte for byte the report of `navgraph sim` and exit as it does,
/// and with `--trace` every step's lines as `navgraph sim --trace` prints them.
/// All of them in one driver build (the script's batch mode).
@Suite(.serialized) struct RuntimeSimScriptTests {
    struct Run {
        var graph: String
        var scripts: [String]
        var trace = false
    }

    static let conformance: String = URL(fileURLWithPath: RepoPaths.root).deletingLastPathComponent()
        .appendingPathComponent("shared/conformance").path

    /// Each fixture script with its graph (`loose.navscript` runs with `sim --loose`, which an
    /// app's navigator never is: it always checks edges).
    static let fixtureRuns = [
        Run(graph: "Fixtures/shop/navgraph.yaml", scripts: ["Fixtures/scripts/corenavigation.navscript"]),
        Run(graph: "Fixtures/shop/navgraph.yaml", scripts: ["Fixtures/scripts/insecurity.navscript"]),
        Run(graph: "Fixtures/shop/navgraph.yaml", scripts: ["Fixtures/scripts/failures.navscript"]),
        Run(graph: "Fixtures/scripts/graphs/router.yaml", scripts: ["Fixtures/scripts/router.navscript"]),
        Run(graph: "Fixtures/scripts/graphs/trips.yaml", scripts: ["Fixtures/scripts/tabs.navscript"]),
        // `restart` is a new navigator given only the saved JSON: what the engine keeps must be saved.
        Run(graph: "Fixtures/scripts/graphs/proofs.yaml", scripts: ["Fixtures/scripts/proofs.navscript"]),
    ]

    /// Every fixture graph (none has errors), whose `cover --criterion all` suites run.
    static let coverGraphs: [String] = {
        var out: [String] = []
        for folder in ["valid", "scripts/graphs", "aasa"] {
            out += FixtureGraph.rootFiles(in: RepoPaths.fixture(folder)).map { "Fixtures/\(folder)/\($0)" }
        }
        return out + [
            "Fixtures/shop/navgraph.yaml", "Fixtures/codegen/tiny/navgraph.yaml",
            "Fixtures/codegen/nasty/navgraph.yaml",
        ]
    }()

    @Test(.enabled(if: FileManager.default.fileExists(atPath: conformance), "../shared/conformance is missing"))
    func everyReportIsTheSimulatorsByteForByte() throws {
        let fm = FileManager.default
        let folder = try TemporaryFolder("runtime-sim")
        defer { withExtendedLifetime(folder) {} }
        let dir = folder.path
        try fm.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)

        var runs = Self.fixtureRuns
        let names = try fm.contentsOfDirectory(atPath: Self.conformance).filter { $0.hasSuffix(".navscript") }.sorted()
        for name in names {
            let base = String(name.dropLast(".navscript".count))
            let flat = Self.conformance + "/graphs/\(base).yaml"
            let graph = fm.fileExists(atPath: flat) ? flat : Self.conformance + "/graphs/\(base)/navgraph.yaml"
            runs.append(Run(graph: graph, scripts: [Self.conformance + "/" + name]))
        }
        for (i, graph) in Self.coverGraphs.enumerated() {
            let suite = dir + "/cover\(i).navscript"
            let cover = NavGraphBinary.run(["cover", graph, "--criterion", "all", "-o", suite])
            #expect(cover.status == 0, "\(graph): \(cover.stderr)")
            runs.append(Run(graph: graph, scripts: [suite]))
        }
        #expect(Self.coverGraphs.count == 14)
        runs += runs.map { Run(graph: $0.graph, scripts: $0.scripts, trace: true) }
        let manifest =
            runs.map { ([$0.graph] + ($0.trace ? ["--trace"] : []) + $0.scripts).joined(separator: "\t") }
            .joined(separator: "\n") + "\n"
        try manifest.write(toFile: dir + "/manifest.tsv", atomically: true, encoding: .utf8)

        var env = ProcessInfo.processInfo.environment
        env["NAVGRAPH"] = NavGraphBinary.path
        let batch = try Subprocess.run(
            "/bin/bash", [RepoPaths.root + "/Scripts/runtime-sim.sh", "--batch", dir + "/manifest.tsv", dir + "/out"],
            cwd: RepoPaths.root, environment: env)
        try #require(batch.status == 0, "\(batch.stderr.suffix(3000))")

        var scenarios = 0
        var conformanceScenarios = 0
        var coverScenarios = 0
        var tracedLines = 0
        for (n, run) in runs.enumerated() {
            let sim = NavGraphBinary.run(["sim", run.graph] + (run.trace ? ["--trace"] : []) + run.scripts)
            let stdout = RepoPaths.read(dir + "/out/\(n + 1).stdout")
            let status = RepoPaths.read(dir + "/out/\(n + 1).status")
            #expect(
                stdout == sim.stdout, "\(run.scripts[0])\(run.trace ? " --trace" : ""): the navigator's report differs")
            #expect(status == "\(sim.status)\n", "\(run.scripts[0])")
            if run.trace {
                tracedLines += stdout.split(separator: "\n").count
                continue
            }
            let count = Int(sim.stdout.split(separator: "\n").last?.split(separator: " ").first ?? "") ?? 0
            scenarios += count
            if run.graph.hasPrefix(Self.conformance) { conformanceScenarios += count }
            if run.scripts[0].hasPrefix(dir) { coverScenarios += count }
        }
        #expect(conformanceScenarios == 200)
        #expect(tracedLines > 10 * scenarios)
        #expect(coverScenarios > 100)
        #expect(scenarios > 300)
    }

    /// One graph and its scripts: the report on standard output and the exit status, as
    /// `navgraph sim` gives them; a script that cannot be read is exit 66, as for sim.
    @Test func oneRunPrintsTheReportAndExitsAsSim() throws {
        var env = ProcessInfo.processInfo.environment
        env["NAVGRAPH"] = NavGraphBinary.path
        let graph = "Fixtures/shop/navgraph.yaml"
        let script = "Fixtures/scripts/failures.navscript"
        let run = try Subprocess.run(
            "/bin/bash", [RepoPaths.root + "/Scripts/runtime-sim.sh", graph, script], cwd: RepoPaths.root,
            environment: env)
        let sim = NavGraphBinary.run(["sim", graph, script])
        #expect(sim.status == 1)
        #expect(run.status == sim.status)
        #expect(run.stdout == sim.stdout)
        #expect(run.stdout.hasSuffix("3 scenarios: 0 passed, 3 failed, 8 script errors\n"))
        let traced = try Subprocess.run(
            "/bin/bash", [RepoPaths.root + "/Scripts/runtime-sim.sh", "--trace", graph, script], cwd: RepoPaths.root,
            environment: env)
        let simTrace = NavGraphBinary.run(["sim", "--trace", graph, script])
        #expect(traced.status == 1)
        #expect(traced.stdout == simTrace.stdout)
        #expect(traced.stdout.contains("\n  launch\n    root main (tabs)\n    navigate home\n"))
        let missing = try Subprocess.run(
            "/bin/bash", [RepoPaths.root + "/Scripts/runtime-sim.sh", graph, "Fixtures/scripts/none.navscript"],
            cwd: RepoPaths.root, environment: env)
        #expect(missing.status == 66)
        #expect(missing.stdout == "")
        #expect(missing.stderr.hasSuffix("navgraph: error: cannot read script 'Fixtures/scripts/none.navscript'\n"))
    }
}
