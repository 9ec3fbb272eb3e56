import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// The lines generated suites and walks are made of (`back`, `open r(id: 7)`,
/// `open /a/7`, `expect top r`, `expect stack [a, b(id: 1)]`, `wait 1s`...)
/// resolved straight from their bytes: no tokens, no String a word, no
/// syntax tree. A new line cost about 7,000 instructions through the lexer,
/// the parser and the resolver; most of a large random walk's lines are new.
///
/// It answers only a line it reads exactly as `ScriptParser` and
/// `ScriptResolver` would, with no problem; anything else (a comment, an
/// escape in a string, an unknown name, a bad value in an assertion, a rarer
/// command) is nil, and the line takes the full path, which reports it.
/// `plainLineReadings` reads every line both ways: the tests and the `script`
/// fuzz target hold the two readings to the same steps.
final class PlainLineResolver {
    let tables: EngineGraph
    // The name tables each its own property: read through `ScriptNames`, a lookup
    // copied the whole struct first (a line names a route or two).
    let routeNames: ByteNameTable
    let realmNames: ByteNameTable
    let paramNameBytes: ByteNames
    let bytes: [UInt8]
    let file: Int

    init(tables: EngineGraph, names: ScriptNames, bytes: [UInt8], file: Int) {
        self.tables = tables
        (routeNames, realmNames, paramNameBytes) = (names.routeNames, names.realmNames, names.paramNameBytes)
        self.bytes = bytes
        self.file = file
    }

    /// The step of a content line (from its first character to its break), or nil.
    func resolve(_ line: Range<Int>) -> ProgramStep? {
        ByteView.of(bytes) { b in
            var r = LineReader(b: b, i: line.lowerBound, end: line.upperBound, tokenEnd: line.lowerBound)
            guard let op = command(&r), r.atEnd() else { return nil }
            return ProgramStep(action: op, span: Span(file: file, start: line.lowerBound, end: r.tokenEnd))
        }
    }

    /// A `scenario "name"` line (a name without escapes), as the parser reads it: the
    /// name, and the span of the `scenario` keyword.
    func scenario(_ line: Range<Int>) -> (name: String, span: Span)? {
        ByteView.of(bytes) { b in
            var r = LineReader(b: b, i: line.lowerBound, end: line.upperBound, tokenEnd: line.lowerBound)
            guard let w = r.word(), r.keyword(w) == ScriptKeyword.scenario, r.peek == UInt8(ascii: "\""),
                let name = r.value(), r.atEnd()
            else { return nil }
            return (r.string(name), Span(file: file, start: w.lowerBound, end: w.upperBound))
        }
    }

    private func command(_ r: inout LineReader) -> StepAction? {
        let save = r
        if let w = r.word(), r.keyword(w) == ScriptKeyword.expect { return expectation(&r).map(StepAction.expect) }
        r = save
        return navigation(&r).map(StepAction.navigate)
    }

    private func navigation(_ r: inout LineReader) -> NavigationCommand? {
        guard let w = r.word() else { return nil }
        switch r.keyword(w) {
        case ScriptKeyword.back: return .back
        case ScriptKeyword.`open`: return open(&r)
        case ScriptKeyword.wait: return r.word().flatMap { r.seconds($0) }.map(NavigationCommand.wait)
        case ScriptKeyword.dismiss: return .dismiss
        case ScriptKeyword.finish: return finish(&r)
        case ScriptKeyword.login: return r.word().flatMap { realm(r, $0) }.map(NavigationCommand.login)
        case ScriptKeyword.tab: return r.word().flatMap { route(r, $0) }.map(NavigationCommand.tab)
        case ScriptKeyword.deeplink:
            guard let url = r.url() else { return nil }
            return .deeplink(EngineGraph.target(tables.matcher.matchInOrder(urlBytes: r.line.slice(url))))
        case ScriptKeyword.logout: return .logout
        case ScriptKeyword.cancel: return .cancel
        case ScriptKeyword.restart: return .restart
        case ScriptKeyword.launch: return .launch
        case ScriptKeyword.scene: return r.value().map { .scene(r.string($0)) }
        default: return nil
        }
    }

    private func route(_ r: LineReader, _ w: Range<Int>) -> Int? { routeNames.index(r.line.slice(w)) }
    private func realm(_ r: LineReader, _ w: Range<Int>) -> Int? { realmNames.index(r.line.slice(w)) }

