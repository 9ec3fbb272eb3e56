import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphRendering
import NavGraphScript

enum SimFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case human, json, junit
}

struct SimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sim",
        abstract: "Run navigation scripts (*.navscript) against a graph.",
        discussion: """
            Each scenario starts at launch and runs to its end, so every failed expect shows \
            with file:line:column, what was expected and what the state was. Exits 0 when every \
            scenario passed, 1 when one failed, a script has errors or the graph has errors, \
            66 when a file cannot be read.
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String

    @Argument(help: "Navigation scripts to run ('-' reads standard input).")
    var scripts: [String]

    @Option(name: .long, help: "Output format: human, json (one object a step, then a summary) or junit (XML).")
    var format: SimFormat = .human

    @Flag(name: .long, help: "Do not check that `open` follows an edge of the top screen.")
    var loose = false

    @Flag(name: .long, help: "Print every step and lifecycle event.")
    var trace = false

    @OptionGroup var output: DiagnosticOutputOptions

    func validate() throws {
        if scripts.isEmpty { throw ValidationError("Missing expected argument '<scripts> ...'") }
        if ([graph] + scripts).filter(InputFiles.readsStandardInput).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }

    func run() throws {
        let input = try GraphInput.read(graph)
        let loaded = GraphCheck.run(input, GraphInput.options(staticOnly: true, treeRelease: .now))
        let runnable = try GraphInput.runnable(loaded, of: input, diagnostics: output)
        // The freed tree's pages go back to the system before the scripts are read:
        // a long script's run then peaks lower (Benchmarks/sim.sh, peak / script).
        MemoryRelease.returnFreePages()
        var sources = loaded.sources
        var files: [Int] = []
        for path in scripts {
            let input = try InputFiles.read(path, what: "script")
            files.append(sources.add(SourceFile(name: input.name, bytes: input.bytes)))
        }
        let simulator = ScriptRunner(graph: runnable)
        let options = SimOptions(loose: loose, record: trace || format == .json)
        let report: SimReport
        if format == .junit {
            report = junit(simulator, files, sources, options)
        } else if options.record {
            report = stream(simulator, files, sources, options)
        } else {
            // Each scenario's line and failures written as it ends, the same bytes as
            // `SimRenderer.human` (no trace here: it records); the script errors, found as
            // the run reads the scripts, follow on standard error.
            var out = OutputBuffer()
            var human = SimRenderer.HumanStream(sources: sources, trace: false)
            report = simulator.run(
                scripts: files, sources: sources, options: options, each: { _, _ in },
                finished: { scenario in
                    human.end(scenario, to: &out.text)
                    out.flushIfFull()
                })
            human.summary(report, to: &out.text)
            out.flush()
            printDiagnostics(report.diagnostics, sources)
        }
        if !report.passed { throw ExitStatus.failure }
    }

    private func printDiagnostics(_ diagnostics: [Diagnostic], _ sources: SourceMap) {
        guard !diagnostics.isEmpty else { return }
        Console.err(
            HumanDiagnosticRenderer(style: output.style(forDescriptor: 2)).render(diagnostics, sources: sources))
    }

    /// The JUnit report written as the run goes, a scenario when it ends (`SimRenderer.JUnitStream`):
    /// what is held is one scenario's trace. The script errors follow on standard error.
    private func junit(
        _ simulator: ScriptRunner, _ files: [Int], _ sources: SourceMap, _ options: SimOptions
    ) -> SimReport {
        var out = OutputBuffer()
        var junit = SimRenderer.JUnitStream(sources: sources, to: &out.text)
        let report = simulator.run(
            scripts: files, sources: sources, options: options,
            each: { _, step in junit.step(step) },
            finished: { scenario in
                junit.end(scenario, to: &out.text)
                out.flushIfFull()
            })
        junit.finish(report.diagnostics, to: &out.text)
        out.flush()
        printDiagnostics(report.diagnostics, sources)
        return report
    }

    /// A trace (human or json) written as the run goes, so that a long script's trace is never
    /// held whole; the same bytes as rendering the whole report. The script errors come first,
    /// as they do then: they are found by a pass that parses and resolves without running.
    private func stream(
        _ simulator: ScriptRunner, _ files: [Int], _ sources: SourceMap,
        _ options: SimOptions
    ) -> SimReport {
        let diagnostics = simulator.diagnostics(scripts: files, sources: sources)
        printDiagnostics(diagnostics, sources)
        var out = OutputBuffer()
        let report: SimReport
        if format == .json {
            var json = SimRenderer.JSONStream(sources: sources)
            json.diagnostics(diagnostics, to: &out.text)
            report = simulator.run(
                scripts: files, sources: sources, options: options,
                each: { scenario, step in
                    json.step(step, of: scenario, to: &out.text)
                    out.flushIfFull()
                },
                finished: { scenario in
                    json.end(scenario, to: &out.text)
                    out.flushIfFull()
                })
            json.summary(report, to: &out.text)
        } else {
            var human = SimRenderer.HumanStream(sources: sources, trace: true)
            var current: Span?
            report = simulator.run(
                scripts: files, sources: sources, options: options,
                each: { scenario, step in
                    if current != scenario.span {
                        current = scenario.span
                        human.begin(scenario, to: &out.text)
                    }
                    human.step(step, to: &out.text)
                    out.flushIfFull()
                },
                finished: { scenario in
                    human.end(scenario, to: &out.text)
                    out.flushIfFull()
                })
            human.summary(report, to: &out.text)
        }
        out.flush()
        return report
    }
}
