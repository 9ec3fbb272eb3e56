import NavGraphCore
import NavGraphEngine
import NavGraphModel

public struct SimOptions: Sendable {
    /// `--loose`: `open` does not check edges.
    public var loose: Bool
    /// Keep every step with its trace (for `--trace` and the json format).
    public var record: Bool

    public init(loose: Bool = false, record: Bool = false) {
        self.loose = loose
        self.record = record
    }
}

/// One command as it ran.
public struct StepReport: Sendable {
    public var span: Span
    /// The command as written.
    public var command: String
    /// Trace lines: transitions, lifecycle events, results, caches, waits.
    public var events: [String]
    /// For a command that can fail: `ok` or `failed REASON` after it; for an
    /// assertion: `passed` or `failed`; `error` for a line with script errors.
    public var status: String
}

/// A failed assertion or a command that could not run, where it is written.
public struct SimFailure: Sendable, Hashable {
    public var span: Span
    public var message: String
    /// An error in the script (a line that does not parse or names nothing), not a failed assertion.
    public var isScriptError = false
}

/// Kept for every scenario of a run (50,000 of them in a large suite): only
/// what the reports print, the file read from the span.
public struct ScenarioReport: Sendable {
    public var file: Int { span.file }
    public var name: String
    public var span: Span
    /// Every step, when `SimOptions.record` is set.
    public var steps: [StepReport]
    public var failures: [SimFailure]
    public var passed: Bool { failures.isEmpty }
}

/// A scenario as it runs: its report, and the command that failed with no
/// `expect ok` or `expect failed` after it yet (the first assertion that fails
/// after it names it, the likely cause), which the report does not keep.
struct ScenarioRun {
    var report: ScenarioReport
    var unasserted: (span: Span, reason: FailureReason)?
}

public struct SimReport: Sendable {
    /// Problems in the scripts (syntax, unknown names), sorted by file, line, column.
    public var diagnostics: [Diagnostic]
    public var scenarios: [ScenarioReport]
    /// Commands executed, `launch` included.
    public var steps: Int
    public var passed: Bool { !diagnostics.hasErrors && scenarios.allSatisfy(\.passed) }
    public var failedCount: Int { scenarios.filter { !$0.passed }.count }
}

/// Scripts parsed and resolved against one graph, ready to run.
public struct SimProgram: Sendable {
    /// Problems in the scripts, sorted by file, line, column.
    public var diagnostics: [Diagnostic]
    var scenarios: [ScenarioProgram]
    /// Where the commands' text is read for traces and failures.
    var sources: SourceMap

    public var scenarioCount: Int { scenarios.count }
}

/// Runs navigation scripts against a graph: each scenario from `launch`.
public struct ScriptRunner: Sendable {
    let graph: EngineGraph
    let names: ScriptNames

    /// Precomputes the per-route tables; reuse one simulator for many runs.
    public init(graph: Graph) {
        self.graph = EngineGraph(graph)
        names = ScriptNames(self.graph)
    }

    /// Runs every scenario of the scripts at these indexes of `sources`. Each
    /// command is parsed, resolved and run as the run reaches it, so memory
    /// does not grow with the scripts' length (only with what `record` keeps).
    public func run(scripts: [Int], sources: SourceMap, options: SimOptions = SimOptions()) -> SimReport {
        runAll(scripts: scripts, sources: sources, options: options, each: nil, finished: nil)
    }

    /// Runs as `run(scripts:sources:options:)` does, but hands each recorded step to `each` as
    /// it ran instead of keeping it, and each scenario to `finished` when it ends: a renderer
    /// writes as the run goes, and the report keeps the scenarios without their steps.
    public func run(
        scripts: [Int], sources: SourceMap, options: SimOptions,
        each: (_ scenario: ScenarioReport, _ step: StepReport) -> Void,
        finished: (ScenarioReport) -> Void
    ) -> SimReport {
        withoutActuallyEscaping(each) { each in
            withoutActuallyEscaping(finished) { finished in
                runAll(scripts: scripts, sources: sources, options: options, each: each, finished: finished)
            }
        }
    }

