import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// The fixture scripts of Fixtures/scripts: their traces, byte for byte, and
/// the three output formats of the script that fails on purpose.
@Suite("Fixture scripts and golden traces")
struct FixtureGoldenTests {
    struct Fixture: Sendable, CustomStringConvertible {
        var script: String
        var graph: String
        var description: String { script }
    }

    static let passing = [
        Fixture(script: "corenavigation", graph: "Fixtures/shop/navgraph.yaml"),
        Fixture(script: "insecurity", graph: "Fixtures/shop/navgraph.yaml"),
        Fixture(script: "router", graph: "Fixtures/scripts/graphs/router.yaml"),
        Fixture(script: "tabs", graph: "Fixtures/scripts/graphs/trips.yaml"),
    ]

    static func run(_ script: String, graph: String, record: Bool = true) -> SimRun {
        let path = "Fixtures/scripts/\(script).navscript"
        return SimHarness.run(
            SimHarness.load(graph), script: RepoPaths.read(RepoPaths.root + "/" + path),
            name: path, record: record)
    }

    @Test("each flow passes and its trace matches the golden", arguments: passing)
    func flow(_ f: Fixture) {
        let run = Self.run(f.script, graph: f.graph)
        #expect(run.diagnostics == [])
        #expect(run.failures == [])
        #expect(run.report.scenarios.count >= 4)
        #expect(Golden.mismatch(run.trace, golden: "scripts/golden/\(f.script).trace.txt") == nil)
    }

    @Test("the same script gives the same trace, byte for byte", arguments: passing)
    func deterministic(_ f: Fixture) {
        let a = Self.run(f.script, graph: f.graph)
        let b = Self.run(f.script, graph: f.graph)
        #expect(a.trace == b.trace)
        #expect(SimRenderer.json(a.report, sources: a.sources) == SimRenderer.json(b.report, sources: b.sources))
    }

    @Test("a run without recording gives the same verdicts as one with")
    func recordingDoesNotChangeVerdicts() {
        for f in Self.passing + [Fixture(script: "failures", graph: "Fixtures/shop/navgraph.yaml")] {
            let a = Self.run(f.script, graph: f.graph, record: true)
            let b = Self.run(f.script, graph: f.graph, record: false)
            #expect(a.failures == b.failures, "\(f.script)")
            #expect(b.report.scenarios.allSatisfy { $0.steps.isEmpty })
        }
    }

    @Test("the failing script: every failure with file:line:col, expected and found (human)")
    func failingHuman() {
        let run = Self.run("failures", graph: "Fixtures/shop/navgraph.yaml")
        #expect(!run.report.passed)
        #expect(run.report.failedCount == 3)
        #expect(run.report.diagnostics.count == 8)
        let human = SimRenderer.human(run.report, sources: run.sources, trace: false)
        #expect(
            human.contains(
                "Fixtures/scripts/failures.navscript:7:3: expect top cart failed: expected top cart, found product(id: 42) #3\n"
            ))
        #expect(Golden.mismatch(human, golden: "scripts/golden/failures.human.txt") == nil)
        #expect(Golden.mismatch(run.trace, golden: "scripts/golden/failures.trace.txt") == nil)
    }

    @Test("the failing script as JSON lines: steps, scenarios, summary")
    func failingJSON() {
        let run = Self.run("failures", graph: "Fixtures/shop/navgraph.yaml")
        let json = SimRenderer.json(run.report, sources: run.sources)
        let lines = json.split(separator: "\n")
        #expect(lines.last == "{\"type\":\"summary\",\"scenarios\":3,\"passed\":0,\"failed\":3,\"errors\":8}")
        #expect(lines.filter { $0.hasPrefix("{\"type\":\"scenario\"") }.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
        for line in lines {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["type"] is String, "not a JSON object: \(line)")
        }
        #expect(lines.filter { $0.hasPrefix("{\"type\":\"diagnostic\"") }.count == 8)
        #expect(Golden.mismatch(json, golden: "scripts/golden/failures.json") == nil)
    }

    @Test("the failing script as JUnit XML: a testcase a scenario, a failure each")
    func failingJUnit() {
        let run = Self.run("failures", graph: "Fixtures/shop/navgraph.yaml", record: false)
        let xml = SimRenderer.junit(run.report, sources: run.sources)
        // A suite a scenario, written when it ends: the root, opened first, counts nothing.
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"navgraph sim\">\n"))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 3)
        #expect(xml.components(separatedBy: "tests=\"1\" failures=\"1\">").count - 1 == 3)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 3)
        #expect(Golden.mismatch(xml, golden: "scripts/golden/failures.junit.xml") == nil)
    }

    @Test("JUnit of passing flows: no failure elements; XML special characters escaped")
    func junitPassing() {
        let run = SimHarness.run(
            yaml: TestGraphs.stack, script: "scenario \"a <b> & \\\"c\\\"\"\n  expect top home\n",
            record: false)
        let xml = SimRenderer.junit(run.report, sources: run.sources)
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="navgraph sim">
                  <testsuite name="test.navscript" tests="1" failures="0">
                    <testcase classname="test.navscript" name="a &lt;b&gt; &amp; &quot;c&quot;"/>
                  </testsuite>
                </testsuites>

                """)
    }
}

extension SimHarness {
    static func run(yaml: String, script: String, record: Bool) -> SimRun {
        run(graph(yaml), script: script, record: record)
    }
}
