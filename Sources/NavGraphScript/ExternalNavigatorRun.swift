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
            return NavigationStateCheck(
                tables: graph, describer: describer, state: navigator.navigationState, outcome: outcome
            )
            .check(e)
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

/// `expect ...` against a public state: the simulator's assertions (Assertions.swift), word for word.
struct NavigationStateCheck {
    let tables: EngineGraph
    let describer: NavigationEngine
    let state: NavigationState
    let outcome: FailureReason?

    func check(_ e: Expectation) -> String? {
        let w = state.window
        switch e {
        case .top(let p):
            if let top = w.top, matches(top, p) { return nil }
            return "expected top \(describe(p)), found \(w.top.map(describe) ?? "nothing on screen")"
        case .stack(let ps): return compare("stack", ps, w.currentStack)
        case .screens(let ps): return compare("screens", ps, w.onScreen)
        case .modal(let p):
            let modal = w.modals.last?.screens.first
            if let modal, matches(modal, p) { return nil }
            return "expected modal \(describe(p)), found \(modal.map { "modal " + describe($0) } ?? "no modal")"
        case .noModal:
            guard let modal = w.modals.last?.screens.first else { return nil }
            return "expected no modal, found modal \(describe(modal))"
        case .failed(let reason):
            if outcome == reason { return nil }
            return "expected failed \(reason.rawValue), found \(outcomeText)"
        case .ok:
            if outcome == nil { return nil }
            return "expected ok, found \(outcomeText)"
        case .pending:
            if state.scene.pending != nil { return nil }
            return "expected pending, found no pending navigation"
        case .noPending:
            guard let pending = state.scene.pending else { return nil }
            let target =
                pending.target.map { describer.describe(route: $0.route, params: $0.values) } ?? "a restoration"
            return "expected no pending, found a pending navigation to \(target)"
        case .result(let r, let expected):
            let actual = state.results[r]
            if actual == expected.public_ { return nil }
            return
                "expected result \(tables.routeIDs[r]) \(expected.description), found \(actual.map(text) ?? "no result")"
        case .instance(let p, let n):
            let found = w.onScreen.last { matches($0, p) }
            if found?.instance == n { return nil }
            return
                "expected instance \(describe(p)) #\(n), found \(found.map(describe) ?? "no \(describe(p)) on screen")"
        case .auth(let realm):
            if state.realms.contains(realm) { return nil }
            return "expected auth \(tables.realmIDs[realm]), found no auth \(tables.realmIDs[realm])"
        case .noAuth(let realm):
            if !state.realms.contains(realm) { return nil }
            return "expected no auth \(tables.realmIDs[realm]), found auth \(tables.realmIDs[realm])"
        }
    }

    private var outcomeText: String { outcome.map { "failed \($0.rawValue)" } ?? "ok" }

    private func text(_ r: NavigationResult) -> String {
        switch r {
        case .dismissed: return ResultValue.dismissed.description
        case .finished: return ResultValue.finished.description
        case .value(let v): return ResultValue.value(v).description
        }
    }

    private func matches(_ s: NavigationScreenState, _ p: RoutePattern) -> Bool {
        s.route == p.route && p.matches(s.values)
    }

    private func describe(_ s: NavigationScreenState) -> String {
        describer.describe(route: s.route, params: s.values) + " #\(s.instance)"
    }

    private func describe(_ p: RoutePattern) -> String {
        var values: [ParamValue?] = Array(repeating: nil, count: tables.paramCount(p.route))
        for (i, v) in p.params { values[i] = v }
        return describer.describe(route: p.route, params: values)
    }

    private func compare(_ what: String, _ ps: [RoutePattern], _ screens: [NavigationScreenState]) -> String? {
        if ps.count == screens.count, zip(screens, ps).allSatisfy({ matches($0, $1) }) { return nil }
        return
            "expected \(what) \(FailureText.list(ps.count) { describe(ps[$0]) }), "
            + "found \(FailureText.list(screens.count) { describe(screens[$0]) })"
    }
}
