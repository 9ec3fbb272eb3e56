import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// Resolves parsed scripts against a graph, with every unknown name reported.
struct ScriptResolver {
    let tables: EngineGraph
    var diagnostics: [Diagnostic] = []

    init(graph: EngineGraph) { tables = graph }

    /// A parsed command as a step: `.invalid`, with the diagnostics, when the parser or the graph rejects it.
    mutating func resolve(_ command: ScriptCommand) -> ProgramStep {
        var errors: [Diagnostic] = []
        let op = action(command.kind, errors: &errors)
        diagnostics += errors
        if !command.diagnostics.isEmpty {
            return ProgramStep(action: .invalid(command.diagnostics), span: command.span)
        }
        if !errors.isEmpty { return ProgramStep(action: .invalid(errors), span: command.span) }
        return ProgramStep(action: op ?? .invalid([]), span: command.span)
    }

    private func action(_ kind: ScriptCommand.Kind, errors: inout [Diagnostic]) -> StepAction? {
        if case .expect(let a) = kind { return expectation(a, &errors).map(StepAction.expect) }
        return navigation(kind, errors: &errors).map(StepAction.navigate)
    }

    private func navigation(_ kind: ScriptCommand.Kind, errors: inout [Diagnostic]) -> NavigationCommand? {
        switch kind {
        case .invalid: return nil
        case .launch: return .launch
        case .back: return .back
        case .dismiss: return .dismiss
        case .logout: return .logout
        case .cancel: return .cancel
        case .restart: return .restart
        case .wait(let s): return .wait(s)
        case .scene(let w): return .scene(w.text)
        case .login(let w): return realm(w, &errors).map(NavigationCommand.login)
        case .tab(let w): return route(w, &errors).map(NavigationCommand.tab)
        case .deeplink(let url):
            return .deeplink(EngineGraph.target(tables.matcher.matchInOrder(url: url.text)))
        case .open(.path(let p)):
            return .open(EngineGraph.target(tables.matcher.matchInOrder(path: p.text)))
        case .open(.route(let ref)):
            guard let r = route(ref.route, &errors) else { return nil }
            var values: [ParamValue?] = .unset(tables.paramCount(r))
            var given = IndexFlags(count: values.count)
            var failure: FailureReason?
            for arg in ref.arguments {
                guard let i = argument(arg, of: r, &errors) else { continue }
                if given[i] {
                    errors.append(
                        Diagnostic(.scriptSyntax, "argument '\(arg.name.text)' is given twice", at: arg.name.span))
                    continue
                }
                given[i] = true
                let p = tables.param(r, i)
                if let v = p.type.parse(arg.value.text, inPathSegment: p.isPath) {
                    values[i] = v
                } else if failure == nil {
                    failure = .badParameter
                }
            }
            if let failure = failure ?? tables.fillDefaults(&values, of: r) { return .open(.failure(failure)) }
            return .open(.route(r, values))
        case .finish(let routeWord, let value):
            var r: Int?
            if let routeWord {
                guard let found = route(routeWord, &errors) else { return nil }
                r = found
            }
            return .finish(route: r, result: value.map { .value($0.text) } ?? .finished)
        case .expect: return nil
        }
    }

    private func route(_ w: ScriptWord, _ errors: inout [Diagnostic]) -> Int? {
        if let r = tables.route(named: w.text) { return r }
        errors.append(
            Diagnostic(
                .unknownScriptTarget, "route '\(w.text)' is not defined", at: w.span,
                suggestion: Suggestions.didYouMean(w.text, in: tables.routeIDs)))
        return nil
    }

    private func realm(_ w: ScriptWord, _ errors: inout [Diagnostic]) -> Int? {
        if let r = tables.realm(named: w.text) { return r }
        errors.append(
            Diagnostic(
                .unknownScriptTarget, "realm '\(w.text)' is not defined", at: w.span,
                suggestion: Suggestions.didYouMean(w.text, in: tables.realmIDs)))
        return nil
    }

    private func argument(_ arg: ScriptArgument, of r: Int, _ errors: inout [Diagnostic]) -> Int? {
        if let i = tables.paramIndex(r, named: arg.name.text) { return i }
        let declared = tables.paramNames(r)
        errors.append(
            Diagnostic(
                .unknownArgument, "route '\(tables.routeIDs[r])' has no parameter '\(arg.name.text)'",
                at: arg.name.span,
                notes: [
                    declared.isEmpty
                        ? "'\(tables.routeIDs[r])' takes no parameters"
                        : "its parameters: " + declared.joined(separator: ", ")
                ],
                suggestion: Suggestions.didYouMean(arg.name.text, in: declared)))
        return nil
    }

    private func pattern(_ ref: ScriptRouteRef, _ errors: inout [Diagnostic]) -> RoutePattern? {
        guard let r = route(ref.route, &errors) else { return nil }
        var params: [(Int, ParamValue)] = []
        var ok = true
        for arg in ref.arguments {
            guard let i = argument(arg, of: r, &errors) else {
                ok = false
                continue
            }
            let p = tables.param(r, i)
            guard let v = p.type.parse(arg.value.text, inPathSegment: p.isPath) else {
                errors.append(
                    Diagnostic(
                        .invalidScriptValue,
                        "'\(arg.value.text)' is not a value of type \(p.type.description) for '\(arg.name.text)'",
                        at: arg.value.span))
                ok = false
                continue
            }
            params.append((i, v))
        }
        return ok ? RoutePattern(route: r, params: params) : nil
    }

    private func expectation(_ a: ScriptAssertion, _ errors: inout [Diagnostic]) -> Expectation? {
        switch a {
        case .top(let ref): return pattern(ref, &errors).map(Expectation.top)
        case .modal(let ref): return pattern(ref, &errors).map(Expectation.modal)
        case .stack(let refs), .screens(let refs):
            var out: [RoutePattern] = []
            var ok = true
            for ref in refs { if let p = pattern(ref, &errors) { out.append(p) } else { ok = false } }
            guard ok else { return nil }
            if case .stack = a { return .stack(out) }
            return .screens(out)
        case .noModal: return .noModal
        case .ok: return .ok
        case .pending: return .pending
        case .noPending: return .noPending
        case .failed(let w):
            if let reason = FailureReason(rawValue: w.text) { return .failed(reason) }
            errors.append(
                Diagnostic(
                    .invalidScriptValue, "'\(w.text)' is not a failure reason", at: w.span,
                    notes: ["failure reasons: " + FailureReason.allCases.map(\.rawValue).joined(separator: ", ")],
                    suggestion: Suggestions.didYouMean(w.text, in: FailureReason.allCases.map(\.rawValue))))
            return nil
        case .result(let w, let v):
            guard let r = route(w, &errors) else { return nil }
            let expected: NavigationResult
            if !v.quoted, v.text == NavigationResult.dismissed.description {
                expected = .dismissed
            } else if !v.quoted, v.text == NavigationResult.finished.description {
                expected = .finished
            } else {
                expected = .value(v.text)
            }
            return .result(r, expected)
        case .instance(let ref, let n):
            return pattern(ref, &errors).map { Expectation.instance($0, n) }
        case .auth(let w): return realm(w, &errors).map(Expectation.auth)
        case .noAuth(let w): return realm(w, &errors).map(Expectation.noAuth)
        }
    }
}
