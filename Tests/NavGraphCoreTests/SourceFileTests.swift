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
