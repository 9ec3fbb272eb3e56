import NavGraphModel
import NavGraphSupport

/// Decodes the nodes of one file (the root graph or a module) and collects
/// its schema findings. The per-concern decoders (routes, params, paths,
/// definitions, interceptors) are extensions of this type; this file holds
/// the typed readers they share, each reporting `wrong-type` at the node.
struct FileDecoder {
    let file: SourceFile
    let fileIndex: Int
    let isRoot: Bool
    var diagnostics: [Diagnostic] = []
    /// Names compared while reading routes' parameters and paths (see `NameSet`):
    /// work that grows with the names, which the decoder's scaling tests count.
    var nameComparisons = 0

    init(file: SourceFile, fileIndex: Int, isRoot: Bool) {
        self.file = file
        self.fileIndex = fileIndex
        self.isRoot = isRoot
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at span: Span, label: String? = nil,
        secondary: [DiagnosticLabel] = [], notes: [String] = [], suggestion: Suggestion? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                code, message, at: span, label: label, secondary: secondary,
                notes: notes, suggestion: suggestion))
    }

    mutating func wrongType(_ node: YAMLNode, expected: String, notes: [String] = []) {
        report(.wrongType, "expected \(expected), found \(Self.describe(node))", at: node.span, notes: notes)
    }

    /// How a message names what was found: "a string", "a mapping", "null".
    static func describe(_ node: YAMLNode) -> String { node.kind.description }

    // MARK: Collections

    /// The pairs of a mapping; null reads as an empty mapping (an optional
    /// section left empty), anything else is `wrong-type`.
    mutating func pairs(_ node: YAMLNode, expected: String) -> [YAMLPair]? {
        switch node.value {
        case .mapping(let pairs): return pairs
        case .scalar where node.kind == .null: return []
        default:
            wrongType(node, expected: expected)
            return nil
        }
    }

    /// The items of a list; null reads as an empty list.
    mutating func items(_ node: YAMLNode, expected: String) -> [YAMLNode]? {
        switch node.value {
        case .sequence(let items): return items
        case .scalar where node.kind == .null: return []
        default:
            wrongType(node, expected: expected)
            return nil
        }
    }

    /// The text of a key. Keys are strings; a collection used as a key is
    /// reported and skipped (nil).
    /// A key longer than a name may be is reported and skipped too (every key
    /// of a graph is a fixed word, an id or a parameter name).
    mutating func keyText(_ pair: YAMLPair) -> String? {
        if let s = pair.key.scalar {
            return fitsNameBound(s.text, "a key", at: pair.key.span) ? s.text : nil
        }
        report(
            .wrongType, "expected a key, found \(Self.describe(pair.key))", at: pair.key.span,
            notes: ["a key of a navigation graph is a plain word"])
        return nil
    }

    // MARK: Scalars

    /// A string scalar (quoted, or plain text that the core schema reads as a
    /// string). Numbers, booleans and null are `wrong-type`.
    mutating func string(_ node: YAMLNode, expected: String) -> Located<String>? {
        if let s = node.scalar, node.kind == .string { return Located(s.text, span: node.span) }
        wrongType(node, expected: expected)
        return nil
    }

    /// A non-empty string.
    mutating func text(_ node: YAMLNode, expected: String) -> Located<String>? {
        guard let s = string(node, expected: expected) else { return nil }
        if s.value.isEmpty {
            report(.invalidValue, "expected \(expected), found an empty string", at: node.span)
            return nil
        }
        return s
    }

    /// A non-empty string that names something (an id, a Swift type, the graph's
    /// name): within `Identifiers.maxBytes`, else reported and nil.
    mutating func name(_ node: YAMLNode, expected: String) -> Located<String>? {
        guard let s = text(node, expected: expected), fitsNameBound(s.value, expected, at: s.span) else { return nil }
        return s
    }

    /// Whether `text` is at most `Identifiers.maxBytes` long; if not, it is
    /// reported as `invalid-identifier` by its length alone (a message quoting
    /// it would repeat it whole, and every generated name would too).
    mutating func fitsNameBound(_ text: String, _ what: String, at span: Span) -> Bool {
        let length = text.utf8.count
        guard length > Identifiers.maxBytes else { return true }
        report(
            .invalidIdentifier,
            "expected \(what) of at most \(Identifiers.maxBytes) bytes, found \(length) bytes",
            at: span,
            notes: ["keys, ids, names, types and enum words are at most \(Identifiers.maxBytes) bytes of UTF-8"])
        return false
    }

    /// A YAML 1.2 boolean. `yes`/`no`/`on`/`off` are strings there, so the
    /// message says what to write instead.
    mutating func bool(_ node: YAMLNode) -> Bool? {
        if let b = node.scalar?.boolValue { return b }
        var notes: [String] = []
        if let s = node.scalar, node.kind == .string {
            switch s.text.lowercased() {
            case "yes", "on", "y": notes = ["YAML 1.2 reads '\(s.text)' as a string; write true"]
            case "no", "off", "n": notes = ["YAML 1.2 reads '\(s.text)' as a string; write false"]
            case "true", "false": notes = ["a quoted '\(s.text)' is a string; write it without quotes"]
            default: break
            }
        }
        wrongType(node, expected: "true or false", notes: notes)
        return nil
    }

    /// A use of an id. Only the type is checked here; whether it names
    /// something is the checks' job (with did-you-mean over the defined ids).
    mutating func reference(_ node: YAMLNode, expected: String) -> Reference? {
        guard let s = string(node, expected: expected), fitsNameBound(s.value, expected, at: s.span) else {
            return nil
        }
        return Reference(s.value, span: s.span)
    }

    /// A list of ids; with `allowSingle`, one id alone is a list of one.
    mutating func references(_ node: YAMLNode, expected: String, item itemName: String, allowSingle: Bool)
        -> [Reference]
    {
        if allowSingle, node.scalar != nil, node.kind != .null {
            return reference(node, expected: "\(itemName) or \(expected)").map { [$0] } ?? []
        }
        if let s = node.scalar, node.kind == .string, !s.text.isEmpty {
            guard fitsNameBound(s.text, itemName, at: node.span) else { return [] }
            // One id where a list belongs: reported, then kept as the list of
            // one it was meant to be, so the missing brackets are one finding
            // and not also a trail of unreachable routes.
            wrongType(node, expected: expected, notes: ["write a list: [\(s.text)]"])
            return Identifiers.isID(s.text) ? [Reference(s.text, span: node.span)] : []
        }
        guard let list = items(node, expected: expected) else { return [] }
        var refs: [Reference] = []
        refs.reserveCapacity(list.count)
        for entry in list {
            if let r = reference(entry, expected: itemName) { refs.append(r) }
        }
        return refs
    }

    /// One word out of a fixed set (`presentation`, `kind`, `when`, ...):
    /// anything else is `invalid-value` with did-you-mean.
    mutating func word<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, of type: T.Type, what: String) -> T?
    where T.RawValue == String {
        guard let s = string(node, expected: what), fitsNameBound(s.value, what, at: s.span) else { return nil }
        if let value = T(rawValue: s.value) { return value }
        let allowed = T.allCases.map(\.rawValue)
        report(
            .invalidValue, "'\(s.value)' is not \(what)", at: node.span,
            notes: ["expected one of: " + allowed.joined(separator: ", ")],
            suggestion: Suggestions.didYouMean(s.value, in: allowed))
        return nil
    }

    // MARK: Keys

    mutating func unknownKey(_ key: String, at span: Span, in context: String, allowed: [String]) {
        var notes = ["allowed keys: " + allowed.joined(separator: ", ")]
        if key == "<<" { notes.append("YAML merge keys (<<) are not part of YAML 1.2; write the keys out") }
        report(
            .unknownKey, "unknown key '\(key)' in \(context)", at: span, notes: notes,
            suggestion: Suggestions.didYouMean(key, in: allowed))
    }

    /// Not reported when the same mapping holds a misspelling of the key
    /// (an unknown key whose did-you-mean is this key): the typo is one fault,
    /// already reported with its suggestion.
    mutating func missingKey(_ key: String, in context: String, at span: Span) {
        if misspelt(key, in: context, within: span) { return }
        report(.missingKey, "missing key '\(key)' in \(context)", at: span)
    }

    /// Findings of a mapping come last, so the search stops at the first
    /// finding before the mapping: it never reads more than the mapping's own.
    private func misspelt(_ key: String, in context: String, within span: Span) -> Bool {
        let message = " in " + context
        for d in diagnostics.reversed() {
            guard d.span.file == span.file, d.span.start >= span.start else { break }
            if d.code == .unknownKey, d.span.end <= span.end, d.suggestion?.replacement == key,
                d.message.hasSuffix(message)
            {
                return true
            }
        }
        return false
    }

    /// The id of a definition (the key of a route, realm, ...): reported when
    /// it does not match `[a-z][A-Za-z0-9_]*`, but kept under its text.
    mutating func checkID(_ id: String, at span: Span, kind: String) {
        guard !Identifiers.isID(id) else { return }
        report(
            .invalidIdentifier, "\(kind) id '\(id)' is not a valid identifier", at: span,
            notes: ["ids match [a-z][A-Za-z0-9_]*: a lowercase letter, then letters, digits or _"])
    }
}

