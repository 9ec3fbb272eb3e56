import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// A token of a navigation script: where it is, not its text (the parser
/// reads the bytes it needs, so a run of a large script builds no String a token).
struct ScriptToken: Sendable {
    enum Kind: UInt8, Sendable, Equatable {
        /// Letters, digits and `_ - . +`: names, numbers, durations, uuids, bare values.
        case word
        /// `"..."`; `ScriptLexer.stringValue` unescapes the contents.
        case string
        /// Starts with `/`, runs to the next blank.
        case path
        /// `scheme://...`, or any text after `deeplink`: runs to the next blank.
        case url
        /// `#N`; the digits follow the `#`.
        case instance
        case lparen, rparen, lbracket, rbracket, comma, colon
        /// The line's break (or the end of the file): the last token of every line.
        case newline
    }

    var kind: Kind
    var start: Int
    var end: Int
}

/// Splits a script into tokens one line at a time (scripts are line-oriented
/// and no token spans lines), reporting every bad character or string.
struct ScriptLexer {
    let bytes: [UInt8]
    let file: Int
    /// Where the next line starts.
    private(set) var offset = 0
    /// The tokens of the current line, its `newline` last.
    private(set) var tokens: [ScriptToken] = []
    /// The current line's problems, by position.
    private(set) var diagnostics: [Diagnostic] = []

    /// Whether the file is UTF-8 throughout: where it is not, every line is lexed (no line is
    /// read straight from its bytes), and a line's first byte that is not UTF-8 is reported.
    let isWellFormed: Bool

