import NavGraphCore
import NavGraphLSP
import TestSupport
import Testing

@testable import NavGraphLanguage

/// The range edits of one `didChange` share one line index, updated around
/// each edit (it was built again for every edit: 20,000 edits of 5 MB took
/// over 150 s), and give the bytes a fresh index for every edit gives.
@Suite struct DocumentEditsTests {
    /// Text with every kind of line break and characters of 1 to 4 bytes.
    static let pieces = ["a", "bc", "\n", "\r\n", "\r", "é", "€", "𝄞", "  key: value", "\n\n", "\r\r\n"]

    static func randomText(_ rng: inout SplitMix, count: Int) -> String {
        (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
    }

    /// A position somewhere in `bytes` (lines and UTF-16 units, past a line's end at times).
    static func randomPosition(_ rng: inout SplitMix, in bytes: [UInt8]) -> Position {
        let lines = SourceFile(name: "", bytes: bytes).lineStarts.count
        return Position(line: Int(rng.next() % UInt64(lines + 1)), character: Int(rng.next() % 12))
    }

    @Test func manyEditsInOneMessageMatchAFreshIndexForEach() {
        var rng = SplitMix(state: 40)
        for _ in 0..<20 {
            var expected = Array(Self.randomText(&rng, count: 200).utf8)
            var edited = DocumentEdits(expected)
            for _ in 0..<200 {
                let a = Self.randomPosition(&rng, in: expected)
                let b = Self.randomPosition(&rng, in: expected)
                let (start, end) = (a.line, a.character) <= (b.line, b.character) ? (a, b) : (b, a)
                let text = Self.randomText(&rng, count: Int(rng.next() % 4))
                // The old way: a fresh index of the whole text for each edit.
                let file = SourceFile(name: "", bytes: expected)
                let from = TextPositions.offset(of: start, in: file)
                let to = max(from, TextPositions.offset(of: end, in: file))
                expected.replaceSubrange(from..<to, with: Array(text.utf8))
                edited.apply(range: LSPRange(start: start, end: end), text: text)
                #expect(edited.bytes == expected)
                if edited.bytes != expected { return }
            }
            #expect(edited.fullScans == 1)
        }
    }

    @Test func aWholeTextStartsAgainAndTheNextRangedEditScansOnce() {
        var edited = DocumentEdits(Array("a\nb\n".utf8))
        let at = LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 1))
        edited.apply(range: at, text: "B")
        edited.apply(range: nil, text: "x\ny\nz\n")
        edited.apply(
            range: LSPRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 1)), text: "Z")
        #expect(String(decoding: edited.bytes, as: UTF8.self) == "x\ny\nZ\n")
        #expect(edited.fullScans == 2)
    }
}
