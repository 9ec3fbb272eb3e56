import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// Byte offsets of a source file and LSP positions (0-based lines, UTF-16
/// code units). Lines and the column's start are those of
/// `SourceFile.location(of:)`, which `navgraph check` prints, so a range here
/// is the same place as the line and column there; only the unit differs
/// (check counts characters, LSP counts UTF-16 units).
public enum TextPositions {
    public static func position(of offset: Int, in file: SourceFile) -> Position {
        let location = file.location(of: offset)
        let line = location.line - 1
        var start = file.lineStarts[line]
        let bytes = file.bytes
        if line == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, bytes.count) }
        var end = max(start, location.offset)
        // An offset inside a multi-byte character is that character's start.
        while end > start, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        var units = 0
        var i = start
        while i < end {
            let b = bytes[i]
            if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return Position(line: line, character: units)
    }

    public static func range(of span: Span, in file: SourceFile) -> LSPRange {
        LSPRange(start: position(of: span.start, in: file), end: position(of: span.end, in: file))
    }

    /// The byte offset of a position; past the end of its line is the line's end.
    public static func offset(of position: Position, in file: SourceFile) -> Int {
        offset(of: position, bytes: file.bytes, lineStarts: file.lineStarts)
    }

    /// `offset(of:in:)` over bytes and their line starts (a document being edited).
    static func offset(of position: Position, bytes: [UInt8], lineStarts starts: [Int]) -> Int {
        guard position.line < starts.count else { return bytes.count }
        var i = starts[position.line]
        if position.line == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = min(3, bytes.count) }
        var units = 0
        while i < bytes.count, units < position.character {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D { break }
            units += b >= 0xF0 ? 2 : 1
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return i
    }

    /// UTF-16 units in the first `characters` characters of a line: how a
    /// column of `navgraph check` (1-based, in characters) becomes an LSP character.
    public static func utf16Units(inFirst characters: Int, of line: String) -> Int {
        line.unicodeScalars.prefix(characters).reduce(0) { $0 + UTF16.width($1) }
    }
}
