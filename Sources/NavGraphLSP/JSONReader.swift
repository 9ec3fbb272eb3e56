import NavGraphSupport

/// A JSON value, as JSON-RPC carries it: navgraph's one JSON value
/// (NavGraphSupport), named for the protocol's code.
public typealias JSON = JSONValue

/// The fields of a JSON object, in order.
public typealias JSONObject = JSONValue.Object

/// Why a message body is not JSON, with the byte offset where reading stopped.
public struct JSONParseError: Error, Sendable, Hashable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension JSON {
    /// Parses one JSON document (RFC 8259). Nesting deeper than `maxDepth`
    /// is refused rather than recursed into: a hostile message cannot
    /// overflow the stack.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 256) throws(JSONParseError) -> JSON {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at == bytes.count else { throw parser.error("text after the JSON value") }
        return value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    var at = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    func error(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: at) }

    mutating func skipSpace() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 {
            at += 1
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSON {
        guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth)") }
        skipSpace()
        guard at < bytes.count else { throw error("unexpected end of input") }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return try number()
        }
    }

    mutating func literal(_ word: String) throws(JSONParseError) {
        let w = Array(word.utf8)
        guard at + w.count <= bytes.count, Array(bytes[at..<at + w.count]) == w else { throw error("invalid literal") }
        at += w.count
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSON {
        at += 1
        var fields = JSONObject([])
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
            at += 1
            return .object(fields)
        }
        while true {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try string()
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw error("expected ':'") }
            at += 1
            fields.fields.append(JSONObject.Field(key: key, value: try value(depth: depth + 1)))
            skipSpace()
            guard at < bytes.count else { throw error("unexpected end of input") }
            if bytes[at] == UInt8(ascii: ",") {
                at += 1
                continue
            }
            if bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .object(fields)
            }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSON {
        at += 1
        var items: [JSON] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
            at += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard at < bytes.count else { throw error("unexpected end of input") }
            if bytes[at] == UInt8(ascii: ",") {
                at += 1
                continue
            }
            if bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .array(items)
            }
            throw error("expected ',' or ']'")
        }
    }

    mutating func string() throws(JSONParseError) -> String {
        at += 1
        var out: [UInt8] = []
        while at < bytes.count {
            let b = bytes[at]
            if b == UInt8(ascii: "\"") {
                at += 1
                guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not UTF-8") }
                return s
            }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") {
                // Copy the run up to the next quote or escape at once.
                var end = at + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                    bytes[end] >= 0x20
                {
                    end += 1
                }
                out += bytes[at..<end]
                at = end
                continue
            }
            at += 1
            guard at < bytes.count else { break }
            let e = bytes[at]
            at += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"),
                    bytes[at + 1] == UInt8(ascii: "u")
                {
                    let next = at
                    at += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        // A high surrogate alone: the escape after it is read on its own.
                        at = next
                    }
                }
                // A surrogate without its other half is no character: U+FFFD stands
                // in for it, as decoders of UTF-16 do, and the message is kept.
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                out += Array(String(Character(scalar)).utf8)
            default: throw error("invalid escape")
            }
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard at + 4 <= bytes.count else { throw error("short \\u escape") }
        var v: UInt32 = 0
        for b in bytes[at..<at + 4] {
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x61...0x66: d = b - 0x61 + 10
            case 0x41...0x46: d = b - 0x41 + 10
            default: throw error("invalid \\u escape")
            }
            v = v * 16 + UInt32(d)
        }
        at += 4
        return v
    }

    mutating func number() throws(JSONParseError) -> JSON {
        let start = at
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        var isInteger = true
        while at < bytes.count {
            let b = bytes[at]
            if b >= 0x30 && b <= 0x39 {
                at += 1
                continue
            }
            if b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: "-")
            {
                isInteger = false
                at += 1
                continue
            }
            break
        }
        let text = String(decoding: bytes[start..<at], as: UTF8.self)
        if isInteger, let i = Int(text) { return .int(i) }
        if let d = Double(text), text.first != "+" { return .double(d) }
        throw error("invalid value")
    }
}
