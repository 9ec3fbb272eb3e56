import NavGraphCore
import NavGraphLanguage
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

@Suite struct PositionTests {
    // "é" is one UTF-16 unit, "😀" two; navgraph's columns count one character for each.
    let file = SourceFile(name: "g.yaml", text: "a: é😀x\nb: 1\n")

    @Test func offsetsBecomeUTF16Positions() {
        #expect(TextPositions.position(of: 3, in: file) == Position(line: 0, character: 3))  // é
        #expect(TextPositions.position(of: 5, in: file) == Position(line: 0, character: 4))  // 😀
        #expect(TextPositions.position(of: 9, in: file) == Position(line: 0, character: 6))  // x
        #expect(TextPositions.position(of: 11, in: file) == Position(line: 1, character: 0))
        // Inside 😀's bytes: the character's start, as check's column is.
        #expect(TextPositions.position(of: 7, in: file) == Position(line: 0, character: 4))
    }

    @Test func positionsBecomeOffsets() {
        #expect(TextPositions.offset(of: Position(line: 0, character: 6), in: file) == 9)
        #expect(TextPositions.offset(of: Position(line: 0, character: 99), in: file) == 10)
        #expect(TextPositions.offset(of: Position(line: 1, character: 1), in: file) == 12)
    }

    @Test func checkColumnsConvertToTheSamePlace() {
        // check's column 5 (1-based, characters) is x's column: 4 characters before it, 5 UTF-16 units.
        #expect(file.location(of: 9).column == 6)
        #expect(TextPositions.utf16Units(inFirst: 5, of: file.lineText(1)) == 6)
    }

    @Test func aByteOrderMarkIsNoColumn() {
        let bom = SourceFile(name: "g.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        #expect(TextPositions.position(of: 4, in: bom) == Position(line: 0, character: 1))
        #expect(TextPositions.offset(of: Position(line: 0, character: 1), in: bom) == 4)
    }

    @Test func fileURIsRoundTrip() {
        let path = "/tmp/my graph/é.navgraph.yaml"
        #expect(FileURI.uri(of: path) == "file:///tmp/my%20graph/%C3%A9.navgraph.yaml")
        #expect(FileURI.path(of: FileURI.uri(of: path)) == path)
        #expect(FileURI.path(of: "untitled:1") == nil)
    }
}

@Suite struct JSONWritingTests {
    @Test func numbersAndEscapesAreWrittenExactly() {
        let value = JSON.array([.int(0), .int(-42), .int(Int.min), .int(1_234_567), .string("a\"b\\c\n\u{1}é")])
        #expect(value.serialized() == #"[0,-42,-9223372036854775808,1234567,"a\"b\\c\n\u0001é"]"#)
    }

    @Test func objectsKeepTheirFieldOrder() {
        let value = JSON.fields([("z", .int(1)), ("a", nil), ("m", .null)])
        #expect(value.serialized() == #"{"z":1,"m":null}"#)
    }
}

@Suite struct DocumentSymbolJSONTests {
    @Test func writtenTextEqualsTheFieldByFieldObject() throws {
        let r = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
        let child = DocumentSymbol(name: "c", kind: .field, range: r, selectionRange: r)
        let symbol = DocumentSymbol(name: "a\"b", detail: "/é", kind: .class, range: r,
                                    selectionRange: LSPRange(start: r.start, end: r.start), children: [child])
        let text = DocumentSymbol.json([symbol, child]).serialized()
        let parsed = try JSON.parse(Array(text.utf8))
        let first = parsed.array?.first
        #expect(first?["name"] == .string("a\"b"))
        #expect(first?["detail"] == .string("/é"))
        #expect(first?["kind"] == .int(5))
        #expect(first?["range"] == r.json)
        #expect(first?["selectionRange"] == LSPRange(start: r.start, end: r.start).json)
        #expect(first?["children"]?.array?.first?["name"] == .string("c"))
        #expect(parsed.array?.last?["children"] == nil)
        #expect(text.hasPrefix(#"[{"name":"a\"b","detail":"/é","kind":5,"range":{"start":{"line":1,"character":2},"#))
    }
}
