import NavGraphSupport
import Testing

@Suite("Support: byte buffers")
struct ByteBufferTests {
    @Test func appendsGrowTheBufferAndKeepEveryByte() {
        let buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for i in 0..<1000 {
            buffer.append("line \(i)")
            buffer.appendSpaces(2)
            buffer.append(UInt8(ascii: "\n"))
            expected += Array("line \(i)  \n".utf8)
        }
        #expect(buffer.array == expected)
        #expect(buffer.last == UInt8(ascii: "\n"))
        buffer.removeLast()
        #expect(buffer.count == expected.count - 1)
    }

    @Test("bytes in pieces count, join and compare as the bytes one after another")
    func piecesReadAsOne() {
        let pieces = ["let a", "", " = 1\n"].map { text in
            let piece = ByteBuffer(capacity: 0)
            piece.append(text)
            return piece
        }
        #expect(pieces.byteCount == 10)
        #expect(pieces.joinedString == "let a = 1\n")
        #expect([ByteBuffer]().joinedString == "")
        let same = Array("let a = 1\n".utf8)
        let other = Array("let b = 1\n".utf8)
        #expect(same.withUnsafeBytes { pieces.areEqual(to: $0) })
        #expect(!other.withUnsafeBytes { pieces.areEqual(to: $0) })
        #expect(!same.dropLast().withUnsafeBytes { pieces.areEqual(to: $0) }, "another length")
    }
}