    /// The problems of the scripts, sorted, without running them (what a run's report will hold).
    public func diagnostics(scripts: [Int], sources: SourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in scripts {
            guard let source = sources.file(file) else { continue }
            var stream = ScriptStream(graph: graph, names: names, source: source, file: file)
            while stream.next() != nil {}
            diagnostics += stream.diagnostics
        }
        return diagnostics.sorted(in: sources)
    }

    private func runAll(
        scripts: [Int], sources: SourceMap, options: SimOptions,
        each: ((ScenarioReport, StepReport) -> Void)?,
        finished: ((ScenarioReport) -> Void)?
    ) -> SimReport {
        var report = SimReport(diagnostics: [], scenarios: [], steps: 0)
        var diagnostics: [Diagnostic] = []
        let sim = NavigationEngine(graph: graph, loose: options.loose, tracing: options.record)
        func end(_ scenario: ScenarioReport) {
            finished?(scenario)
            report.scenarios.append(scenario)
        }
        for file in scripts {
            guard let source = sources.file(file) else { continue }
            var stream = ScriptStream(graph: graph, names: names, source: source, file: file)
            var scenario: ScenarioRun?
            while let item = stream.next() {
                switch item {
                case .scenario(let name, let span):
                    if let done = scenario { end(done.report) }
                    scenario = start(
                        name: name, span: span, file: file, sim, options: options, each: each,
                        steps: &report.steps)
                case .step(let step):
                    // The stream gives steps only inside a scenario.
                    run(step, source: source, &scenario!, sim, options: options, each: each, steps: &report.steps)
                }
            }
            if let done = scenario { end(done.report) }
            diagnostics += stream.diagnostics
        }
        report.diagnostics = diagnostics.sorted(in: sources)
        return report
    }

    /// Parses and resolves scripts against the graph, once; run the result any number of times.
    public func compile(scripts: [Int], sources: SourceMap) -> SimProgram {
        var diagnostics: [Diagnostic] = []
        var programs: [ScenarioProgram] = []
        for file in scripts {
            guard let source = sources.file(file) else { continue }
            var stream = ScriptStream(graph: graph, names: names, source: source, file: file)
            while let item = stream.next() {
                switch item {
                case .scenario(let name, let span):
                    programs.append(ScenarioProgram(name: name, file: file, span: span, steps: []))
                case .step(let step):
                    programs[programs.count - 1].steps.append(step)
                }
            }
            diagnostics += stream.diagnostics
        }
        return SimProgram(diagnostics: diagnostics.sorted(in: sources), scenarios: programs, sources: sources)
    }

    /// Runs compiled scenarios, each from `launch`.
    public func run(_ program: SimProgram, options: SimOptions = SimOptions()) -> SimReport {
        var report = SimReport(diagnostics: program.diagnostics, scenarios: [], steps: 0)
        report.scenarios.reserveCapacity(program.scenarios.count)
        let sim = NavigationEngine(graph: graph, loose: options.loose, tracing: options.record)
        for scenario in program.scenarios {
            guard let source = program.sources.file(scenario.file) else { continue }
            var r = start(
                name: scenario.name, span: scenario.span, file: scenario.file, sim, options: options,
                each: nil, steps: &report.steps)
            for step in scenario.steps {
                run(step, source: source, &r, sim, options: options, each: nil, steps: &report.steps)
            }
            report.scenarios.append(r.report)
        }
        return report
    }

