import NavGraphSupport

/// Writes generated Swift as UTF-8 bytes, line by line, at the printer's
/// indentation. Text goes in only through the escaping appends below (fixed
/// syntax is a `StaticString`; names, labels, string literals and comments
/// are quoted or escaped as they are written), so whatever a graph holds, the
/// output is valid Swift. `SwiftPrinter` hands one to each `SwiftRows`.
package struct SwiftWriter: Sendable {
    /// The text so far. (A writer is used by one owner at a time; its buffer
    /// is not shared between copies that both write.)
    package var bytes: [UInt8] { buffer.array }
    /// The indentation of the next line, in levels of four spaces.
    package internal(set) var depth: Int
    private var lineOpen = false
    let buffer: ByteBuffer

    package init(depth: Int = 0, capacity: Int = 0) {
        self.depth = depth
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The number of bytes written.
    var count: Int { buffer.count }

    /// Fixed syntax from the generator itself.
    package mutating func fixed(_ text: StaticString) {
        open()
        buffer.append(text.utf8Start, text.utf8CodeUnitCount)
    }

    /// An identifier, in backticks when it is a keyword.
    package mutating func name(_ identifier: String) {
        open()
        if SwiftNames.isKeyword(identifier) {
            buffer.append(0x60)
            buffer.append(identifier)
            buffer.append(0x60)
        } else {
            buffer.append(identifier)
        }
    }

    /// A name decided (and quoted) once, written many times.
    package mutating func name(_ name: SwiftName) {
        open()
        buffer.append(name.printed)
    }

    /// An argument label in a call: bare, except `inout` (see `SwiftCode`).
    package mutating func label(_ label: String) {
        open()
        if label == "inout" { buffer.append("`inout`") } else { buffer.append(label) }
    }

    /// A single-line string literal: quotes, backslashes (so `\(` too), and
    /// every control, line-separating or invisible formatting character
    /// escaped (`\u{202E}`: see `isHidden`); the rest as is.
    package mutating func string(_ text: String) {
        open()
        buffer.append(0x22)
        // Nothing to escape (the usual case): the text as it is.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            buffer.append(text)
            buffer.append(0x22)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": buffer.append(#"\""#)
            case "\\": buffer.append(#"\\"#)
            case "\n": buffer.append(#"\n"#)
            case "\r": buffer.append(#"\r"#)
            case "\t": buffer.append(#"\t"#)
            case "\0": buffer.append(#"\0"#)
            default:
                if Self.isHidden(scalar) {
                    escape(scalar)
                } else {
                    UTF8.encode(scalar) { buffer.append($0) }
                }
            }
        }
        buffer.append(0x22)
    }

    package mutating func int(_ value: Int) {
        open()
        if value < 0 {
            buffer.append(0x2D)
            // The magnitude as unsigned, so Int.min has one too.
            digits(UInt(bitPattern: 0 &- value))
        } else {
            digits(UInt(value))
        }
    }

    private mutating func digits(_ value: UInt) {
        if value >= 10 { digits(value / 10) }
        buffer.append(0x30 + UInt8(value % 10))
    }

    /// Code built (and escaped) as a `SwiftCode`.
    package mutating func code(_ code: SwiftCode) {
        open()
        buffer.append(code.text)
    }

    /// A trailing `// text` comment, kept on its line.
    package mutating func comment(_ text: String) {
        fixed("// ")
        commentText(text)
    }

    /// `/// text`, one line a line of `text`.
    package mutating func doc(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            fixed("///")
            if !line.isEmpty {
                buffer.append(0x20)
                commentText(String(line))
            }
            endLine()
        }
    }

    /// Comment text on one line: line breaks and control characters become
    /// spaces; an invisible formatting character (`isHidden`) is written as
    /// the text `\u{202E}`, since a comment has no escapes and the character
    /// itself could reorder or hide what a reader sees around it.
    package mutating func commentText(_ text: String) {
        open()
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            buffer.append(text)
            return
        }
        for s in text.unicodeScalars {
            if s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value) || s.value == 0x2028
                || s.value == 0x2029
            {
                buffer.append(0x20)
            } else if Self.isHidden(s) {
                escape(s)
            } else {
                UTF8.encode(s) { buffer.append($0) }
            }
        }
    }

    /// `\u{HEX}`, the hexadecimal digits in upper case.
    private mutating func escape(_ scalar: Unicode.Scalar) {
        buffer.append("\\u{")
        buffer.append(String(scalar.value, radix: 16, uppercase: true))
        buffer.append(0x7D)
    }

    /// Characters that generated code never holds as they are: controls (Cc),
    /// line and paragraph separators, and format characters (Cf), among them
    /// the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
    /// U+2066-U+2069) of "Trojan Source", the zero-width space, joiners and
    /// marks (U+200B-U+200F) and the byte order mark (U+FEFF).
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }

    /// Ends the line (an empty line when nothing was written on it).
    package mutating func endLine() {
        buffer.append(0x0A)
        lineOpen = false
    }

    /// Fixed syntax on a line of its own.
    package mutating func line(_ text: StaticString) {
        fixed(text)
        endLine()
    }

    /// Lines one level deeper.
    package mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// A line of the generator's own fixed source (`SwiftNode.fixed`, made
    /// from a `StaticString`; never graph data).
    mutating func fixedText(_ line: Substring) {
        open()
        buffer.append(line)
    }

    fileprivate mutating func open() {
        guard !lineOpen else { return }
        lineOpen = true
        buffer.appendSpaces(depth * 4)
    }
}

