import Dispatch
import NavGraphModel
import NavGraphSupport

/// One input text, kept as UTF-8 bytes. Line and column are computed late,
/// from a table of line starts built on first use.
public final class SourceFile: Sendable {
    /// The name shown in diagnostics: the path as the user gave it, never made absolute.
    public let name: String
    public let bytes: [UInt8]
    private let lineTable = LineTable()

    /// Byte offsets where each line starts (line 1 starts at 0). Found when
    /// first asked for: a clean check of a large file never needs them, and a
    /// finding's line and column need only the lines up to its own.
    public var lineStarts: [Int] { lineTable.starts(through: .max, of: bytes) }

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public convenience init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The starts of the lines whose breaks are in `bytes[from..<to]`, appended to
    /// `starts`; returns where the next scan begins (past `to` when a `\r\n` pair
    /// straddles it: a pair is one break).
    fileprivate static func appendLineStarts(
        _ buffer: ByteView, from: Int, to: Int, into starts: inout [Int]
    ) -> Int {
        guard from < to else { return to }
        if buffer.firstIndex(of: 0x0D, from: from, to: to) == nil {
            // Only \n breaks: let memchr find them.
            var i = from
            while let at = buffer.firstIndex(of: 0x0A, from: i, to: to) {
                starts.append(at + 1)
                i = at + 1
            }
            return to
        }
        var i = from
        while i < to {
            let b = buffer[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < buffer.count, buffer[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return i
    }

    /// 1-based line and column of a byte offset. Columns count characters
    /// (Unicode scalars), as editors and libyaml do, not bytes.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let lineStarts = lineTable.starts(through: clamped, of: bytes)
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var start = lineStarts[lo]
        // A byte order mark opening the file is not a column (editors hide it).
        if lo == 0, clamped >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var column = 1 + scalarStarts(in: start..<clamped)
        // An offset inside a multi-byte scalar belongs to that scalar.
        if clamped < bytes.count, clamped > start, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        return SourceLocation(line: lo + 1, column: column, offset: clamped)
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// The bytes of a 1-based line, without its line break (empty past the end).
    public func lineRange(_ line: Int) -> Range<Int> {
        let lineStarts = lineTable.starts(toLine: line, of: bytes)
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// How many Unicode scalars start in `range` (continuation bytes are
    /// 10xxxxxx). A long range is counted through a table of counts every
    /// `ColumnBlocks.size` bytes, so a thousand columns on one long line cost
    /// the line once, not a thousand times.
    func scalarStarts(in range: Range<Int>) -> Int {
        if range.count <= 2 * ColumnBlocks.size {
            lineTable.counted(range.count)
            return Self.countScalarStarts(bytes, range)
        }
        let blocks = lineTable.columnBlocks(of: bytes)
        let size = ColumnBlocks.size
        lineTable.counted(range.upperBound % size + range.lowerBound % size)
        return blocks.scalarsBefore(range.upperBound, bytes) - blocks.scalarsBefore(range.lowerBound, bytes)
    }

    fileprivate static func countScalarStarts(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var n = 0
        for i in range where bytes[i] & 0xC0 != 0x80 { n += 1 }
        return n
    }

    /// The offset `count` scalars after `offset`, or `limit` if that comes
    /// first, and how many scalars it moved: a window of a long line is found
    /// without reading the rest of it.
    public func offset(scalars count: Int, after offset: Int, limit: Int) -> (offset: Int, moved: Int) {
        var i = offset
        var moved = 0
        while i < limit, moved < count {
            i += 1
            while i < limit, bytes[i] & 0xC0 == 0x80 { i += 1 }
            moved += 1
        }
        lineTable.counted(i - offset)
        return (i, moved)
    }

    /// The offset `count` scalars before `offset`, or `limit` if that comes first.
    public func offset(scalars count: Int, before offset: Int, limit: Int) -> (offset: Int, moved: Int) {
        var i = offset
        var moved = 0
        while i > limit, moved < count {
            i -= 1
            while i > limit, bytes[i] & 0xC0 == 0x80 { i -= 1 }
            moved += 1
        }
        lineTable.counted(offset - i)
        return (i, moved)
    }

    /// Bytes read to find columns and windows so far (the tests count the work).
    var columnBytesRead: Int { lineTable.bytesRead }

    /// Bytes scanned for line breaks so far (the tests count the work).
    var lineBytesScanned: Int { lineTable.bytesScanned }

    public var lineCount: Int { lineStarts.count }

    /// The source text of a span (used for messages and renderers).
    public func text(of span: Span) -> String {
        let s = max(0, min(span.start, bytes.count))
        let e = max(s, min(span.end, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }
}

/// The scalars that start before every `size`-th byte of a file.
struct ColumnBlocks: Sendable {
    static let size = 1024
    let counts: [Int]

    init(_ bytes: [UInt8]) {
        var counts = [0]
        counts.reserveCapacity(bytes.count / Self.size + 1)
        var n = 0
        var block = 0
        while block + Self.size <= bytes.count {
            n += SourceFile.countScalarStarts(bytes, block..<(block + Self.size))
            counts.append(n)
            block += Self.size
        }
        self.counts = counts
    }

    func scalarsBefore(_ offset: Int, _ bytes: [UInt8]) -> Int {
        let block = offset / Self.size
        return counts[block] + SourceFile.countScalarStarts(bytes, (block * Self.size)..<offset)
    }
}

/// A file's line starts, found as far as they are asked for (a finding near
/// the top of a large file needs only its first lines) by whichever thread
/// asks, and its column blocks, once a column is asked far into a line.
private final class LineTable: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    // Guarded by `lock`: the starts of the lines whose breaks are in the bytes
    // before `scanned` (line 1's, 0, first).
    private var starts = [0]
    private var scanned = 0
    private var blocks: ColumnBlocks?
    private var read = 0

    func columnBlocks(of bytes: [UInt8]) -> ColumnBlocks {
        lock.wait()
        defer { lock.signal() }
        if let blocks { return blocks }
        let computed = ColumnBlocks(bytes)
        read += bytes.count
        blocks = computed
        return computed
    }

    func counted(_ n: Int) {
        lock.wait()
        read += n
        lock.signal()
    }

    var bytesRead: Int {
        lock.wait()
        defer { lock.signal() }
        return read
    }

    var bytesScanned: Int {
        lock.wait()
        defer { lock.signal() }
        return scanned
    }

    /// The starts, with every one up to `offset` and the first after it (when
    /// there is one): the line of `offset`, and where it ends.
    func starts(through offset: Int, of bytes: [UInt8]) -> [Int] {
        scan(bytes) { $0[$0.count - 1] > offset }
    }

    /// The starts, with those of 1-based `line` and of the line after it (when there are).
    func starts(toLine line: Int, of bytes: [UInt8]) -> [Int] {
        scan(bytes) { $0.count > line }
    }

    /// Scans on, in pieces that double (the whole file costs one scan), until
    /// `enough` or the end of the file.
    private func scan(_ bytes: [UInt8], until enough: ([Int]) -> Bool) -> [Int] {
        lock.wait()
        defer { lock.signal() }
        ByteView.of(bytes) { buffer in
            while scanned < buffer.count, !enough(starts) {
                let end = min(buffer.count, scanned + max(1 << 16, scanned))
                scanned = SourceFile.appendLineStarts(buffer, from: scanned, to: end, into: &starts)
            }
        }
        return starts
    }
}

public struct SourceLocation: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column, a.offset) < (b.line, b.column, b.offset)
    }
}

/// Every source file of one run (the root graph, its includes, scripts),
/// indexed by the `file` of a `Span`.
public struct SourceMap: Sendable {
    public private(set) var files: [SourceFile] = []

    public init() {}

    @discardableResult
    public mutating func add(_ file: SourceFile) -> Int {
        files.append(file)
        return files.count - 1
    }

    public func file(_ index: Int) -> SourceFile? {
        index >= 0 && index < files.count ? files[index] : nil
    }

    public func location(of span: Span) -> (file: SourceFile, start: SourceLocation, end: SourceLocation)? {
        guard let f = file(span.file) else { return nil }
        return (f, f.location(of: span.start), f.location(of: span.end))
    }
}
