import NavGraphCore

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
}

public struct ScenarioReport: Sendable {
    public var file: Int
    public var name: String
    public var span: Span
    /// Every step, when `SimOptions.record` is set.
    public var steps: [StepReport]
    public var failures: [SimFailure]
    public var passed: Bool { failures.isEmpty }
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

    public var scenarioCount: Int { scenarios.count }
}

/// Runs navigation scripts against a graph: parse, resolve, then each scenario from `launch`.
public struct NavSimulator: Sendable {
    let graph: SimGraph

    /// Precomputes the per-route tables; reuse one simulator for many runs.
    public init(graph: Graph) { self.graph = SimGraph(graph) }

    /// Runs every scenario of the scripts at these indexes of `sources`.
    public func run(scripts: [Int], sources: SourceMap, options: SimOptions = SimOptions()) -> SimReport {
        run(compile(scripts: scripts, sources: sources), options: options)
    }

    /// Parses and resolves scripts against the graph, once; run the result any number of times.
    public func compile(scripts: [Int], sources: SourceMap) -> SimProgram {
        var diagnostics: [Diagnostic] = []
        var programs: [ScenarioProgram] = []
        for file in scripts {
            guard let source = sources.file(file) else { continue }
            let parsed = ScriptParser.parse(file: file, in: sources)
            diagnostics += parsed.diagnostics
            var resolver = ScriptResolver(graph: graph, source: source)
            programs += resolver.resolve(parsed.script)
            diagnostics += resolver.diagnostics
        }
        return SimProgram(diagnostics: diagnostics.sorted(in: sources), scenarios: programs)
    }

    /// Runs compiled scenarios, each from `launch`.
    public func run(_ program: SimProgram, options: SimOptions = SimOptions()) -> SimReport {
        var report = SimReport(diagnostics: program.diagnostics, scenarios: [], steps: 0)
        report.scenarios.reserveCapacity(program.scenarios.count)
        let sim = Simulator(graph: graph, loose: options.loose, tracing: options.record)
        for scenario in program.scenarios {
            report.scenarios.append(run(scenario, sim, options: options, steps: &report.steps))
        }
        return report
    }

    func run(_ program: ScenarioProgram, _ sim: Simulator, options: SimOptions, steps: inout Int) -> ScenarioReport {
        var report = ScenarioReport(file: program.file, name: program.name, span: program.span, steps: [], failures: [])
        sim.events.removeAll()
        _ = sim.run(.launch)
        steps += 1
        if options.record {
            report.steps.append(StepReport(span: program.span, command: "launch", events: sim.events,
                                           status: sim.outcome.map { "failed " + $0.rawValue } ?? "ok"))
        }
        for step in program.steps {
            sim.events.removeAll(keepingCapacity: true)
            let failure = sim.run(step.operation)
            steps += 1
            var status: String
            switch step.operation {
            case .invalid(let diagnostics):
                status = "error"
                for d in diagnostics {
                    report.failures.append(SimFailure(span: d.span, message: "error[\(d.code.rawValue)]: \(d.message)"))
                }
            case .expect:
                status = failure == nil ? "passed" : "failed"
                if let failure { report.failures.append(SimFailure(span: step.span, message: "\(step.text) failed: \(failure)")) }
            case .launch, .open, .deeplink, .back, .dismiss, .finish, .login, .cancel, .tab:
                status = sim.outcome.map { "failed " + $0.rawValue } ?? "ok"
            case .logout, .wait, .restart, .scene:
                status = "ok"
            }
            if options.record {
                if case .expect = step.operation, let failure { sim.events.append("FAILED: " + failure) }
                report.steps.append(StepReport(span: step.span, command: step.text, events: sim.events, status: status))
            }
        }
        return report
    }
}
