/// A run of generated Swift: an expression, a pattern, a declaration head.
/// Written as a string literal whose fixed parts are `StaticString`s (so no
/// text read from a graph can be spliced in raw) and whose interpolations say
/// what they are: `"case \(name: id):"` quotes a keyword in backticks,
/// `"f(\(label: p): 1)"` writes an argument label bare (as Swift wants it in
/// calls), `"return \(string: text)"` writes an escaped string literal. The
/// escaping is done by `SwiftPrinter`'s rules as each piece is appended, so a
/// code value is always valid, printable Swift text.
package struct SwiftCode: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The Swift text, already quoted and escaped.
    package private(set) var text: String

    package init(stringLiteral value: StaticString) { text = SwiftCode.string(value) }

    /// Fixed syntax from the generator itself.
    package init(_ fixed: StaticString) { text = SwiftCode.string(fixed) }

    package init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Text a `SwiftWriter` already quoted and escaped.
    init(verbatim text: String) { self.text = text }

    static func string(_ s: StaticString) -> String { s.description }

    package struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        package mutating func appendLiteral(_ literal: StaticString) {
            text += literal.description
        }

        /// An identifier, in backticks when it is a keyword.
        package mutating func appendInterpolation(name: String) { write { $0.name(name) } }
        /// An argument label in a call: keywords stay bare there (quoting
        /// `var` or `let` is a warning), except `inout`: `f(inout: 1)` does not parse.
        package mutating func appendInterpolation(label: String) { write { $0.label(label) } }
        /// A string literal with everything escaped that could end or interpolate it.
        package mutating func appendInterpolation(string: String) { write { $0.string(string) } }
        package mutating func appendInterpolation(int: Int64) { text += String(int) }
        /// A literal that reads back as the same `Double`.
        package mutating func appendInterpolation(double: Double) { text += SwiftPrinter.doubleLiteral(double) }
        package mutating func appendInterpolation(_ code: SwiftCode) { text += code.text }
        package mutating func appendInterpolation(_ access: AccessLevel) { text += access.code.text }
        /// A trailing `// text` comment, kept on its line.
        package mutating func appendInterpolation(comment: String) { write { $0.comment(comment) } }

        /// The writer's escaping rules, so code and rows print alike.
        private mutating func write(_ body: (inout SwiftWriter) -> Void) { text += SwiftCode(body).text }
    }

    package static func + (a: SwiftCode, b: SwiftCode) -> SwiftCode {
        var c = a
        c.text += b.text
        return c
    }

    /// `items` separated by `separator` (", " by default).
    package static func joined(_ items: [SwiftCode], separator: SwiftCode = ", ") -> SwiftCode {
        var c: SwiftCode = ""
        for (i, item) in items.enumerated() {
            if i > 0 { c.text += separator.text }
            c.text += item.text
        }
        return c
    }
}

/// The access level of the generated API (`--access`).
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `internal`, `public`, `package`

    /// The modifier with its trailing space; `internal` is written as nothing.
    var code: SwiftCode {
        switch self {
        case .internal: return ""
        case .public: return "public "
        case .package: return "package "
        }
    }
}

/// The structured generated file: a tree of lines and blocks. Indentation
/// comes only from the tree, so one printer decides the layout.
package enum SwiftNode: Sendable {
    case line(SwiftCode)
    /// `header {` body `}`; the body is indented unless it is a switch's cases.
    case block(SwiftCode, [SwiftNode], indentBody: Bool, close: SwiftCode)
    /// A `case ...:` label of a switch, its statements indented below it.
    case caseLabel(SwiftCode, [SwiftNode])
    /// A label too long for a line: `case .a,` then `     .b:` aligned below it.
    case caseLabelLines([SwiftCode], [SwiftNode])
    /// `/// text`, one line a text line.
    case doc(String)
    /// `// text`.
    case comment(String)
    /// Fixed source written in the generator itself (never graph data),
    /// re-indented line by line to the node's depth.
    case fixed(String)
    case blank
    /// Lines written when the file is printed (see `SwiftRows`).
    case rows(SwiftRows)

    /// `header {` ... `}`.
    package static func block(_ header: SwiftCode, _ body: [SwiftNode], close: SwiftCode = "}") -> SwiftNode {
        .block(header, body, indentBody: true, close: close)
    }

    /// Fixed multi-line source; a `StaticString`, so never graph data.
    package static func fixedSource(_ text: StaticString) -> SwiftNode { .fixed(text.description) }

    /// `switch subject {` cases `}` with `case` aligned under `switch`.
    package static func switchOver(_ subject: SwiftCode, _ cases: [SwiftNode]) -> SwiftNode {
        .block("switch \(subject) {", cases, indentBody: false, close: "}")
    }
}

/// A whole generated file.
package struct SwiftFile: Sendable {
    /// Header comment lines (without `// `).
    package var header: [String]
    package var imports: [String]
    /// How the imports are written: `public import` and `package import` for a file whose
    /// declarations of that access use the modules' types (so it builds with
    /// `InternalImportsByDefault`, Swift 7's default); a plain `import` otherwise.
    package var importAccess: AccessLevel
    package var body: [SwiftNode]

    package init(header: [String], imports: [String], importAccess: AccessLevel = .internal, body: [SwiftNode]) {
        self.header = header
        self.imports = imports
        self.importAccess = importAccess
        self.body = body
    }
}
