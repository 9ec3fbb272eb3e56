import NavGraphCore

/// What the graph says about each route, on `Route.ID` (and forwarded from
/// the route enum): presentation, embedding, realms, cache, restoration, edges...
struct RouteMetadataDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    private struct CacheKey: Hashable {
        var lifetime: String
        var key: String?
    }

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

        init(_ name: StaticString, _ type: SwiftCode, _ doc: String, common: SwiftCode?,
             distinct: (routes: [Int]?, write: @Sendable (Int, inout SwiftWriter) -> Void)? = nil) {
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
        let pattern = Property("pattern", "String", "The path pattern, as written in the graph.", common: nil,
                               distinct: (nil, { i, w in w.string(routes[i].pathText) }))
        let screen = Property("screen", "String", "The name of the screen's Swift type.", common: nil,
                              distinct: (nil, { i, w in w.string(routes[i].screen) }))
        var presentation = Property("presentation", "\(name: g).Presentation", "How the route is shown.", common: ".push")
        var embedding = Property("embedding", "\(name: g).Embedding?",
                                 "What the route is shown in: a navigation stack or a container.", common: "nil")
        var realms = Property("realms", "[\(name: names.realmType)]",
                              "The realms that must all hold before the route is shown.", common: "[]")
        var external = Property("isExternal", "Bool", "Whether a deep link may open the route.", common: "false")
        var global = Property("isGlobal", "Bool", "Whether any screen may navigate to the route.", common: "false")
        var cache = Property("cache", "\(name: g).CachePolicy?",
                             "How long the screen is kept once it leaves, and under which key.", common: "nil")
        var restoration = Property("restoration", "\(name: g).Restoration?",
                                   "State restoration: the identifier and what happens on restore.", common: "nil")
        var animated = Property("isAnimated", "Bool", "Whether showing the route is animated.", common: "true")
        var transition = Property("transition", "String?", "The name of a custom transition.", common: "nil")
        var dismissible = Property("isDismissible", "Bool", "False when a modal may not be swiped away.", common: "true")
        var result = Property("resultType", "String?", "The name of the Swift type the screen finishes with.", common: "nil")
        let destinations = Property(
            "destinations", "Set<\(name: names.routeType).ID>", "The routes this screen may navigate to (its `to` edges).",
            common: "[]",
            distinct: (routes.indices.filter { !routes[$0].to.isEmpty }, { i, w in
                w.fixed("[")
                for (k, target) in graph.edges(from: i).enumerated() {
                    if k > 0 { w.fixed(", ") }
                    w.fixed(".")
                    if target >= 0 { w.name(names.routeNames, Int(target)) } else { w.name(routes[i].to[k].id) }
                }
                w.fixed("]")
            }))
        var before = Property("beforeInterceptors", "[\(name: names.interceptorType)]",
                              "The interceptors run before the navigation, in execution order.", common: "[]")
        var after = Property("afterInterceptors", "[\(name: names.interceptorType)]",
                             "The interceptors run after the navigation, in execution order.", common: "[]")
        // One pass over the routes; a value is built only where it is not the common one.
        let beforeLists = graph.interceptors.isEmpty ? nil : InterceptorLists(graph: graph, phase: .before)
        let afterLists = graph.interceptors.isEmpty ? nil : InterceptorLists(graph: graph, phase: .after)
        var realmCodes: [String: SwiftCode] = [:]
        var cacheCodes: [CacheKey: SwiftCode] = [:]
        for (i, route) in routes.enumerated() {
            let c = names.routeCases[i]
            if route.presentation != .push { presentation.entries.append((c, ".\(name: route.presentation.rawValue)")) }
            if let embed = route.embed { embedding.entries.append((c, self.embedding(embed))) }
            let auth = route.auth
            if !auth.isEmpty {
                // Routes share a few realm lists and caches: each value's code is built once.
                let key = auth.count == 1 ? auth[0].id : auth.map(\.id).joined(separator: " ")
                if let code = realmCodes[key] {
                    realms.entries.append((c, code))
                } else {
                    let code: SwiftCode = "[\(SwiftCode.joined(auth.map { ".\(name: names.realmCase($0.id))" }))]"
                    realmCodes[key] = code
                    realms.entries.append((c, code))
                }
            }
            if route.external { external.entries.append((c, "true")) }
            if route.global { global.entries.append((c, "true")) }
            if let policy = route.cache {
                let memo = CacheKey(lifetime: policy.lifetime.id, key: policy.key?.value)
                if let code = cacheCodes[memo] {
                    cache.entries.append((c, code))
                } else {
                    let key: SwiftCode = policy.key.map { "\(string: $0.value)" } ?? "nil"
                    let code: SwiftCode = "\(name: g).CachePolicy(lifetime: .\(name: names.lifetimeCase(policy.lifetime.id)), key: \(key))"
                    cacheCodes[memo] = code
                    cache.entries.append((c, code))
                }
            }
            if let r = route.restore {
                restoration.entries.append((c, "\(name: g).Restoration(id: \(string: r.id), behavior: .\(name: r.behavior.rawValue))"))
            }
            if !route.animated { animated.entries.append((c, "false")) }
            if let t = route.transition { transition.entries.append((c, "\(string: t)")) }
            if !route.dismissible { dismissible.entries.append((c, "false")) }
            if let type = route.result { result.entries.append((c, "\(string: type)")) }
            if let list = beforeLists?.interceptors(of: i), !list.isEmpty { before.entries.append((c, interceptorList(list))) }
            if let list = afterLists?.interceptors(of: i), !list.isEmpty { after.entries.append((c, interceptorList(list))) }
        }
        let properties = [
            pattern, screen, presentation, embedding, realms, external, global, cache, restoration, animated,
            transition, dismissible, result, destinations, before, after,
        ]
        var onID: [SwiftNode] = []
        var onRoute: [SwiftNode] = []
        for (i, p) in properties.enumerated() {
            if i > 0 { onID.append(.blank); onRoute.append(.blank) }
            let entries = p.entries
            let header: SwiftCode = "\(access)var \(SwiftCode(p.name)): \(p.type) {"
            onID.append(.doc(p.doc))
            if let distinct = p.distinct {
                onID.append(distinctSwitch(header: header, routes: distinct.routes, common: p.common, distinct.write))
            } else {
                onID.append(GroupedSwitch(entries: entries, common: p.common, defaultedCount: graph.routes.count - entries.count)
                    .node(header: header))
            }
            onRoute.append(.doc(p.doc))
            let name = SwiftCode(p.name)
            onRoute.append(.line("\(access)var \(name): \(p.type) { id.\(name) }"))
        }
        let phaseFunction: [SwiftNode] = [
            .blank,
            .doc("The interceptors of one phase, in execution order (priority, then file order)."),
            .block("\(access)func interceptors(_ phase: \(name: g).InterceptorPhase) -> [\(name: names.interceptorType)] {", [
                .line("phase == .before ? beforeInterceptors : afterInterceptors"),
            ]),
        ]
        return [
            .block("extension \(name: names.routeType).ID {", onID + phaseFunction),
            .blank,
            .block("extension \(name: names.routeType) {", onRoute + phaseFunction.map { node in
                if case .block = node {
                    return .block("\(access)func interceptors(_ phase: \(name: g).InterceptorPhase) -> [\(name: names.interceptorType)] {", [
                        .line("id.interceptors(phase)"),
                    ])
                }
                return node
            }),
            .blank,
        ]
    }

    /// `switch self { case .a: return <value> ... default: return <common> }`
    /// over `routes` (every route when nil), one row a route.
    private func distinctSwitch(header: SwiftCode, routes: [Int]?, common: SwiftCode?,
                                _ write: @escaping @Sendable (Int, inout SwiftWriter) -> Void) -> SwiftNode {
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

    func embedding(_ embed: Embedding?) -> SwiftCode {
        switch embed {
        case nil: return "nil"
        case .stack: return ".stack"
        case .container(let ref): return ".container(.\(name: names.containerCase(ref.id)))"
        }
    }

    /// `[.a, .b]`: interceptors by index.
    private func interceptorList(_ list: [Int]) -> SwiftCode {
        "[\(SwiftCode.joined(list.map { ".\(name: names.interceptorCase(graph.interceptors[$0].id))" }))]"
    }
}
