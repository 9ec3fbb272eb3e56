import NavGraphCore

/// Commands already resolved, by their line's bytes. A generated suite
/// repeats the same lines (`back`, `expect top home`, `open /product/42`)
/// thousands of times; a line seen before costs a hash and a compare instead
/// of a lex, a parse, name look-ups and a path match. Only lines that
/// resolved without a problem are kept (a diagnostic has a position), and
/// the table stops growing at `limit` lines so memory stays bounded.
struct CommandMemo {
    private struct Entry {
        var start: Int
        var count: Int
        /// The command's span from the line's start (a comment or blanks may follow it).
        var spanLength: Int
        var operation: Operation
    }

    private let bytes: [UInt8]
    private var slots = HashedSlots(capacity: 1024)
    private var entries: [Entry] = []
    private let basis = FNV1a.randomBasis()
    static let limit = 1 << 16

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func hash(_ line: Range<Int>) -> UInt64 {
        var h = FNV1a(basis: basis)
        for i in line { h.mix(bytes[i]) }
        return h.value
    }

    /// The step of a line equal to one seen before, placed at this line.
    func find(_ line: Range<Int>, file: Int) -> ProgramStep? {
        let count = line.count
        let found = slots.find(hash(line)) { value in
            let e = entries[Int(value)]
            guard e.count == count else { return false }
            return bytes.withUnsafeBufferPointer { b in
                var i = 0
                while i < count, b[e.start + i] == b[line.lowerBound + i] { i += 1 }
                return i == count
            }
        }
        guard let found else { return nil }
        let e = entries[Int(found)]
        return ProgramStep(operation: e.operation, span: Span(file: file, start: line.lowerBound, end: line.lowerBound + e.spanLength))
    }

    /// Keeps a line's step, unless it is invalid or the table is full.
    mutating func insert(_ line: Range<Int>, _ step: ProgramStep) {
        guard entries.count < CommandMemo.limit, step.span.start == line.lowerBound else { return }
        if case .invalid = step.operation { return }
        slots.insert(hash(line), Int32(entries.count))
        entries.append(Entry(start: line.lowerBound, count: line.count, spanLength: step.span.end - line.lowerBound,
                             operation: step.operation))
    }
}
