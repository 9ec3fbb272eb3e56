import NavGraphSupport

public enum ParamType: Sendable, Hashable {
    case string, int, double, bool, uuid
    /// One of the listed words, exactly.
    case enumeration([String])

    /// The type's name as written in a graph (`[price, rating]` for an enum).
    public var description: String {
        switch self {
        case .string: return "string"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .uuid: return "uuid"
        case .enumeration(let words): return "[" + words.joined(separator: ", ") + "]"
        }
    }

    public static let scalarNames = ["string", "int", "double", "bool", "uuid"]

    public init?(name: String) {
        switch name {
        case "string": self = .string
        case "int": self = .int
        case "double": self = .double
        case "bool": self = .bool
        case "uuid": self = .uuid
        default: return nil
        }
    }

    /// Converts text (a decoded path segment, query value, script value or
    /// default) to a value of this type, by the rules of man/navscript.5
    /// "Targets and values". `inPathSegment` forbids the empty string.
    public func parse(_ text: String, inPathSegment: Bool = false) -> ParamValue? {
        switch self {
        case .string:
            if inPathSegment && text.isEmpty { return nil }
            return .string(text)
        case .int:
            return ParamValue.parseInt(text).map(ParamValue.int)
        case .double:
            return ParamValue.parseDouble(text).map(ParamValue.double)
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        case .uuid:
            return ParamValue.parseUUID(text).map(ParamValue.uuid)
        case .enumeration(let words):
            return words.contains(text) ? .enumCase(text) : nil
        }
    }
}

extension ParamType {
    /// `parse(_:inPathSegment:)` of UTF-8 bytes read in place (a path's segment, a
    /// script's value): an integer is read from the bytes, any other type from their text.
    public func parse(_ bytes: ByteView, inPathSegment: Bool = false) -> ParamValue? {
        if case .int = self { return ParamValue.parseInt(bytes).map(ParamValue.int) }
        return parse(bytes.string, inPathSegment: inPathSegment)
    }
}

extension Array where Element == ParamValue? {
    /// `count` values, none given yet. Built by reserving and appending: the
    /// library's `init(repeating:count:)` looks the array's storage type up at
    /// run time, which cost more than the rest of resolving a script line.
    public static func unset(_ count: Int) -> [ParamValue?] {
        var values: [ParamValue?] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(nil) }
        return values
    }
}

/// A typed parameter value. UUIDs are kept lowercased, so two UUIDs compare
/// equal whatever their case.
public enum ParamValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case uuid(String)
    case enumCase(String)

    /// The canonical text of the value (how a path would carry it).
    public var description: String {
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return ParamValue.format(d)
        case .bool(let b): return b ? "true" : "false"
        case .uuid(let u): return u
        case .enumCase(let w): return w
        }
    }

    /// Doubles print without a trailing `.0` when integral (`3`, `2.5`, `1e+20`).
    public static func format(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    /// `-`? digits, within a signed 64-bit integer.
    public static func parseInt(_ text: String) -> Int64? {
        ByteView.of(text) { parseInt($0) }
    }

    /// `-`? digits, within a signed 64-bit integer, from UTF-8 bytes (a script
    /// line's value, read without a String).
    public static func parseInt(_ bytes: ByteView) -> Int64? {
        // Digit by digit: a run of a large script parses every distinct line's
        // values. A negative number accumulates downwards, so `Int64.min` fits;
        // overflow is nil.
        var value: Int64 = 0
        var i = 0
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        guard i < bytes.count else { return nil }
        while i < bytes.count {
            let c = bytes[i]
            guard c >= 0x30, c <= 0x39 else { return nil }
            let d = Int64(c - 0x30)
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = negative ? times10.subtractingReportingOverflow(d) : times10.addingReportingOverflow(d)
            if o1 || o2 { return nil }
            value = next
            i += 1
        }
        return value
    }

    /// `-`? digits (`.` digits)? (`e` `-`? digits)?, finite.
    public static func parseDouble(_ text: String) -> Double? {
        let u = Array(text.utf8)
        var i = 0
        func digits() -> Bool {
            let s = i
            while i < u.count, u[i] >= 0x30, u[i] <= 0x39 { i += 1 }
            return i > s
        }
        if i < u.count, u[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() else { return nil }
        if i < u.count, u[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() else { return nil }
        }
        if i < u.count, u[i] == UInt8(ascii: "e") {
            i += 1
            if i < u.count, u[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { return nil }
        }
        guard i == u.count, let d = Double(text), d.isFinite else { return nil }
        return d
    }

    /// 8-4-4-4-12 hex digits, any case; returned lowercased.
    public static func parseUUID(_ text: String) -> String? {
        let u = Array(text.utf8)
        guard u.count == 36 else { return nil }
        for (i, c) in u.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == UInt8(ascii: "-") else { return nil }
            } else {
                let hex = (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46)
                guard hex else { return nil }
            }
        }
        return text.lowercased()
    }
}
