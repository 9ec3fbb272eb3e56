import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// A command line: its word, then what the command takes (targets, route
/// references, values, `finish`'s and `wait`'s forms). Part of `ScriptParser`.
extension ScriptParser {
    mutating func parseCommand() -> ScriptCommand {
        let first = peek
        guard first.kind == .word else {
            error("expected a command, found \(describe(first))", at: span(first))
            return ScriptCommand(kind: .invalid, span: span(first))
        }
        pos += 1
        let kind: ScriptCommand.Kind
        let word = lexer.text(first)
        switch ScriptCommandWord(rawValue: word) {
        case .launch?: kind = .launch
        case .back?: kind = .back
        case .dismiss?: kind = .dismiss
        case .logout?: kind = .logout
        case .cancel?: kind = .cancel
        case .restart?: kind = .restart
        case .`open`?: kind = parseTarget().map(ScriptCommand.Kind.open) ?? .invalid
        case .deeplink?:
            if peek.kind == .url || peek.kind == .path || peek.kind == .word || peek.kind == .string {
                kind = .deeplink(ScriptWord(text: text(peek), span: span(peek)))
                pos += 1
            } else {
                error("expected a URL after 'deeplink', found \(describe(peek))", at: missingSpan)
                kind = .invalid
            }
        case .finish?: kind = parseFinish()
        case .login?: kind = name("realm", after: "login").map(ScriptCommand.Kind.login) ?? .invalid
        case .tab?:
            let route = name("route", after: "tab")
            if route != nil, peek.kind == .lparen {
                error(
                    "'tab' takes a route name alone: a tap on the tab bar carries no values", at: span(peek),
                    notes: ["to open a tab with values, write 'open' with them"])
                kind = .invalid
            } else {
                kind = route.map(ScriptCommand.Kind.tab) ?? .invalid
            }
        case .scene?:
            if peek.kind == .string {
                kind = .scene(ScriptWord(text: text(peek), span: span(peek)))
                pos += 1
            } else {
                kind = name("scene name", after: "scene").map(ScriptCommand.Kind.scene) ?? .invalid
            }
        case .wait?: kind = parseWait()
        case .expect?: kind = parseAssertion(keyword: first).map(ScriptCommand.Kind.expect) ?? .invalid
        case nil:
            error(
                "unknown command '\(word)'", at: span(first), code: .unknownCommand,
                suggestion: Suggestions.didYouMean(word, in: ScriptVocabulary.commands))
            kind = .invalid
        }
        let end = pos > 0 ? lexer.tokens[pos - 1].end : first.end
        return ScriptCommand(kind: kind, span: Span(file: file, start: first.start, end: max(end, first.end)))
    }

    mutating func name(_ what: String, after keyword: String) -> ScriptWord? {
        guard peek.kind == .word else {
            error("expected a \(what) after '\(keyword)', found \(describe(peek))", at: missingSpan)
            return nil
        }
        defer { pos += 1 }
        return ScriptWord(text: text(peek), span: span(peek))
    }

    private mutating func parseTarget() -> ScriptTarget? {
        switch peek.kind {
        case .path:
            defer { pos += 1 }
            return .path(ScriptWord(text: text(peek), span: span(peek)))
        case .word:
            return parseRouteRef().map(ScriptTarget.route)
        case .url:
            error("'open' takes a path or a route; a URL is opened with 'deeplink'", at: span(peek))
            return nil
        default:
            error("expected a path or a route after 'open', found \(describe(peek))", at: missingSpan)
            return nil
        }
    }

    mutating func parseRouteRef() -> ScriptRouteRef? {
        guard peek.kind == .word else {
            error("expected a route, found \(describe(peek))", at: missingSpan)
            return nil
        }
        let route = ScriptWord(text: text(peek), span: span(peek))
        pos += 1
        guard peek.kind == .lparen else { return ScriptRouteRef(route: route, arguments: []) }
        pos += 1
        var arguments: [ScriptArgument] = []
        if peek.kind == .rparen {
            pos += 1
            return ScriptRouteRef(route: route, arguments: [])
        }
        while true {
            guard peek.kind == .word else {
                error("expected an argument name, found \(describe(peek))", at: missingSpan)
                return nil
            }
            let argName = ScriptWord(text: text(peek), span: span(peek))
            pos += 1
            guard peek.kind == .colon else {
                error(
                    "expected ':' after the argument name '\(argName.text)', found \(describe(peek))", at: missingSpan)
                return nil
            }
            pos += 1
            guard let value = parseValue(what: "a value for '\(argName.text)'") else { return nil }
            arguments.append(ScriptArgument(name: argName, value: value))
            if peek.kind == .comma {
                pos += 1
                continue
            }
            if peek.kind == .rparen {
                pos += 1
                break
            }
            error("expected ',' or ')' in the arguments of '\(route.text)', found \(describe(peek))", at: missingSpan)
            return nil
        }
        return ScriptRouteRef(route: route, arguments: arguments)
    }

    /// `what` is built only for the error (an argument's name in it cost a string a value).
    mutating func parseValue(what: @autoclosure () -> String) -> ScriptValue? {
        switch peek.kind {
        case .word:
            defer { pos += 1 }
            let word = text(peek)
            guard ScriptText.isPlainValue(word.utf8) else {
                error(
                    "'\(word)' is not a value", at: span(peek), code: .invalidScriptValue,
                    notes: [
                        "a bare word starts with a letter or digit and holds only letters, digits, '_', '-' and '.'; quote it: \(LiteralText.quote(word))"
                    ])
                return nil
            }
            return ScriptValue(text: word, quoted: false, span: span(peek))
        case .string:
            defer { pos += 1 }
            return ScriptValue(text: text(peek), quoted: true, span: span(peek))
        default:
            error(
                "expected \(what()), found \(describe(peek))", at: missingSpan,
                notes: ["a value is a number, true or false, a word, or a quoted string"])
            return nil
        }
    }

    private mutating func parseFinish() -> ScriptCommand.Kind {
        var route: ScriptWord?
        var value: ScriptValue?
        if peek.kind == .word, !lexer.equals(peek, ScriptVocabulary.with) {
            route = ScriptWord(text: text(peek), span: span(peek))
            pos += 1
        }
        if peek.kind == .word, lexer.equals(peek, ScriptVocabulary.with) {
            pos += 1
            guard let v = parseValue(what: "a value after 'with'") else { return .invalid }
            value = v
        } else if !atLineEnd {
            error("expected 'with' or the end of the line after 'finish', found \(describe(peek))", at: span(peek))
            return .invalid
        }
        return .finish(route: route, value: value)
    }

    private mutating func parseWait() -> ScriptCommand.Kind {
        guard peek.kind == .word else {
            error("expected a duration after 'wait' (30s, 5m, 2h), found \(describe(peek))", at: missingSpan)
            return .invalid
        }
        let t = peek
        let duration = text(t)
        pos += 1
        guard let seconds = ScriptParser.seconds(duration) else {
            error(
                "'\(duration)' is not a duration", at: span(t), code: .invalidScriptValue,
                label: "expected <number><s|m|h>, e.g. 30s, 5m, 2h")
            return .invalid
        }
        return .wait(seconds: seconds)
    }

    /// `<digits><s|m|h>` in seconds; nil when malformed. A duration past what the clock
    /// holds is its largest value: the clock stops there (man/navscript.5, `wait`).
    static func seconds(_ text: String) -> Int? {
        guard let unit = text.last, let factor = ["s": 1, "m": 60, "h": 3600][String(unit)] else { return nil }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        guard let n = Int(digits), n <= Int.max / factor else { return Int.max }
        return n * factor
    }
}
