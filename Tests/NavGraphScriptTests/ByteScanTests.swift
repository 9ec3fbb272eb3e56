import NavGraphSupport
import Testing

@testable import NavGraphEngine
@testable import NavGraphScript

/// Hashing a script's lines and finding names by their bytes give what comparing the text gives.
@Suite("Byte scanning: hashes and name tables")
struct ByteScanTests {
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
        func find(_ text: String) -> Int? { ByteView.of(text) { table.index($0) } }
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
