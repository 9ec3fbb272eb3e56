import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// `expect ...`: nil when the assertion holds, else "expected X, found Y".
extension NavigationEngine {
    func check(_ e: Expectation) -> String? {
        readWindow { w in check(e, in: w) }
    }

    private func check(_ e: Expectation, in window: UnsafePointer<Window>) -> String? {
        // Each field read through the pointer: no copy of the window.
        switch e {
        case .top(let p):
            let top = window.pointee.top
            if let top, matches(top, p) { return nil }
            return "expected top \(describe(p)), found \(top.map(describe) ?? "nothing on screen")"
        case .stack(let ps):
            return compare("stack", ps, window.pointee.modals.last?.screens ?? window.pointee.base)
        case .screens(let ps):
            return compare("screens", ps, window.pointee.onScreen)
        case .modal(let p):
            let modal = window.pointee.modals.last?.screens.first
            if let modal, matches(modal, p) { return nil }
            return "expected modal \(describe(p)), found \(modal.map { "modal " + describe($0) } ?? "no modal")"
        case .noModal:
            guard let modal = window.pointee.modals.last?.screens.first else { return nil }
            return "expected no modal, found modal \(describe(modal))"
        case .failed(let reason):
            if outcome == reason { return nil }
            return "expected failed \(reason.rawValue), found \(outcomeText)"
        case .ok:
            if outcome == nil { return nil }
            return "expected ok, found \(outcomeText)"
        case .pending:
            if scene.pending != nil { return nil }
            return "expected pending, found no pending navigation"
        case .noPending:
            guard let nav = scene.pending else { return nil }
            let target = nav.frames.first.map { describe(route: $0.route, params: $0.params) } ?? "a restoration"
            return "expected no pending, found a pending navigation to \(target)"
        case .result(let r, let expected):
            let actual = lastResult[r]
            if actual == expected { return nil }
            return
                "expected result \(tables.routeIDs[r]) \(expected.description), found \(actual.map(\.description) ?? "no result")"
        case .instance(let p, let n):
            let found = window.pointee.onScreen.last { matches($0, p) }
            if found?.number == n { return nil }
            return
                "expected instance \(describe(p)) #\(n), found \(found.map(describe) ?? "no \(describe(p)) on screen")"
        case .auth(let realm):
            if heldRealms.contains(realm) { return nil }
            return "expected auth \(tables.realmIDs[realm]), found no auth \(tables.realmIDs[realm])"
        case .noAuth(let realm):
            if !heldRealms.contains(realm) { return nil }
            return "expected no auth \(tables.realmIDs[realm]), found auth \(tables.realmIDs[realm])"
        }
    }

    private var outcomeText: String { outcome.map { "failed \($0.rawValue)" } ?? "ok" }

    private func matches(_ s: Screen, _ p: RoutePattern) -> Bool {
        s.route == p.route && p.matches(s.params)
    }

    private func describe(_ p: RoutePattern) -> String {
        var values: [ParamValue?] = Array(repeating: nil, count: tables.paramCount(p.route))
        for (i, v) in p.params { values[i] = v }
        return describe(route: p.route, params: values)
    }

    private func compare(_ what: String, _ ps: [RoutePattern], _ screens: [Screen]) -> String? {
        if ps.count == screens.count, zip(screens, ps).allSatisfy({ matches($0, $1) }) { return nil }
        return
            "expected \(what) \(FailureText.list(ps.count) { describe(ps[$0]) }), "
            + "found \(FailureText.list(screens.count) { describe(screens[$0]) })"
    }
}
