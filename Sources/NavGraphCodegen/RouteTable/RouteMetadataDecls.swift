import NavGraphCore
import NavGraphModel

/// What the graph says about each route, on `Route.ID` (and forwarded from
/// the route enum): presentation, embedding, realms, cache, restoration, edges...
struct RouteMetadataDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel
    let values: RouteMetadataValues

    /// A property of `Route.ID`: its value for every route, as a switch.
    private struct Property {
        var name: StaticString
        var type: SwiftCode
        var doc: String
        var common: SwiftCode?
        /// The routes whose value is not `common`, with their values.
        var entries: [(caseName: String, value: SwiftCode)] = []
        /// A value of its own for (nearly) every route, not worth grouping:
        /// written route by route (`routes`, or every route when nil) by `write`.
        var distinct: (routes: [Int]?, write: @Sendable (Int, inout SwiftWriter) -> Void)?

        init(
            _ name: StaticString, _ type: SwiftCode, _ doc: String, common: SwiftCode?,
            distinct: (routes: [Int]?, write: @Sendable (Int, inout SwiftWriter) -> Void)? = nil
        ) {
            self.name = name
            self.type = type
            self.doc = doc
            self.common = common
            self.distinct = distinct
        }
    }

    var nodes: [SwiftNode] {
        let g = names.graphType
        let (routes, graph, names) = (graph.routes, graph, names)
        let pattern = Property(
            "pattern", "String", "The path pattern, as written in the graph.", common: nil,
            distinct: (nil, { i, w in w.string(routes[i].pathText) }))
        let screen = Property(
            "screen", "String", "The name of the screen's Swift type.", common: nil,
            distinct: (nil, { i, w in w.string(routes[i].screen) }))
        func grouped(
            _ name: StaticString, _ type: SwiftCode, _ doc: String, common: SwiftCode,
            _ property: RouteMetadataValues.Property
        ) -> Property {
            var p = Property(name, type, doc, common: common)
            p.entries = values[property].map { (names.routeCases[Int($0.route)], $0.value) }
            return p
        }
        let destinations = Property(
            "destinations", "Set<\(name: names.routeType).ID>",
            "The routes this screen may navigate to (its `to` edges).",
            common: "[]",
            distinct: (
                values.routesWithEdges,
                { i, w in
                    w.fixed("[")
                    for (k, target) in graph.edges(from: i).enumerated() {
                        if k > 0 { w.fixed(", ") }
                        w.fixed(".")
                        if target >= 0 { w.name(names.routeNames, Int(target)) } else { w.name(routes[i].to[k].id) }
                    }
                    w.fixed("]")
                }
            ))
        // `tab:` names a route the graph has (an unknown one has no case: no metadata then).
        let homed = graph.routeIndices(with: .tab).filter { routes[$0].tab.flatMap { graph.routeIndex[$0.id] } != nil }
        let homeTab = Property(
            "homeTab", "\(name: names.routeType).ID?",
            "The tab the route lives in (`tab:`): where a deep link to it lands before it is pushed.",
            common: "nil",
            distinct: (
                homed,
                { i, w in
                    w.fixed(".")
                    w.name(names.routeNames, graph.routeIndex[routes[i].tab!.id]!)
                }
            ))
        let interceptorList: SwiftCode = "[\(name: names.interceptorType)]"
        let properties = [
            pattern, screen,
            grouped(
                "presentation", "\(name: g).Presentation", "How the route is shown.", common: ".push", .presentation),
            grouped(
                "embedding", "\(name: g).Embedding?", "What the route is shown in: a navigation stack or a container.",
                common: "nil", .embedding),
            grouped(
                "realms", "[\(name: names.realmType)]", "The realms that must all hold before the route is shown.",
                common: "[]", .realms),
            grouped(
                "loginOrder", "[\(name: names.realmType)]",
                """
                Every realm the route needs, `requires` expanded, in the order `navgraph sim` asks for
                them: each after the realms it requires. A router shows the login of the first one not
                held, and again after each login.
                """,
                common: "[]", .loginOrder),
            grouped("isExternal", "Bool", "Whether a deep link may open the route.", common: "false", .external),
            grouped("isGlobal", "Bool", "Whether any screen may navigate to the route.", common: "false", .global),
            homeTab,
            grouped(
                "cache", "\(name: g).CachePolicy?", "How long the screen is kept once it leaves, and under which key.",
                common: "nil", .cache),
            grouped(
                "restoration", "\(name: g).Restoration?",
                "State restoration: the identifier (the route id unless given) and what happens on restore.",
                common: "nil", .restoration),
            grouped("isAnimated", "Bool", "Whether showing the route is animated.", common: "true", .animated),
            grouped("transition", "String?", "The name of a custom transition.", common: "nil", .transition),
            grouped(
                "isDismissible", "Bool", "False when a modal may not be swiped away.", common: "true", .dismissible),
            grouped(
                "resultType", "String?", "The name of the Swift type the screen finishes with.", common: "nil", .result),
            destinations,
            grouped(
                "beforeInterceptors", interceptorList,
                """
                The interceptors run before the navigation, in execution order: those without
                `requiresAuth` (before the logins), then those with it (after them).
                """,
                common: "[]", .beforeInterceptors),
            grouped(
                "afterInterceptors", interceptorList, "The interceptors run after the navigation, in execution order.",
                common: "[]", .afterInterceptors),
        ]
        var onID: [SwiftNode] = []
        var onRoute: [SwiftNode] = []
        for (i, p) in properties.enumerated() {
            if i > 0 {
                onID.append(.blank)
                onRoute.append(.blank)
            }
            let entries = p.entries
            let header: SwiftCode = "\(access)var \(SwiftCode(p.name)): \(p.type) {"
            onID.append(.doc(p.doc))
            if let distinct = p.distinct {
                onID.append(distinctSwitch(header: header, routes: distinct.routes, common: p.common, distinct.write))
            } else {
                onID.append(
                    GroupedSwitch(
                        entries: entries, common: p.common, defaultedCount: graph.routes.count - entries.count
                    )
                    .node(header: header))
            }
            onRoute.append(.doc(p.doc))
            let name = SwiftCode(p.name)
            onRoute.append(.line("\(access)var \(name): \(p.type) { id.\(name) }"))
        }
        let phaseFunction: [SwiftNode] = [
            .blank,
            .doc(
                """
                The interceptors of one phase, in execution order (before: those without `requiresAuth`,
                then those with it; each group by priority, then file order).
                """),
            .block(
                "\(access)func interceptors(_ phase: \(name: g).InterceptorPhase) -> [\(name: names.interceptorType)] {",
                [
                    .line("phase == .before ? beforeInterceptors : afterInterceptors")
                ]),
        ]
        return [
            .block("extension \(name: names.routeType).ID {", onID + phaseFunction),
            .blank,
            .block(
                "extension \(name: names.routeType) {",
                onRoute
                    + phaseFunction.map { node in
                        if case .block = node {
                            return .block(
                                "\(access)func interceptors(_ phase: \(name: g).InterceptorPhase) -> [\(name: names.interceptorType)] {",
                                [
                                    .line("id.interceptors(phase)")
                                ])
                        }
                        return node
                    }),
            .blank,
        ]
    }

    /// `switch self { case .a: return <value> ... default: return <common> }`
    /// over `routes` (every route when nil), one row a route.
    private func distinctSwitch(
        header: SwiftCode, routes: [Int]?, common: SwiftCode?,
        _ write: @escaping @Sendable (Int, inout SwiftWriter) -> Void
    ) -> SwiftNode {
        let count = routes?.count ?? graph.routes.count
        if count == 0, let common { return .block(header, [.line(common)]) }
        let names = names
        let rows = SwiftRows(count: count) { i, w in
            let r = routes?[i] ?? i
            names.writeCase(r, &w)
            w.fixed(": return ")
            write(r, &w)
            w.endLine()
        }
        var cases: [SwiftNode] = [.rows(rows)]
        if count < graph.routes.count, let common { cases.append(.caseLabel("default: return \(common)", [])) }
        return .block(header, [.switchOver("self", cases)])
    }
}