    /// A scenario's report, after its `launch`.
    private func start(
        name: String, span: Span, file: Int, _ sim: NavigationEngine, options: SimOptions,
        each: ((ScenarioReport, StepReport) -> Void)?, steps: inout Int
    ) -> ScenarioRun {
        var scenario = ScenarioRun(report: ScenarioReport(name: name, span: span, steps: [], failures: []))
        sim.events.removeAll()
        sim.run(.launch)
        steps += 1
        // A failed implicit launch is named at the scenario's line.
        if let reason = sim.outcome { scenario.unasserted = (span, reason) }
        if options.record {
            keep(
                StepReport(
                    span: span, command: "launch", events: sim.events,
                    status: sim.outcome.map { "failed " + $0.rawValue } ?? "ok"), in: &scenario.report, each)
        }
        return scenario
    }

    private func run(
        _ step: ProgramStep, source: SourceFile, _ scenario: inout ScenarioRun, _ sim: NavigationEngine,
        options: SimOptions, each: ((ScenarioReport, StepReport) -> Void)?, steps: inout Int
    ) {
        // Without `record` nothing is traced, so there is nothing to clear (and no access to pay for).
        if options.record { sim.events.removeAll(keepingCapacity: true) }
        var failure: String?
        switch step.action {
        case .navigate(let command): sim.run(command)
        case .expect(let expectation): failure = sim.check(expectation)
        case .invalid: break
        }
        steps += 1
        if let failed = scenario.account(step, failure: failure, outcome: sim.outcome, source: source),
            options.record
        {
            sim.events.append("FAILED: " + failed)
        }
        if options.record {
            keep(
                StepReport(
                    span: step.span, command: source.text(of: step.span), events: sim.events,
                    status: Self.status(step.action, failure, outcome: sim.outcome)), in: &scenario.report, each)
        }
    }

    private func keep(
        _ step: StepReport, in report: inout ScenarioReport, _ each: ((ScenarioReport, StepReport) -> Void)?
    ) {
        if let each { each(report, step) } else { report.steps.append(step) }
    }

    /// A step's status in a trace: `ok` or `failed REASON` for a command that can fail,
    /// `passed` or `failed` for an assertion, `error` for a line with script errors.
    static func status(_ action: StepAction, _ failure: String?, outcome: FailureReason?) -> String {
        switch action {
        case .invalid: return "error"
        case .expect: return failure == nil ? "passed" : "failed"
        case .navigate(let command):
            guard command.canFail else { return "ok" }
            return outcome.map { "failed " + $0.rawValue } ?? "ok"
        }
    }
}

extension ScenarioRun {
    /// What the scenario keeps of a step that ran (`failure`: an assertion's, `outcome`:
    /// the command's): script errors and failed assertions as failures, a failed command
    /// as the note a later assertion's failure names. The failure as the trace shows it.
    mutating func account(
        _ step: ProgramStep, failure: String?, outcome: FailureReason?, source: SourceFile
    ) -> String? {
        switch step.action {
        case .invalid(let diagnostics):
            for d in diagnostics {
                report.failures.append(
                    SimFailure(span: d.span, message: "error[\(d.code.rawValue)]: \(d.message)", isScriptError: true))
            }
        case .expect(let expectation):
            // `expect ok` and `expect failed` assert the outcome themselves (their message shows it).
            switch expectation {
            case .ok, .failed: unasserted = nil
            default: break
            }
            guard var failure else { return nil }
            // A screen's values come from the state, not the script: a long one is cut (`FailureText`).
            failure = FailureText.bounded(failure)
            if let u = unasserted {
                failure +=
                    " (after `\(u.span == report.span ? "launch" : source.text(of: u.span))` failed with "
                    + "\(u.reason.rawValue) at line \(source.location(of: u.span.start).line))"
                unasserted = nil
            }
            report.failures.append(
                SimFailure(span: step.span, message: "\(source.text(of: step.span)) failed: \(failure)"))
            return failure
        case .navigate(let command):
            // A later command that succeeds leaves the note: the failure may still explain what follows.
            if command.canFail, let reason = outcome { unasserted = (step.span, reason) }
        }
        return nil
    }
}
