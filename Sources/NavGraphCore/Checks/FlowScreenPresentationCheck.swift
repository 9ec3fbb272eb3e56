import NavGraphModel

extension DiagnosticCode {
    public static let flowScreenPresentation = DiagnosticCode("flow-screen-presentation", .warning)
}

extension FlowScreenPresentationCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .flowScreenPresentation, .structure,
            summary:
                "A login or interceptor screen presented as root or replace: it removes what the waiting navigation resumes into.",
            fix: "Present the login or interceptor screen as a modal (with `embed: stack` if it pushes).",
            manual: #"""
                A realm's login route or an interceptor's
                .Ic show
                route presented as
                .Cm root
                .Pq it replaces the window's root, a tab bar gone for good, and dismisses every modal
                or
                .Cm replace
                .Pq it replaces the stack it is shown on :
                the navigation that waits for it resumes with what it came from gone.
                Present it as a
                .Cm modal .
                """#
        )
    ]
}

/// A realm's login route or an interceptor's `show` route is shown in the
/// middle of a navigation that resumes when it closes. Presented as `root` it
/// replaces the window's root (a tab bar is gone for good) and dismisses every
/// modal; as `replace` it replaces the stack it is shown on. Either way, what
/// the navigation resumes into is no longer there. A warning at the
/// route's presentation, once a route, naming why the app shows it.
public enum FlowScreenPresentationCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var why: [Int: [String]] = [:]
        for (i, realm) in graph.realms.enumerated() where graph.isPrimaryRealm(i) {
            if let r = graph.routeIndex[realm.login.id] {
                why[r, default: []].append("the login route of realm '\(realm.id)'")
            }
        }
        for interceptor in graph.interceptors {
            if let r = graph.routeIndex[interceptor.show.id] {
                why[r, default: []].append("the screen of " + interceptor.title)
            }
        }
        var out: [Diagnostic] = []
        for r in why.keys.sorted() {
            let route = graph.routes[r]
            let removes: String
            switch route.presentation {
            case .root: removes = "replaces the window's root and dismisses every modal (a tab bar is gone for good)"
            case .replace: removes = "replaces the stack it is shown on"
            case .push, .modal: continue
            }
            let reasons = why[r]!
            let list =
                reasons.count == 1 ? reasons[0] : reasons.dropLast().joined(separator: ", ") + " and " + reasons.last!
            out.append(
                Diagnostic(
                    .flowScreenPresentation,
                    "route '\(route.id)' is \(list), but its presentation \(route.presentation.rawValue) \(removes): the navigation that waits for it resumes with what it came from gone",
                    at: route.presentationSpan ?? route.span,
                    notes: ["present '\(route.id)' as a modal (with `embed: stack` if it pushes screens of its own)"]))
        }
        return out
    }
}
