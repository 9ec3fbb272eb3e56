import NavGraphCore
import NavGraphLSP
import NavGraphSupport

/// A document's bytes under the range edits of one `didChange`, in order,
/// each against the result of the one before (as LSP says). Linear in the
/// document's size and the edits' size when the edits go forward, as an
/// editor sends them: the text is a gap buffer whose gap moves to each edit
/// (20,000 edits of 5 MB spliced the whole text each time: 99.9 s, then 41.6 s
/// with one line index), the line index is split at the same gap, and a
/// position on the line of the last edit is counted on from where that edit
/// ended. An edit behind the last one costs the distance the gap moves back.
/// Lines break as `SourceFile` breaks them (`\n`, `\r\n`, `\r`) and positions
/// resolve as `TextPositions.offset` resolves them (UTF-16 units, past a line's
/// end is its end, a byte order mark is no column).
struct DocumentEdits {
    /// The text with a gap in it: `buffer[..<gapStart]` and `buffer[gapEnd...]`.
    private var buffer: [UInt8]
    private var gapStart: Int
    private var gapEnd: Int
    /// Starts of the lines at or before the gap, as offsets; nil until the first ranged edit.
    private var frontStarts: [Int]?
    /// Starts of the lines after the gap, as distances from the end (which edits
    /// before them leave alone), the nearest to the gap last.
    private var backStarts: [Int] = []
    /// Where the last position resolved stopped, to count on from there.
    private var walked: Walk?
    /// How many times the whole document was scanned for lines (the tests count them).
    private(set) var fullScans = 0
    /// Bytes moved, scanned or counted through (the tests count the work).
    private(set) var work = 0

    /// A point of `TextPositions.offset`'s walk along a line: its offset and
    /// the UTF-16 units counted from the line's first column (`origin`).
    private struct Walk {
        var line: Int
        var origin: Int
        var offset: Int
        var units: Int
    }

    /// The document as it is, with an empty gap at its end: nothing is copied.
    init(_ bytes: [UInt8]) {
        buffer = bytes
        (gapStart, gapEnd) = (bytes.count, bytes.count)
    }

    var bytes: [UInt8] { Array(buffer[..<gapStart]) + buffer[gapEnd...] }

    /// The edited bytes, taken out: the gap is closed in place, no copy is made.
    mutating func finish() -> [UInt8] {
        moveBytes(to: count)
        buffer.removeLast(gapEnd - gapStart)
        (gapStart, gapEnd, frontStarts, backStarts, walked) = (0, 0, nil, [], nil)
        defer { buffer = [] }
        return buffer
    }

    private var count: Int { buffer.count - (gapEnd - gapStart) }

    private func byte(_ i: Int) -> UInt8 { i < gapStart ? buffer[i] : buffer[i + gapEnd - gapStart] }

    /// Applies one edit: the whole text without a range, else the range replaced.
    mutating func apply(range: LSPRange?, text: String) {
        let new = Array(text.utf8)
        guard let range else {
            buffer = new
            (gapStart, gapEnd) = (new.count, new.count)
            (frontStarts, backStarts, walked) = (nil, [], nil)
            return
        }
        if frontStarts == nil { indexLines() }
        let start = resolve(range.start)
        let end = max(start.offset, resolve(range.end).offset)
        moveGap(to: start.offset)
        if frontStarts!.last == start.offset { frontStarts!.removeLast() }
        while let last = backStarts.last, count - last <= end { backStarts.removeLast() }
        gapEnd += end - start.offset
        insert(new)
        // Whether `k` starts a line hangs on the bytes at `k - 1` and `k` alone.
        for k in start.offset...gapStart where isLineStart(k) { frontStarts!.append(k) }
        work += (end - start.offset) + new.count
        walked = walk(after: start, inserted: new)
    }

    /// `new` put at the gap; a gap too small grows by an eighth of the text
    /// besides, so that growing costs a constant a byte inserted.
    private mutating func insert(_ new: [UInt8]) {
        if gapEnd - gapStart < new.count {
            let extra = new.count - (gapEnd - gapStart) + max(4096, count / 8)
            buffer.insert(contentsOf: repeatElement(0, count: extra), at: gapEnd)
            gapEnd += extra
            work += buffer.count - gapEnd
        }
        buffer.copyBytes(new, to: gapStart)
        gapStart += new.count
    }

