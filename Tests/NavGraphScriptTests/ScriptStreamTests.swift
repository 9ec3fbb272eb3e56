import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@testable import NavGraphEngine
@testable import NavGraphScript

/// A run reads its scripts line by line, resolves a line it saw before once,
/// and renders traces as it goes; none of it may change what a run reports.
@Suite("Streamed scripts")
struct ScriptStreamTests {
    @Test("errors in several scenarios keep their positions and their order, parser's and resolver's alike")
    func errorsAcrossScenarios() {
        let run = SimHarness.run(
            SimHarness.shop(),
            script: """
                scenario "one"
                  open prodcut
                  expect top cart
                  tpo
                scenario "two"
                  open prodcut
                  open product(idd: 1)
                  wait 5
                scenario "three"
                  expect top cart
                    expect top cart
                """)
        #expect(
            run.diagnostics == [
                "2:8: unknown-script-target: route 'prodcut' is not defined",
                "4:3: unknown-command: unknown command 'tpo'",
                "6:8: unknown-script-target: route 'prodcut' is not defined",
                "7:16: unknown-argument: route 'product' has no parameter 'idd'",
                "8:8: invalid-script-value: '5' is not a duration",
            ])
        #expect(run.report.scenarios.map(\.name) == ["one", "two", "three"])
        #expect(
            run.failures == [
                "2:8: error[unknown-script-target]: route 'prodcut' is not defined",
                "3:3: expect top cart failed: expected top cart, found onboardingIntro #2",
                "4:3: error[unknown-command]: unknown command 'tpo'",
                "6:8: error[unknown-script-target]: route 'prodcut' is not defined",
                "7:16: error[unknown-argument]: route 'product' has no parameter 'idd'",
                "8:8: error[invalid-script-value]: '5' is not a duration",
                "10:3: expect top cart failed: expected top cart, found onboardingIntro #2",
                "11:5: expect top cart failed: expected top cart, found onboardingIntro #2",
            ])
    }

    @Test("a line seen before still takes the errors of a line of bad characters above it")
    func carriedErrors() {
        let run = SimHarness.run(SimHarness.shop(), script: "scenario \"s\"\n  back\n  @\n  back\n  back\n")
        #expect(run.diagnostics == ["3:3: script-syntax: unexpected character '@'"])
        // The `@` line has no command: its error fails the next command, which does not run.
        let steps = run.report.scenarios[0].steps
        #expect(steps.map(\.command) == ["launch", "back", "back", "back"])
        #expect(steps.map(\.status) == ["ok", "failed nothingToPop", "error", "failed nothingToPop"])
        #expect(run.failures == ["3:3: error[script-syntax]: unexpected character '@'"])
    }

    @Test("compiling once and running gives the report a streamed run gives")
    func compiledRun() {
        let (graph, graphSources) = SimHarness.shop()
        var sources = graphSources
        let path = "Fixtures/scripts/failures.navscript"
        let file = sources.add(SourceFile(name: path, text: RepoPaths.read(RepoPaths.root + "/" + path)))
        let simulator = ScriptRunner(graph: graph)
        let options = SimOptions(record: true)
        let streamed = simulator.run(scripts: [file], sources: sources, options: options)
        let program = simulator.compile(scripts: [file], sources: sources)
        let compiled = simulator.run(program, options: options)
        #expect(program.diagnostics.count == streamed.diagnostics.count)
        #expect(
            simulator.diagnostics(scripts: [file], sources: sources).map(\.message)
                == streamed.diagnostics.map(\.message))
        #expect(SimRenderer.json(compiled, sources: sources) == SimRenderer.json(streamed, sources: sources))
        #expect(compiled.steps == streamed.steps)
    }

    @Test(
        "traces rendered as the run goes are the bytes of the whole report's",
        arguments: [
            ("corenavigation", "Fixtures/shop/navgraph.yaml"), ("failures", "Fixtures/shop/navgraph.yaml"),
            ("router", "Fixtures/scripts/graphs/router.yaml"),
        ])
    func streamedRenderers(_ script: String, _ graphPath: String) {
        let (graph, graphSources) = SimHarness.load(graphPath)
        var sources = graphSources
        let path = "Fixtures/scripts/\(script).navscript"
        let file = sources.add(SourceFile(name: path, text: RepoPaths.read(RepoPaths.root + "/" + path)))
        let simulator = ScriptRunner(graph: graph)
        let options = SimOptions(record: true)
        let whole = simulator.run(scripts: [file], sources: sources, options: options)
        #expect(whole.scenarios.count >= 3)

        var human = SimRenderer.HumanStream(sources: sources, trace: true)
        var humanText = ""
        var current: Span?
        let humanReport = simulator.run(
            scripts: [file], sources: sources, options: options,
            each: { s, step in
                if current != s.span {
                    current = s.span
                    human.begin(s, to: &humanText)
                }
                human.step(step, to: &humanText)
            }, finished: { human.end($0, to: &humanText) })
        human.summary(humanReport, to: &humanText)
        // A streamed run keeps no scenario's report, only how many ran and failed.
        #expect(humanReport.scenarios.isEmpty)
        #expect(humanReport.scenarioCount == whole.scenarios.count)
        #expect(humanReport.failedCount == whole.failedCount)
        #expect(humanText == SimRenderer.human(whole, sources: sources, trace: true))

        var json = SimRenderer.JSONStream(sources: sources)
        var jsonText = ""
        json.diagnostics(simulator.diagnostics(scripts: [file], sources: sources), to: &jsonText)
        let jsonReport = simulator.run(
            scripts: [file], sources: sources, options: options,
            each: { s, step in
                json.step(step, of: s, to: &jsonText)
            }, finished: { json.end($0, to: &jsonText) })
        json.summary(jsonReport, to: &jsonText)
        #expect(jsonText == SimRenderer.json(whole, sources: sources))

        // JUnit's totals once opened its suites: it waited for the run's end, holding every trace.
        // Each scenario is now a suite of its own, whole in the output as soon as the scenario ends.
        var junitText = ""
        var junit = SimRenderer.JUnitStream(sources: sources, to: &junitText)
        var ended = 0
        var written: [Bool] = []
        let junitReport = simulator.run(
            scripts: [file], sources: sources, options: options,
            each: { _, step in junit.step(step) },
            finished: { s in
                junit.end(s, to: &junitText)
                ended += 1
                written.append(
                    junitText.hasSuffix("  </testsuite>\n")
                        && junitText.components(separatedBy: "<testcase ").count - 1 == ended
                        && junitText.contains("name=\"\(SimRenderer.x(s.name))\""))
            })
        junit.finish(junitReport.diagnostics, to: &junitText)
        #expect(written == Array(repeating: true, count: whole.scenarios.count))
        #expect(junitReport.scenarios.isEmpty && junitReport.scenarioCount == whole.scenarios.count)
        #expect(junitText == SimRenderer.junit(whole, sources: sources))
        #expect(junitText.components(separatedBy: "<system-out>").count - 1 == whole.scenarios.count)
    }

    @Test("the forward-walking cursor places every offset where the source map does")
    func cursor() {
        let text = "\u{FEFF}scenario \"é\"\r\n  back\r  open /x\n\n  wait 1s\r\n\r\n  ü ok"
        var sources = SourceMap()
        _ = sources.add(SourceFile(name: "a.navscript", text: "x\ny\n"))
        let file = sources.add(SourceFile(name: "b.navscript", text: text))
        let count = text.utf8.count
        var cursor = LineColumnCursor(sources)
        var mismatches: [Int] = []
        // Forward through every offset (the end included), then a step back and the other file.
        for offset in Array(0...count) + [5, 0] {
            let span = Span(file: file, start: offset, end: offset)
            let loc = sources.location(of: span)!
            let p = cursor.position(span)
            if p.file != "b.navscript" || p.line != loc.start.line || p.column != loc.start.column {
                mismatches.append(offset)
            }
        }
        #expect(mismatches == [])
        let other = cursor.position(Span(file: 0, start: 2, end: 2))
        #expect(other.file == "a.navscript" && other.line == 2 && other.column == 1)
        #expect(cursor.position(Span(file: 9, start: 0, end: 0)).file == "<script>")
    }

    @Test("the cursor's eight-byte reading counts breaks as the source map does, for every stride")
    func cursorStrides() {
        // Lines of every length from 0 to 20 with each kind of break, some with
        // multi-byte characters, so that strides cross breaks at every alignment.
        var text = ""
        let breaks = ["\n", "\r\n", "\r", "\n\n"]
        for k in 0..<60 {
            text += String(repeating: k % 7 == 3 ? "é" : "a", count: k % 21) + breaks[k % breaks.count]
        }
        var sources = SourceMap()
        let file = sources.add(SourceFile(name: "s.navscript", text: text))
        let count = text.utf8.count
        var mismatches: [String] = []
        for stride in 1...17 {
            var cursor = LineColumnCursor(sources)
            for offset in Swift.stride(from: 0, through: count, by: stride) {
                let span = Span(file: file, start: offset, end: offset)
                let loc = sources.location(of: span)!
                let p = cursor.position(span)
                if p.line != loc.start.line || p.column != loc.start.column { mismatches.append("\(stride)@\(offset)") }
            }
        }
        #expect(mismatches == [])
        #expect(count > 400)
    }
}
