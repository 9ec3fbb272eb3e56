import NavGraphCore
import NavGraphModel

/// The graph-wide types: `<Name>Graph` (root, scheme and the value types of
/// the metadata), realms, lifetimes, containers and interceptors.
struct GraphTypeDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    var nodes: [SwiftNode] {
        [
            .doc(
                "The \(graph.name.value) navigation graph as a whole: its root, its deep-link scheme, and the value types of its metadata."
            ),
            graphEnum, .blank,
        ] + realms + [.blank] + lifetimes + [.blank] + containers + [.blank] + interceptors + [.blank]
    }

    private var a: AccessLevel { access }

    /// A public (or package) struct's memberwise initializer is internal: spelled
    /// out, so that another module can build a value to compare metadata with.
    private func publicInit(_ types: [String: SwiftCode], order: [String]) -> [SwiftNode] {
        guard access != .internal else { return [] }
        let params = SwiftCode.joined(order.map { "\(name: $0): \(types[$0] ?? "String")" })
        return [.blank, .block("\(a)init(\(params)) {", order.map { .line("self.\(name: $0) = \(name: $0)") })]
    }

    private var graphEnum: SwiftNode {
        let root: SwiftCode
        switch graph.rootTarget {
        case .container(let i): root = ".container(.\(name: names.containerCase(graph.containers[i].id)))"
        case .route(let i): root = ".route(.\(name: names.routeCase(graph.routes[i].id)))"
        case nil: root = ".route(.\(name: names.routeCase(graph.routes.first?.id ?? graph.root.id)))"
        }
        let scheme: SwiftCode = graph.scheme.map { "\(string: $0.value)" } ?? "nil"
        let modals = (graph.deepLinkModals?.value ?? .keep).rawValue
        return .block(
            "\(a)enum \(name: names.graphType) {",
            [
                .doc("The graph's name."),
                .line("\(a)static let name = \(string: graph.name.value)"),
                .doc("The scheme of deep links (`scheme://path`), if the graph has one."),
                .line("\(a)static let scheme: String? = \(scheme)"),
                .doc("The web domains whose `https` and `http` links open the app (universal links)."),
                .line(
                    "\(a)static let hosts: [String] = [\(SwiftCode.joined(graph.hosts.map { "\(string: $0.value)" }))]"),
                .doc("What a deep link does with the modals on screen (`deeplinks.modals`)."),
                .line("\(a)static let deepLinkModals: DeepLinkModals = .\(name: modals)"),
                .doc("What the app shows at launch."),
                .line("\(a)static let root: Root = \(root)"),
                .blank,
                .block(
                    "\(a)enum Root: Hashable, Sendable {",
                    [
                        .line("case route(\(name: names.routeType).ID)"),
                        .line("case container(\(name: names.containerType))"),
                    ]),
                .blank,
                .block(
                    "\(a)enum DeepLinkModals: String, Hashable, Sendable, CaseIterable {",
                    [
                        .doc("Navigate from the top screen, as an `open` does."),
                        .line("case keep"),
                        .doc("Dismiss every modal of the scene first, then navigate from the stack under them."),
                        .line("case dismiss"),
                    ]),
                .blank,
                .block(
                    "\(a)enum Presentation: String, Hashable, Sendable, CaseIterable {",
                    [
                        .doc("Onto the current navigation stack."),
                        .line("case push"),
                        .doc("Above everything."),
                        .line("case modal"),
                        .doc("Replaces the current stack."),
                        .line("case replace"),
                        .doc("Replaces the window's root and dismisses every modal."),
                        .line("case root"),
                    ]),
                .blank,
                .block(
                    "\(a)enum Embedding: Hashable, Sendable {",
                    [
                        .doc("A navigation stack (`UINavigationController`)."),
                        .line("case stack"),
                        .line("case container(\(name: names.containerType))"),
                    ]),
                .blank,
                .block(
                    "\(a)struct CachePolicy: Hashable, Sendable {",
                    [
                        .line("\(a)let lifetime: \(name: names.lifetimeType)"),
                        .line("\(a)let key: String?"),
                    ]
                        // Without lifetimes no policy exists: an initializer taking the empty
                        // lifetime enum would be code that never runs (a compiler warning).
                        + (graph.lifetimes.isEmpty
                            ? []
                            : publicInit(
                                ["lifetime": "\(name: names.lifetimeType)", "key": "String?"],
                                order: ["lifetime", "key"]))),
                .blank,
                .block(
                    "\(a)struct Restoration: Hashable, Sendable {",
                    [
                        .block(
                            "\(a)enum Behavior: String, Hashable, Sendable, CaseIterable {",
                            [
                                .line("case allow, reject, protect")
                            ]),
                        .blank,
                        .line("\(a)let id: String"),
                        .line("\(a)let behavior: Behavior"),
                    ] + publicInit(["id": "String", "behavior": "Behavior"], order: ["id", "behavior"])),
                .blank,
                .block(
                    "\(a)enum InterceptorPhase: String, Hashable, Sendable, CaseIterable {",
                    [
                        .line("case before, after")
                    ]),
                .blank,
                .block(
                    "\(a)enum InterceptorPriority: Int, Hashable, Sendable, CaseIterable, Comparable {",
                    [
                        .line("case low, medium, high, mandatory"),
                        .blank,
                        .block(
                            "\(a)static func < (lhs: Self, rhs: Self) -> Bool {", [.line("lhs.rawValue < rhs.rawValue")]
                        ),
                    ]),
            ])
    }

    /// `enum <Name><Kind>: String, ... { case ... }` (no raw type when empty:
    /// Swift wants a case for that) with its members.
    private func idEnum(
        _ type: String, doc: String, ids: [String], caseName: (String) -> String,
        members: [SwiftNode]
    ) -> [SwiftNode] {
        let cases = ids.map { id -> SwiftNode in
            let name = caseName(id)
            return name == id ? .line("case \(name: name)") : .line("case \(name: name) = \(string: id)")
        }
        let header: SwiftCode =
            ids.isEmpty
            ? "\(a)enum \(name: type): Hashable, Sendable, CaseIterable {"
            : "\(a)enum \(name: type): String, Hashable, Sendable, CaseIterable {"
        return [.doc(doc), .block(header, cases + [.blank] + members)]
    }

    private var realms: [SwiftNode] {
        let login = GroupedSwitch(
            entries: graph.realms.map {
                (names.realmCase($0.id), ".\(name: names.routeCase($0.login.id))")
            }, common: nil)
        let requires = GroupedSwitch(
            entries: graph.realms.map { realm in
                (
                    names.realmCase(realm.id),
                    "[\(SwiftCode.joined(realm.requires.map { ".\(name: names.realmCase($0.id))" }))]"
                )
            }, common: "[]")
        // Each realm's routes: those whose login order holds it, in file order.
        var guarded = [[Int]](repeating: [], count: graph.realms.count)
        if !graph.realms.isEmpty {
            let order = InterceptorOrder(graph: graph)
            for r in graph.routes.indices where !graph.routes[r].auth.isEmpty {
                for q in order.logins(r) { guarded[q].append(r) }
            }
        }
        let routes = GroupedSwitch(
            entries: graph.realms.indices.map { q in
                (
                    names.realmCase(graph.realms[q].id),
                    "[\(SwiftCode.joined(guarded[q].map { ".\(name: names.routeCase(graph.routes[$0].id))" }))]"
                )
            }, common: "[]")
        return idEnum(
            names.realmType, doc: "A protection realm; raw values are the graph's realm ids.",
            ids: graph.realms.map(\.id), caseName: names.realmCase,
            members: [
                .doc("The route shown to enter the realm."),
                login.node(header: "\(a)var login: \(name: names.routeType).ID {"),
                .blank,
                .doc("The realms that must hold before this one can be entered."),
                requires.node(header: "\(a)var requires: [\(name: names.realmType)] {"),
                .blank,
                .doc(
                    """
                    The routes that need this realm, directly or through `requires` (those whose
                    `loginOrder` holds it), in file order: what a logout from it takes off screen.
                    """),
                routes.node(header: "\(a)var routes: [\(name: names.routeType).ID] {"),
            ])
    }

    private var lifetimes: [SwiftNode] {
        let kind = GroupedSwitch(
            entries: graph.lifetimes.map { lifetime -> (String, SwiftCode) in
                switch lifetime.kind {
                case .duration(let seconds):
                    return (names.lifetimeCase(lifetime.id), ".duration(\(double: Double(seconds)))")
                case .session: return (names.lifetimeCase(lifetime.id), ".session")
                case .app: return (names.lifetimeCase(lifetime.id), ".app")
                }
            }, common: nil)
        return idEnum(
            names.lifetimeType, doc: "A cache lifetime; raw values are the graph's lifetime ids.",
            ids: graph.lifetimes.map(\.id), caseName: names.lifetimeCase,
            members: [
                .block(
                    "\(a)enum Kind: Hashable, Sendable {",
                    [
                        .doc("Ends this many seconds after the screen left."),
                        .line("case duration(TimeInterval)"),
                        .doc("Ends at logout."),
                        .line("case session"),
                        .doc("Ends when the app restarts."),
                        .line("case app"),
                    ]),
                .blank,
                kind.node(header: "\(a)var kind: Kind {"),
                .blank,
                .doc("The duration in seconds, for a duration lifetime."),
                .block(
                    "\(a)var duration: TimeInterval? {",
                    [
                        .line("if case .duration(let seconds) = kind { return seconds }"),
                        .line("return nil"),
                    ]),
            ])
    }

    private var containers: [SwiftNode] {
        let kind = GroupedSwitch(
            entries: graph.containers.map { c -> (String, SwiftCode) in
                switch c.kind {
                case .tabs(let tabs, _):
                    let list = SwiftCode.joined(tabs.map { ".\(name: names.routeCase($0.id))" })
                    let selected = c.selectedTab.map(names.routeCase) ?? names.routeCase(tabs.first?.id ?? "")
                    return (names.containerCase(c.id), ".tabs([\(list)], selected: .\(name: selected))")
                case .custom(let type):
                    return (names.containerCase(c.id), ".custom(typeName: \(string: type.value))")
                }
            }, common: nil)
        let embedding = GroupedSwitch(
            entries: graph.containers.map {
                (names.containerCase($0.id), RouteMetadataValues.embedding($0.embed, names.definitions))
            }, common: "nil")
        return idEnum(
            names.containerType, doc: "A container; raw values are the graph's container ids.",
            ids: graph.containers.map(\.id), caseName: names.containerCase,
            members: [
                .block(
                    "\(a)enum Kind: Hashable, Sendable {",
                    [
                        .doc("Tabs, each with its own navigation stack."),
                        .line("case tabs([\(name: names.routeType).ID], selected: \(name: names.routeType).ID)"),
                        .doc("A custom container view controller."),
                        .line("case custom(typeName: String)"),
                    ]),
                .blank,
                kind.node(header: "\(a)var kind: Kind {"),
                .blank,
                .doc("What the container is itself shown in."),
                embedding.node(header: "\(a)var embedding: \(name: names.graphType).Embedding? {"),
            ])
    }

    private var interceptors: [SwiftNode] {
        let list = graph.interceptors
        func property(
            _ name: StaticString, _ type: SwiftCode, _ common: SwiftCode?,
            _ value: (Interceptor) -> SwiftCode
        ) -> SwiftNode {
            GroupedSwitch(entries: list.map { (names.interceptorCase($0.id), value($0)) }, common: common)
                .node(header: "\(a)var \(SwiftCode(name)): \(type) {")
        }
        let order = list.sorted { x, y in x.priority != y.priority ? x.priority > y.priority : x.order < y.order }
        let g = names.graphType
        return idEnum(
            names.interceptorType, doc: "An interceptor; raw values are the graph's interceptor ids.",
            ids: list.map(\.id), caseName: names.interceptorCase,
            members: [
                .block(
                    "\(a)enum Scope: Hashable, Sendable {",
                    [
                        .doc("Every route except interceptor screens and login routes."),
                        .line("case allRoutes"),
                        .line("case routes(Set<\(name: names.routeType).ID>)"),
                    ]),
                .blank,
                .doc(
                    """
                    Every interceptor by priority, high to low, ties in file order. Not the order a route
                    runs them in: that is its `beforeInterceptors` (those without `requiresAuth` before
                    the logins) and `afterInterceptors`.
                    """),
                .line(
                    "\(a)static let byPriority: [\(name: names.interceptorType)] = [\(SwiftCode.joined(order.map { ".\(name: names.interceptorCase($0.id))" }))]"
                ),
                .blank,
                .doc("The routes it intercepts."),
                property("scope", "Scope", nil) { i in
                    switch i.on {
                    case .all: return ".allRoutes"
                    case .routes(let refs):
                        return ".routes([\(SwiftCode.joined(refs.map { ".\(name: names.routeCase($0.id))" }))])"
                    }
                },
                .blank,
                .doc("Before or after the navigation is performed."),
                property("phase", "\(name: g).InterceptorPhase", nil) { ".\(name: $0.when.rawValue)" },
                .blank,
                .doc("Higher runs first; ties run in file order."),
                property("priority", "\(name: g).InterceptorPriority", nil) { ".\(name: $0.priority.rawValue)" },
                .blank,
                .doc("Whether it runs after the auth prompt (true) or before it."),
                property("requiresAuth", "Bool", "false") { $0.requiresAuth ? "true" : "false" },
                .blank,
                .doc("The route shown while the navigation is intercepted."),
                property("show", "\(name: names.routeType).ID", nil) { ".\(name: names.routeCase($0.show.id))" },
                .blank,
                .doc("Whether it fires only the first time in the app's life."),
                property("once", "Bool", "false") { $0.once ? "true" : "false" },
            ])
    }
}
