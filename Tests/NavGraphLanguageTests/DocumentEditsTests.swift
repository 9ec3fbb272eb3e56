import NavGraphCore
import NavGraphLSP
import TestSupport
import Testing

@testable import NavGraphLanguage

/// The range edits of one `didChange` share one line index, updated around
/// each edit (it was built again for every edit: 20,000 edits of 5 MB took
/// over 150 s), cost what the document and the edits hold when they go
/// forward (each spliced the whole text: still 41.6 s), and give the bytes a
/// plain splice at a fresh index for every edit gives.
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

    /// The reference: the edit spliced into the whole text at offsets found by a fresh index.
    static func splice(_ bytes: inout [UInt8], _ range: LSPRange, _ text: String) {
        let file = SourceFile(name: "", bytes: bytes)
        let from = TextPositions.offset(of: range.start, in: file)
        let to = max(from, TextPositions.offset(of: range.end, in: file))
        bytes.replaceSubrange(from..<to, with: Array(text.utf8))
    }

    /// Runs of edits going forward (each at or after where the last one ended,
    /// on its line or further down), with edits going back, overlapping,
    /// reversed ranges, whole texts and a byte order mark between them: the
    /// bytes are the reference's after every edit.
    @Test func editsGoingForwardAndBackMatchAPlainSplice() {
        var rng = SplitMix(state: 4040)
        for round in 0..<60 {
            let bom = round % 3 == 0 ? "\u{FEFF}" : ""
            var expected = Array((bom + Self.randomText(&rng, count: 120)).utf8)
            var edited = DocumentEdits(expected)
            var at = Position(line: 0, character: 0)
            for step in 0..<150 {
                let roll = rng.next() % 20
                if roll == 0 {
                    let text = Self.randomText(&rng, count: 60)
                    expected = Array(text.utf8)
                    edited.apply(range: nil, text: text)
                    at = Position(line: 0, character: 0)
                    continue
                }
                var start: Position
                if roll < 4 {
                    start = Self.randomPosition(&rng, in: expected)
                } else if roll < 12 {
                    start = Position(line: at.line, character: at.character + Int(rng.next() % 5))
                } else {
                    start = Position(line: at.line + 1 + Int(rng.next() % 3), character: Int(rng.next() % 8))
                }
                var end = start
                switch rng.next() % 6 {
                case 0: end = Self.randomPosition(&rng, in: expected)  // anywhere, even before the start
                case 1: end.line += Int(rng.next() % 3)
                default: end.character += Int(rng.next() % 4)
                }
                let text = Self.randomText(&rng, count: Int(rng.next() % 4))
                Self.splice(&expected, LSPRange(start: start, end: end), text)
                edited.apply(range: LSPRange(start: start, end: end), text: text)
                #expect(edited.bytes == expected, "round \(round), edit \(step)")
                if edited.bytes != expected { return }
                // Where an editor's next edit would go: past this one's new text.
                let newLines = text.utf8.filter { $0 == 0x0A }.count
                at = newLines > 0 ? Position(line: start.line + newLines, character: 0) : start
                at.character += newLines > 0 ? 0 : text.utf16.count
            }
        }
    }

    /// A document of `lines` lines of `width` bytes and one edit on each line
    /// going down, then the same along one line: the work counted.
    static func forwardWork(lines: Int, width: Int) -> (down: Int, along: Int, size: Int) {
        let line = String(repeating: "x", count: width - 1) + "\n"
        let text = String(repeating: line, count: lines)
        var edited = DocumentEdits(Array(text.utf8))
        for i in 0..<lines {
            let at = LSPRange(start: Position(line: i, character: 2), end: Position(line: i, character: 3))
            edited.apply(range: at, text: "é")
        }
        let long = String(repeating: "€", count: lines * width / 3)
        var along = DocumentEdits(Array(long.utf8))
        for i in 0..<lines {
            let at = LSPRange(start: Position(line: 0, character: 2 * i), end: Position(line: 0, character: 2 * i + 1))
            along.apply(range: at, text: "ab")
        }
        return (edited.work, along.work, text.utf8.count)
    }

    /// Edits going forward cost the document once and each edit its own size:
    /// twice the lines and twice the edits, twice the work (each edit spliced
    /// and walked the whole text before, four times the work).
    @Test func editsGoingForwardCostTheDocumentOnce() {
        let small = Self.forwardWork(lines: 2_000, width: 40)
        let large = Self.forwardWork(lines: 4_000, width: 40)
        // One scan for lines, the gap grown once and moved to the end, the walks to each position.
        #expect(small.down <= 4 * small.size + 8 * 2_000)
        #expect(small.along <= 4 * small.size + 8 * 2_000)
        #expect(large.down <= 2 * small.down + small.down / 100)
        #expect(large.along <= 2 * small.along + small.along / 100)
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
