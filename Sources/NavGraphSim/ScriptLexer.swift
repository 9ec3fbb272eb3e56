import NavGraphCore

/// A token of a navigation script. Scripts are line-oriented: a newline is a token.
struct ScriptToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// Letters, digits and `_ - . +`: names, numbers, durations, uuids, bare values.
        case word
        /// `"..."`; `text` holds the unescaped contents.
        case string
        /// Starts with `/`, runs to the next blank.
        case path
        /// `scheme://...`, runs to the next blank.
        case url
        /// `#N`; `text` holds the digits.
        case instance
        case lparen, rparen, lbracket, rbracket, comma, colon
        case newline
        case end
    }

    var kind: Kind
    var text: String
    var start: Int
    var end: Int
}

/// Splits a script into tokens, reporting every bad character or string.
struct ScriptLexer {
    let bytes: [UInt8]
    let file: Int
    var diagnostics: [Diagnostic] = []

    init(_ source: SourceFile, file: Int) {
        bytes = source.bytes
        self.file = file
    }

    private static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "+")
            || c >= 0x80
    }

    private static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
    private static func isBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }

    mutating func tokenize() -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var i = 0
        let n = bytes.count
        var lineStart = true
        func text(_ s: Int, _ e: Int) -> String { String(decoding: bytes[s..<e], as: UTF8.self) }
        while i < n {
            let c = bytes[i]
            if ScriptLexer.isBlank(c) { i += 1; continue }
            if ScriptLexer.isBreak(c) {
                let s = i
                if c == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                i += 1
                tokens.append(ScriptToken(kind: .newline, text: "", start: s, end: s))
                lineStart = true
                continue
            }
            let atLineStart = lineStart
            lineStart = false
            let s = i
            switch c {
            case UInt8(ascii: "#"):
                // `#2` after a word is an instance number; any other `#` starts a comment.
                if !atLineStart, i + 1 < n, bytes[i + 1] >= 0x30, bytes[i + 1] <= 0x39 {
                    i += 1
                    while i < n, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
                    if i < n, ScriptLexer.isWordByte(bytes[i]) {
                        while i < n, ScriptLexer.isWordByte(bytes[i]) { i += 1 }
                        diagnostics.append(Diagnostic(.invalidScriptValue, "'\(text(s, i))' is not an instance number",
                                                      at: Span(file: file, start: s, end: i), label: "expected '#' and digits"))
                        continue
                    }
                    tokens.append(ScriptToken(kind: .instance, text: text(s + 1, i), start: s, end: i))
                } else {
                    while i < n, !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                    lineStart = atLineStart
                }
            case UInt8(ascii: "\""):
                i += 1
                var out: [UInt8] = []
                var closed = false
                while i < n, !ScriptLexer.isBreak(bytes[i]) {
                    let b = bytes[i]
                    if b == UInt8(ascii: "\"") { closed = true; i += 1; break }
                    if b == UInt8(ascii: "\\") {
                        if i + 1 < n, bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "\\") {
                            out.append(bytes[i + 1]); i += 2; continue
                        }
                        let e = min(n, i + 2)
                        diagnostics.append(Diagnostic(.scriptSyntax, "unknown escape '\(text(i, e))' in a string",
                                                      at: Span(file: file, start: i, end: e),
                                                      notes: ["a string knows only \\\" and \\\\"]))
                        i += 1
                        continue
                    }
                    out.append(b)
                    i += 1
                }
                if !closed {
                    diagnostics.append(Diagnostic(.scriptSyntax, "unterminated string",
                                                  at: Span(file: file, start: s, end: i), label: "the string has no closing '\"'"))
                }
                tokens.append(ScriptToken(kind: .string, text: String(decoding: out, as: UTF8.self), start: s, end: i))
            case UInt8(ascii: "/"):
                while i < n, !ScriptLexer.isBlank(bytes[i]), !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                tokens.append(ScriptToken(kind: .path, text: text(s, i), start: s, end: i))
            case UInt8(ascii: "("): i += 1; tokens.append(ScriptToken(kind: .lparen, text: "(", start: s, end: i))
            case UInt8(ascii: ")"): i += 1; tokens.append(ScriptToken(kind: .rparen, text: ")", start: s, end: i))
            case UInt8(ascii: "["): i += 1; tokens.append(ScriptToken(kind: .lbracket, text: "[", start: s, end: i))
            case UInt8(ascii: "]"): i += 1; tokens.append(ScriptToken(kind: .rbracket, text: "]", start: s, end: i))
            case UInt8(ascii: ","): i += 1; tokens.append(ScriptToken(kind: .comma, text: ",", start: s, end: i))
            case UInt8(ascii: ":"): i += 1; tokens.append(ScriptToken(kind: .colon, text: ":", start: s, end: i))
            default:
                if ScriptLexer.isWordByte(c) {
                    while i < n, ScriptLexer.isWordByte(bytes[i]) { i += 1 }
                    if i + 2 < n + 0, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] == UInt8(ascii: "/"), bytes[i + 2] == UInt8(ascii: "/") {
                        while i < n, !ScriptLexer.isBlank(bytes[i]), !ScriptLexer.isBreak(bytes[i]) { i += 1 }
                        tokens.append(ScriptToken(kind: .url, text: text(s, i), start: s, end: i))
                    } else {
                        tokens.append(ScriptToken(kind: .word, text: text(s, i), start: s, end: i))
                    }
                } else {
                    i += 1
                    while i < n, bytes[i] & 0xC0 == 0x80 { i += 1 }
                    diagnostics.append(Diagnostic(.scriptSyntax, "unexpected character '\(text(s, i))'",
                                                  at: Span(file: file, start: s, end: i)))
                }
            }
        }
        tokens.append(ScriptToken(kind: .newline, text: "", start: n, end: n))
        tokens.append(ScriptToken(kind: .end, text: "", start: n, end: n))
        return tokens
    }
}
