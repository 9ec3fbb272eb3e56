import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// What follows `expect`, and the route lists of `stack` and `screens`.
/// Part of `ScriptParser`.
extension ScriptParser {
    mutating func parseAssertion(keyword: ScriptToken) -> ScriptAssertion? {
        guard peek.kind == .word else {
            error(
                "expected an assertion after 'expect', found \(describe(peek))", at: missingSpan,
                notes: ["assertions: " + ScriptVocabulary.assertions.joined(separator: ", ")])
            return nil
        }
        let word = text(peek)
        let wordSpan = span(peek)
        pos += 1
        switch ScriptAssertionWord(rawValue: word) {
        case .top?: return parseRouteRef().map(ScriptAssertion.top)
        case .modal?: return parseRouteRef().map(ScriptAssertion.modal)
        case .stack?: return parseList(after: "stack").map(ScriptAssertion.stack)
        case .screens?: return parseList(after: "screens").map(ScriptAssertion.screens)
        case .ok?: return .ok
        case .pending?: return .pending
        case .failed?:
            return name("failure reason", after: "failed").map(ScriptAssertion.failed)
        case .auth?: return name("realm", after: "auth").map(ScriptAssertion.auth)
        case .result?:
            guard let route = name("route", after: "result") else { return nil }
            guard let value = parseValue(what: "dismissed, finished or a value after the route") else { return nil }
            return .result(route, value)
        case .instance?:
            guard let ref = parseRouteRef() else { return nil }
            guard peek.kind == .instance else {
                error("expected an instance number such as #2, found \(describe(peek))", at: missingSpan)
                return nil
            }
            let digits = String(lexer.text(peek).dropFirst())
            guard let n = Int(digits), n >= 1 else {
                error(
                    "'#\(digits)' is not an instance number", at: span(peek), code: .invalidScriptValue,
                    label: "instances are numbered from #1")
                return nil
            }
            pos += 1
            return .instance(ref, number: n)
        case .no?:
            guard peek.kind == .word else {
                error("expected modal, pending or auth after 'no', found \(describe(peek))", at: missingSpan)
                return nil
            }
            let what = text(peek)
            let whatSpan = span(peek)
            pos += 1
            switch ScriptNegatedWord(rawValue: what) {
            case .modal?: return .noModal
            case .pending?: return .noPending
            case .auth?: return name("realm", after: "no auth").map(ScriptAssertion.noAuth)
            case nil:
                error(
                    "unknown assertion 'no \(what)'", at: whatSpan, code: .unknownCommand,
                    suggestion: Suggestions.didYouMean(what, in: ScriptVocabulary.negated))
                return nil
            }
        case nil:
            error(
                "unknown assertion '\(word)'", at: wordSpan, code: .unknownCommand,
                suggestion: Suggestions.didYouMean(word, in: ScriptVocabulary.assertions))
            return nil
        }
    }

    private mutating func parseList(after keyword: String) -> [ScriptRouteRef]? {
        guard peek.kind == .lbracket else {
            error("expected '[' after '\(keyword)', found \(describe(peek))", at: missingSpan)
            return nil
        }
        pos += 1
        var refs: [ScriptRouteRef] = []
        if peek.kind == .rbracket {
            pos += 1
            return refs
        }
        while true {
            guard let ref = parseRouteRef() else { return nil }
            refs.append(ref)
            if peek.kind == .comma {
                pos += 1
                continue
            }
            if peek.kind == .rbracket {
                pos += 1
                return refs
            }
            error("expected ',' or ']' in the list, found \(describe(peek))", at: missingSpan)
            return nil
        }
    }
}
