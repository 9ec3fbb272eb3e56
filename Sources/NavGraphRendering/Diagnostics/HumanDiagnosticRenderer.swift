import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// Compiler-style output: a header line, the source line with a caret
/// underline and its label, secondary labels with their own lines, then notes.
///
///     navgraph.yaml:14:16: error[unknown-route]: route 'prodcut' is not defined
///        |
///     14 |     to: [cart, prodcut]
///        |                ^^^^^^^ did you mean 'product'?
public struct HumanDiagnosticRenderer: Sendable {
    public var style: TerminalStyle
    /// Source lines longer than this many characters are shown as a window around the caret.
    public static let maxLineWidth = 120

    public init(style: TerminalStyle = .plain) { self.style = style }

    /// Every diagnostic, a blank line between blocks, then the summary line, which counts
    /// the findings past the reported limit too (`leftOut`: the `too-many-findings` note
    /// says how many are not shown).
    public func render(_ diagnostics: [Diagnostic], sources: SourceMap, leftOut: [Diagnostic] = []) -> String {
        var out = ""
        for d in diagnostics {
            out += render(d, sources: sources)
            out += "\n"
        }
        out +=
            summary(
                errors: diagnostics.errorCount + leftOut.errorCount,
                warnings: diagnostics.warningCount + leftOut.warningCount) + "\n"
        return out
    }

    public func summary(errors: Int, warnings: Int) -> String {
        let e = "\(errors) error" + (errors == 1 ? "" : "s")
        let w = "\(warnings) warning" + (warnings == 1 ? "" : "s")
        let text = "\(e), \(w)"
        if errors > 0 { return style.failure(text) }
        if warnings > 0 { return style.severity(.warning, text) }
        return style.success(text)
    }

    public func render(_ d: Diagnostic, sources: SourceMap) -> String {
        var out = ""
        let primary = sources.location(of: d.span)
        let position = primary.map { "\($0.file.name.terminalSafe):\($0.start.line):\($0.start.column): " } ?? ""
        out +=
            style.bold(position) + style.severity(d.severity, "\(d.severity.rawValue)[\(d.code.rawValue)]")
            + style.bold(": " + d.message.terminalSafe) + "\n"

        var label = d.label?.terminalSafe
        var help: String?
        if let s = d.suggestion {
            if label == nil { label = s.message.terminalSafe } else { help = s.message.terminalSafe }
        }
        // Collect the snippets: the primary first, then secondaries in the same file, others after.
        var snippets: [(span: Span, label: String?, primary: Bool)] = []
        if primary != nil { snippets.append((d.span, label, true)) }
        for s in d.secondary where sources.file(s.span.file) != nil {
            snippets.append((s.span, s.message.terminalSafe, false))
        }
        // Within one file, snippets follow the source order (a "first defined
        // here" above the repeat reads top-down); the primary's file comes first.
        snippets = snippets.enumerated().sorted { a, b in
            let fa = a.element.span.file == d.span.file ? -1 : a.element.span.file
            let fb = b.element.span.file == d.span.file ? -1 : b.element.span.file
            if fa != fb { return fa < fb }
            if a.element.span.start != b.element.span.start { return a.element.span.start < b.element.span.start }
            return a.offset < b.offset
        }.map(\.element)
        let width =
            snippets.compactMap { sources.location(of: $0.span)?.start.line }.map { String($0).count }.max() ?? 1
        let pad = String(repeating: " ", count: width)
        var lastFile = d.span.file
        var next = 0
        while next < snippets.count {
            let snippet = snippets[next]
            next += 1
            guard let loc = sources.location(of: snippet.span) else { continue }
            if snippet.span.file != lastFile {
                out +=
                    pad + style.gutter("--> ") + "\(loc.file.name.terminalSafe):\(loc.start.line):\(loc.start.column)\n"
                lastFile = snippet.span.file
            }
            // Labels on one line share its snippet, as the Swift and Rust compilers draw them.
            var marks = [Mark(loc: loc, label: snippet.label, primary: snippet.primary)]
            while next < snippets.count, snippets[next].span.file == snippet.span.file,
                let other = sources.location(of: snippets[next].span), other.start.line == loc.start.line
            {
                marks.append(Mark(loc: other, label: snippets[next].label, primary: snippets[next].primary))
                next += 1
            }
            out += snippetLines(marks, severity: d.severity, width: width)
        }
        for note in d.notes {
            out += pad + style.gutter(" = ") + style.bold("note") + ": " + note.terminalSafe + "\n"
        }
        if let help {
            out += pad + style.gutter(" = ") + style.bold("help") + ": " + help + "\n"
        }
        return out
    }

    /// A span to underline in a snippet: `^` for the primary, `-` for a secondary.
    private struct Mark {
        var loc: (file: SourceFile, start: SourceLocation, end: SourceLocation)
        var label: String?
        var primary: Bool
    }

