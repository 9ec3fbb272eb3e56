import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// A script's command as another navigator runs it (`Scripts/runtime-sim.sh`
/// drives NavGraphRuntime's `Navigator` with these): names resolved to indexes,
/// values typed, URLs and paths as written.
public enum ScriptRequest: Sendable, Hashable {
    case launch
    /// `open route(...)`: the route and its values in declared order (defaults filled).
    case open(route: Int, values: [ParamValue?])
    /// `open route(...)` whose values the script's reader refused (`badParameter`,
    /// `missingParameter`): no typed route can say it, so only the reason is left.
    case openRefused(FailureReason)
    /// `open /path`, as written.
    case openPath(String)
    /// `deeplink URL`, as written.
    case deeplink(String)
    case tab(route: Int)
    case back
    case dismiss
    case finish(route: Int?, value: String?)
    case login(realm: Int)
    case cancel
    case logout
    case wait(seconds: Int)
    case restart
    case scene(String)
}

/// A navigator that runs script commands: each returns its failure (nil: ok).
public protocol ScriptNavigating: AnyObject {
    func run(_ request: ScriptRequest) -> FailureReason?
    /// The state after the last command, which the script's assertions read.
    var navigationState: NavigationState { get }
    /// The last command's lines as `sim --trace` prints them (read with `SimOptions.record`).
    var trace: [String] { get }
}

extension ScriptRunner {
    /// Runs the scripts as `run(scripts:sources:)` does, every command through
    /// `navigator` and every assertion against its state: the same report when
    /// the navigator does what the simulator does. With `options.record` every step is
    /// kept with the navigator's trace lines, as `run(scripts:sources:options:)` keeps them.
    public func run(
        scripts: [Int], sources: SourceMap, options: SimOptions = SimOptions(), through navigator: some ScriptNavigating
    ) -> SimReport {
        var report = SimReport(diagnostics: [], scenarios: [], steps: 0)
        var diagnostics: [Diagnostic] = []
        let describer = NavigationEngine(graph: graph, loose: false, tracing: false)
        for file in scripts {
            guard let source = sources.file(file) else { continue }
            var stream = ScriptStream(graph: graph, names: names, source: source, file: file)
            var scenario: ScenarioRun?
            var outcome: FailureReason?
            while let item = stream.next() {
                switch item {
                case .scenario(let name, let span):
                    if let done = scenario { report.scenarios.append(done.report) }
                    var run = ScenarioRun(report: ScenarioReport(name: name, span: span, steps: [], failures: []))
                    outcome = navigator.run(.launch)
                    report.steps += 1
                    if let reason = outcome { run.unasserted = (span, reason) }
                    if options.record {
                        run.report.steps.append(
                            StepReport(
                                span: span, command: "launch", events: navigator.trace,
                                status: outcome.map { "failed " + $0.rawValue } ?? "ok"))
                    }
                    scenario = run
                case .step(let step):
                    report.steps += 1
                    let failure = runStep(step, source: source, navigator, &outcome, describer)
                    let failed = scenario!.account(step, failure: failure, outcome: outcome, source: source)
                    if options.record {
                        // An assertion runs no command: no lines of its own, as in the simulator.
                        var events: [String] = []
                        if case .navigate = step.action { events = navigator.trace }
                        if let failed { events.append("FAILED: " + failed) }
                        scenario!.report.steps.append(
                            StepReport(
                                span: step.span, command: source.text(of: step.span), events: events,
                                status: Self.status(step.action, failure, outcome: outcome)))
                    }
                }
            }
            if let done = scenario { report.scenarios.append(done.report) }
            diagnostics += stream.diagnostics
        }
        report.diagnostics = diagnostics.sorted(in: sources)
        return report
    }

    /// Runs one step; an assertion's failure message, if any.
    private func runStep(
        _ step: ProgramStep, source: SourceFile, _ navigator: some ScriptNavigating, _ outcome: inout FailureReason?,
        _ describer: NavigationEngine
    ) -> String? {
        let request: ScriptRequest
        let command: NavigationCommand
        switch step.action {
        case .expect(let e):
            var state = navigator.navigationState
            return Expectations(describer: describer, outcome: outcome).check(e, in: &state)
        case .invalid: return nil
        case .navigate(let c): command = c
        }
        switch command {
        case .launch: request = .launch
        case .open(.route(let r, let values)): request = .open(route: r, values: values)
        case .open(let target):
            let text = Self.argument(source.text(of: step.span))
            request = text.hasPrefix("/") ? .openPath(text) : .openRefused(Self.reason(target))
        case .deeplink: request = .deeplink(Self.argument(source.text(of: step.span)))
        case .back: request = .back
        case .dismiss: request = .dismiss
        case .finish(let route, let result):
            if case .value(let v) = result {
                request = .finish(route: route, value: v)
            } else {
                request = .finish(route: route, value: nil)
            }
        case .login(let realm): request = .login(realm: realm)
        case .cancel: request = .cancel
        case .logout: request = .logout
        case .wait(let s): request = .wait(seconds: s)
        case .tab(let r): request = .tab(route: r)
        case .restart: request = .restart
        case .scene(let name): request = .scene(name)
        }
        let failure = navigator.run(request)
        switch request {
        case .logout, .wait, .restart: break
        case .scene: if let failure { outcome = failure }
        default: outcome = failure
        }
        return nil
    }

    /// The text after a command's keyword: `deeplink URL`'s URL, `open /path`'s path.
    static func argument(_ command: String) -> String {
        let rest = command.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        return String(rest)
    }

    static func reason(_ target: ResolvedTarget) -> FailureReason {
        switch target {
        case .failure(let reason): return reason
        case .notExternal: return .notExternal
        case .route: return .noMatch
        }
    }
}
