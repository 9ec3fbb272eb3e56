/// The fixed part of `Route.Parsing`: reading a path into segments and query
/// items, and the value rules of man/navscript.5 "Targets and values", in Foundation-only
/// Swift. It is the same for every graph, so it is written here once, as
/// fixed source (no graph data reaches it).
enum ParsingSupport {
    static let source: StaticString = #"""
        /// A path or deep link split into percent-decoded segments, and its query.
        struct Request {
            private(set) var segments: [Substring] = []
            private var query: Substring = ""
            /// The values by parameter name, for `init?(id:parameters:)`, instead of a path.
            private var parameters: [String: String]?

            /// Values as text by parameter name, as a path segment or a query value carries them.
            init(parameters: [String: String]) {
                self.parameters = parameters
            }

            /// `/a/b?x=1`; nil unless it starts with `/`, or when a segment is empty (`//`).
            init?(path: String) {
                guard path.utf8.first == UInt8(ascii: "/") else { return nil }
                self.init(afterSlash: path[path.utf8.index(after: path.startIndex)...])
            }

            /// `scheme://a/b?x=1`: the host is the first segment; `scheme://` alone is `/`. With
            /// hosts, an `https://` or `http://` URL is theirs: `https://HOST/a/b` for one of them
            /// (no port, no user) is `/a/b`, and `https://HOST` alone is `/`.
            init?(url: String, scheme: String?, hosts: [String]) {
                if !hosts.isEmpty,
                   let authority = Request.after("https://", in: url) ?? Request.after("http://", in: url) {
                    let end = authority.utf8.firstIndex {
                        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
                    } ?? authority.endIndex
                    let host = authority[..<end].utf8
                    guard hosts.contains(where: { $0.utf8.elementsEqual(host, by: Request.equalIgnoringCase) })
                    else { return nil }
                    var rest = authority[end...]
                    if rest.utf8.first == UInt8(ascii: "/") { rest = rest[rest.utf8.index(after: rest.startIndex)...] }
                    self.init(afterSlash: rest)
                    return
                }
                guard let scheme, let rest = Request.after(scheme + "://", in: url) else { return nil }
                self.init(afterSlash: rest)
            }

            /// The text after `prefix`, which `text` starts with without regard to ASCII case.
            private static func after(_ prefix: String, in text: String) -> Substring? {
                guard text.utf8.count >= prefix.utf8.count,
                      text.utf8.prefix(prefix.utf8.count).elementsEqual(prefix.utf8, by: equalIgnoringCase)
                else { return nil }
                return text[text.utf8.index(text.startIndex, offsetBy: prefix.utf8.count)...]
            }

            private static func equalIgnoringCase(_ a: UInt8, _ b: UInt8) -> Bool { lowercased(a) == lowercased(b) }

            private init?(afterSlash rest: Substring) {
                var body = rest
                if let hash = body.utf8.firstIndex(of: UInt8(ascii: "#")) { body = body[..<hash] }
                if let mark = body.utf8.firstIndex(of: UInt8(ascii: "?")) {
                    query = body[body.utf8.index(after: mark)...]
                    body = body[..<mark]
                }
                var start = body.startIndex
                var index = body.startIndex
                while index < body.endIndex {
                    if body.utf8[index] == UInt8(ascii: "/") {
                        guard start < index else { return nil }
                        segments.append(Request.decode(body[start..<index]))
                        start = body.utf8.index(after: index)
                    }
                    index = body.utf8.index(after: index)
                }
                // A trailing `/` is ignored.
                if start < body.endIndex { segments.append(Request.decode(body[start...])) }
            }

            /// The path parameter `key` at `position`, parsed (a segment is never empty).
            func segment<T>(_ position: Int, _ key: String, _ parse: (String) -> T?) throws(Failure) -> T {
                let text: String
                if let parameters {
                    guard let given = parameters[key] else { throw .missingParameter(key) }
                    text = given
                } else {
                    text = String(segments[position])
                }
                guard !text.isEmpty, let value = parse(text) else { throw .badParameter(key) }
                return value
            }

            /// A query parameter; nil when absent. Given twice, or with a bad value: `badParameter`.
            func optional<T>(_ key: String, _ parse: (String) -> T?) throws(Failure) -> T? {
                guard let text = try value(key) else { return nil }
                guard let value = parse(text) else { throw .badParameter(key) }
                return value
            }

            /// The first bad query item in the URL's order, as the simulator finds it: a key
            /// naming a path parameter, a declared key given twice, or a value that does not parse.
            func checkQuery(_ path: [String], _ declared: [(name: String, isValid: (String) -> Bool)])
                throws(Failure)
            {
                if let parameters {
                    for (name, isValid) in declared {
                        if let text = parameters[name], !isValid(text) { throw .badParameter(name) }
                    }
                    return
                }
                guard !query.isEmpty else { return }
                var seen: [String] = []
                for item in query.utf8.split(separator: UInt8(ascii: "&")) {
                    let text = Substring(item)
                    let equals = text.utf8.firstIndex(of: UInt8(ascii: "="))
                    let name = String(Request.decode(equals.map { text[..<$0] } ?? text))
                    if path.contains(name) { throw .badParameter(name) }
                    guard let parameter = declared.first(where: { $0.name == name }) else { continue }
                    if seen.contains(name) { throw .badParameter(name) }
                    seen.append(name)
                    let value = equals.map { String(Request.decode(text[text.utf8.index(after: $0)...])) } ?? ""
                    if !parameter.isValid(value) { throw .badParameter(name) }
                }
            }

