import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// `expect ...`: nil when the assertion holds, else "expected X, found Y". Written
/// once, against the engine's state (`NavigationState`): the simulator's engine's
/// own, read where it lies (`NavigationEngine.check`), or the one another
/// navigator (`Scripts/runtime-sim.sh`'s) reads from its engine.
struct Expectations {
    /// Names screens and routes (its tables are the graph's): a class, so making an
    /// `Expectations` for each assertion copies no table.
    let describer: NavigationEngine
    /// The last command's failure (nil: ok).
    let outcome: FailureReason?

    private var tables: EngineGraph { describer.tables }

    /// `state` is a parameter, not a field, and `inout` only so that it is read where it
    /// lies (the engine's own, `NavigationEngine.state`) without a copy: nothing here changes
    /// it. (Borrowed, the engine's state was copied for each `expect`, every field retained:
    /// 2% of `sim`'s instructions.)
    func check(_ e: Expectation, in state: inout NavigationState) -> String? {
        switch e {
        case .top(let p):
            let top = state.scene.window.top
            if let top, matches(top, p) { return nil }
            return "expected top \(describe(p)), found \(top.map(describe) ?? "nothing on screen")"
        case .stack(let ps): return compare("stack", ps, state.scene.window.currentStack)
        case .screens(let ps): return compare("screens", ps, state.scene.window.onScreen)
        case .modal(let p):
            let modal = state.scene.window.modals.last?.screens.first
            if let modal, matches(modal, p) { return nil }
            return "expected modal \(describe(p)), found \(modal.map { "modal " + describe($0) } ?? "no modal")"
        case .noModal:
            guard let modal = state.scene.window.modals.last?.screens.first else { return nil }
            return "expected no modal, found modal \(describe(modal))"
        case .failed(let reason):
            if outcome == reason { return nil }
            return "expected failed \(reason.rawValue), found \(outcomeText)"
        case .ok:
            if outcome == nil { return nil }
            return "expected ok, found \(outcomeText)"
        case .pending:
            if state.scene.pending != nil { return nil }
            return "expected pending, found no pending navigation"
        case .noPending:
            guard let pending = state.scene.pending else { return nil }
            let target =
                pending.target.map { describer.describe(route: $0.route, params: $0.values) } ?? "a restoration"
            return "expected no pending, found a pending navigation to \(target)"
        case .result(let r, let expected):
            let actual = state.lastResult[r]
            if actual == expected { return nil }
            return
                "expected result \(tables.routeIDs[r]) \(expected.description), found \(actual.map(\.description) ?? "no result")"
        case .instance(let p, let n):
            let found = state.scene.window.onScreen.last { matches($0, p) }
            if let found, found.number == n { return nil }
            return
                "expected instance \(describe(p)) #\(n), found \(found.map(describe) ?? "no \(describe(p)) on screen")"
        case .auth(let realm):
            if state.heldRealms.contains(realm) { return nil }
            return "expected auth \(tables.realmIDs[realm]), found no auth \(tables.realmIDs[realm])"
        case .noAuth(let realm):
            if !state.heldRealms.contains(realm) { return nil }
            return "expected no auth \(tables.realmIDs[realm]), found auth \(tables.realmIDs[realm])"
        }
    }

    private var outcomeText: String { outcome.map { "failed \($0.rawValue)" } ?? "ok" }

    private func matches(_ s: NavigationScreenState, _ p: RoutePattern) -> Bool {
        s.route == p.route && p.matches(s.params)
    }

    private func describe(_ s: NavigationScreenState) -> String { describer.describe(s) }

    private func describe(_ p: RoutePattern) -> String {
        var values: [ParamValue?] = Array(repeating: nil, count: tables.paramCount(p.route))
        for (i, v) in p.params { values[i] = v }
        return describer.describe(route: p.route, params: values)
    }

    private func compare(_ what: String, _ ps: [RoutePattern], _ screens: [NavigationScreenState]) -> String? {
        if ps.count == screens.count, zip(screens, ps).allSatisfy({ matches($0, $1) }) { return nil }
        return
            "expected \(what) \(FailureText.list(ps.count) { describe(ps[$0]) }), "
            + "found \(FailureText.list(screens.count) { describe(screens[$0]) })"
    }
}

extension NavigationEngine {
    /// An assertion against the engine's own state, read in place (no stack copied).
    func check(_ e: Expectation) -> String? {
        Expectations(describer: self, outcome: outcome).check(e, in: &state)
    }
}
