import Testing

@testable import NavGraphSupport

/// Finding line breaks a word at a time gives what reading the bytes one by one gives.
@Suite("Byte scanning: line ends")
struct ByteScanTests {
    /// Every length up to five words, every place of the break, every start before it,
    /// with bytes one bit away from a break on both sides.
    static func mismatches(breaks: [UInt8], _ scan: (UnsafeBufferPointer<UInt8>, Int) -> Int) -> [String] {
        var mismatches: [String] = []
        for length in 0...40 {
            for breakAt in 0...length {
                for brk in breaks {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if breakAt < length { bytes[breakAt] = brk }
                    if breakAt + 1 < length { bytes[breakAt + 1] = 0x0B }
                    if breakAt > 0 { bytes[breakAt - 1] = 0x8A }
                    for from in 0...min(breakAt, length) {
                        let found = bytes.withUnsafeBufferPointer { scan($0, from) }
                        var expected = from
                        while expected < length, !breaks.contains(bytes[expected]) { expected += 1 }
                        if found != expected { mismatches.append("\(length)/\(breakAt)/\(brk)/\(from)") }
                    }
                }
            }
        }
        return mismatches
    }

    @Test("a line ends at its first break, \\n or \\r, wherever it falls in a word")
    func lineEnds() {
        #expect(Self.mismatches(breaks: [0x0A, 0x0D]) { ByteScan.lineEnd($0, from: $1) } == [])
    }

    @Test("the next \\n is found wherever it falls in a word, a \\r passed over")
    func newlines() {
        #expect(Self.mismatches(breaks: [0x0A]) { ByteScan.newline($0, from: $1) } == [])
        let crlf = Array("ab\r\ncd".utf8)
        #expect(crlf.withUnsafeBufferPointer { ByteScan.newline($0, from: 0) } == 3)
        #expect([UInt8]().withUnsafeBufferPointer { ByteScan.newline($0, from: 0) } == 0)
    }
}
