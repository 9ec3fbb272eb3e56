import NavGraphSupport
import Testing

@Suite("Support: JSON strings")
struct JSONStringTests {
    @Test func controlCharactersAndLineSeparatorsAreEscaped() {
        #expect(JSONString.quoted("a\"b\\c\nd\r\te") == #""a\"b\\c\nd\r\te""#)
        #expect(JSONString.quoted("\u{1}\u{7F}\u{2028}\u{2029}") == #""\u0001\u007f\u2028\u2029""#)
        #expect(JSONString.quoted("caf\u{E9} 🚀") == "\"caf\u{E9} 🚀\"")
    }
}
