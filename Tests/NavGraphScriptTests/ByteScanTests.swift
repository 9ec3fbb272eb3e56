import NavGraphSupport
import Testing

@testable import NavGraphEngine
@testable import NavGraphScript

/// Reading a script's bytes a word at a time gives what reading them one by one gives.
@Suite("Byte scanning: line ends, hashes and name tables")
struct ByteScanTests {
    @Test("a line ends at its first break, wherever it falls in a word")
    func lineEnds() {
        var mismatches: [String] = []
        for length in 0...40 {
            for breakAt in 0...length {
                for brk: UInt8 in [0x0A, 0x0D] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if breakAt < length { bytes[breakAt] = brk }
                    // Bytes that differ from a break by one bit only, around it.
                    if breakAt + 1 < length { bytes[breakAt + 1] = 0x0B }
                    if breakAt > 0 { bytes[breakAt - 1] = 0x8A }
                    for from in 0...min(breakAt, length) {
                        let found = bytes.withUnsafeBufferPointer { ByteScan.lineEnd($0, from: from) }
                        var expected = from
                        while expected < length, bytes[expected] != 0x0A, bytes[expected] != 0x0D { expected += 1 }
                        if found != expected { mismatches.append("\(length)/\(breakAt)/\(brk)/\(from)") }
                    }
                }
            }
        }
        #expect(mismatches == [])
    }

    @Test("the hash is the same for the same bytes wherever they are, and differs for others")
    func hashes() {
        let text = Array("open r1(id: 7)\nopen r1(id: 7)\nopen r1(id: 8)".utf8)
        text.withUnsafeBytes { raw in
            let a = ByteHash.hash(raw, 0..<14, seed: 42)
            #expect(a == ByteHash.hash(raw, 15..<29, seed: 42))
            #expect(a != ByteHash.hash(raw, 30..<44, seed: 42))
            #expect(a != ByteHash.hash(raw, 0..<14, seed: 43))
        }
    }

    @Test("a name is found by its exact ASCII bytes only; the graph's table decides between equal ids")
    func nameTable() {
        // "e\u{301}" and "é" are equal Strings: the graph's own table keeps the first.
        let ids = ["home", "r1", "e\u{301}", "é", "r10", "K", "\u{212A}ey"]
        var index: [String: Int] = [:]
        for (i, id) in ids.enumerated() where index[id] == nil { index[id] = i }
        let table = ByteNameTable(ids) { index[$0] }
        func find(_ text: String) -> Int? {
            var t = text
            return t.withUTF8 { table.index($0) }
        }
        #expect(find("home") == 0)
        #expect(find("r1") == 1)
        #expect(find("r10") == 4)
        #expect(find("K") == 5)
        #expect(find("r") == nil)
        #expect(find("r100") == nil)
        #expect(find("") == nil)
        // Text outside ASCII is left to the String table (which knows Unicode equality).
        #expect(find("é") == nil)
        #expect(find("\u{212A}ey") == nil)
    }
}
