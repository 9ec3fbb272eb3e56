import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// A command tried from a class of states: the route it opens or taps, and,
/// for a tap, what else decides its outcome. (Deep links from a pending state
/// keep their outcomes in `LinkOutcomeRows`.)
struct ClassCommand: Equatable {
    var command: Int
    var tap: EngineStepper.TapContext?
    /// For an `open`: what closing the state's top uncovers
    /// (`EngineStepper.uncovered`), where a navigation it leaves waiting on a
    /// `replace`d top resumes; -1 for a tap.
    var uncovered = -1
}

/// What the first run of a command from a class gave: the failure a finding
/// is made of (nil: none), and whether a repeat from the class surely leads
/// to a state seen before (so it need not run).
struct Outcome {
    var failure: FailureReason?
    var leadsToSeen: Bool
}

/// The outcomes of commands run once per class of states (see `Explorer`),
/// under (class, command, context): a small open-addressed table per class,
/// each entry its key and outcome in sixteen bytes. An exploration looks one
/// up for nearly every command it tries, all of a state's in its own class's
/// table, a few cache lines long (one table of every class missed the cache
/// on nearly every look-up, and a `Dictionary`'s seeded hash cost more than
/// many of the commands). The tables lie one after another in one array, read
/// in place: an array a class cost a retain and a release a look-up.
struct OutcomeTable {
    struct Entry {
        var context: Int64 = 0
        var command: Int32 = 0
        /// The outcome's `LinkOutcomeRows.code`; 0: empty.
        var code: UInt8 = 0
    }

    /// Where a class's table lies in `entries`, its size less one (a power of two, less
    /// one), and how many entries it holds.
    struct Table {
        var start: Int
        var mask: Int
        var count = 0
    }

    /// A class's table that fills up moves to the end, twice as large; the room it
    /// leaves is not reused (the rooms a class had add up to less than its last).
    private var entries: [Entry] = []
    /// Per class, by its number (classes are numbered densely as found); nil: none yet.
    private var tables: [Table?] = []

    /// The slot of (route, context) in a table of `mask + 1` slots. Not seeded: the keys
    /// are the graph's own numbers, and a collision costs a probe, never a wrong answer.
    private static func slot(_ command: Int32, _ context: Int64, mask: Int) -> Int {
        var h = UInt64(UInt32(bitPattern: command)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: context)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: h ^ (h >> 31)) & mask
    }

    subscript(cls: Int, command: ClassCommand) -> Outcome? {
        let code = code(cls, command.command, context: command.context)
        return code == 0 ? nil : LinkOutcomeRows.outcome(code)
    }

    /// The code of the outcome of (route, context) from a class (`LinkOutcomeRows.code`),
    /// 0 when the table holds none.
    func code(_ cls: Int, _ route: Int, context: Int64) -> UInt8 {
        guard cls < tables.count, let table = tables[cls] else { return 0 }
        let route = Int32(truncatingIfNeeded: route)
        return TableCells.of(entries) { entries in
            var i = Self.slot(route, context, mask: table.mask)
            while entries[table.start + i].code != 0 {
                let e = entries[table.start + i]
                if e.command == route && e.context == context { return e.code }
                i = (i + 1) & table.mask
            }
            return 0
        }
    }

    /// The first run's outcome of a command the table does not hold yet (the caller looked).
    mutating func add(_ cls: Int, _ command: ClassCommand, _ outcome: Outcome) {
        while tables.count <= cls { tables.append(nil) }
        var table = tables[cls] ?? grown(nil)
        if (table.count + 1) * 2 > table.mask + 1 { table = grown(table) }
        insert(Int32(truncatingIfNeeded: command.command), command.context, LinkOutcomeRows.code(outcome), &table)
        tables[cls] = table
    }

    private mutating func insert(_ route: Int32, _ context: Int64, _ code: UInt8, _ table: inout Table) {
        let t = table
        MutableTableCells.of(&entries) {
            Self.place(Entry(context: context, command: route, code: code), t, $0)
        }
        table.count += 1
    }

    /// Puts an entry in the first empty slot of its probe in `table` (linear probing).
    private static func place(_ e: Entry, _ table: Table, _ entries: MutableTableCells<Entry>) {
        var i = slot(e.command, e.context, mask: table.mask)
        while entries[table.start + i].code != 0 { i = (i + 1) & table.mask }
        entries[table.start + i] = e
    }

    /// A table twice the size of `old` (16 slots for none) at the end, holding its entries.
    private mutating func grown(_ old: Table?) -> Table {
        let size = old.map { 2 * ($0.mask + 1) } ?? 16
        let table = Table(start: entries.count, mask: size - 1, count: old?.count ?? 0)
        entries.append(contentsOf: repeatElement(Entry(), count: size))
        guard let old else { return table }
        // The old entries moved in one pass over the array in place.
        MutableTableCells.of(&entries) { entries in
            for k in old.start...(old.start + old.mask) where entries[k].code != 0 {
                Self.place(entries[k], table, entries)
            }
        }
        return table
    }
}

extension ClassCommand {
    /// What decides the outcome beside the route, in one word (equal contexts, equal
    /// words): a tap's `TapContext.code` (not negative), else -2 minus `uncovered`.
    var context: Int64 { tap.map { Int64($0.code) } ?? Self.openContext(uncovered) }

    /// The context of an open where closing the top uncovers `uncovered`.
    static func openContext(_ uncovered: Int) -> Int64 { Int64(-2 - uncovered) }
}

