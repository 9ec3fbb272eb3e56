import NavGraphSupport
import Testing

@Suite("JSONWriter: the one JSON writer")
struct JSONWriterTests {
    static func document(_ out: inout JSONWriter) {
        out.beginObject()
        out.key("a")
        out.int(-12)
        out.key("list")
        out.beginArray()
        out.double(2)
        out.double(0.5)
        out.double(.nan)
        out.string("q\"\u{7F}")
        out.bool(true)
        out.null()
        out.beginArray()
        out.endArray()
        out.endArray()
        out.key("empty")
        out.beginObject()
        out.endObject()
        out.endObject()
    }

    @Test("compact: no spaces; integral doubles as integers, others as Swift prints them, NaN as null")
    func compact() {
        var out = JSONWriter()
        Self.document(&out)
        #expect(out.text == #"{"a":-12,"list":[2,0.5,null,"q\"\u007f",true,null,[]],"empty":{}}"#)
    }

    @Test("pretty: two spaces a level, `: ` after a key, empty containers on one line")
    func pretty() {
        var out = JSONWriter(pretty: true)
        Self.document(&out)
        #expect(
            out.text == """
                {
                  "a": -12,
                  "list": [
                    2,
                    0.5,
                    null,
                    "q\\"\\u007f",
                    true,
                    null,
                    []
                  ],
                  "empty": {}
                }
                """)
    }
}
