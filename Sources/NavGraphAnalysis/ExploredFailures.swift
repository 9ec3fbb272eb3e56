import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport

/// The failures an exploration found, in search order, kept packed: a
/// record of 16 bytes (state, command tried, target, reason) stands for a run
/// of deep links that fail one after another from one state (their targets
/// are the links' own), and each command is made only when read. A search of
/// a large graph finds millions (every deep link from every state under a
/// sheet); as `ExploredFailure` values, with their commands made, they took
/// most of a check's memory and time.
public struct ExploredFailures: RandomAccessCollection, Sendable {
    struct Record: Sendable {
        var state: Int32
        /// The command tried, packed (`Explorer.Try.packed`); for a run, its first deep link.
        var tried: Int32
        /// The route the failed navigation was going to; -1: none (a deep link's: its link's).
        var target: Int32
        /// How many failures the record stands for (deep links `tried`, `tried + 1`, ...).
        var run: UInt16
        var reason: FailureReason

        var kind: Explorer.Try.Kind { Explorer.Try.Kind(rawValue: UInt8(truncatingIfNeeded: tried & 15))! }
    }

    /// One failure as the findings read it (no command made: `command(tried)` makes it).
    struct Packed {
        var index: Int
        var state: Int
        /// The command tried, packed (`Explorer.Try.packed`).
        var tried: Int32
        var kind: Explorer.Try.Kind
        /// -1: none.
        var target: Int
        var reason: FailureReason
    }

    private(set) var records: [Record] = []
    /// The last record, kept out of `records` while a run of deep links may still grow
    /// it (a search extends one for each of millions of failing links): `close()` stores it.
    private var last: Record?
    /// The index of each record's first failure.
    private var firsts: [Int] = []
    public private(set) var endIndex = 0
    /// What a record's command is made from: the routes (their `open` values)
    /// and the deep link URLs tried, with where each goes (-1: nowhere).
    private let routes: [Route]
    private let deeplinkURLs: [String]
    private let deeplinkTargets: [Int32]

    init(routes: [Route], deeplinkURLs: [String], deeplinkTargets: [Int?]) {
        self.routes = routes
        self.deeplinkURLs = deeplinkURLs
        self.deeplinkTargets = deeplinkTargets.map { Int32($0 ?? -1) }
    }

    mutating func append(state: Int, tried: Explorer.Try, reason: FailureReason, target: Int?) {
        if case .link(let i) = tried {
            append(state: state, link: i, reason: reason)
            return
        }
        store(
            Record(state: Int32(state), tried: tried.packed, target: Int32(target ?? -1), run: 1, reason: reason),
            count: 1)
    }

    /// A deep link that failed: the common case, the link after the one before it from one
    /// state, extends the last record.
    mutating func append(state: Int, link i: Int, reason: FailureReason) {
        append(state: state, links: i..<i + 1, reason: reason)
    }

    /// Deep links `links` that failed one after another from one state, for one reason.
    mutating func append(state: Int, links: Range<Int>, reason: FailureReason) {
        var first = links.lowerBound
        while first < links.upperBound {
            let count = links.upperBound - first
            if let l = last, l.tried & 15 == Int32(Explorer.Try.Kind.link.rawValue), l.state == state,
                l.reason == reason, Int(l.tried >> 4) + Int(l.run) == first, l.run < UInt16.max
            {
                let taken = Swift.min(count, Int(UInt16.max - l.run))
                last!.run += UInt16(taken)
                endIndex += taken
                first += taken
            } else {
                let taken = Swift.min(count, Int(UInt16.max))
                store(
                    Record(
                        state: Int32(state), tried: Explorer.Try.link(first).packed, target: -1, run: UInt16(taken),
                        reason: reason),
                    count: taken)
                first += taken
            }
        }
    }

    /// Starts a record of `count` failures.
    private mutating func store(_ record: Record, count: Int) {
        if let l = last { records.append(l) }
        firsts.append(endIndex)
        last = record
        endIndex += count
    }

    /// Stores the last record: the search calls it once it ends, before anything reads the failures.
    mutating func close() {
        if let l = last { records.append(l) }
        last = nil
    }

    public var startIndex: Int { 0 }

