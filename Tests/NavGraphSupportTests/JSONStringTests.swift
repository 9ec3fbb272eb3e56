import NavGraphSupport
import Testing

@Suite("Support: JSON strings")
struct JSONStringTests {
    @Test func controlCharactersAndLineSeparatorsAreEscaped() {
        #expect(JSONString.quoted("a\"b\\c\nd\r\te") == #""a\"b\\c\nd\r\te""#)
        #expect(JSONString.quoted("\u{1}\u{7F}\u{2028}\u{2029}") == #""\u0001\u007f\u2028\u2029""#)
        #expect(JSONString.quoted("caf\u{E9} 🚀") == "\"caf\u{E9} 🚀\"")
    }

    /// Plain text takes a shortcut; text with any byte that may need an escape (0xE2 starts
    /// U+2028 and U+2029, but also en dashes and check marks) goes scalar by scalar.
    @Test func plainTextAndTheShortcutsNeighboursAreWrittenAsThemselves() {
        #expect(JSONString.quoted("") == #""""#)
        #expect(JSONString.quoted("plain text") == #""plain text""#)
        #expect(JSONString.quoted("é ü – ✓ 😀") == "\"é ü – ✓ 😀\"")
        #expect(JSONString.quoted("\u{E000}") == "\"\u{E000}\"")
        #expect(JSONString.quoted("– \u{2028}") == #""– \u2028""#)
    }

    /// The language server writes into bytes, the renderers into text: one escaper, the same bytes.
    @Test func bytesAndTextAreWrittenAlike() {
        let samples = [
            "", "plain", "a\"b\\c\nd\r\te", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}", "\u{2028}\u{2029}",
            "x\u{2028}y\u{2029}z\u{7F}", "– ✓ \u{2027}\u{202A} €", "caf\u{E9} 🚀", "end \u{2028}",
        ]
        for s in samples {
            var bytes: [UInt8] = []
            JSONString.write(s, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONString.quoted(s), "\(Array(s.unicodeScalars))")
        }
        var bytes: [UInt8] = Array("[".utf8)
        JSONString.write("\u{7F}\u{2028}\u{2029}", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"["\u007f\u2028\u2029""#)
    }
}
