/// Prints a `SwiftFile` with fixed four-space indentation. The only place
/// where identifiers are quoted and string literals escaped.
public struct SwiftPrinter: Sendable {
    public init() {}

    /// The file's text. `parallel` prints the top-level declarations side by
    /// side and joins them in order: the same text, sooner for a large file.
    public func print(_ file: SwiftFile, parallel: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(1 << 16)
        for line in file.header { out += "// " + SwiftPrinter.commentText(line) + "\n" }
        if !file.header.isEmpty { out += "\n" }
        for module in file.imports { out += "import " + SwiftNames.quoted(module) + "\n" }
        if !file.imports.isEmpty { out += "\n" }
        if parallel {
            let body = file.body
            let parts = Parallel.map(body.count, parallel: true) { i -> String in
                var part = ""
                SwiftPrinter().print(body[i], depth: 0, into: &part)
                return part
            }
            out.reserveCapacity(out.utf8.count + parts.reduce(0) { $0 + $1.utf8.count })
            for part in parts { out += part }
        } else {
            for node in file.body { print(node, depth: 0, into: &out) }
        }
        // Exactly one trailing newline, whatever the last node was.
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    private static let indents = (0..<64).map { String(repeating: "    ", count: $0) }

    private func print(_ node: SwiftNode, depth: Int, into out: inout String) {
        let indent = depth < Self.indents.count ? Self.indents[depth] : String(repeating: "    ", count: depth)
        switch node {
        case .line(let code):
            out += indent
            render(code, into: &out)
            out += "\n"
        case .block(let header, let body, let indentBody, let close):
            out += indent
            render(header, into: &out)
            out += "\n"
            for child in body { print(child, depth: indentBody ? depth + 1 : depth, into: &out) }
            out += indent
            render(close, into: &out)
            out += "\n"
        case .caseLabel(let label, let body):
            out += indent
            render(label, into: &out)
            out += "\n"
            for child in body { print(child, depth: depth + 1, into: &out) }
        case .caseLabelLines(let lines, let body):
            for (i, line) in lines.enumerated() {
                out += indent
                if i > 0 { out += "     " }
                render(line, into: &out)
                out += "\n"
            }
            for child in body { print(child, depth: depth + 1, into: &out) }
        case .doc(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                out += indent + "///" + (line.isEmpty ? "" : " " + SwiftPrinter.commentText(String(line))) + "\n"
            }
        case .comment(let text):
            out += indent + "// " + SwiftPrinter.commentText(text) + "\n"
        case .fixed(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "\n" : indent + line + "\n"
            }
        case .blank:
            out += "\n"
        }
    }

    /// The code's text (already quoted and escaped as it was built).
    public func render(_ code: SwiftCode) -> String { code.text }

    func render(_ code: SwiftCode, into out: inout String) { out += code.text }

    /// The identifier, in backticks when it is a keyword.
    static func appendName(_ identifier: String, to out: inout String) {
        if SwiftNames.keywords.contains(identifier) {
            out += "`"
            out += identifier
            out += "`"
        } else {
            out += identifier
        }
    }

    /// A single-line string literal: quotes, backslashes (so `\(` too), and
    /// every control or line-separating character escaped; the rest as is.
    public func stringLiteral(_ text: String) -> String {
        var out = ""
        SwiftPrinter.appendStringLiteral(text, to: &out)
        return out
    }

    static func appendStringLiteral(_ text: String, to out: inout String) {
        out += "\""
        // Nothing to escape (the usual case): the text as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// A literal that reads back as the same Double (finite values only).
    static func doubleLiteral(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return String(value)
    }

    /// Comment text on one line: line breaks and control characters become spaces.
    static func commentText(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { s in
            (s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029)
                ? " " : s
        }))
    }
}