            private func value(_ key: String) throws(Failure) -> String? {
                if let parameters { return parameters[key] }
                guard !query.isEmpty else { return nil }
                var found: String?
                for item in query.utf8.split(separator: UInt8(ascii: "&")) {
                    let text = Substring(item)
                    let equals = text.utf8.firstIndex(of: UInt8(ascii: "="))
                    let name = Request.decode(equals.map { text[..<$0] } ?? text)
                    guard name == key else { continue }
                    if found != nil { throw .badParameter(key) }
                    found = equals.map { String(Request.decode(text[text.utf8.index(after: $0)...])) } ?? ""
                }
                return found
            }

            /// Decodes `%XX` escapes; `+` stays a plus; a malformed escape stays as written.
            static func decode(_ text: Substring) -> Substring {
                guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
                let bytes = Array(text.utf8)
                var out: [UInt8] = []
                out.reserveCapacity(bytes.count)
                var i = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
                       let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) {
                        out.append(high << 4 | low)
                        i += 3
                    } else {
                        out.append(bytes[i])
                        i += 1
                    }
                }
                return Substring(String(decoding: out, as: UTF8.self))
            }

            private static func hex(_ c: UInt8) -> UInt8? {
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
                case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
                default: return nil
                }
            }

            private static func lowercased(_ c: UInt8) -> UInt8 {
                c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") ? c + 32 : c
            }
        }

        /// A path from its segments and query items (nil values left out),
        /// percent-encoding everything but RFC 3986 unreserved characters.
        /// `parameters`: each value given, by name.
        static func parameters(_ items: [(String, String?)]) -> [String: String] {
            var out: [String: String] = [:]
            for (name, value) in items { if let value { out[name] = value } }
            return out
        }

        static func path(_ segments: [String], query: [(String, String?)] = []) -> String {
            var out = ""
            for segment in segments {
                out += "/"
                encode(segment, into: &out)
            }
            if out.isEmpty { out = "/" }
            var separator = "?"
            for case let (key, value?) in query {
                out += separator
                encode(key, into: &out)
                out += "="
                encode(value, into: &out)
                separator = "&"
            }
            return out
        }

        private static func encode(_ text: String, into out: inout String) {
            let digits = Array("0123456789ABCDEF".utf8)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                     UInt8(ascii: "_"), UInt8(ascii: "~"):
                    out.unicodeScalars.append(Unicode.Scalar(byte))
                default:
                    out.unicodeScalars.append("%")
                    out.unicodeScalars.append(Unicode.Scalar(digits[Int(byte >> 4)]))
                    out.unicodeScalars.append(Unicode.Scalar(digits[Int(byte & 0xF)]))
                }
            }
        }

        static func string(_ text: String) -> String? { text }

        /// `-`? digits, within a signed 64-bit integer.
        static func int(_ text: String) -> Int? {
            let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
            guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return nil
            }
            return Int(text)
        }

        /// `-`? digits (`.` digits)? (`e` `-`? digits)?, finite.
        static func double(_ text: String) -> Double? {
            var bytes = text.utf8[...]
            func digits() -> Bool {
                let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
                bytes = bytes.dropFirst(count)
                return count > 0
            }
            if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() else { return nil }
            if bytes.first == UInt8(ascii: ".") {
                bytes = bytes.dropFirst()
                guard digits() else { return nil }
            }
            if bytes.first == UInt8(ascii: "e") {
                bytes = bytes.dropFirst()
                if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
                guard digits() else { return nil }
            }
            guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
            return value
        }

        static func bool(_ text: String) -> Bool? {
            switch text {
            case "true": return true
            case "false": return false
            default: return nil
            }
        }

        /// 8-4-4-4-12 hex digits in any case.
        static func uuid(_ text: String) -> UUID? {
            guard text.utf8.count == 36 else { return nil }
            for (i, c) in text.utf8.enumerated() {
                if i == 8 || i == 13 || i == 18 || i == 23 {
                    guard c == UInt8(ascii: "-") else { return nil }
                } else {
                    guard (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"))
                        || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
                    else { return nil }
                }
            }
            return UUID(uuidString: text)
        }

        static func text(int value: Int) -> String { String(value) }

        /// Integral values without `.0`; exponents without `+`, so the text reads back.
        static func text(double value: Double) -> String {
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(String(value).unicodeScalars.filter { $0 != "+" })
        }

        static func text(bool value: Bool) -> String { value ? "true" : "false" }

        static func text(uuid value: UUID) -> String { value.uuidString.lowercased() }
        """#
}
