import NavGraphCore
import NavGraphLSP

/// A document's bytes under the range edits of one `didChange`, in order,
/// with one line index for the whole message: built once (at the first
/// ranged edit) and updated around each edit, so 20,000 edits of a 5 MB
/// document scan it once, not 20,000 times (once over 150 s). Lines break
/// as `SourceFile` breaks them (`\n`, `\r\n`, `\r`), so positions mean what
/// they mean everywhere else (`TextPositions`).
struct DocumentEdits {
    private(set) var bytes: [UInt8]
    private var lineStarts: [Int]?
    /// How many times the whole document was scanned for lines (the tests count them).
    private(set) var fullScans = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Applies one edit: the whole text without a range, else the range replaced.
    mutating func apply(range: LSPRange?, text: String) {
        let new = Array(text.utf8)
        guard let range else {
            bytes = new
            lineStarts = nil
            return
        }
        if lineStarts == nil {
            lineStarts = SourceFile(name: "", bytes: bytes).lineStarts
            fullScans += 1
        }
        var lines = lineStarts!
        lineStarts = nil  // held alone while it is updated: no copy
        let start = TextPositions.offset(of: range.start, bytes: bytes, lineStarts: lines)
        let end = max(start, TextPositions.offset(of: range.end, bytes: bytes, lineStarts: lines))
        bytes.replaceSubrange(start..<end, with: new)
        let delta = new.count - (end - start)
        // The lines from the one before the edit's (a `\r` there may pair with a `\n` put
        // after it) to the first start past the edit and the byte after it (whose break is
        // untouched) are found again; the later starts move by `delta`.
        let first = max(0, Self.line(containing: start, in: lines) - 1)
        var after = Self.line(containing: end + 1, in: lines) + 1
        while after < lines.count, lines[after] <= end + 1 { after += 1 }
        let from = lines[first]
        let to = after < lines.count ? lines[after] + delta : bytes.count
        let window = SourceFile(name: "", bytes: Array(bytes[from..<to])).lineStarts
        let found = window.dropFirst().filter { $0 < to - from }.map { $0 + from }
        for i in after..<lines.count { lines[i] += delta }
        lines.replaceSubrange((first + 1)..<after, with: found)
        lineStarts = lines
    }

    /// The index of the last line starting at or before `offset`.
    private static func line(containing offset: Int, in lines: [Int]) -> Int {
        var (lo, hi) = (0, lines.count - 1)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