    private func open(_ r: inout LineReader) -> NavigationCommand? {
        if r.peek == UInt8(ascii: "/") {
            guard let path = r.target() else { return nil }
            return .open(EngineGraph.target(tables.matcher.matchInOrder(pathBytes: r.line.slice(path))))
        }
        guard let w = r.word(), let route = route(r, w) else { return nil }
        // As `ScriptResolver` does: a value of the wrong type fails the command (badParameter);
        // an unknown or repeated argument is a script error (nil here).
        let params = tables.routeParams[route]
        var values: [ParamValue?] = .unset(params.count)
        var given = IndexFlags(count: values.count)
        var failure: FailureReason?
        var more = r.argumentsBegin()
        while more {
            guard let (name, value) = r.argument(), let i = parameter(r.line, name, of: route), !given[i],
                let next = r.argumentsContinue()
            else { return nil }
            given[i] = true
            if let v = self.value(r.line, value, route: route, parameter: i) {
                values[i] = v
            } else if failure == nil {
                failure = .badParameter
            }
            more = next
        }
        if let failure = failure
            ?? EngineGraph.fillDefaults(&values, params: params, defaults: tables.paramDefaults[route])
        {
            return .open(.failure(failure))
        }
        return .open(.route(route, values))
    }

    private func finish(_ r: inout LineReader) -> NavigationCommand? {
        var route: Int?
        let save = r
        if let w = r.word() {
            if r.keyword(w) == ScriptKeyword.with {
                r = save
            } else {
                guard let found = self.route(r, w) else { return nil }
                route = found
            }
        }
        let beforeWith = r
        if let w = r.word(), r.keyword(w) == ScriptKeyword.with {
            guard let v = r.value() else { return nil }
            return .finish(route: route, result: .value(r.string(v)))
        }
        r = beforeWith
        return .finish(route: route, result: .finished)
    }

    private func expectation(_ r: inout LineReader) -> Expectation? {
        guard let w = r.word() else { return nil }
        switch r.keyword(w) {
        case ScriptKeyword.top: return pattern(&r).map(Expectation.top)
        case ScriptKeyword.stack: return patterns(&r).map(Expectation.stack)
        case ScriptKeyword.ok: return .ok
        case ScriptKeyword.no:
            guard let what = r.word() else { return nil }
            switch r.keyword(what) {
            case ScriptKeyword.pending: return .noPending
            case ScriptKeyword.modal: return .noModal
            case ScriptKeyword.auth: return r.word().flatMap { realm(r, $0) }.map(Expectation.noAuth)
            default: return nil
            }
        case ScriptKeyword.pending: return .pending
        case ScriptKeyword.screens: return patterns(&r).map(Expectation.screens)
        case ScriptKeyword.modal: return pattern(&r).map(Expectation.modal)
        case ScriptKeyword.failed:
            return r.word().flatMap { FailureReason(rawValue: r.string($0)) }.map(Expectation.failed)
        case ScriptKeyword.auth: return r.word().flatMap { realm(r, $0) }.map(Expectation.auth)
        default: return nil
        }
    }

    /// `[ref, ref, ...]`.
    private func patterns(_ r: inout LineReader) -> [RoutePattern]? {
        guard r.punct(UInt8(ascii: "[")) else { return nil }
        var out: [RoutePattern] = []
        if r.punct(UInt8(ascii: "]")) { return out }
        while true {
            guard let p = pattern(&r) else { return nil }
            out.append(p)
            if r.punct(UInt8(ascii: ",")) { continue }
            return r.punct(UInt8(ascii: "]")) ? out : nil
        }
    }

    /// A route and the parameters an assertion names; a bad value is a script error (nil here).
    private func pattern(_ r: inout LineReader) -> RoutePattern? {
        guard let w = r.word(), let route = route(r, w) else { return nil }
        var pattern = RoutePattern(route: route)
        var more = r.argumentsBegin()
        while more {
            guard let (name, value) = r.argument(), let i = parameter(r.line, name, of: route),
                let v = self.value(r.line, value, route: route, parameter: i),
                let next = r.argumentsContinue()
            else { return nil }
            pattern.append((i, v))
            more = next
        }
        return pattern
    }

    private func parameter(_ line: ByteView, _ name: Range<Int>, of route: Int) -> Int? {
        let base = tables.paramStart[route]
        return paramNameBytes.first(in: base..<tables.paramStart[route + 1], equalTo: line.slice(name)).map {
            $0 - base
        }
    }

    /// `ParamType.parse` of the value's bytes for parameter `i` of `route`, read in place (a
    /// copy of the parameter retains its name, type and default, for every value of a line).
    private func value(_ line: ByteView, _ v: Range<Int>, route: Int, parameter i: Int) -> ParamValue? {
        TableCells.of(tables.routeParams[route]) {
            $0[i].type.parse(line.slice(v), inPathSegment: $0[i].isPath)
        }
    }
}