/// The outcomes of deep links tried from pending states (see `Explorer`): a
/// row per (class without the pending frames, what closing the top uncovers),
/// holding every link's outcome by its index. Each such class tries every
/// link of the graph, so a row is read by position, not hashed a link. A row
/// is made only when a link runs from a state that tried every link, so the
/// rows hold at most as many outcomes as the search tries commands (a byte
/// each, under the work bound `Explorer.commandLimit`).
struct LinkOutcomeRows {
    private let links: Int
    /// Row of (class, uncovered), under `class << 2 | uncovered` (`EngineStepper.uncovered` is 0, 1 or 2).
    private var rowOf: [Int: Int] = [:]
    /// Each link's outcome as a byte (`code`), 0 for none yet: a state takes the known links
    /// of its row in a run, and a byte a link is what that run reads.
    private var rows: [[UInt8]] = []

    init(links: Int) { self.links = links }

    /// An outcome as a byte: bit 0, known; bit 1, it leads to a state seen before; above,
    /// the failure's place in `FailureReason.allCases` plus one (0: none).
    static func code(_ outcome: Outcome) -> UInt8 {
        let failure = outcome.failure.map { reason in reasons.firstIndex(of: reason)! + 1 } ?? 0
        return 1 | (outcome.leadsToSeen ? 2 : 0) | UInt8(failure << 2)
    }

    /// The code of an outcome without a failure that leads to a state seen before.
    static let works: UInt8 = 3

    /// The outcome a code (not 0) stands for.
    static func outcome(_ code: UInt8) -> Outcome {
        Outcome(failure: code < 4 ? nil : reasons[Int(code >> 2) - 1], leadsToSeen: code & 2 != 0)
    }

    /// The failure of a code whose bits 0 and 1 are set (nil: none).
    static func failure(_ code: UInt8) -> FailureReason? {
        code < 4 ? nil : reasons[Int(code >> 2) - 1]
    }

    /// The failures in their code's order, made once (`allCases` makes an array a call).
    private static let reasons = FailureReason.allCases

    /// The row of (class, uncovered), nil while none of its outcomes is known.
    func row(cls: Int, uncovered: Int) -> Int? { rowOf[cls << 2 | uncovered] }

    /// `body` with the row's codes in place (none when the row is nil).
    func withRow<R>(_ row: Int?, _ body: (ByteView) -> R) -> R {
        guard let row else { return body(.empty) }
        return ByteView.of(rows[row], body)
    }

    /// Keeps the first outcome of `link` from (class, uncovered), as `OutcomeTable` does;
    /// returns the row, made when it was not.
    mutating func set(cls: Int, uncovered: Int, link: Int, _ outcome: Outcome) -> Int {
        let row: Int
        if let known = rowOf[cls << 2 | uncovered] {
            row = known
        } else {
            row = rows.count
            rowOf[cls << 2 | uncovered] = row
            rows.append([UInt8](repeating: 0, count: links))
        }
        if rows[row][link] == 0 { rows[row][link] = Self.code(outcome) }
        return row
    }
}

extension Exploration {
    /// Takes the deep links from `first` on whose outcome from their class (`row`) is known
    /// and leads to a state seen before, as the search would take them one by one: each
    /// counted as tried, failures stored a run at once, links that work noted. Returns how
    /// many it took, and whether it stopped at the command limit (`limit`). A state tries
    /// every link in order (`Explorer.tries`), so the run is a range of links, read from
    /// the row in place. (A row holds outcomes only of links the memo runs, those whose
    /// open closes no screen: a known outcome is one to take.)
    mutating func takeKnownLinks(
        from first: Int, state: Int, row: Int?, _ outcomes: LinkOutcomeRows, limit: Int
    ) -> (taken: Int, limitReached: Bool) {
        // At most this many are taken before the command limit.
        let room = max(limit - commandsTried, 0)
        var i = first
        var stopped = false
        // The links failing for one reason since `failing.start`, stored as one run.
        var failing: (start: Int, code: UInt8, reason: FailureReason)?
        // Moved out while written (not copied): a write through `self` in the loop cost a
        // uniqueness check a link, and a large graph's states take thousands of links each.
        var works: [Bool] = []
        swap(&works, &linksThatWork)
        outcomes.withRow(row) { known in
            let end = known.count
            let stop = min(end, first + room)
            MutableTableCells.of(&works) { works in
                // Run by run of links with one code: those that work are noted, those that fail
                // stored as one run of their reason.
                while i < stop {
                    let code = known[i]
                    guard code & 3 == 3 else { break }
                    let runEnd = Self.runEnd(of: code, in: known, from: i, before: stop)
                    if code == LinkOutcomeRows.works {
                        if let f = failing {
                            failures.append(state: state, links: f.start..<i, reason: f.reason)
                            failing = nil
                        }
                        for k in i..<runEnd { works[k] = true }
                    } else if failing?.code != code {
                        if let f = failing { failures.append(state: state, links: f.start..<i, reason: f.reason) }
                        failing = (i, code, LinkOutcomeRows.failure(code)!)
                    }
                    i = runEnd
                }
            }
            stopped = i == first + room && i < end && known[i] & 3 == 3
        }
        swap(&works, &linksThatWork)
        commandsTried += i - first
        if let failing { failures.append(state: state, links: failing.start..<i, reason: failing.reason) }
        return (i - first, stopped)
    }

    /// The end of the run of `code` from `start` (whose code it is), at most `end`: eight bytes
    /// at a time, since a large graph's states take thousands of links that fail or work alike.
    private static func runEnd(of code: UInt8, in codes: ByteView, from start: Int, before end: Int)
        -> Int
    {
        let eight = UInt64(code) &* 0x0101_0101_0101_0101
        var i = start + 1
        while i + 8 <= end, codes.word(at: i) == eight { i += 8 }
        while i < end, codes[i] == code { i += 1 }
        return i
    }
}
