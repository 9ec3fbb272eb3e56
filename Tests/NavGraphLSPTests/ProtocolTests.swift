import Foundation
import NavGraphLSP
import Testing

@Suite struct JSONTests {
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

/// Bytes given to the reader in pieces of `chunk`, as a pipe may deliver them.
struct ChunkedSource: ByteSource {
    var bytes: [UInt8]
    var chunk: Int
    mutating func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        let n = min(count, chunk, bytes.count)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: n) }
        bytes.removeFirst(n)
        return n
    }
}

@Suite struct FramingTests {
    @Test func readsMessagesSplitAcrossReads() {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Type: x\r\ncontent-length:  4\r\n\r\n[1] "
        var reader = MessageReader(source: ChunkedSource(bytes: Array(stream.utf8), chunk: 3))
        #expect(reader.next() == .message(Array("{}".utf8)))
        #expect(reader.next() == .message(Array("[1] ".utf8)))
        #expect(reader.next() == .end)
    }

    @Test func aHeaderBlockWithoutLengthIsReportedAndSkipped() {
        let stream = "Bogus\r\n\r\nContent-Length: 2\r\n\r\n{}"
        var reader = MessageReader(source: ChunkedSource(bytes: Array(stream.utf8), chunk: 100))
        #expect(reader.next() == .malformed("header line without ':'"))
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    @Test func anOversizedBodyIsSkipped() {
        let stream = "Content-Length: 10\r\n\r\n0123456789Content-Length: 2\r\n\r\n{}"
        var reader = MessageReader(source: ChunkedSource(bytes: Array(stream.utf8), chunk: 4))
        reader.maxBodySize = 5
        #expect(reader.next() == .malformed("message of 10 bytes is larger than 5"))
        #expect(reader.next() == .message(Array("{}".utf8)))
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

/// A stream of bytes read from an offset (no copying as it is consumed).
struct StreamSource: ByteSource {
    let bytes: [UInt8]
    var offset = 0
    mutating func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        let n = min(count, bytes.count - offset)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
        offset += n
        return n
    }
}

@Suite struct ReadBufferTests {
    @Test func aLongStreamHoldsAboutOneMessageAndOneRead() {
        let body = Array(repeating: UInt8(ascii: "x"), count: 93_000)
        let message = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        var stream: [UInt8] = []
        for _ in 0..<300 { stream += message }
        var reader = MessageReader(source: StreamSource(bytes: stream))
        var count = 0
        var largest = 0
        while case .message(let got) = reader.next() {
            #expect(got.count == body.count)
            count += 1
            largest = max(largest, reader.bufferCapacity)
        }
        #expect(count == 300)
        // 28 MB went through; the reader never held more than a few messages' room.
        #expect(largest <= 4 * (message.count + 65_536))
    }

    @Test func aLargeMessageGivesItsRoomBack() {
        let large =
            Array("Content-Length: 4000000\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: "y"), count: 4_000_000)
        let small = Array("Content-Length: 2\r\n\r\n{}".utf8)
        var reader = MessageReader(source: StreamSource(bytes: large + small))
        #expect(reader.next() == .message(Array(repeating: UInt8(ascii: "y"), count: 4_000_000)))
        #expect(reader.bufferCapacity < 1 << 20)
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    @Test func lookingAheadShowsEachQueuedMessageOnceAndConsumesNothing() {
        let stream = "Content-Length: 3\r\n\r\n[1]Bogus\r\n\r\nContent-Length: 3\r\n\r\n[2]Content-Length: 3\r\n\r\n[3]"
        var reader = MessageReader(source: StreamSource(bytes: Array(stream.utf8)))
        #expect(reader.next() == .message(Array("[1]".utf8)))
        var seen: [String] = []
        reader.lookAhead { seen.append(String(decoding: $0, as: UTF8.self)) }
        reader.lookAhead { seen.append(String(decoding: $0, as: UTF8.self)) }
        #expect(seen == ["[2]", "[3]"])
        #expect(reader.next() == .malformed("header line without ':'"))
        #expect(reader.next() == .message(Array("[2]".utf8)))
        #expect(reader.next() == .message(Array("[3]".utf8)))
        #expect(reader.next() == .end)
    }
}
