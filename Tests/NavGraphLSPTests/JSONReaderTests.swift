import Foundation
import NavGraphLSP
import Testing

@Suite struct JSONReaderTests {
    @Test func roundTripsEveryKind() throws {
        let text = #"{"a":[1,-2.5,true,false,null],"b":"é😀\n\"\u0001","c":{}}"#
        let value = try JSON.parse(Array(text.utf8))
        #expect(value["a"] == .array([.int(1), .double(-2.5), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("é😀\n\"\u{1}"))
        #expect(try JSON.parse(Array(value.serialized().utf8)) == value)
    }

    @Test func surrogatePairEscapesDecode() throws {
        #expect(try JSON.parse(Array(#""\ud83d\ude00""#.utf8)) == .string("😀"))
    }

    @Test func refusesBadTextWithAnOffset() {
        #expect(throws: JSONParseError(message: "expected ',' or '}'", offset: 7)) {
            try JSON.parse(Array(#"{"a":1 "b":2}"#.utf8))
        }
        #expect(throws: JSONParseError.self) { try JSON.parse(Array("[1,".utf8)) }
        #expect(throws: JSONParseError.self) { try JSON.parse(Array("{} x".utf8)) }
    }

    @Test func deepNestingIsRefusedNotRecursed() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError(message: "nesting deeper than 256", offset: 256)) {
            try JSON.parse(Array(deep.utf8))
        }
    }
}

@Suite struct JSONWritingTests {
    @Test func numbersAndEscapesAreWrittenExactly() {
        let value = JSON.array([.int(0), .int(-42), .int(Int.min), .int(1_234_567), .string("a\"b\\c\n\u{1}é")])
        #expect(value.serialized() == #"[0,-42,-9223372036854775808,1234567,"a\"b\\c\n\u0001é"]"#)
    }

    /// DEL and the line separators are escaped (a JavaScript client reads U+2028 raw as a line
    /// end), and a client's JSON reader gives the text back.
    @Test func delAndLineSeparatorsAreEscapedAndReadBack() throws {
        let text = "a\u{7F}b\u{2028}c\u{2029}d – ✓"
        let bytes = JSON.object(["message": .string(text)]).bytes()
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"message":"a\u007fb\u2028c\u2029d – ✓"}"#)
        let read = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String]
        #expect(read == ["message": text])
        #expect(try JSON.parse(bytes) == .object(["message": .string(text)]))
    }

    @Test func objectsKeepTheirFieldOrder() {
        let value = JSON.fields([("z", .int(1)), ("a", nil), ("m", .null)])
        #expect(value.serialized() == #"{"z":1,"m":null}"#)
    }
}

@Suite struct LoneSurrogateTests {
    @Test(arguments: [
        (#""\ud800""#, "\u{FFFD}"), (#""a\ud800b""#, "a\u{FFFD}b"), (#""\udc00""#, "\u{FFFD}"),
        (#""\ud800\u0041""#, "\u{FFFD}A"), (#""\ud800\ud83d\ude00""#, "\u{FFFD}😀"),
    ])
    func aSurrogateWithoutItsHalfIsTheReplacementCharacter(text: String, expected: String) throws {
        #expect(try JSON.parse(Array(text.utf8)) == .string(expected))
    }
}
