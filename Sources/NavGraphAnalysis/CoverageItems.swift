import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// What `navgraph cover` asks a suite to show.
public enum CoverCriterion: String, Sendable, CaseIterable {
    /// How a suite's first line starts, its criterion after it (`cover --check` reads it back).
    public static let headerPrefix = "# navgraph cover --criterion "

    /// The criterion a suite's first line names (nil: none, or not a suite `cover` wrote).
    public init?(suiteHeader bytes: some Collection<UInt8>) {
        let line = String(decoding: bytes.prefix(200).prefix { $0 != 0x0A }, as: UTF8.self)
        guard line.hasPrefix(Self.headerPrefix) else { return nil }
        self.init(rawValue: String(line.dropFirst(Self.headerPrefix.count).prefix { $0 != ":" }))
    }

    /// Every reachable route.
    case routes
    /// Routes, `to` edges, tabs, deep links, logins and their `cancel`, interceptor screens finished and dismissed.
    case edges
    /// Edges, and `back`, `dismiss`, results and `restart` from every screen that allows them.
    case all
}

/// One thing a suite covers, named as the summary prints it: `edge home -> product`.
struct CoverageItem: Hashable {
    var group: Int
    var label: String

    static let groups = [
        "routes", "edges", "tabs", "deep links", "logins", "interceptor screens", "back", "dismiss",
        "results", "restarts",
    ]
}

/// The items a criterion asks for, in a fixed order (the graph's), with
/// tables from routes and realms to item numbers, so the search names what a
/// command covers without building a string.
struct CoverageItems {
    var all: [CoverageItem] = []
    private var byLabel: [String: Int] = [:]
    var route: [Int?], tab: [Int?], deeplinkOut: [Int?], deeplinkIn: [Int?], finish: [Int?], dismiss: [Int?]
    var back: [Int?], result: [Int?], restart: [Int?], login: [Int?], cancel: [Int?]
    /// `from * routeCount + to` -> item.
    var edge: [Int: Int] = [:]

    init(_ graph: Graph, _ criterion: CoverCriterion) {
        let n = graph.routes.count
        route = Array(repeating: nil, count: n)
        tab = route
        deeplinkOut = route
        deeplinkIn = route
        finish = route
        dismiss = route
        back = route
        result = route
        restart = route
        login = Array(repeating: nil, count: graph.realms.count)
        cancel = login
        let routes = graph.routes.indices.filter { graph.routeIndex[graph.routes[$0].id] == $0 }
        for r in routes { route[r] = add(0, "route \(graph.routes[r].id)") }
        guard criterion != .routes else { return }
        for r in routes {
            for ref in graph.routes[r].to {
                guard let t = graph.routeIndex[ref.id] else { continue }
                edge[r * n + t] = add(1, "edge \(graph.routes[r].id) -> \(ref.id)")
            }
        }
        for c in graph.containers where c.isTabs {
            for ref in c.tabs { if let t = graph.routeIndex[ref.id] { tab[t] = add(2, "tab \(ref.id)") } }
        }
        if SampleValues.linkBase(graph) != nil {
            for r in routes where graph.routes[r].external {
                deeplinkOut[r] = add(3, "deeplink \(graph.routes[r].id) signed out")
                if !graph.routes[r].auth.isEmpty { deeplinkIn[r] = add(3, "deeplink \(graph.routes[r].id) signed in") }
            }
        }
        for (i, realm) in graph.realms.enumerated() where graph.realmIndex[realm.id] == i {
            login[i] = add(4, "login \(realm.id)")
            cancel[i] = add(4, "cancel \(realm.id)")
        }
        for ic in graph.interceptors {
            guard let r = graph.routeIndex[ic.show.id] else { continue }
            finish[r] = add(5, "finish \(ic.show.id)")
            if graph.routes[r].presentation == .modal, graph.routes[r].dismissible {
                dismiss[r] = add(5, "dismiss \(ic.show.id)")
            }
        }
        guard criterion == .all else { return }
        for r in routes {
            let route = graph.routes[r]
            if route.presentation == .push { back[r] = add(6, "back \(route.id)") }
            if route.presentation == .modal, route.dismissible { dismiss[r] = add(7, "dismiss \(route.id)") }
            if route.result != nil { result[r] = add(8, "result \(route.id)") }
            if route.restore != nil { restart[r] = add(9, "restart \(route.id)") }
        }
    }

    /// The item with this label, added once (a route listed twice in a `to` is one edge).
    private mutating func add(_ group: Int, _ label: String) -> Int {
        if let i = byLabel[label] { return i }
        all.append(CoverageItem(group: group, label: label))
        byLabel[label] = all.count - 1
        return all.count - 1
    }
}

extension Explorer {
    /// The items a command covers when it succeeds from a state (`cancel`, and
    /// `dismiss` of a login screen, cover theirs by failing `unauthorized`: the
    /// navigation that waited on the login fails, as it must).
    func coverageItems(_ step: Step, _ items: CoverageItems, into out: inout [Int]) {
        let v = step.view
        switch step.command {
        case .open(let r, _):
            if let top = v.top, let i = items.edge[top * graph.routes.count + r] { out.append(i) }
        case .tab(let r):
            if let i = items.tab[r] { out.append(i) }
        case .deeplink(let url):
            guard let r = stepper.target(ofDeeplink: url)?.route else { return }
            if v.held.isEmpty, let i = items.deeplinkOut[r] { out.append(i) }
            if let i = items.deeplinkIn[r] {
                let needs = graph.routes[r].auth.compactMap { graph.realmIndex[$0.id] }
                if needs.allSatisfy(v.held.contains) { out.append(i) }
            }
        case .login(let realm):
            if let i = items.login[realm] { out.append(i) }
        case .cancel:
            if let realm = v.pendingLogin, let i = items.cancel[realm] { out.append(i) }
        case .finish:
            guard let top = v.top else { return }
            if let i = items.finish[top] { out.append(i) }
            if step.after.outcome == nil, let i = items.result[top] { out.append(i) }
        case .dismiss:
            if let modal = v.presented, let i = items.dismiss[modal] { out.append(i) }
        case .back:
            if let top = v.top, let i = items.back[top] { out.append(i) }
        case .restart:
            if let top = v.top, let i = items.restart[top] { out.append(i) }
        case .logout: break
        }
    }
}
