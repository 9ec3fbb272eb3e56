import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// Parses a navigation script into scenarios, one line at a time. Every
/// error of the file is reported; a line with an error becomes an `.invalid`
/// command so the scenario still runs (and fails there) and the following
/// lines are parsed.
package struct ScriptParser {
    let source: SourceFile
    let file: Int
    private var lexer: ScriptLexer
    /// The current token's index in the current line's tokens.
    private var pos = 0
    /// Problems of lines without a token: reported with the next line that has one.
    private var carried: [Diagnostic] = []
    private var lineDiagnostics: [Diagnostic] = []
    private var reportedOutside = false
    /// Whether a scenario has begun (a command before the first is reported, not kept).
    private(set) var inScenario = false
    /// A scenario's header line with an error, as the scenario's first command (`.invalid`): the
    /// scenario starts, so the lines below it do not run in the one before, and fails there.
    private var headerCommand: ScriptCommand?
    package private(set) var diagnostics: [Diagnostic] = []

    /// One line that means something to a run.
    enum Line {
        case scenario(name: String, span: Span)
        /// A command of the current scenario (`.invalid`, with its diagnostics, when it has errors).
        case command(ScriptCommand)
    }

    package init(source: SourceFile, file: Int) {
        self.source = source
        self.file = file
        lexer = ScriptLexer(source, file: file)
    }

    /// Parses the file at `file` in `sources`.
    package static func parse(file: Int, in sources: SourceMap) -> (script: ScriptFile, diagnostics: [Diagnostic]) {
        guard let source = sources.file(file) else { return (ScriptFile(file: file, scenarios: []), []) }
        var parser = ScriptParser(source: source, file: file)
        let script = parser.parse()
        return (script, parser.diagnostics)
    }

    /// The whole file at once (a run streams it with `nextLine` instead).
    package mutating func parse() -> ScriptFile {
        var scenarios: [ScriptScenario] = []
        while let line = nextLine() {
            switch line {
            case .scenario(let name, let span): scenarios.append(ScriptScenario(name: name, span: span, commands: []))
            case .command(let command): scenarios[scenarios.count - 1].commands.append(command)
            }
        }
        return ScriptFile(file: file, scenarios: scenarios)
    }

    /// The bytes of the next line with a token, from its first one to its break, when that line's
    /// command would parse the same wherever it stands: inside a scenario, with no problem carried
    /// to it. `skip` passes over it; `nextLine` parses it.
    mutating func peekCommandLine() -> Range<Int>? {
        guard headerCommand == nil, lexer.isWellFormed, let line = lexer.nextContentLine(), inScenario, carried.isEmpty
        else { return nil }
        return line
    }

    /// Passes over a line from `peekCommandLine` whose command the caller knows already.
    mutating func skip(_ line: Range<Int>) { lexer.skip(line) }

    /// Parses up to the next scenario or command; nil at the end of the file.
    mutating func nextLine() -> Line? {
        if let command = headerCommand {
            headerCommand = nil
            return .command(command)
        }
        while lexer.lexLine() {
            pos = 0
            let first = peek
            if first.kind == .newline {
                carried += lexer.diagnostics
                continue
            }
            lineDiagnostics = carried + lexer.diagnostics
            carried = []
            // A bad character or string on the line: report it alone, not what follows from it.
            if !lineDiagnostics.isEmpty {
                var end = first.end
                while peek.kind != .newline {
                    end = peek.end
                    pos += 1
                }
                diagnostics += lineDiagnostics
                defer { lineDiagnostics = [] }
                if first.kind == .word, lexer.equals(first, "scenario") {
                    return header(first, end: end, diagnostics: lineDiagnostics)
                }
                if inScenario {
                    var command = ScriptCommand(kind: .invalid, span: Span(file: file, start: first.start, end: end))
                    command.diagnostics = lineDiagnostics
                    return .command(command)
                }
                continue
            }
            if first.kind == .word, lexer.equals(first, "scenario") {
                pos += 1
                let name = parseScenarioName(keyword: first)
                var end = first.end
                var k = 0
                while lexer.tokens[k].kind != .newline {
                    end = lexer.tokens[k].end
                    k += 1
                }
                finishLine()
                diagnostics += lineDiagnostics
                defer { lineDiagnostics = [] }
                if let name, lineDiagnostics.isEmpty {
                    inScenario = true
                    return .scenario(name: name, span: span(first))
                }
                return header(first, end: end, diagnostics: lineDiagnostics, name: name)
            }
            var command = parseCommand()
            var lastEnd = command.span.end
            var k = pos
            while lexer.tokens[k].kind != .newline {
                lastEnd = lexer.tokens[k].end
                k += 1
            }
            finishLine()
            if !inScenario, !reportedOutside {
                reportedOutside = true
                lineDiagnostics.append(
                    Diagnostic(
                        .scriptSyntax, "a command outside a scenario", at: command.span,
                        notes: ["start a scenario with: scenario \"name\""]))
            }
            if !lineDiagnostics.isEmpty {
                command.kind = .invalid
                command.diagnostics = lineDiagnostics
                command.span.end = max(command.span.end, lastEnd)
            }
            diagnostics += lineDiagnostics
            lineDiagnostics = []
            if inScenario { return .command(command) }
        }
        diagnostics += carried
        carried = []
        return nil
    }

    // MARK: - Lines

    private var peek: ScriptToken { lexer.tokens[pos] }
    private var atLineEnd: Bool { peek.kind == .newline }

    private func span(_ t: ScriptToken) -> Span { Span(file: file, start: t.start, end: t.end) }

    /// A word's text, or a string's contents.
    private func text(_ t: ScriptToken) -> String { t.kind == .string ? lexer.stringValue(t) : lexer.text(t) }

    /// Reports extra tokens and moves past the newline.
    private mutating func finishLine() {
        if !atLineEnd, lineDiagnostics.isEmpty {
            let t = peek
            error("unexpected \(describe(t)) at the end of the command", at: span(t))
        }
        while !atLineEnd { pos += 1 }
    }

    private mutating func error(
        _ message: String, at span: Span, code: DiagnosticCode = .scriptSyntax,
        label: String? = nil, suggestion: Suggestion? = nil, notes: [String] = []
    ) {
        lineDiagnostics.append(Diagnostic(code, message, at: span, label: label, notes: notes, suggestion: suggestion))
    }

    private func describe(_ t: ScriptToken) -> String {
        switch t.kind {
        case .newline: return "end of line"
        case .string: return "string \"\(lexer.stringValue(t))\""
        default: return "'\(lexer.text(t))'"
        }
    }

    /// Where an error about a missing token points: the next token, or just past the previous one.
    private var missingSpan: Span {
        if atLineEnd, pos > 0 {
            let p = lexer.tokens[pos - 1]
            return Span(file: file, start: p.end, end: p.end)
        }
        return span(peek)
    }

    /// The name after `scenario` (nil, reported: none in quotes).
    private mutating func parseScenarioName(keyword: ScriptToken) -> String? {
        guard peek.kind == .string else {
            error("expected the scenario's name in quotes after 'scenario', found \(describe(peek))", at: missingSpan)
            return nil
        }
        defer { pos += 1 }
        return lexer.stringValue(peek)
    }

    /// A scenario header with an error (`diagnostics`, reported already): its scenario starts,
    /// named by its name when one was read, else by the line's text after `scenario`, and its
    /// first command is the header itself, `.invalid`, so it fails there and runs none of its lines.
    private mutating func header(_ keyword: ScriptToken, end: Int, diagnostics: [Diagnostic], name: String? = nil)
        -> Line
    {
        var command = ScriptCommand(kind: .invalid, span: Span(file: file, start: keyword.start, end: end))
        command.diagnostics = diagnostics
        headerCommand = command
        inScenario = true
        if let name { return .scenario(name: name, span: span(keyword)) }
        var rest = source.bytes[keyword.end..<max(end, keyword.end)]
        while let b = rest.first, b == 0x20 || b == 0x09 || b == 0x22 { rest.removeFirst() }
        while let b = rest.last, b == 0x20 || b == 0x09 || b == 0x22 { rest.removeLast() }
        return .scenario(name: String(decoding: rest, as: UTF8.self), span: span(keyword))
    }

    // MARK: - Commands

    private mutating func parseCommand() -> ScriptCommand {
        let first = peek
        guard first.kind == .word else {
            error("expected a command, found \(describe(first))", at: span(first))
            return ScriptCommand(kind: .invalid, span: span(first))
        }
        pos += 1
        let kind: ScriptCommand.Kind
        let word = lexer.text(first)
        switch word {
        case "launch": kind = .launch
        case "back": kind = .back
        case "dismiss": kind = .dismiss
        case "logout": kind = .logout
        case "cancel": kind = .cancel
        case "restart": kind = .restart
        case "open": kind = parseTarget().map(ScriptCommand.Kind.open) ?? .invalid
        case "deeplink":
            if peek.kind == .url || peek.kind == .path || peek.kind == .word || peek.kind == .string {
                kind = .deeplink(ScriptWord(text: text(peek), span: span(peek)))
                pos += 1
            } else {
                error("expected a URL after 'deeplink', found \(describe(peek))", at: missingSpan)
                kind = .invalid
            }
        case "finish": kind = parseFinish()
        case "login": kind = name("realm", after: "login").map(ScriptCommand.Kind.login) ?? .invalid
        case "tab":
            let route = name("route", after: "tab")
            if route != nil, peek.kind == .lparen {
                error(
                    "'tab' takes a route name alone: a tap on the tab bar carries no values", at: span(peek),
                    notes: ["to open a tab with values, write 'open' with them"])
                kind = .invalid
            } else {
                kind = route.map(ScriptCommand.Kind.tab) ?? .invalid
            }
        case "scene":
            if peek.kind == .string {
                kind = .scene(ScriptWord(text: text(peek), span: span(peek)))
                pos += 1
            } else {
                kind = name("scene name", after: "scene").map(ScriptCommand.Kind.scene) ?? .invalid
            }
        case "wait": kind = parseWait()
        case "expect": kind = parseAssertion(keyword: first).map(ScriptCommand.Kind.expect) ?? .invalid
        default:
            error(
                "unknown command '\(word)'", at: span(first), code: .unknownCommand,
                suggestion: Suggestions.didYouMean(word, in: ScriptVocabulary.commands))
            kind = .invalid
        }
        let end = pos > 0 ? lexer.tokens[pos - 1].end : first.end
        return ScriptCommand(kind: kind, span: Span(file: file, start: first.start, end: max(end, first.end)))
    }

    private mutating func name(_ what: String, after keyword: String) -> ScriptWord? {
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

    private mutating func parseRouteRef() -> ScriptRouteRef? {
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
    private mutating func parseValue(what: @autoclosure () -> String) -> ScriptValue? {
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
        if peek.kind == .word, !lexer.equals(peek, "with") {
            route = ScriptWord(text: text(peek), span: span(peek))
            pos += 1
        }
        if peek.kind == .word, lexer.equals(peek, "with") {
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

    // MARK: - Assertions

    private mutating func parseAssertion(keyword: ScriptToken) -> ScriptAssertion? {
        guard peek.kind == .word else {
            error(
                "expected an assertion after 'expect', found \(describe(peek))", at: missingSpan,
                notes: ["assertions: " + ScriptVocabulary.assertions.joined(separator: ", ")])
            return nil
        }
        let word = text(peek)
        let wordSpan = span(peek)
        pos += 1
        switch word {
        case "top": return parseRouteRef().map(ScriptAssertion.top)
        case "modal": return parseRouteRef().map(ScriptAssertion.modal)
        case "stack": return parseList(after: "stack").map(ScriptAssertion.stack)
        case "screens": return parseList(after: "screens").map(ScriptAssertion.screens)
        case "ok": return .ok
        case "pending": return .pending
        case "failed":
            return name("failure reason", after: "failed").map(ScriptAssertion.failed)
        case "auth": return name("realm", after: "auth").map(ScriptAssertion.auth)
        case "result":
            guard let route = name("route", after: "result") else { return nil }
            guard let value = parseValue(what: "dismissed, finished or a value after the route") else { return nil }
            return .result(route, value)
        case "instance":
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
        case "no":
            guard peek.kind == .word else {
                error("expected modal, pending or auth after 'no', found \(describe(peek))", at: missingSpan)
                return nil
            }
            let what = text(peek)
            let whatSpan = span(peek)
            pos += 1
            switch what {
            case "modal": return .noModal
            case "pending": return .noPending
            case "auth": return name("realm", after: "no auth").map(ScriptAssertion.noAuth)
            default:
                error(
                    "unknown assertion 'no \(what)'", at: whatSpan, code: .unknownCommand,
                    suggestion: Suggestions.didYouMean(what, in: ScriptVocabulary.negated))
                return nil
            }
        default:
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
