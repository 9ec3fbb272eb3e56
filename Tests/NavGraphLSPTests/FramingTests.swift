import Foundation
import NavGraphLSP
import Testing

/// Bytes given to the reader in pieces of `chunk`, as a pipe may deliver them.
struct ChunkedSource: ByteSource {
    var bytes: [UInt8]
    var chunk: Int
    mutating func read(into buffer: inout [UInt8]) -> Int {
        let n = min(buffer.count, chunk, bytes.count)
        buffer.replaceSubrange(0..<n, with: bytes[0..<n])
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

/// A stream of bytes read from an offset (no copying as it is consumed).
struct StreamSource: ByteSource {
    let bytes: [UInt8]
    var offset = 0
    mutating func read(into buffer: inout [UInt8]) -> Int {
        let n = min(buffer.count, bytes.count - offset)
        buffer.replaceSubrange(0..<n, with: bytes[offset..<offset + n])
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
