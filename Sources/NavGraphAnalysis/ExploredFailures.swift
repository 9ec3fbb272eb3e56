import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// The failures an exploration found, in search order, each kept in 16 bytes
/// (state, command tried, target, reason), its command made only when read.
/// A search of a large graph keeps millions (each deep link from each state
/// under a sheet fails); as `ExploredFailure` values, with their commands
/// made, they took most of the memory and time of a check.
public struct ExploredFailures: RandomAccessCollection, Sendable {
    struct Record: Sendable {
        var state: Int32
        /// The command tried, packed (`Explorer.Try.packed`).
        var tried: Int32
        /// The route the failed navigation was going to; -1: none.
        var target: Int32
        var reason: FailureReason

        var kind: Explorer.Try.Kind { Explorer.Try.Kind(rawValue: UInt8(truncatingIfNeeded: tried & 15))! }
    }

    private(set) var records: [Record] = []
    /// What a record's command is made from: the routes (their `open` values)
    /// and the deep link URLs tried.
    private let routes: [Route]
    private let deeplinkURLs: [String]

    init(routes: [Route], deeplinkURLs: [String]) {
        self.routes = routes
        self.deeplinkURLs = deeplinkURLs
    }

    mutating func append(state: Int, tried: Explorer.Try, reason: FailureReason, target: Int?) {
        records.append(
            Record(
                state: Int32(state), tried: tried.packed, target: Int32(target ?? -1), reason: reason))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(i: Int) -> ExploredFailure {
        let r = records[i]
        return ExploredFailure(
            state: Int(r.state), command: command(r.tried), reason: r.reason,
            target: r.target < 0 ? nil : Int(r.target))
    }

    /// The command of a record, as `Explorer.command` made it when it ran.
    func command(_ packed: Int32) -> SimCommand {
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
