import Testing

@testable import NavGraphCore
@testable import NavGraphModel

@Suite("Source files and spans")
struct SourceFileTests {
    @Test("line and column of byte offsets; columns count characters, not bytes")
    func locations() {
        let f = SourceFile(name: "x.yaml", text: "ab\né: ü\r\nlast")
        #expect(f.location(of: 0) == SourceLocation(line: 1, column: 1, offset: 0))
        #expect(f.location(of: 3).line == 2)
        // "é: " is 4 bytes but 3 characters: ü starts at column 4.
        let u = Array(f.bytes).firstIndex(of: 0xC3)!
        let second = f.bytes[(u + 1)...].firstIndex(of: 0xC3)!
        #expect(f.location(of: second).column == 4)
        #expect(f.location(of: f.bytes.count - 1).line == 3)
        #expect(f.lineText(2) == "é: ü")
        #expect(f.lineCount == 3)
    }

    @Test("a lone CR is a line break too")
    func carriageReturns() {
        let f = SourceFile(name: "x.yaml", text: "a\rb\r\nc\nd")
        #expect(f.lineStarts == [0, 2, 5, 7])
    }

    /// Every line break as one pass over the bytes finds it: `\n`, `\r\n` (one
    /// break), a lone `\r`.
    static func referenceStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            if bytes[i] == 0x0A || bytes[i] == 0x0D { starts.append(i + 1) }
            i += 1
        }
        return starts
    }

    /// The starts are found in pieces as far as they are asked for: asked in any
    /// order, from any offset, each line, column and line's text is what the whole
    /// table gives, a `\r\n` pair across the end of a piece included.
    @Test("lines found as far as asked give the locations of the whole table")
    func linesFoundAsFarAsAsked() {
        // Pieces are 64 KiB, then double: breaks of every kind sit on their edges.
        var bytes: [UInt8] = []
        var n = 0
        while bytes.count < 300_000 {
            let breaks: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
            bytes += Array("line \(n) é".utf8) + breaks[n % 3]
            n += 1
        }
        for edge in [1 << 16, 1 << 17, 1 << 18] {
            bytes[edge - 1] = 0x0D
            bytes[edge] = 0x0A
        }
        let expected = Self.referenceStarts(bytes)
        let whole = SourceFile(name: "x.yaml", bytes: bytes)
        let found = whole.lineStarts
        let firstDifference = zip(found, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(found.count == expected.count && firstDifference == nil, "line \(firstDifference.map { $0 + 1 } ?? -1)")
        for offsets in [[0, 5, 70_000, 65_535, 65_536, 299_999], [299_999, 0], [131_072, 131_071, bytes.count]] {
            let f = SourceFile(name: "x.yaml", bytes: bytes)
            for offset in offsets {
                #expect(f.location(of: offset) == whole.location(of: offset), "\(offset)")
                let line = f.location(of: offset).line
                #expect(f.lineRange(line) == whole.lineRange(line), "line \(line)")
            }
        }
        // Past the last line: an empty range at the end, as before.
        #expect(SourceFile(name: "x", bytes: bytes).lineRange(expected.count + 5) == bytes.count..<bytes.count)
    }

    /// A finding near the top of a large file reads its first lines only.
    @Test("a location near the top scans a piece, not the file")
    func aLocationNearTheTopScansAPiece() {
        let text = String(repeating: "routes:\n  a: { path: /a }\n", count: 100_000)
        let f = SourceFile(name: "x.yaml", text: text)
        #expect(f.location(of: 30).line == 3)
        #expect(f.lineText(3) == "routes:")
        #expect(f.lineBytesScanned == 1 << 16)
        #expect(f.location(of: text.utf8.count - 1).line == 200_000)
        #expect(f.lineBytesScanned == text.utf8.count)
    }

    @Test("spans keep file, start and end")
    func spans() {
        var s = Span(file: 2, start: 10, end: 4)
        #expect(s.end == 10)  // never before its start
        s.file += 1
        #expect(s.file == 3)
        #expect(!Span.unknown.isKnown)
    }
}

@Suite("Did-you-mean")
struct SuggestionTests {
    @Test("a swapped pair of letters is one edit")
    func transpositions() {
        #expect(Suggestions.closest(to: "mian", in: ["main", "home"]) == "main")
        #expect(Suggestions.closest(to: "shrot", in: ["short", "session"]) == "short")
        #expect(Suggestions.closest(to: "prodcut", in: ["product", "cart"]) == "product")
    }

    @Test("far words, exact words and ties")
    func limits() {
        #expect(Suggestions.closest(to: "xyz", in: ["product"]) == nil)
        #expect(Suggestions.closest(to: "home", in: ["home"]) == nil)
        #expect(Suggestions.closest(to: "cart", in: ["care", "card"]) == "card")
    }
}