    private mutating func indexLines() {
        // Right after the document or a whole text, the gap is empty: the buffer is the text.
        let all = gapStart == gapEnd ? buffer : bytes
        let starts = SourceFile(name: "", bytes: all).lineStarts
        buffer = all
        (gapStart, gapEnd) = (all.count, all.count)
        frontStarts = starts
        backStarts = []
        fullScans += 1
        work += all.count
    }

    private func isLineStart(_ k: Int) -> Bool {
        if k == 0 { return true }
        switch byte(k - 1) {
        case 0x0A: return true
        case 0x0D: return k == count || byte(k) != 0x0A
        default: return false
        }
    }

    /// The gap moved to `offset`, and the line starts it passes.
    private mutating func moveGap(to offset: Int) {
        moveBytes(to: offset)
        let total = count
        while let last = backStarts.last, total - last <= offset {
            frontStarts!.append(total - last)
            backStarts.removeLast()
        }
        while let last = frontStarts!.last, last > offset {
            backStarts.append(total - last)
            frontStarts!.removeLast()
        }
    }

    /// The bytes between the gap and `offset` moved across it (nothing moves while it is empty).
    private mutating func moveBytes(to offset: Int) {
        let gap = gapEnd - gapStart
        let distance = abs(offset - gapStart)
        if gap > 0, distance > 0 {
            work += distance
            let from = offset < gapStart ? offset : gapEnd
            let to = offset < gapStart ? offset + gap : gapStart
            buffer.moveBytes(from: from, to: to, count: distance)
        }
        (gapStart, gapEnd) = (offset, offset + gap)
    }

    private var lineCount: Int { frontStarts!.count + backStarts.count }

    private func lineStart(_ line: Int) -> Int {
        let starts = frontStarts!
        if line < starts.count { return starts[line] }
        return count - backStarts[backStarts.count - 1 - (line - starts.count)]
    }

    /// Where a line's first column is: its start, or past a byte order mark opening the text.
    private func origin(ofLine line: Int) -> Int {
        if line == 0, count >= 3, byte(0) == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF { return 3 }
        return lineStart(line)
    }

    /// `TextPositions.offset(of:bytes:lineStarts:)`, counted on from the last
    /// walk when it was along the same line and stopped no further.
    private mutating func resolve(_ position: Position) -> Walk {
        guard position.line < lineCount else {
            return Walk(line: position.line, origin: count, offset: count, units: 0)
        }
        var at: Walk
        if let last = walked, last.line == position.line, last.units <= position.character {
            at = last
        } else {
            let origin = origin(ofLine: position.line)
            at = Walk(line: position.line, origin: origin, offset: origin, units: 0)
        }
        let from = at.offset
        let total = count
        while at.offset < total, at.units < position.character {
            let b = byte(at.offset)
            if b == 0x0A || b == 0x0D { break }
            at.units += b >= 0xF0 ? 2 : 1
            at.offset += 1
            while at.offset < total, byte(at.offset) & 0xC0 == 0x80 { at.offset += 1 }
        }
        work += at.offset - from
        walked = at
        return at
    }

    /// The walk's point at the end of the text just put at `start`, when it is
    /// one (not between a `\r` and its `\n`, nor inside a character), so that
    /// the next edit on the same line counts on from there.
    private mutating func walk(after start: Walk, inserted: [UInt8]) -> Walk? {
        let end = gapStart
        let line = frontStarts!.count - 1
        let origin = origin(ofLine: line)
        // A byte order mark may have come or gone.
        guard start.offset >= 4, origin <= end else { return nil }
        if end > origin, byte(end - 1) == 0x0D { return nil }
        if end > origin, end < count, byte(end) & 0xC0 == 0x80 { return nil }
        var units: Int
        var from: Int
        if origin >= start.offset {
            // The line starts in the new text: counted from there.
            (units, from) = (0, origin)
        } else if start.origin == origin {
            // The line went on through the new text from before the edit (lines
            // starting before it are where they were).
            (units, from) = (start.units, start.offset)
        } else {
            return nil
        }
        for i in from..<end where i == origin || byte(i) & 0xC0 != 0x80 {
            units += byte(i) >= 0xF0 ? 2 : 1
        }
        work += end - from
        return Walk(line: line, origin: origin, offset: end, units: units)
    }
}
