import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// What an `expect` reads: the window's screens and the run's outcome, realms,
/// results and pending navigation. The simulator's engine gives them in place
/// (`EngineExpectationSubject`); another navigator (`Scripts/runtime-sim.sh`'s)
/// gives its public `NavigationState`. `Expectations` says what each assertion
/// means once, against either.
protocol ExpectationSubject {
    associatedtype Shown
    var top: Shown? { get }
    /// The topmost modal's stack, else the stack below the modals.
    var currentStack: [Shown] { get }
    /// Everything on screen, bottom to top, modals included.
    var onScreen: [Shown] { get }
    /// The first screen of the topmost modal.
    var modal: Shown? { get }
    /// The last command's failure (nil: ok).
    var outcome: FailureReason? { get }
    var hasPending: Bool { get }
    /// The route a pending navigation goes to, with its values (nil: a restoration's).
    var pendingTarget: (route: Int, values: [ParamValue?])? { get }
    func result(of route: Int) -> ResultValue?
    func holds(_ realm: Int) -> Bool
    func route(of s: Shown) -> Int
    func values(of s: Shown) -> [ParamValue?]
    func instance(of s: Shown) -> Int
}

/// `expect ...`: nil when the assertion holds, else "expected X, found Y".
struct Expectations<Subject: ExpectationSubject> {
    /// Names screens and routes (its tables are the graph's): a class, so making an
    /// `Expectations` for each assertion copies no table.
    let describer: NavigationEngine
    let subject: Subject

    private var tables: EngineGraph { describer.tables }

    func check(_ e: Expectation) -> String? {
        switch e {
        case .top(let p):
            let top = subject.top
            if let top, matches(top, p) { return nil }
            return "expected top \(describe(p)), found \(top.map(describe) ?? "nothing on screen")"
        case .stack(let ps): return compare("stack", ps, subject.currentStack)
        case .screens(let ps): return compare("screens", ps, subject.onScreen)
        case .modal(let p):
            let modal = subject.modal
            if let modal, matches(modal, p) { return nil }
            return "expected modal \(describe(p)), found \(modal.map { "modal " + describe($0) } ?? "no modal")"
        case .noModal:
            guard let modal = subject.modal else { return nil }
            return "expected no modal, found modal \(describe(modal))"
        case .failed(let reason):
            if subject.outcome == reason { return nil }
            return "expected failed \(reason.rawValue), found \(outcomeText)"
        case .ok:
            if subject.outcome == nil { return nil }
            return "expected ok, found \(outcomeText)"
        case .pending:
            if subject.hasPending { return nil }
            return "expected pending, found no pending navigation"
        case .noPending:
            guard subject.hasPending else { return nil }
            let target =
                subject.pendingTarget.map { describer.describe(route: $0.route, params: $0.values) } ?? "a restoration"
            return "expected no pending, found a pending navigation to \(target)"
        case .result(let r, let expected):
            let actual = subject.result(of: r)
            if actual == expected { return nil }
            return
                "expected result \(tables.routeIDs[r]) \(expected.description), found \(actual.map(\.description) ?? "no result")"
        case .instance(let p, let n):
            let found = subject.onScreen.last { matches($0, p) }
            if let found, subject.instance(of: found) == n { return nil }
            return
                "expected instance \(describe(p)) #\(n), found \(found.map(describe) ?? "no \(describe(p)) on screen")"
        case .auth(let realm):
            if subject.holds(realm) { return nil }
            return "expected auth \(tables.realmIDs[realm]), found no auth \(tables.realmIDs[realm])"
        case .noAuth(let realm):
            if !subject.holds(realm) { return nil }
            return "expected no auth \(tables.realmIDs[realm]), found auth \(tables.realmIDs[realm])"
        }
    }

    private var outcomeText: String { subject.outcome.map { "failed \($0.rawValue)" } ?? "ok" }

    private func matches(_ s: Subject.Shown, _ p: RoutePattern) -> Bool {
        subject.route(of: s) == p.route && p.matches(subject.values(of: s))
    }

    private func describe(_ s: Subject.Shown) -> String {
        describer.describe(route: subject.route(of: s), params: subject.values(of: s)) + " #\(subject.instance(of: s))"
    }

    private func describe(_ p: RoutePattern) -> String {
        var values: [ParamValue?] = Array(repeating: nil, count: tables.paramCount(p.route))
        for (i, v) in p.params { values[i] = v }
        return describer.describe(route: p.route, params: values)
    }

    private func compare(_ what: String, _ ps: [RoutePattern], _ screens: [Subject.Shown]) -> String? {
        if ps.count == screens.count, zip(screens, ps).allSatisfy({ matches($0, $1) }) { return nil }
        return
            "expected \(what) \(FailureText.list(ps.count) { describe(ps[$0]) }), "
            + "found \(FailureText.list(screens.count) { describe(screens[$0]) })"
    }
}

/// The simulator's engine, its window read in place through a pointer (no copy of it).
struct EngineExpectationSubject: ExpectationSubject {
    let engine: NavigationEngine
    let window: UnsafePointer<Window>

    var top: Screen? { window.pointee.top }
    var currentStack: [Screen] { window.pointee.modals.last?.screens ?? window.pointee.base }
    var onScreen: [Screen] { window.pointee.onScreen }
    var modal: Screen? { window.pointee.modals.last?.screens.first }
    var outcome: FailureReason? { engine.outcome }
    var hasPending: Bool { engine.scene.pending != nil }
    var pendingTarget: (route: Int, values: [ParamValue?])? {
        engine.scene.pending?.frames.first.map { ($0.route, $0.params) }
    }
    func result(of route: Int) -> ResultValue? { engine.lastResult[route] }
    func holds(_ realm: Int) -> Bool { engine.heldRealms.contains(realm) }
    func route(of s: Screen) -> Int { s.route }
    func values(of s: Screen) -> [ParamValue?] { s.params }
    func instance(of s: Screen) -> Int { s.number }
}

/// Another navigator's state, as its public value.
struct PublicExpectationSubject: ExpectationSubject {
    let state: NavigationState
    let outcome: FailureReason?

    var top: NavigationScreenState? { state.window.top }
    var currentStack: [NavigationScreenState] { state.window.currentStack }
    var onScreen: [NavigationScreenState] { state.window.onScreen }
    var modal: NavigationScreenState? { state.window.modals.last?.screens.first }
    var hasPending: Bool { state.scene.pending != nil }
    var pendingTarget: (route: Int, values: [ParamValue?])? {
        state.scene.pending?.target.map { ($0.route, $0.values) }
    }
    func result(of route: Int) -> ResultValue? { state.results[route].map(ResultValue.init) }
    func holds(_ realm: Int) -> Bool { state.realms.contains(realm) }
    func route(of s: NavigationScreenState) -> Int { s.route }
    func values(of s: NavigationScreenState) -> [ParamValue?] { s.values }
    func instance(of s: NavigationScreenState) -> Int { s.instance }
}

extension NavigationEngine {
    func check(_ e: Expectation) -> String? {
        readWindow { w in
            Expectations(describer: self, subject: EngineExpectationSubject(engine: self, window: w)).check(e)
        }
    }
}
