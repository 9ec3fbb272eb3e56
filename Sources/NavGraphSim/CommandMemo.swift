import NavGraphCore
import NavGraphSupport

/// Commands already resolved, by their line's bytes. A generated suite
/// repeats the same lines (`back`, `expect top home`, `open /product/42`)
/// thousands of times; a line seen before costs a hash and a compare instead
/// of a lex, a parse, name look-ups and a path match. Only lines that
/// resolved without a problem are kept (a diagnostic has a position), and
/// the table stops growing at `limit` lines or `keyLimit` bytes of them so
/// memory stays bounded. The lines are copied side by side (a lookup then
/// reads a small table, not a line far back in a large script).
struct CommandMemo {
    // Small records in tables of their own: a lookup touches a few hundred kilobytes at most.
    private struct Entry {
        /// The line's bytes in `keys`.
        var start: Int32
        var count: Int32
        /// The command's span from the line's start (a comment or blanks may follow it).
        var spanLength: Int32
    }

    private struct Slot {
        /// The hash's high half.
        var tag: UInt32 = 0
        /// The entry's index + 1; 0: empty.
        var entry: Int32 = 0
    }

    private let bytes: [UInt8]
    private var keys: [UInt8] = []
    private var entries: [Entry] = []
    private var operations: [Operation] = []
    /// Open addressing, probed linearly.
    private var slots = [Slot](repeating: Slot(), count: 2048)
    /// A random seed, so that no script can be written to collide.
    private let seed = UInt64.random(in: 1...UInt64.max)
    /// 8,192 lines and 1 MB of them: since most lines resolve from their bytes
    /// (`PlainLineResolver`), a larger memo is worth its memory only on a suite
    /// of long repeated lines (`Benchmarks/sim.sh`: 32,768 lines ran a 10k-route
    /// graph's cover suite 8% faster and every script no faster, for 4 to 5 MB
    /// more; a 1M-command walk then peaked at 3.9x its size, now 3.7x).
    static let limit = 1 << 13
    static let keyLimit = 1 << 20

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func hash(_ line: Range<Int>) -> UInt64 {
        bytes.withUnsafeBytes { ByteHash.hash($0, line, seed: seed) }
    }

    private func equal(_ e: Entry, _ line: Range<Int>) -> Bool {
        guard Int(e.count) == line.count else { return false }
        let start = Int(e.start)
        return keys.withUnsafeBufferPointer { k in
            bytes.withUnsafeBufferPointer { b in
                var i = 0
                while i < line.count, k[start + i] == b[line.lowerBound + i] { i += 1 }
                return i == line.count
            }
        }
    }

    /// The step of a line equal to one seen before, placed at this line.
    func find(_ line: Range<Int>, file: Int) -> ProgramStep? {
        let h = hash(line)
        let tag = UInt32(truncatingIfNeeded: h >> 32)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: h) & mask
        while slots[slot].entry != 0 {
            if slots[slot].tag == tag {
                let index = Int(slots[slot].entry) - 1
                if equal(entries[index], line) {
                    return ProgramStep(
                        operation: operations[index],
                        span: Span(
                            file: file, start: line.lowerBound,
                            end: line.lowerBound + Int(entries[index].spanLength)))
                }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Keeps a line's step, unless it is invalid or the table is full.
    mutating func insert(_ line: Range<Int>, _ step: ProgramStep) {
        guard entries.count < CommandMemo.limit, keys.count + line.count <= CommandMemo.keyLimit,
            step.span.start == line.lowerBound
        else { return }
        if case .invalid = step.operation { return }
        let h = hash(line)
        entries.append(
            Entry(
                start: Int32(keys.count), count: Int32(line.count),
                spanLength: Int32(step.span.end - line.lowerBound)))
        operations.append(step.operation)
        keys.append(contentsOf: bytes[line])
        if entries.count * 2 > slots.count {
            slots = [Slot](repeating: Slot(), count: slots.count * 2)
            let (keys, entries) = (self.keys, self.entries)
            var hashes: [UInt64] = []
            keys.withUnsafeBytes { raw in
                for e in entries {
                    hashes.append(ByteHash.hash(raw, Int(e.start)..<Int(e.start + e.count), seed: seed))
                }
            }
            for (i, h) in hashes.enumerated() { place(i, h) }
        } else {
            place(entries.count - 1, h)
        }
    }

    private mutating func place(_ index: Int, _ h: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: h) & mask
        while slots[slot].entry != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(tag: UInt32(truncatingIfNeeded: h >> 32), entry: Int32(index + 1))
    }
}
