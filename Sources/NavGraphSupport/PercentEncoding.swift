/// Paths as URI references: every byte but the unreserved ones and `/`
/// percent-encoded, so a `%`, `#`, `?` or space in a file name stays part of it.
package enum PercentEncoding {
    package static func path(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hexDigits[Int(b >> 4)])
                out.unicodeScalars.append(hexDigits[Int(b & 15)])
            }
        }
        return out
    }

    private static let hexDigits: [Unicode.Scalar] = Array("0123456789ABCDEF".unicodeScalars)
}