    public subscript(i: Int) -> ExploredFailure {
        assert(last == nil, "failures read before the search closed them")
        // The record holding failure `i`: the last whose first is at most `i`.
        var (lo, hi) = (0, firsts.count)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if firsts[mid] <= i { lo = mid } else { hi = mid }
        }
        let f = failure(records[lo], i - firsts[lo], index: i)
        return ExploredFailure(
            state: f.state, command: command(records[lo].tried + Int32(i - firsts[lo]) << 4), reason: f.reason,
            target: f.target < 0 ? nil : f.target)
    }

    /// Reads the failures in order record by record (no search a failure).
    public struct Iterator: IteratorProtocol {
        fileprivate let failures: ExploredFailures
        fileprivate var record = 0
        fileprivate var k = 0

        public mutating func next() -> ExploredFailure? {
            while record < failures.records.count {
                let r = failures.records[record]
                if k < Int(r.run) {
                    defer { k += 1 }
                    let f = failures.failure(r, k, index: 0)
                    return ExploredFailure(
                        state: f.state, command: failures.command(r.tried + Int32(k) << 4), reason: f.reason,
                        target: f.target < 0 ? nil : f.target)
                }
                record += 1
                k = 0
            }
            return nil
        }
    }

    public func makeIterator() -> Iterator {
        assert(last == nil, "failures read before the search closed them")
        return Iterator(failures: self)
    }

    private func failure(_ r: Record, _ k: Int, index: Int) -> Packed {
        let kind = r.kind
        let target = kind == .link ? Int(deeplinkTargets[Int(r.tried >> 4) + k]) : Int(r.target)
        return Packed(
            index: index, state: Int(r.state), tried: r.tried + Int32(k) << 4, kind: kind, target: target,
            reason: r.reason)
    }

    /// Each failure in order, without its command: the findings read millions and
    /// make the commands of the few they report.
    func forEachPacked(_ body: (Packed) throws -> Void) rethrows {
        assert(last == nil, "failures read before the search closed them")
        var index = 0
        for r in records {
            for k in 0..<Int(r.run) {
                try body(failure(r, k, index: index))
                index += 1
            }
        }
    }

    /// Each record in order: its first failure and, for a run of deep links, the targets
    /// of all its links (-1: none), in place; a record of another kind is one failure
    /// (`links` empty). The findings go through a run of links with one reason from one
    /// state in a loop over its targets, not a failure made a link (a large graph's
    /// search stores millions); `failure(in:_:)` makes the k-th when one is kept.
    // Inlined into each finding: as a call specialized for its closure, the finding's loop
    // over the targets cost a fifth more (the 100k-route graph's check, 0.4% in all).
    @inline(__always)
    func forEachRecord(_ body: (_ first: Packed, _ links: TableCells<Int32>) throws -> Void) rethrows {
        assert(last == nil, "failures read before the search closed them")
        var index = 0
        try TableCells.of(deeplinkTargets) { targets in
            for r in records {
                let first = failure(r, 0, index: index)
                if first.kind == .link {
                    let start = Int(r.tried >> 4)
                    try body(first, targets.cells(start..<start + Int(r.run)))
                } else {
                    try body(first, .empty)
                }
                index += Int(r.run)
            }
        }
    }

    /// The k-th failure of the run of deep links that starts with `first`.
    func failure(in first: Packed, _ k: Int) -> Packed {
        var f = first
        f.index += k
        f.tried += Int32(k) << 4
        f.target = Int(deeplinkTargets[Int(first.tried >> 4) + k])
        return f
    }

    /// The command of a packed try, as `Explorer.command` made it when it ran.
    func command(_ packed: Int32) -> UserCommand {
        switch Explorer.Try(packed: packed) {
        case .login(let realm): return .login(realm)
        case .cancel: return .cancel
        case .tab(let r): return .tab(r)
        case .open(let r): return .open(route: r, params: SampleValues.openParams(routes[r]))
        case .link(let i): return .deeplink(url: deeplinkURLs[i])
        case .finish: return .finish
        case .back: return .back
        case .dismiss: return .dismiss
        case .restart: return .restart
        case .logout: return .logout
        }
    }
}

extension Explorer.Try {
    enum Kind: UInt8 {
        case login, cancel, tab, open, link, finish, back, dismiss, restart, logout
    }

    /// The kind in the low four bits, the route, realm or link index above.
    var packed: Int32 {
        switch self {
        case .login(let realm): return Int32(realm) << 4 | Int32(Kind.login.rawValue)
        case .cancel: return Int32(Kind.cancel.rawValue)
        case .tab(let r): return Int32(r) << 4 | Int32(Kind.tab.rawValue)
        case .open(let r): return Int32(r) << 4 | Int32(Kind.open.rawValue)
        case .link(let i): return Int32(i) << 4 | Int32(Kind.link.rawValue)
        case .finish: return Int32(Kind.finish.rawValue)
        case .back: return Int32(Kind.back.rawValue)
        case .dismiss: return Int32(Kind.dismiss.rawValue)
        case .restart: return Int32(Kind.restart.rawValue)
        case .logout: return Int32(Kind.logout.rawValue)
        }
    }

    init(packed: Int32) {
        let index = Int(packed >> 4)
        switch Kind(rawValue: UInt8(truncatingIfNeeded: packed & 15))! {
        case .login: self = .login(index)
        case .cancel: self = .cancel
        case .tab: self = .tab(index)
        case .open: self = .open(index)
        case .link: self = .link(index)
        case .finish: self = .finish
        case .back: self = .back
        case .dismiss: self = .dismiss
        case .restart: self = .restart
        case .logout: self = .logout
        }
    }
}