/// The identifier rules of the format.
enum Identifiers {
    /// The longest key, id, name, type or enum word, in bytes of UTF-8 (navgraph(5)
    /// Identifiers): each becomes a Swift identifier or a key of the generated code, and
    /// the graph's name prefixes every generated type.
    static let maxBytes = 255

    /// The most segments a route's path has (navgraph(5) `path`): each is a
    /// level of the generated matcher.
    static let maxPathSegments = 256

    /// `[a-z][A-Za-z0-9_]*`: route, realm, lifetime, container, interceptor ids.
    static func isID(_ text: String) -> Bool {
        ByteView.of(text) { u in
            guard let first = u.first, first >= 0x61 && first <= 0x7A else { return false }
            return u.dropFirst().allSatisfy(isWordByte)
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`: parameter names (path `:name` and `params` keys).
    static func isName(_ text: String) -> Bool {
        ByteView.of(text) { u in
            guard let first = u.first, isLetter(first) || first == 0x5F else { return false }
            return u.dropFirst().allSatisfy(isWordByte)
        }
    }

    /// A Swift identifier usable as a type name prefix: `[A-Za-z_][A-Za-z0-9_]*`, not a keyword.
    static func isSwiftIdentifier(_ text: String) -> Bool {
        isName(text) && !swiftKeywords.contains(text) && text != "_"
    }

    /// A Swift type name, possibly qualified: `Module.Type`.
    static func isSwiftTypeName(_ text: String) -> Bool {
        ByteView.of(text) { u in
            var atStart = true
            for b in u {
                if b == UInt8(ascii: ".") {
                    if atStart { return false }
                    atStart = true
                } else if atStart {
                    guard isLetter(b) || b == 0x5F else { return false }
                    atStart = false
                } else if !isWordByte(b) {
                    return false
                }
            }
            return !atStart
        }
    }

    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        isLetter(b) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]
}