extension SwiftCode {
    /// Code written by a writer (so a piece of code and a row print alike).
    init(_ write: (inout SwiftWriter) -> Void) {
        var writer = SwiftWriter()
        write(&writer)
        self = SwiftCode(verbatim: String(decoding: writer.bytes, as: UTF8.self))
    }
}

/// An identifier as it is printed, in backticks when it is a keyword: decided
/// once for a name that is written many times (a route's case name).
package struct SwiftName: Sendable, Hashable {
    let printed: String

    package init(_ identifier: String) { printed = SwiftNames.quoted(identifier) }
}

/// Lines made when the file is printed, `count` items of them (a switch's
/// cases, a table's entries): the text of a large graph is written straight
/// into the output, never held as nodes. `write` gets the item's number and a
/// writer at the rows' indentation; items are independent, so the printer may
/// write ranges of them side by side.
package struct SwiftRows: Sendable {
    package let count: Int
    let write: @Sendable (Int, inout SwiftWriter) -> Void

    package init(count: Int, _ write: @escaping @Sendable (Int, inout SwiftWriter) -> Void) {
        self.count = count
        self.write = write
    }
}

/// Names decided once and printed many times (a route's case name, in every
/// switch of the file), kept as their printed bytes end to end: writing one
/// is a copy, whatever the graph's size.
package struct SwiftNameTable: Sendable {
    fileprivate private(set) var bytes: [UInt8] = []
    fileprivate private(set) var ends: [Int] = []

    package init(capacity: Int = 0) {
        ends.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 8)
    }

    package var count: Int { ends.count }

    /// Adds `identifier`, in backticks when it is a keyword.
    package mutating func append(_ identifier: String) {
        let quoted = SwiftNames.isKeyword(identifier)
        if quoted { bytes.append(0x60) }
        bytes.append(contentsOf: identifier.utf8)
        if quoted { bytes.append(0x60) }
        ends.append(bytes.count)
    }

    /// Adds every name of `other`, in order.
    package mutating func append(contentsOf other: SwiftNameTable) {
        let base = bytes.count
        bytes += other.bytes
        ends.reserveCapacity(ends.count + other.ends.count)
        for end in other.ends { ends.append(base + end) }
    }
}

extension SwiftWriter {
    /// Name `i` of `table`.
    package mutating func name(_ table: SwiftNameTable, _ i: Int) {
        open()
        let start = i == 0 ? 0 : table.ends[i - 1]
        let end = table.ends[i]
        ByteView.of(table.bytes) { buffer.append($0.slice(start..<end)) }
    }
}
