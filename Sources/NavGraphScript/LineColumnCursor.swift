import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// Line and column of positions asked for mostly in order (a run's report is
/// in file order): each answer walks forward from the last one, so rendering
/// a report of a large script reads the script once and never builds its
/// table of line starts. A position behind the last one, or in another file,
/// is answered by the source map. Gives exactly what `SourceFile.location` gives.
struct LineColumnCursor {
    let sources: SourceMap
    private var file = -1
    private var bytes: [UInt8] = []
    /// Scanned up to here; `line` and `lineStart` hold for it.
    private var scanned = 0
    private var line = 1
    private var lineStart = 0

    init(_ sources: SourceMap) { self.sources = sources }

    package mutating func position(_ span: Span) -> (file: String, line: Int, column: Int) {
        guard let source = sources.file(span.file) else { return ("<script>", 0, 0) }
        if span.file != file {
            file = span.file
            bytes = source.bytes
            scanned = 0
            line = 1
            lineStart = 0
        }
        let n = bytes.count
        let target = max(0, min(span.start, n))
        guard target >= scanned else {
            guard let loc = sources.location(of: span) else { return ("<script>", 0, 0) }
            return (loc.file.name, loc.start.line, loc.start.column)
        }
        ByteView.of(bytes) { b in
            var p = scanned
            // Eight bytes at a time when they hold no `\r` (a report of 50,000
            // scenarios reads the whole script here): each `\n` is a break.
            while p < target {
                if p + 8 <= target {
                    let w = b.word(at: p)
                    if ByteScan.zeroBytes(w ^ 0x0D0D_0D0D_0D0D_0D0D) == 0 {
                        let lf = ByteScan.zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A)
                        if lf != 0 {
                            line += lf.nonzeroBitCount
                            lineStart = p + (63 - lf.leadingZeroBitCount) / 8 + 1
                        }
                        p += 8
                        continue
                    }
                }
                let c = b[p]
                // `\r\n` is one break, counted at its `\n`; a lone `\r` is a break too.
                if c == 0x0A || (c == 0x0D && !(p + 1 < n && b[p + 1] == 0x0A)) {
                    line += 1
                    lineStart = p + 1
                }
                p += 1
            }
        }
        scanned = target
        var start = lineStart
        // A byte order mark opening the file is not a column (editors hide it).
        if line == 1, target >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var column = 1
        var i = start
        while i < target {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        if target < n, target > start, bytes[target] & 0xC0 == 0x80 { column -= 1 }
        return (source.name, line, column)
    }
}
