/// JSON string literals, written the one way every JSON output of navgraph
/// writes them (diagnostics, SARIF, simulator reports, `gen --aasa`, the
/// language server's messages), so each is byte-for-byte stable: `"`, `\`,
/// `\n`, `\r` and `\t` by their short escapes; the other control characters,
/// DEL and the line separators U+2028/U+2029 as `\u00XX`, `\u007f`,
/// `\u2028`, `\u2029` (lower-case hex), so the text is safe in JavaScript
/// too; everything else as its UTF-8.
package enum JSONString {
    /// `s` quoted and escaped, appended to text.
    package static func write(_ s: String, to out: inout String) {
        // The common text needs no escape: a trace of a large script writes millions of
        // strings, each appended whole.
        if !s.utf8.contains(where: mayNeedEscape) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 8)
        write(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `s` quoted and escaped, appended to UTF-8 bytes (the language server
    /// writes its answers straight into bytes).
    package static func write(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Native strings are contiguous UTF-8; a bridged one is copied once.
        if s.utf8.withContiguousStorageIfAvailable({ writeEscaped($0, to: &out) }) == nil {
            Array(s.utf8).withUnsafeBufferPointer { writeEscaped($0, to: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `s` as a JSON string literal.
    package static func quoted(_ s: String) -> String {
        var out = ""
        write(s, to: &out)
        return out
    }

    /// The bytes that may start something to escape: controls, `"`, `\`, DEL,
    /// and 0xE2, which starts U+2028 and U+2029 (and en dashes, check marks...).
    @inline(__always) private static func mayNeedEscape(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xE2
    }

    private static func writeEscaped(_ u: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        // Runs of bytes that need no escape are copied whole.
        var run = 0
        var i = 0
        while i < u.count {
            let b = u[i]
            guard mayNeedEscape(b) else {
                i += 1
                continue
            }
            if b == 0xE2 {
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other E2 sequence stays.
                guard i + 2 < u.count, u[i + 1] == 0x80, u[i + 2] == 0xA8 || u[i + 2] == 0xA9 else {
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<i]))
                out += (u[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8
                i += 3
                run = i
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<i]))
            switch b {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            default:
                out += "\\u00".utf8
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 15)])
            }
            i += 1
            run = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: u[run..<u.count]))
    }
}