/// A cursor over one line's bytes that reads tokens as `ScriptLexer` splits
/// them, and gives up (nil) on any token it does not read the same way.
private struct LineReader {
    let b: ByteView
    var i: Int
    let end: Int
    /// The end of the last token read (the command's span ends there).
    var tokenEnd: Int

    var peek: UInt8? {
        mutating get {
            skipBlanks()
            return i < end ? b[i] : nil
        }
    }

    mutating func skipBlanks() {
        while i < end, ScriptLexer.isBlank(b[i]) { i += 1 }
    }

    /// Only blanks left.
    mutating func atEnd() -> Bool {
        skipBlanks()
        return i == end
    }

    /// The bytes of the script (a line's tokens are ranges of them).
    var line: ByteView { b }
    func string(_ range: Range<Int>) -> String { b.string(range) }

    /// A word token; nil when the next token is anything else (a URL, which
    /// starts as a word, included).
    mutating func word() -> Range<Int>? {
        skipBlanks()
        let s = i
        while i < end, ScriptLexer.isWordByte(b[i]) { i += 1 }
        guard i > s else { return nil }
        if i + 2 < end, b[i] == UInt8(ascii: ":"), b[i + 1] == UInt8(ascii: "/"), b[i + 2] == UInt8(ascii: "/") {
            return nil
        }
        tokenEnd = i
        return s..<i
    }

    /// A word as a `ScriptKeyword` value.
    func keyword(_ w: Range<Int>) -> UInt64 { ScriptKeyword.pack(line.slice(w)) }

    mutating func punct(_ c: UInt8) -> Bool {
        guard peek == c else { return false }
        i += 1
        tokenEnd = i
        return true
    }

    /// A path (`/` to the next blank), a URL (`scheme://` to the next blank) or a word:
    /// what `open` and `deeplink` take, as the lexer splits it.
    mutating func target() -> Range<Int>? {
        skipBlanks()
        let s = i
        if i < end, b[i] != UInt8(ascii: "/") {
            while i < end, ScriptLexer.isWordByte(b[i]) { i += 1 }
            guard i > s else { return nil }
            guard i + 2 < end, b[i] == UInt8(ascii: ":"), b[i + 1] == UInt8(ascii: "/"), b[i + 2] == UInt8(ascii: "/")
            else {
                tokenEnd = i
                return s..<i
            }
        }
        while i < end, !ScriptLexer.isBlank(b[i]) { i += 1 }
        guard i > s else { return nil }
        tokenEnd = i
        return s..<i
    }

    /// What `deeplink` takes, as the lexer splits it: any text to the next blank
    /// (nil for a string or a comment, which the full path reads).
    mutating func url() -> Range<Int>? {
        guard let c = peek, c != UInt8(ascii: "\""), c != UInt8(ascii: "#") else { return nil }
        let s = i
        while i < end, !ScriptLexer.isBlank(b[i]) { i += 1 }
        tokenEnd = i
        return s..<i
    }

    /// A word that may stand as a value (`ScriptText.isPlainValue`), or a string's
    /// contents (a string without escapes); any other word is the full path's to report.
    mutating func value() -> Range<Int>? {
        guard peek == UInt8(ascii: "\"") else {
            guard let w = word(), ScriptText.isPlainValue(line.slice(w)) else { return nil }
            return w
        }
        let s = i + 1
        var k = s
        while k < end, b[k] != UInt8(ascii: "\""), b[k] != UInt8(ascii: "\\") { k += 1 }
        guard k < end, b[k] == UInt8(ascii: "\"") else { return nil }
        i = k + 1
        tokenEnd = i
        return s..<k
    }

    // `(name: value, ...)` after a route, read one argument at a time:
    // `argumentsBegin`, then `argument` and `argumentsContinue` while there are more.

    /// Whether a route's arguments follow (`(` and not `()`).
    mutating func argumentsBegin() -> Bool { punct(UInt8(ascii: "(")) && !punct(UInt8(ascii: ")")) }

    /// `name: value`.
    mutating func argument() -> (name: Range<Int>, value: Range<Int>)? {
        guard let name = word(), punct(UInt8(ascii: ":")), let v = value() else { return nil }
        return (name, v)
    }

    /// After an argument: true at `,`, false at `)`, nil at anything else.
    mutating func argumentsContinue() -> Bool? {
        if punct(UInt8(ascii: ",")) { return true }
        return punct(UInt8(ascii: ")")) ? false : nil
    }

    /// `<digits><s|m|h>` in seconds, as `ScriptParser.seconds` reads it.
    func seconds(_ w: Range<Int>) -> Int? { ScriptParser.seconds(string(w)) }
}
