/// One token of generated Swift. Graph data can reach the output only as a
/// `name` (quoted with backticks when it is a keyword), a `label` (an argument
/// label in a call, where Swift wants keywords bare), a string literal or a
/// number: the printer escapes each. Fixed syntax comes from `StaticString`s,
/// so no text read from a graph can ever be printed raw.
public struct SwiftToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case syntax(String)
        case name(String)
        case label(String)
        case string(String)
        case int(Int64)
        case double(Double)
    }

    let kind: Kind

    public static func syntax(_ text: StaticString) -> SwiftToken { SwiftToken(kind: .syntax(text.description)) }
    public static func name(_ identifier: String) -> SwiftToken { SwiftToken(kind: .name(identifier)) }
    public static func label(_ identifier: String) -> SwiftToken { SwiftToken(kind: .label(identifier)) }
    public static func string(_ text: String) -> SwiftToken { SwiftToken(kind: .string(text)) }
    public static func int(_ value: Int64) -> SwiftToken { SwiftToken(kind: .int(value)) }
    public static func double(_ value: Double) -> SwiftToken { SwiftToken(kind: .double(value)) }
}

/// A run of tokens: an expression, a pattern, a declaration head. Written as
/// a string literal whose fixed parts are static and whose interpolations say
/// what they are: `"case \(name: id):"`, `"return \(string: text)"`.
public struct SwiftCode: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var tokens: [SwiftToken]

    public init(tokens: [SwiftToken]) { self.tokens = tokens }

    public init(stringLiteral value: StaticString) { tokens = [.syntax(value)] }

    public init(stringInterpolation: Interpolation) { tokens = stringInterpolation.tokens }

    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var tokens: [SwiftToken] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: StaticString) {
            if literal.utf8CodeUnitCount > 0 { tokens.append(.syntax(literal)) }
        }

        public mutating func appendInterpolation(name: String) { tokens.append(.name(name)) }
        public mutating func appendInterpolation(label: String) { tokens.append(.label(label)) }
        public mutating func appendInterpolation(string: String) { tokens.append(.string(string)) }
        public mutating func appendInterpolation(int: Int64) { tokens.append(.int(int)) }
        public mutating func appendInterpolation(double: Double) { tokens.append(.double(double)) }
        public mutating func appendInterpolation(_ code: SwiftCode) { tokens += code.tokens }
        public mutating func appendInterpolation(_ access: AccessLevel) { tokens += access.code.tokens }
    }

    public static func + (a: SwiftCode, b: SwiftCode) -> SwiftCode { SwiftCode(tokens: a.tokens + b.tokens) }

    /// `items` separated by `separator` (", " by default).
    public static func joined(_ items: [SwiftCode], separator: SwiftCode = ", ") -> SwiftCode {
        var tokens: [SwiftToken] = []
        for (i, item) in items.enumerated() {
            if i > 0 { tokens += separator.tokens }
            tokens += item.tokens
        }
        return SwiftCode(tokens: tokens)
    }
}

/// The access level of the generated API (`--access`).
public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
    case `internal`, `public`

    /// The modifier with its trailing space; `internal` is written as nothing.
    var code: SwiftCode {
        switch self {
        case .internal: return ""
        case .public: return "public "
        }
    }
}

/// The structured generated file: a tree of lines and blocks. Indentation
/// comes only from the tree, so one printer decides the layout.
public indirect enum SwiftNode: Sendable, Hashable {
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

    /// `header {` ... `}`.
    public static func block(_ header: SwiftCode, _ body: [SwiftNode], close: SwiftCode = "}") -> SwiftNode {
        .block(header, body, indentBody: true, close: close)
    }

    /// Fixed multi-line source; a `StaticString`, so never graph data.
    public static func fixedSource(_ text: StaticString) -> SwiftNode { .fixed(text.description) }

    /// `switch subject {` cases `}` with `case` aligned under `switch`.
    public static func switchOver(_ subject: SwiftCode, _ cases: [SwiftNode]) -> SwiftNode {
        .block("switch \(subject) {", cases, indentBody: false, close: "}")
    }
}

/// A whole generated file.
public struct SwiftFile: Sendable, Hashable {
    /// Header comment lines (without `// `).
    public var header: [String]
    public var imports: [String]
    public var body: [SwiftNode]

    public init(header: [String], imports: [String], body: [SwiftNode]) {
        self.header = header
        self.imports = imports
        self.body = body
    }
}
