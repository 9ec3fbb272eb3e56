import NavGraphCore
import NavGraphLSP
import NavGraphLanguage
import NavGraphModel
import Testing

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

@Suite struct DocumentSymbolJSONTests {
    @Test func writtenTextEqualsTheFieldByFieldObject() throws {
        let r = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 1, character: 9))
        let child = DocumentSymbol(name: "c", kind: .field, range: r, selectionRange: r)
        let symbol = DocumentSymbol(
            name: "a\"b", detail: "/é", kind: .class, range: r,
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
