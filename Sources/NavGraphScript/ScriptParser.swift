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
    var lexer: ScriptLexer
    /// The current token's index in the current line's tokens.
    var pos = 0
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
                if first.kind == .word, lexer.equals(first, ScriptVocabulary.scenario) {
                    return header(first, end: end, diagnostics: lineDiagnostics)
                }
                if inScenario {
                    var command = ScriptCommand(kind: .invalid, span: Span(file: file, start: first.start, end: end))
                    command.diagnostics = lineDiagnostics
                    return .command(command)
                }
                continue
            }
            if first.kind == .word, lexer.equals(first, ScriptVocabulary.scenario) {
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

    var peek: ScriptToken { lexer.tokens[pos] }
    var atLineEnd: Bool { peek.kind == .newline }

    func span(_ t: ScriptToken) -> Span { Span(file: file, start: t.start, end: t.end) }

    /// A word's text, or a string's contents.
    func text(_ t: ScriptToken) -> String { t.kind == .string ? lexer.stringValue(t) : lexer.text(t) }

    /// Reports extra tokens and moves past the newline.
    private mutating func finishLine() {
        if !atLineEnd, lineDiagnostics.isEmpty {
            let t = peek
            error("unexpected \(describe(t)) at the end of the command", at: span(t))
        }
        while !atLineEnd { pos += 1 }
    }

    mutating func error(
        _ message: String, at span: Span, code: DiagnosticCode = .scriptSyntax,
        label: String? = nil, suggestion: Suggestion? = nil, notes: [String] = []
    ) {
        lineDiagnostics.append(Diagnostic(code, message, at: span, label: label, notes: notes, suggestion: suggestion))
    }

    func describe(_ t: ScriptToken) -> String {
        switch t.kind {
        case .newline: return "end of line"
        case .string: return "string \"\(lexer.stringValue(t))\""
        default: return "'\(lexer.text(t))'"
        }
    }

    /// Where an error about a missing token points: the next token, or just past the previous one.
    var missingSpan: Span {
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
}