    init(_ source: SourceFile, file: Int) {
        bytes = source.bytes
        self.file = file
        isWellFormed = ByteView.of(bytes) { $0.firstInvalidUTF8(in: 0..<$0.count) == nil }
        // A byte order mark is not text (columns count from after it: `LineColumnCursor`).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    var atEnd: Bool { offset >= bytes.count }

    @inline(__always)
    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "+")
            || c >= 0x80
    }

    @inline(__always) static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
    @inline(__always) static func isBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }

    /// The next line that holds more than blanks and a comment, as the bytes
    /// from its first character to its break, without lexing it; nil at the end.
    /// The lines skipped have no tokens and no problems.
    mutating func nextContentLine() -> Range<Int>? {
        let (start, end) = ByteView.of(bytes) { b -> (Int, Int) in
            let n = b.count
            var i = offset
            while i < n {
                let c = b[i]
                if ScriptLexer.isBlank(c) || ScriptLexer.isBreak(c) {
                    i += 1
                    continue
                }
                let s = i
                // At the start of a line `#` always opens a comment.
                i = b.lineEnd(from: i)
                if c == UInt8(ascii: "#") { continue }
                return (s, i)
            }
            return (n, -1)
        }
        offset = start
        return end < 0 ? nil : start..<end
    }

    /// Moves past a line that `nextContentLine` returned, without lexing it.
    mutating func skip(_ line: Range<Int>) {
        var i = line.upperBound
        if i < bytes.count {
            if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            i += 1
        }
        offset = i
    }

    /// Lexes the line at `offset` into `tokens` and `diagnostics`; false at the end of the input.
    mutating func lexLine() -> Bool {
        tokens.removeAll(keepingCapacity: true)
        diagnostics.removeAll(keepingCapacity: true)
        let n = bytes.count
        guard offset < n else { return false }
        var i = offset
        var lineStart = true
        func text(_ s: Int, _ e: Int) -> String { String(decoding: bytes[s..<e], as: UTF8.self) }
        while i < n {
            let c = bytes[i]
            if ScriptLexer.isBlank(c) {
                i += 1
                continue
            }
            if ScriptLexer.isBreak(c) { break }
            let atLineStart = lineStart
            lineStart = false
            let s = i
            // Any non-blank text after `deeplink` is a URL (the system may hand the app
            // anything): one token to the next blank; a quoted one stays a string.
            if tokens.count == 1, c != UInt8(ascii: "\""), c != UInt8(ascii: "#"), equals(tokens[0], "deeplink") {
                while i < n, !ScriptLexer.isBlank(bytes[i]), !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                tokens.append(ScriptToken(kind: .url, start: s, end: i))
                continue
            }
            switch c {
            case UInt8(ascii: "#"):
                // `#2` after a word is an instance number; any other `#` starts a comment.
                if !atLineStart, i + 1 < n, bytes[i + 1] >= 0x30, bytes[i + 1] <= 0x39 {
                    i += 1
                    while i < n, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
                    if i < n, ScriptLexer.isWordByte(bytes[i]) {
                        while i < n, ScriptLexer.isWordByte(bytes[i]) { i += 1 }
                        diagnostics.append(
                            Diagnostic(
                                .invalidScriptValue, "'\(text(s, i))' is not an instance number",
                                at: Span(file: file, start: s, end: i), label: "expected '#' and digits"))
                        continue
                    }
                    tokens.append(ScriptToken(kind: .instance, start: s, end: i))
                } else {
                    while i < n, !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                    lineStart = atLineStart
                }
            case UInt8(ascii: "\""):
                i += 1
                var closed = false
                var escapeProblems: [Diagnostic] = []
                while i < n, !ScriptLexer.isBreak(bytes[i]) {
                    let b = bytes[i]
                    if b == UInt8(ascii: "\"") {
                        closed = true
                        i += 1
                        break
                    }
                    if b == UInt8(ascii: "\\") {
                        if i + 1 < n, bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "\\") {
                            i += 2
                            continue
                        }
                        let e = min(n, i + 2)
                        escapeProblems.append(
                            Diagnostic(
                                .scriptSyntax, "unknown escape '\(text(i, e))' in a string",
                                at: Span(file: file, start: i, end: e),
                                notes: ["a string knows only \\\" and \\\\"]))
                        i += 1
                        continue
                    }
                    i += 1
                }
                // By position: the string's start comes before the escapes inside it.
                if !closed {
                    diagnostics.append(
                        Diagnostic(
                            .scriptSyntax, "unterminated string",
                            at: Span(file: file, start: s, end: i), label: "the string has no closing '\"'"))
                }
                diagnostics += escapeProblems
                tokens.append(ScriptToken(kind: .string, start: s, end: i))
            case UInt8(ascii: "/"):
                while i < n, !ScriptLexer.isBlank(bytes[i]), !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                tokens.append(ScriptToken(kind: .path, start: s, end: i))
            case UInt8(ascii: "("):
                i += 1
                tokens.append(ScriptToken(kind: .lparen, start: s, end: i))
            case UInt8(ascii: ")"):
                i += 1
                tokens.append(ScriptToken(kind: .rparen, start: s, end: i))
            case UInt8(ascii: "["):
                i += 1
                tokens.append(ScriptToken(kind: .lbracket, start: s, end: i))
            case UInt8(ascii: "]"):
                i += 1
                tokens.append(ScriptToken(kind: .rbracket, start: s, end: i))
            case UInt8(ascii: ","):
                i += 1
                tokens.append(ScriptToken(kind: .comma, start: s, end: i))
            case UInt8(ascii: ":"):
                i += 1
                tokens.append(ScriptToken(kind: .colon, start: s, end: i))
            default:
                if ScriptLexer.isWordByte(c) {
                    while i < n, ScriptLexer.isWordByte(bytes[i]) { i += 1 }
                    if i + 2 < n, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] == UInt8(ascii: "/"),
                        bytes[i + 2] == UInt8(ascii: "/")
                    {
                        while i < n, !ScriptLexer.isBlank(bytes[i]), !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                        tokens.append(ScriptToken(kind: .url, start: s, end: i))
                    } else {
                        tokens.append(ScriptToken(kind: .word, start: s, end: i))
                    }
                } else {
                    i += 1
                    while i < n, bytes[i] & 0xC0 == 0x80 { i += 1 }
                    diagnostics.append(
                        Diagnostic(
                            .scriptSyntax, "unexpected character '\(text(s, i))'",
                            at: Span(file: file, start: s, end: i)))
                }
            }
        }
        if !isWellFormed, let bad = ByteView.of(bytes, { $0.firstInvalidUTF8(in: offset..<i) }) {
            let problem = Diagnostic(
                .scriptSyntax, "invalid UTF-8 byte sequence", at: Span(file: file, start: bad, end: bad + 1),
                notes: ["a script is UTF-8 text; re-save the file as UTF-8"])
            diagnostics.insert(problem, at: diagnostics.firstIndex { $0.span.start > bad } ?? diagnostics.count)
        }
        tokens.append(ScriptToken(kind: .newline, start: i, end: i))
        if i < n {
            if bytes[i] == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
            i += 1
        }
        offset = i
        return true
    }

    /// A token's source text.
    func text(_ t: ScriptToken) -> String { String(decoding: bytes[t.start..<t.end], as: UTF8.self) }

    /// Whether a token's text is exactly `word` (ASCII).
    func equals(_ t: ScriptToken, _ word: StaticString) -> Bool {
        guard t.end - t.start == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount where bytes[t.start + k] != w[k] { return false }
        return true
    }

    /// A string token's contents, unescaped as the lexer read them: `\"` and `\\` give their
    /// second character, another backslash is dropped (and was reported).
    func stringValue(_ t: ScriptToken) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(t.end - t.start)
        var i = t.start + 1
        while i < t.end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                if i + 1 < t.end, bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "\\") {
                    out.append(bytes[i + 1])
                    i += 2
                    continue
                }
                i += 1
                continue
            }
            out.append(b)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
