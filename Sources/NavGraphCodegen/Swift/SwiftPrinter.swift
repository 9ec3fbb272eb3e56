/// Prints a `SwiftFile` with fixed four-space indentation. The only place
/// where identifiers are quoted and string literals escaped.
public struct SwiftPrinter: Sendable {
    public init() {}

    public func print(_ file: SwiftFile) -> String {
        var out = ""
        for line in file.header { out += "// " + commentText(line) + "\n" }
        if !file.header.isEmpty { out += "\n" }
        for module in file.imports { out += "import " + SwiftNames.quoted(module) + "\n" }
        if !file.imports.isEmpty { out += "\n" }
        for node in file.body { print(node, depth: 0, into: &out) }
        // Exactly one trailing newline, whatever the last node was.
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    private func print(_ node: SwiftNode, depth: Int, into out: inout String) {
        let indent = String(repeating: "    ", count: depth)
        switch node {
        case .line(let code):
            out += indent + render(code) + "\n"
        case .block(let header, let body, let indentBody, let close):
            out += indent + render(header) + "\n"
            for child in body { print(child, depth: indentBody ? depth + 1 : depth, into: &out) }
            out += indent + render(close) + "\n"
        case .caseLabel(let label, let body):
            out += indent + render(label) + "\n"
            for child in body { print(child, depth: depth + 1, into: &out) }
        case .caseLabelLines(let lines, let body):
            for (i, line) in lines.enumerated() {
                out += indent + (i == 0 ? "" : "     ") + render(line) + "\n"
            }
            for child in body { print(child, depth: depth + 1, into: &out) }
        case .doc(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                out += indent + "///" + (line.isEmpty ? "" : " " + commentText(String(line))) + "\n"
            }
        case .comment(let text):
            out += indent + "// " + commentText(text) + "\n"
        case .fixed(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "\n" : indent + line + "\n"
            }
        case .blank:
            out += "\n"
        }
    }

    /// Tokens joined as written; the code strings carry their own spacing.
    public func render(_ code: SwiftCode) -> String {
        var out = ""
        for token in code.tokens {
            switch token.kind {
            case .syntax(let text): out += text
            case .name(let identifier): out += SwiftNames.quoted(identifier)
            case .label(let identifier): out += identifier
            case .string(let text): out += stringLiteral(text)
            case .int(let value): out += String(value)
            case .double(let value): out += doubleLiteral(value)
            }
        }
        return out
    }

    /// A single-line string literal: quotes, backslashes (so `\(` too), and
    /// every control or line-separating character escaped; the rest as is.
    public func stringLiteral(_ text: String) -> String {
        var out = "\""
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
        return out + "\""
    }

    /// A literal that reads back as the same Double (finite values only).
    func doubleLiteral(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return String(value)
    }

    /// Comment text on one line: line breaks and control characters become spaces.
    func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { s in
            (s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029)
                ? " " : s
        }))
    }
}
