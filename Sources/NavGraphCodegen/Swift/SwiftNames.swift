import NavGraphSupport

/// Swift identifiers: keyword quoting, sanitising arbitrary words, casing.
package enum SwiftNames {
    /// Words that must be written in backticks to be used as identifiers
    /// (declaration, statement and expression keywords; a few contextual ones
    /// are included where quoting is harmless and saves a corner case).
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
        "async", "some", "any", "package", "each", "macro",
    ]

    /// The identifier, in backticks when it is a keyword.
    package static func quoted(_ identifier: String) -> String {
        isKeyword(identifier) ? "`" + identifier + "`" : identifier
    }

    /// Whether `word` is one of `keywords`. Most names are not: a table of the
    /// keywords' lengths and first letters answers for them without hashing
    /// (the generator asks for every route and parameter).
    package static func isKeyword(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard let first = utf8.first, first < 0x80, utf8.count < keywordShapeLengths,
            keywordShapes[utf8.count &* 128 &+ Int(first)]
        else { return false }
        return keywords.contains(word)
    }

    private static let keywordShapeLengths = 32
    /// Not an array: threads generating side by side read it for every name,
    /// and an array's reference count would be contended.
    private static let keywordShapes = SharedFlags(
        count: keywordShapeLengths * 128, setting: keywords.map { $0.utf8.count * 128 + Int($0.utf8.first!) })

    /// Whether `text` is an ASCII Swift identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !isDigit(first) else { return false }
        return text.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
    }

    /// An identifier for any word: characters that cannot appear become `_`,
    /// a leading digit gets a `_` before it.
    package static func identifier(for word: String) -> String {
        if isIdentifier(word) { return word }
        var out = ""
        for scalar in word.unicodeScalars {
            if scalar.isASCII, isDigit(UInt8(scalar.value)) || isLetter(UInt8(scalar.value)) || scalar == "_" {
                out.unicodeScalars.append(scalar)
            } else {
                out += "_"
            }
        }
        if out.isEmpty { return "_" }
        if let f = out.utf8.first, isDigit(f) { out = "_" + out }
        return out
    }

    /// `product_detail` -> `ProductDetail`; `signedIn` -> `SignedIn`.
    package static func upperCamel(_ id: String) -> String {
        var out = ""
        var upper = true
        for ch in identifier(for: id) {
            if ch == "_" {
                upper = true
                continue
            }
            out += upper ? ch.uppercased() : String(ch)
            upper = false
        }
        return out.isEmpty ? "Value" : out
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
}

/// Hands out unique names within one Swift scope: reserved names first, then
/// each request gets its preferred name, or the name with `suffix`, or a number.
struct NameScope: Sendable {
    private var taken: Set<String>
    let suffix: String

    init(reserved: Set<String>, suffix: String, capacity: Int = 0) {
        self.taken = reserved
        self.suffix = suffix
        taken.reserveCapacity(reserved.count + capacity)
    }

    mutating func claim(_ preferred: String) -> String {
        // One hash for the usual case: the preferred name is free.
        if taken.insert(preferred).inserted { return preferred }
        var candidate = preferred + suffix
        var n = 2
        while !taken.insert(candidate).inserted {
            candidate = preferred + suffix + String(n)
            n += 1
        }
        return candidate
    }
}
