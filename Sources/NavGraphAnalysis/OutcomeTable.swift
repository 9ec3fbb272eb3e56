import NavGraphEngine
import NavGraphModel
import NavGraphScript
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
/// under (class, command, context): an open-addressed table, since an
/// exploration looks one up for nearly every command it tries and a
/// `Dictionary`'s seeded hash cost more than many of the commands.
struct OutcomeTable {
    private var slots = HashedSlots(capacity: 1024)
    private var keys: [(cls: Int, command: ClassCommand)] = []
    private var outcomes: [Outcome] = []

    private static func hash(_ cls: Int, _ c: ClassCommand) -> UInt64 {
        // Three words mixed (multiply, then fold the high bits down): a collision costs a probe, never a wrong answer.
        var h = UInt64(bitPattern: Int64(cls)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: Int64(c.command))) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ UInt64(bitPattern: Int64(c.tap?.code ?? c.uncovered))) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }

    subscript(cls: Int, command: ClassCommand) -> Outcome? {
        get {
            let i = slots.find(Self.hash(cls, command)) { keys[Int($0)].cls == cls && keys[Int($0)].command == command }
            return i.map { outcomes[Int($0)] }
        }
        set {
            guard let newValue, self[cls, command] == nil else { return }
            slots.insert(Self.hash(cls, command), Int32(outcomes.count))
            keys.append((cls, command))
            outcomes.append(newValue)
        }
    }
}

/// The outcomes of deep links tried from pending states (see `Explorer`): a
/// row per (class without the pending frames, what closing the top uncovers),
/// holding every link's outcome by its index. Each such class tries every
/// link of the graph, so a row is read by position, not hashed a link. A row
/// is made only when a link runs from a state that tried every link, so the
/// rows hold at most as many outcomes as the search tries commands (two bytes
/// each, under the work bound `Explorer.commandLimit`).
struct LinkOutcomeRows {
    private let links: Int
    /// Row of (class, uncovered), under `class << 2 | uncovered` (`EngineStepper.uncovered` is 0, 1 or 2).
    private var rowOf: [Int: Int] = [:]
    /// Each link's outcome (two bytes), nil for none yet.
    private var rows: [[Outcome?]] = []

    init(links: Int) { self.links = links }

    /// The row of (class, uncovered), nil while none of its outcomes is known.
    func row(cls: Int, uncovered: Int) -> Int? { rowOf[cls << 2 | uncovered] }

    subscript(row: Int?, link: Int) -> Outcome? {
        guard let row else { return nil }
        return rows[row][link]
    }

    /// `body` with the row's outcomes in place (none when the row is nil).
    func withRow<R>(_ row: Int?, _ body: (UnsafeBufferPointer<Outcome?>) -> R) -> R {
        guard let row else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return rows[row].withUnsafeBufferPointer(body)
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
            rows.append([Outcome?](repeating: nil, count: links))
        }
        if rows[row][link] == nil { rows[row][link] = outcome }
        return row
    }
}

extension Exploration {
    /// Takes the deep links from `first` on whose outcome from their class (`row`) is known
    /// and leads to a state seen before, as the search would take them one by one: each
    /// counted as tried, failures stored a run at once, links that work noted. Returns how
    /// many it took, and whether it stopped at the command limit (`limit`). A state tries
    /// every link in order (`Explorer.tries`), so the run is a range of links, read from
    /// the row in place.
    mutating func takeKnownLinks(
        from first: Int, state: Int, row: Int?, _ outcomes: LinkOutcomeRows, memoized: [Bool], limit: Int
    ) -> (taken: Int, limitReached: Bool) {
        // At most this many are taken before the command limit.
        let room = max(limit - commandsTried, 0)
        var i = first
        var stopped = false
        // The links failing for one reason since `failing.start`, stored as one run.
        var failing: (start: Int, reason: FailureReason)?
        // Moved out while written (not copied): a write through `self` in the loop cost a
        // uniqueness check a link, and a large graph's states take thousands of links each.
        var works: [Bool] = []
        swap(&works, &linksThatWork)
        memoized.withUnsafeBufferPointer { memoized in
            outcomes.withRow(row) { known in
                let end = min(memoized.count, known.count)
                // A link is taken while it is memoized and its outcome leads to a state seen before.
                func takes(_ i: Int) -> Bool { i < end && memoized[i] && known[i]?.leadsToSeen == true }
                works.withUnsafeMutableBufferPointer { works in
                    let stop = min(end, first + room)
                    while i < stop, memoized[i], let outcome = known[i], outcome.leadsToSeen {
                        if let reason = outcome.failure {
                            if let f = failing, f.reason != reason {
                                failures.append(state: state, links: f.start..<i, reason: f.reason)
                                failing = (i, reason)
                            } else if failing == nil {
                                failing = (i, reason)
                            }
                        } else {
                            if let f = failing {
                                failures.append(state: state, links: f.start..<i, reason: f.reason)
                                failing = nil
                            }
                            works[i] = true
                        }
                        i += 1
                    }
                }
                stopped = i == first + room && takes(i)
            }
        }
        swap(&works, &linksThatWork)
        commandsTried += i - first
        if let failing { failures.append(state: state, links: failing.start..<i, reason: failing.reason) }
        return (i - first, stopped)
    }
}
