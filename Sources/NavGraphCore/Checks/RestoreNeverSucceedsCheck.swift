import NavGraphModel

extension DiagnosticCode {
    public static let restoreNeverSucceeds = DiagnosticCode("restore-never-succeeds", .warning)
}

extension RestoreNeverSucceedsCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .restoreNeverSucceeds, .structure,
            summary:
                "A pushed route with `restore` whose every caller lacks one, or a `protect` screen whose login is pushed where it cannot land: restart never restores it.",
            fix:
                "Give the screens it is pushed from `restore`, or drop its own; present a `protect` screen's login as a modal.",
            manual: #"""
                A pushed route with
                .Ic restore
                whose every caller
                .Pq each route with a Ic to No edge to it
                has no
                .Ic restore
                .Pq or Cm reject :
                .Ic restart
                saves a stack bottom to top and stops at the first screen without one, so
                this screen never comes back.
                The message names the callers without
                .Ic restore
                and those with
                .Cm reject ;
                give the first
                .Ic restore ,
                the second
                .Cm behavior : allow .
                Tabs, the root, modals and
                .Ic global
                routes are not judged.
                Also a
                .Cm protect
                screen whose login is pushed where it cannot land:
                .Ic restart
                shows the login of each realm of its own
                .Ic auth
                over the screen below it first, and a tab's screen restored while the tab is
                selected has nothing below it yet
                .Pq the window is repaired without it ,
                nor has a modal presented only from modals without a stack
                .Pq it is dropped ;
                the restoration fails with
                .Sy noStack .
                Present the login as a
                .Cm modal ,
                or restore the screen with
                .Cm allow .
                """#
        )
    ]
}

/// `restart` saves each stack bottom to top and stops at the first screen
/// without `restore` (or with `reject`): nothing above it comes back
/// (man/navscript.5, restart). A pushed route with `restore` whose every
/// caller (each route with a `to` edge to it) lacks one is therefore never
/// restored: its `restore` can never succeed. Tabs, the root and modals start
/// a stack (or a modal) of their own, and a `global` route may be pushed from
/// any screen, so they are not judged. A warning at the route's `restore`.
///
/// A `protect` screen first shows the login of each realm of its own `auth`
/// over the screen below it. A pushed login has no stack to land on when a
/// tab's screen is restored while the tab is selected (the screen comes after
/// the login, and the tab has nothing yet), nor when every screen that
/// presents the route is a modal without a stack: the restoration fails with
/// noStack and drops the screen, a warning too. (A login shown by `replace`
/// is flow-screen-presentation's; a push onto an empty root stack lands.)
public enum RestoreNeverSucceedsCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var restorable = [Bool](repeating: false, count: graph.routes.count)
        for r in graph.routeIndices(with: .restore) where graph.routes[r].restore?.behavior != .reject {
            restorable[r] = true
        }
        guard restorable.contains(true) else { return [] }
        // Who pushes or presents each route: its callers, in graph order.
        var callers = Array(repeating: [Int](), count: graph.routes.count)
        for r in graph.routes.indices where graph.isPrimaryRoute(r) {
            for t in graph.edges(from: r) where t >= 0 && callers[Int(t)].last != r { callers[Int(t)].append(r) }
        }
        return unsavedCallers(graph, restorable, callers) + unshownLogins(graph, callers)
    }

    private static func unsavedCallers(_ graph: Graph, _ restorable: [Bool], _ callers: [[Int]]) -> [Diagnostic] {
        let tabs = graph.tabContainers()
        let root = graph.rootRouteIndex
        var out: [Diagnostic] = []
        for i in graph.routes.indices
        where restorable[i] && graph.isPrimaryRoute(i) && graph.traits(of: i).contains(.push)
            && !graph.traits(of: i).contains(.global) && i != root && tabs[graph.routes[i].id] == nil
            && !callers[i].isEmpty
        {
            let route = graph.routes[i]
            guard callers[i].allSatisfy({ !restorable[$0] }) else { continue }
            // Say what each caller has: nothing, or a `restore` whose `reject` stops saving.
            let rejecting = callers[i].filter { graph.routes[$0].restore != nil }
            let bare = callers[i].filter { graph.routes[$0].restore == nil }
            let ids = { (routes: [Int]) in CheckText.list(routes.map { graph.routes[$0].id }) }
            let quoted = { (routes: [Int]) in routes.map { "'\(graph.routes[$0].id)'" }.joined(separator: ", ") }
            var has: [String] = []
            var fixes: [String] = []
            if !bare.isEmpty {
                has.append(
                    rejecting.isEmpty
                        ? "has no `restore`" : "\(ids(bare)) \(bare.count == 1 ? "has" : "have") no `restore`")
                fixes.append("give \(quoted(bare)) `restore`")
            }
            if !rejecting.isEmpty {
                let what = rejecting.count == 1 ? "has" : "have"
                has.append(
                    bare.isEmpty
                        ? "\(what) `restore` with `behavior: reject`"
                        : "\(ids(rejecting)) \(what) `restore` with `behavior: reject`")
                fixes.append("restore \(quoted(rejecting)) with `behavior: allow`")
            }
            let stop = rejecting.isEmpty ? "the first screen without one" : "the first screen not restored"
            let message =
                bare.isEmpty || rejecting.isEmpty
                ? "every screen it is pushed from (\(ids(callers[i]))) \(has[0])"
                : "of the screens it is pushed from, \(has.joined(separator: " and "))"
            out.append(
                Diagnostic(
                    .restoreNeverSucceeds,
                    "route '\(route.id)' is never restored at restart: \(message), and saving stops at \(stop)",
                    at: route.restore?.span ?? route.span,
                    notes: [fixes.joined(separator: " and ") + ", or drop the `restore` of '\(route.id)'"]))
        }
        return out
    }

    /// `protect` screens whose login cannot be pushed over what is below them at restart.
    private static func unshownLogins(_ graph: Graph, _ callers: [[Int]]) -> [Diagnostic] {
        let tabs = graph.tabContainers()
        let root = graph.rootRouteIndex
        let shownByInterceptors = graph.interceptorShownRoutes
        var out: [Diagnostic] = []
        for i in graph.routeIndices(with: .restore)
        where graph.routes[i].restore?.behavior == .protect && graph.isPrimaryRoute(i) && i != root {
            let route = graph.routes[i]
            // The first login of its own realms that is pushed.
            let login = route.auth.lazy.compactMap { ref -> Route? in
                guard let realm = graph.realmIndex[ref.id], let l = graph.routeIndex[graph.realms[realm].login.id]
                else { return nil }
                return graph.routes[l].presentation == .push ? graph.routes[l] : nil
            }.first
            guard let login else { continue }
            let why: String
            if tabs[route.id] != nil {
                why =
                    "route '\(route.id)' is never restored at restart while its tab is selected: it proves its realms first, and its login '\(login.id)' is pushed while the tab has no screen yet (its screen comes after the login), so the restoration fails (noStack) and the window is repaired without it"
            } else if route.presentation == .modal, !route.global, !route.external,
                !shownByInterceptors.contains(route.id), !callers[i].isEmpty,
                callers[i].allSatisfy({ c in
                    let caller = graph.routes[c]
                    return caller.presentation == .modal && c != root && tabs[caller.id] == nil
                        && !PushWithoutStackCheck.hasOwnStack(caller, in: graph)
                })
            {
                let names = CheckText.list(callers[i].map { graph.routes[$0].id })
                let what = callers[i].count == 1 ? "a modal without a stack" : "modals without a stack"
                why =
                    "route '\(route.id)' is never restored at restart: it proves its realms first, and its login '\(login.id)' is pushed onto the screen below it, \(names) (\(what)), so the restoration fails (noStack) and drops it"
            } else {
                continue
            }
            out.append(
                Diagnostic(
                    .restoreNeverSucceeds, why, at: route.restore?.span ?? route.span,
                    notes: ["present '\(login.id)' as a modal, or restore '\(route.id)' with `behavior: allow`"]))
        }
        return out
    }
}
