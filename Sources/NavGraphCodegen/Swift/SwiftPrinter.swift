import NavGraphSupport

/// Prints a `SwiftFile` with fixed four-space indentation. Every byte goes
/// through a `SwiftWriter`, the only place where identifiers are quoted and
/// string literals escaped.
package struct SwiftPrinter: Sendable {
    package init() {}

    /// The file's text. `parallel` writes large `SwiftRows` in ranges side by
    /// side and joins them in order: the same text, sooner for a large file.
    package func print(_ file: SwiftFile, parallel: Bool = false) -> String {
        printed(file, parallel: parallel).text
    }

    /// The file's bytes, in pieces (joining 50 MB costs a copy; a writer can
    /// write the pieces one after another).
    package func printed(_ file: SwiftFile, parallel: Bool = false) -> PrintedSwift {
        var walk = Walk(parallel: parallel)
        for line in file.header {
            walk.writer.comment(line)
            walk.writer.endLine()
        }
        if !file.header.isEmpty { walk.writer.endLine() }
        for module in file.imports {
            switch file.importAccess {
            case .public: walk.writer.fixed("public import ")
            case .package: walk.writer.fixed("package import ")
            case .internal: walk.writer.fixed("import ")
            }
            walk.writer.name(module)
            walk.writer.endLine()
        }
        if !file.imports.isEmpty { walk.writer.endLine() }
        for node in file.body { walk.print(node, depth: 0) }
        walk.flush()
        let deferred = walk.deferred
        let rendered = Parallel.map(deferred.count, parallel: true) { i -> ByteBuffer in
            let piece = deferred[i]
            var writer = SwiftWriter(depth: piece.depth, capacity: piece.range.count * 64)
            // One reference to the closure for the whole range: retaining it
            // for every row would make both threads contend for its count.
            let write = piece.rows.write
            for item in piece.range { write(item, &writer) }
            return writer.buffer
        }
        var chunks = walk.chunks
        for (i, piece) in deferred.enumerated() { chunks[piece.chunk] = rendered[i] }
        return PrintedSwift(chunks: chunks)
    }

    /// Rows are written side by side in ranges of this many items.
    static let rowsPerPiece = 4096
    /// With `parallel`, fewer rows than this are written during the walk.
    static let rowsWrittenInWalk = 64

    /// The walk over the tree: text goes into `writer`; with `parallel`,
    /// large rows leave an empty chunk to be filled in later.
    private struct Walk {
        struct Deferred: Sendable {
            var rows: SwiftRows
            var range: Range<Int>
            var depth: Int
            var chunk: Int
        }

        let parallel: Bool
        var writer = SwiftWriter(capacity: 1 << 16)
        var chunks: [ByteBuffer] = []
        var deferred: [Deferred] = []

        init(parallel: Bool) { self.parallel = parallel }

        mutating func flush() {
            if writer.count > 0 { chunks.append(writer.buffer) }
            writer = SwiftWriter(capacity: 1 << 16)
        }

        mutating func print(_ node: SwiftNode, depth: Int) {
            writer.depth = depth
            switch node {
            case .line(let code):
                writer.code(code)
                writer.endLine()
            case .block(let header, let body, let indentBody, let close):
                writer.code(header)
                writer.endLine()
                for child in body { print(child, depth: indentBody ? depth + 1 : depth) }
                writer.depth = depth
                writer.code(close)
                writer.endLine()
            case .caseLabel(let label, let body):
                writer.code(label)
                writer.endLine()
                for child in body { print(child, depth: depth + 1) }
            case .caseLabelLines(let lines, let body):
                for (i, line) in lines.enumerated() {
                    if i > 0 { writer.fixed("     ") }
                    writer.code(line)
                    writer.endLine()
                }
                for child in body { print(child, depth: depth + 1) }
            case .doc(let text):
                writer.doc(text)
            case .comment(let text):
                writer.comment(text)
                writer.endLine()
            case .fixed(let text):
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if !line.isEmpty { writer.fixedText(line) }
                    writer.endLine()
                }
            case .blank:
                writer.endLine()
            case .rows(let rows):
                // Only a few rows are written on the spot: the walk itself is
                // one thread, and a large graph has many medium tables.
                guard parallel, rows.count >= SwiftPrinter.rowsWrittenInWalk else {
                    let write = rows.write
                    for item in 0..<rows.count { write(item, &writer) }
                    return
                }
                flush()
                var start = 0
                while start < rows.count {
                    let end = min(start + SwiftPrinter.rowsPerPiece, rows.count)
                    deferred.append(Deferred(rows: rows, range: start..<end, depth: depth, chunk: chunks.count))
                    chunks.append(ByteBuffer(capacity: 0))
                    start = end
                }
            }
        }
    }

    /// The code's text (already quoted and escaped as it was built).
    package func render(_ code: SwiftCode) -> String { code.text }

    /// A single-line string literal, escaped as `SwiftWriter.string` does.
    package func stringLiteral(_ text: String) -> String {
        var writer = SwiftWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A literal that reads back as the same Double (finite values only).
    static func doubleLiteral(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return String(value)
    }
}

/// A printed file: its UTF-8 bytes in pieces, in order, ending in exactly one
/// newline. The writers take the pieces as they are (`AtomicFile.write(_:)`,
/// `MappedFile.holds(_:)`, `FileDescriptor.writeAll(_:to:)`).
package struct PrintedSwift: Sendable {
    package let pieces: [ByteBuffer]

    init(chunks: [ByteBuffer]) {
        var chunks = chunks.filter { $0.count > 0 }
        // Exactly one trailing newline, whatever the last node was.
        while let last = chunks.last, last.last == 0x0A {
            let before = last.count >= 2 ? last[last.count - 2] : chunks.dropLast().last?.last
            guard before == 0x0A else { break }
            last.removeLast()
            if last.count == 0 { chunks.removeLast() }
        }
        pieces = chunks
    }

    /// Text made elsewhere (`gen --aasa`'s JSON), written and compared as the Swift is.
    package init(text: String) {
        let buffer = ByteBuffer(capacity: text.utf8.count)
        buffer.append(text)
        self.init(chunks: [buffer])
    }

    package var count: Int { pieces.byteCount }

    package var text: String { pieces.joinedString }
}
