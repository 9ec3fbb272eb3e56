import NavGraphCore
import NavGraphSim

/// What `navgraph cover` asks a suite to show.
public enum CoverCriterion: String, Sendable, CaseIterable {
    /// Every reachable route.
    case routes
    /// Routes, `to` edges, tabs, deep links, logins and their `cancel`, interceptor screens finished and dismissed.
    case edges
    /// Edges, and `back`, `dismiss` and results from every screen that allows them.
    case all
}

/// One thing a suite covers, named as the summary prints it: `edge home -> product`.
struct CoverageItem: Hashable {
    var group: Int
    var label: String

    static let groups = ["routes", "edges", "tabs", "deep links", "logins", "interceptor screens", "back", "dismiss",
                         "results"]
}

/// The items a criterion asks for, in a fixed order (the graph's).
struct CoverageItems {
    var all: [CoverageItem] = []
    var wanted = Set<String>()

    init(_ graph: Graph, _ criterion: CoverCriterion) {
        func add(_ group: Int, _ label: String) {
            if wanted.insert(label).inserted { all.append(CoverageItem(group: group, label: label)) }
        }
        let routes = graph.routes.indices.filter { graph.routeIndex[graph.routes[$0].id] == $0 }
        for r in routes { add(0, "route \(graph.routes[r].id)") }
        guard criterion != .routes else { return }
        for r in routes {
            for t in graph.routes[r].to { add(1, "edge \(graph.routes[r].id) -> \(t.id)") }
        }
        for c in graph.containers where c.isTabs { for t in c.tabs { add(2, "tab \(t.id)") } }
        if graph.scheme != nil {
            for r in routes where graph.routes[r].external {
                add(3, "deeplink \(graph.routes[r].id) signed out")
                if !graph.routes[r].auth.isEmpty { add(3, "deeplink \(graph.routes[r].id) signed in") }
            }
        }
        for realm in graph.realms {
            add(4, "login \(realm.id)")
            add(4, "cancel \(realm.id)")
        }
        for ic in graph.interceptors {
            add(5, "finish \(ic.show.id)")
            if let r = graph.routeIndex[ic.show.id], graph.routes[r].presentation == .modal, graph.routes[r].dismissible {
                add(5, "dismiss \(ic.show.id)")
            }
        }
        guard criterion == .all else { return }
        for r in routes {
            let route = graph.routes[r]
            if route.presentation == .push { add(6, "back \(route.id)") }
            if route.presentation == .modal, route.dismissible { add(7, "dismiss \(route.id)") }
            if route.result != nil { add(8, "result \(route.id)") }
        }
    }
}

extension Explorer {
    /// The items a command covers when it succeeds from a state (`cancel` covers
    /// its item by failing `unauthorized`, as it always does).
    func coverageLabels(_ step: Step) -> [String] {
        let v = step.view
        let ok = step.after.outcome == nil
        let top = v.top.map { graph.routes[$0].id }
        switch step.command {
        case .open(let r, _):
            guard let top else { return [] }
            return ["edge \(top) -> \(graph.routes[r].id)"]
        case .tab(let r):
            return ["tab \(graph.routes[r].id)"]
        case .deeplink(let url):
            guard let r = stepper.target(ofDeeplink: url)?.route else { return [] }
            let route = graph.routes[r]
            var out: [String] = []
            if v.held.isEmpty { out.append("deeplink \(route.id) signed out") }
            let needs = route.auth.compactMap { graph.realmIndex[$0.id] }
            if !needs.isEmpty, needs.allSatisfy(v.held.contains) { out.append("deeplink \(route.id) signed in") }
            return out
        case .login(let realm):
            return ["login \(graph.realms[realm].id)"]
        case .cancel:
            guard let realm = v.pendingLogin else { return [] }
            return ["cancel \(graph.realms[realm].id)"]
        case .finish:
            guard let top else { return [] }
            var out = ["finish \(top)"]
            if ok, let r = v.top, graph.routes[r].result != nil { out.append("result \(top)") }
            return out
        case .dismiss:
            guard let modal = v.presented else { return [] }
            return ["dismiss \(graph.routes[modal].id)"]
        case .back:
            guard let top else { return [] }
            return ["back \(top)"]
        case .restart:
            return []
        }
    }
}