    /// One source line with its marks underlined, each label after its mark: the last
    /// mark's on the underline, the others' below it, each under a line from its mark
    /// (the layout of the Swift and Rust compilers). Marks that overlap, run past the line
    /// or fall outside the window of a long line are drawn one snippet each.
    private func snippetLines(_ marks: [Mark], severity: Severity, width: Int) -> String {
        let loc = marks[0].loc
        let lineNo = loc.start.line
        let file = loc.file
        var range = file.lineRange(lineNo)
        // A byte order mark opening the file is no column (as `SourceFile.location` counts).
        if lineNo == 1, file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            range = min(3, range.upperBound)..<range.upperBound
        }
        var caret = min(max(loc.start.offset, range.lowerBound), range.upperBound)
        // Back to the start of a character (at the end of a file with no final newline, the
        // caret is past the last byte: nothing to step over).
        while caret > range.lowerBound, caret < file.bytes.count, file.bytes[caret] & 0xC0 == 0x80 { caret -= 1 }
        // At most `maxLineWidth` characters around the caret, a third of them before it
        // (more when the line ends first), read from the bytes near the caret only: the
        // rest of a long line is never decoded, whatever the number of findings on it.
        let window = HumanDiagnosticRenderer.maxLineWidth
        var (from, before) = file.offset(scalars: window / 3, before: caret, limit: range.lowerBound)
        let (to, after) = file.offset(scalars: window - before, after: caret, limit: range.upperBound)
        if before + after < window {
            let more = file.offset(scalars: window - before - after, before: from, limit: range.lowerBound)
            from = more.offset
            before += more.moved
        }
        let clippedStart = from > range.lowerBound
        let clippedEnd = to < range.upperBound
        // Each mark's columns: its start after the caret's, counted from the window's start.
        // Whether each ends in the window: one that runs on is underlined to the window's end.
        var columns: [(start: Int, end: Int)] = []
        var endsInWindow: [Bool] = []
        for (i, mark) in marks.enumerated() {
            // The first mark starts at the caret; the others after it, on the line.
            let offset = i == 0 ? caret : max(mark.loc.start.offset, caret)
            let startCol =
                before + 1 + (clippedStart ? 1 : 0) + file.offset(scalars: window, after: caret, limit: offset).moved
            var endCol = startCol
            endsInWindow.append(mark.loc.end.line == lineNo && mark.loc.end.offset <= to)
            if endsInWindow[i] {
                endCol =
                    startCol
                    + file.offset(scalars: window, after: offset, limit: max(offset, mark.loc.end.offset)).moved
            }
            columns.append((startCol, max(endCol, startCol + 1)))
        }
        // Together only when each mark ends in the window, past the one before it.
        if marks.count > 1,
            endsInWindow.contains(false)
                || columns.indices.dropFirst().contains(where: { columns[$0].start < columns[$0 - 1].end })
        {
            return marks.map { snippetLines([$0], severity: severity, width: width) }.joined()
        }
        // Control characters (a terminal escape in a hostile file) print as U+FFFD; tabs as a space.
        var scalars: [Unicode.Scalar] = clippedStart ? ["…"] : []
        for c in String(decoding: file.bytes[from..<to], as: UTF8.self).unicodeScalars {
            scalars.append(c == "\t" ? " " : (c.value < 0x20 || (c.value >= 0x7F && c.value < 0xA0)) ? "\u{FFFD}" : c)
        }
        if clippedEnd { scalars.append("…") }
        if !endsInWindow[0] { columns[0].end = max(scalars.count + 1, columns[0].start + 1) }
        var line = ""
        line.unicodeScalars.append(contentsOf: scalars)
        let numberText = String(lineNo)
        let pad = String(repeating: " ", count: width)
        var out = ""
        out += pad + style.gutter(" |") + "\n"
        out +=
            style.gutter(String(repeating: " ", count: width - numberText.count) + numberText + " |")
            + (line.isEmpty ? "" : " " + line) + "\n"
        // The underline, the last label after it; the other labels each on a row of its own,
        // right to left, under a row of lines from their marks.
        let styled = { (i: Int, text: String) in
            marks[i].primary ? style.severity(severity, text) : style.gutter(text)
        }
        if marks.count == 1 {
            // One mark: its underline and label styled as one.
            var underline =
                String(repeating: " ", count: columns[0].start - 1)
                + String(repeating: marks[0].primary ? "^" : "-", count: columns[0].end - columns[0].start)
            if let label = marks[0].label, !label.isEmpty { underline += " " + label }
            return out + pad + style.gutter(" |") + " " + styled(0, underline) + "\n"
        }
        var row = ""
        var at = 1
        for (i, c) in columns.enumerated() {
            row +=
                String(repeating: " ", count: c.start - at)
                + styled(i, String(repeating: marks[i].primary ? "^" : "-", count: c.end - c.start))
            at = c.end
        }
        if let label = marks[marks.count - 1].label, !label.isEmpty { row += " " + styled(marks.count - 1, label) }
        out += pad + style.gutter(" |") + " " + row + "\n"
        let below = marks.indices.dropLast().filter { !(marks[$0].label ?? "").isEmpty }
        guard !below.isEmpty else { return out }
        // `lines`: `|` under each of the marks whose label is still to come.
        func lines(_ pending: [Int]) -> (text: String, at: Int) {
            var text = ""
            var at = 1
            for i in pending {
                text += String(repeating: " ", count: columns[i].start - at) + styled(i, "|")
                at = columns[i].start + 1
            }
            return (text, at)
        }
        out += pad + style.gutter(" |") + " " + lines(below).text + "\n"
        for k in below.indices.reversed() {
            let (text, at) = lines(Array(below[..<k]))
            let i = below[k]
            out +=
                pad + style.gutter(" |") + " " + text + String(repeating: " ", count: columns[i].start - at)
                + styled(i, marks[i].label!) + "\n"
        }
        return out
    }
}
