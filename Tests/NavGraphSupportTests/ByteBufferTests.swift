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
}
