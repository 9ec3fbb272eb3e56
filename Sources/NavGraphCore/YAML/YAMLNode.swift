import NavGraphModel
import NavGraphSupport

/// A node of the YAML tree, with the byte span it was read from. Aliases are
/// already resolved: an alias is a copy of its anchor's node, spanning the alias.
package struct YAMLNode: Sendable {
    package enum Value: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var value: Value
    package var span: Span

    package init(_ value: Value, span: Span) {
        self.value = value
        self.span = span
    }

    /// A node that holds nothing that is counted (an empty string): cheap to
    /// copy and free, it stands where a node was taken out of a tree.
    static let placeholder = YAMLNode(.scalar(YAMLScalar(text: "")), span: Span(file: 0, start: 0, end: 0))

    /// Every node in document order, a line each: its depth, span and kind, and
    /// a scalar's style, tag and text (its length first, so that a line break in
    /// it cannot pass for another node). What the tests and the fuzz target
    /// `pieces` compare two reads of a file by.
    package var outline: String {
        var text = ""
        var pending = [(node: self, depth: 0)]
        while let (node, depth) = pending.popLast() {
            let span = node.span
            text += "\(depth) \(span.file):\(span.start)-\(span.end) "
            switch node.value {
            case .scalar(let s): text += "\(s.style) \(s.tag ?? "-") \(s.text.utf8.count):\(s.text)\n"
            case .sequence(let items):
                text += "sequence \(items.count)\n"
                pending += items.reversed().map { ($0, depth + 1) }
            case .mapping(let pairs):
                text += "mapping \(pairs.count)\n"
                pending += pairs.reversed().flatMap { [($0.value, depth + 1), ($0.key, depth + 1)] }
            }
        }
        return text
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let s) = value { return s }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The type of the value as the YAML 1.2 core schema reads it.
    package var kind: YAMLKind {
        switch value {
        case .scalar(let s): return s.kind
        case .sequence: return .sequence
        case .mapping: return .mapping
        }
    }

    /// The value of `key` in a mapping (the first, if a key repeats).
    package subscript(key: String) -> YAMLNode? {
        guard let pairs = mapping else { return nil }
        for pair in pairs where pair.key.scalar?.text == key { return pair.value }
        return nil
    }
}

package struct YAMLPair: Sendable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }

    /// What stands where a pair was moved out of an array.
    static let placeholder = YAMLPair(key: .placeholder, value: .placeholder)

    /// The key's text; keys are always strings in the graph format.
    package var keyText: String { key.scalar?.text ?? "" }
}

package enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

package struct YAMLScalar: Sendable, Hashable {
    package var text: String
    package var style: ScalarStyle
    /// The explicit core tag, kept as one byte: scalars are the bulk of a tree.
    var explicitTag: ExplicitTag

    enum ExplicitTag: UInt8, Sendable, Hashable {
        case none, str, null, bool, int, float, other
    }

    package init(text: String, style: ScalarStyle = .plain, tag: String? = nil) {
        self.text = text
        self.style = style
        switch tag {
        case nil: explicitTag = .none
        case "tag:yaml.org,2002:str"?: explicitTag = .str
        case "tag:yaml.org,2002:null"?: explicitTag = .null
        case "tag:yaml.org,2002:bool"?: explicitTag = .bool
        case "tag:yaml.org,2002:int"?: explicitTag = .int
        case "tag:yaml.org,2002:float"?: explicitTag = .float
        default: explicitTag = .other
        }
    }

    /// The explicit tag, if any, in its long form (`tag:yaml.org,2002:str`);
    /// a tag outside the core schema reads as `!`.
    package var tag: String? {
        switch explicitTag {
        case .none: return nil
        case .str: return "tag:yaml.org,2002:str"
        case .null: return "tag:yaml.org,2002:null"
        case .bool: return "tag:yaml.org,2002:bool"
        case .int: return "tag:yaml.org,2002:int"
        case .float: return "tag:yaml.org,2002:float"
        case .other: return "!"
        }
    }

    /// YAML 1.2 core schema resolution: only plain untagged scalars are typed.
    package var kind: YAMLKind {
        switch explicitTag {
        case .none: break
        case .str, .other: return .string
        case .null: return .null
        case .bool: return .bool
        case .int: return .int
        case .float: return .float
        }
        guard style == .plain else { return .string }
        return YAMLScalar.resolvePlain(text)
    }

    package var boolValue: Bool? {
        guard kind == .bool else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    static func resolvePlain(_ text: String) -> YAMLKind {
        ByteView.of(text) { resolvePlain(bytes: $0) }
    }

    /// Byte-wise, allocation-free: this runs for every scalar the decoder types.
    static func resolvePlain(bytes u: ByteView) -> YAMLKind {
        guard let first = u.first else { return .null }
        // Fast exit: most scalars are words that cannot be null, bool or a number.
        switch first {
        case UInt8(ascii: "~"):
            return u.count == 1 ? .null : .string
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            guard u.count == 4 || u.count == 5 else { return .string }
            switch u.string {
            case "null", "Null", "NULL": return .null
            case "true", "True", "TRUE", "false", "False", "FALSE": return .bool
            default: return .string
            }
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), 0x30...0x39:
            break
        default:
            return .string
        }
        switch u.string {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF",
            ".nan", ".NaN", ".NAN":
            return .float
        default: break
        }
        if u.count > 2, u[0] == 0x30, u[1] == UInt8(ascii: "o") {
            return u[2...].allSatisfy { $0 >= 0x30 && $0 <= 0x37 } ? .int : .string
        }
        if u.count > 2, u[0] == 0x30, u[1] == UInt8(ascii: "x") {
            return u[2...].allSatisfy(isHexDigit) ? .int : .string
        }
        var i = 0
        if u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
        let intStart = i
        while i < u.count, isDigit(u[i]) { i += 1 }
        let intDigits = i - intStart
        if i == u.count { return intDigits > 0 ? .int : .string }
        var fracDigits = 0
        if u[i] == UInt8(ascii: ".") {
            i += 1
            let s = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            fracDigits = i - s
        }
        guard intDigits + fracDigits > 0 else { return .string }
        if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
            i += 1
            if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
            let s = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            if i == s { return .string }
        }
        return i == u.count ? .float : .string
    }
}

@inline(__always) private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
@inline(__always) private func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
}

package enum YAMLKind: Sendable, Hashable {
    case null, bool, int, float, string, sequence, mapping

    /// How a message names a value of this kind: "expected a list, found a string".
    package var description: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int: return "an integer"
        case .float: return "a number"
        case .string: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// The result of reading one YAML file: its single document's root node
/// (nil for an empty file or when the text could not be read), and findings.
package struct YAMLDocument: Sendable {
    package var root: YAMLNode?
    package var diagnostics: [Diagnostic]
    /// The span of the whole file, for findings about a missing top-level key.
    package var fileSpan: Span
    /// The top-level `routes:`, decoded as they were read, when the reader was
    /// asked to (`YAMLReader.routeDecoding`) and read the file in pieces; the
    /// tree's routes mapping is then empty.
    package var decodedRoutes: DecodedRoutes? = nil
}
