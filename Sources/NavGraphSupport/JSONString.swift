/// JSON string literals, written the one way every JSON output of navgraph
/// writes them (diagnostics, SARIF, simulator reports), so each is
/// byte-for-byte stable.
package enum JSONString {
    /// `s` quoted and escaped: control characters, DEL and the line
    /// separators U+2028/U+2029 as `\uXXXX`, so the text is safe in JavaScript too.
    package static func write(_ s: String, to out: inout String) {
        // The common text needs no escape: a trace of a large script writes millions of
        // strings. Bytes that may need one: controls, `"`, `\`, DEL, and 0xE2, which
        // starts U+2028 and U+2029.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 != 0xE2 }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// `s` as a JSON string literal.
    package static func quoted(_ s: String) -> String {
        var out = ""
        write(s, to: &out)
        return out
    }
}
