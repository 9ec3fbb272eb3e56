import NavGraphCore
import NavGraphEngine
import NavGraphModel
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

    private let bytes: [UInt8]
    private var keys: [UInt8] = []
    private var entries: [Entry] = []
    private var actions: [StepAction] = []
    /// Entry indexes by their line's hash.
    private var slots = HashedSlots(capacity: 1024)
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

    // The lookup's parts are inlined into the runner's loop, which calls `find` for every
    // line: as calls, they cost more than the hash and compare of a short line.
    @inline(__always) private func hash(_ line: Range<Int>) -> UInt64 {
        ByteView.of(bytes) { $0.hash(line, seed: seed) }
    }

    @inline(__always) private func equal(_ e: Entry, _ line: Range<Int>) -> Bool {
        guard Int(e.count) == line.count else { return false }
        let start = Int(e.start)
        return ByteView.of(keys) { k in
            ByteView.of(bytes) { $0.bytes(line, equal: k.slice(start..<start + line.count)) }
        }
    }

    /// The step of a line equal to one seen before, placed at this line.
    @inline(__always) func find(_ line: Range<Int>, file: Int) -> ProgramStep? {
        guard let found = slots.find(hash(line), where: { equal(entries[Int($0)], line) }) else { return nil }
        let index = Int(found)
        return ProgramStep(
            action: actions[index],
            span: Span(file: file, start: line.lowerBound, end: line.lowerBound + Int(entries[index].spanLength)))
    }

    /// Keeps a line's step, unless it is invalid or the table is full.
    mutating func insert(_ line: Range<Int>, _ step: ProgramStep) {
        guard entries.count < CommandMemo.limit, keys.count + line.count <= CommandMemo.keyLimit,
            step.span.start == line.lowerBound
        else { return }
        if case .invalid = step.action { return }
        slots.insert(hash(line), Int32(entries.count))
        entries.append(
            Entry(
                start: Int32(keys.count), count: Int32(line.count),
                spanLength: Int32(step.span.end - line.lowerBound)))
        actions.append(step.action)
        keys.append(contentsOf: bytes[line])
    }
}
