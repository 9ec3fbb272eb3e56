import NavGraphCore

/// What the graph says about each route, on `Route.ID` (and forwarded from
/// the route enum): presentation, embedding, realms, cache, restoration, edges...
struct RouteMetadataDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    private struct Property {
        var name: StaticString
        var type: SwiftCode
        var doc: String
        var common: SwiftCode?
        /// The route's value; nil when it is `common` (no code built for it).
        var value: (Route) -> SwiftCode?
    }

    var nodes: [SwiftNode] {
        let g = names.graphType
        let properties: [Property] = [
            Property(name: "pattern", type: "String", doc: "The path pattern, as written in the graph.", common: nil) {
                "\(string: $0.path.text)"
            },
            Property(name: "screen", type: "String", doc: "The name of the screen's Swift type.", common: nil) {
                "\(string: $0.screen)"
            },
            Property(name: "presentation", type: "\(name: g).Presentation", doc: "How the route is shown.",
                      common: ".push") { $0.presentation == .push ? nil : ".\(name: $0.presentation.rawValue)" },
            Property(name: "embedding", type: "\(name: g).Embedding?",
                      doc: "What the route is shown in: a navigation stack or a container.", common: "nil") {
                $0.embed == nil ? nil : embedding($0.embed)
            },
            Property(name: "realms", type: "[\(name: names.realmType)]",
                      doc: "The realms that must all hold before the route is shown.", common: "[]") { route in
                route.auth.isEmpty ? nil : "[\(SwiftCode.joined(route.auth.map { ".\(name: names.realmCase($0.id))" }))]"
            },
            Property(name: "isExternal", type: "Bool", doc: "Whether a deep link may open the route.",
                      common: "false") { $0.external ? "true" : nil },
            Property(name: "isGlobal", type: "Bool", doc: "Whether any screen may navigate to the route.",
                      common: "false") { $0.global ? "true" : nil },
            Property(name: "cache", type: "\(name: g).CachePolicy?",
                      doc: "How long the screen is kept once it leaves, and under which key.", common: "nil") { route in
                guard let cache = route.cache else { return nil }
                let key: SwiftCode = cache.key.map { "\(string: $0.value)" } ?? "nil"
                return "\(name: g).CachePolicy(lifetime: .\(name: names.lifetimeCase(cache.lifetime.id)), key: \(key))"
            },
            Property(name: "restoration", type: "\(name: g).Restoration?",
                      doc: "State restoration: the identifier and what happens on restore.", common: "nil") { route in
                guard let r = route.restore else { return nil }
                return "\(name: g).Restoration(id: \(string: r.id), behavior: .\(name: r.behavior.rawValue))"
            },
            Property(name: "isAnimated", type: "Bool", doc: "Whether showing the route is animated.",
                      common: "true") { $0.animated ? nil : "false" },
            Property(name: "transition", type: "String?", doc: "The name of a custom transition.", common: "nil") {
                $0.transition.map { "\(string: $0)" }
            },
            Property(name: "isDismissible", type: "Bool",
                      doc: "False when a modal may not be swiped away.", common: "true") {
                $0.dismissible ? nil : "false"
            },
            Property(name: "resultType", type: "String?",
                      doc: "The name of the Swift type the screen finishes with.", common: "nil") {
                $0.result.map { "\(string: $0)" }
            },
            Property(name: "destinations", type: "Set<\(name: names.routeType).ID>",
                      doc: "The routes this screen may navigate to (its `to` edges).", common: "[]") { route in
                route.to.isEmpty ? nil : "[\(SwiftCode.joined(route.to.map { ".\(name: names.routeCase($0.id))" }))]"
            },
            Property(name: "beforeInterceptors", type: "[\(name: names.interceptorType)]",
                      doc: "The interceptors run before the navigation, in execution order.", common: "[]") { route in
                interceptors(route, .before)
            },
            Property(name: "afterInterceptors", type: "[\(name: names.interceptorType)]",
                      doc: "The interceptors run after the navigation, in execution order.", common: "[]") { route in
                interceptors(route, .after)
            },
        ]
        // One pass over the routes for every property (a route is copied
        // once, not once a property).
        var entriesByProperty = [[(caseName: String, value: SwiftCode)]](repeating: [], count: properties.count)
        for (i, route) in graph.routes.enumerated() {
            for k in properties.indices {
                if let value = properties[k].value(route) { entriesByProperty[k].append((names.routeCases[i], value)) }
            }
        }
        var onID: [SwiftNode] = []
        var onRoute: [SwiftNode] = []
        for (i, p) in properties.enumerated() {
            if i > 0 { onID.append(.blank); onRoute.append(.blank) }
            let entries = entriesByProperty[i]
            onID.append(.doc(p.doc))
            onID.append(GroupedSwitch(entries: entries, common: p.common, defaultedCount: graph.routes.count - entries.count,
                                      distinct: p.common == nil)
                .node(header: "\(access)var \(SwiftCode(p.name)): \(p.type) {"))
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

    func embedding(_ embed: Embedding?) -> SwiftCode {
        switch embed {
        case nil: return "nil"
        case .stack: return ".stack"
        case .container(let ref): return ".container(.\(name: names.containerCase(ref.id)))"
        }
    }

    private func interceptors(_ route: Route, _ phase: InterceptorPhase) -> SwiftCode? {
        guard !graph.interceptors.isEmpty else { return nil }
        let list = graph.interceptors(for: route.id, when: phase)
        if list.isEmpty { return nil }
        return "[\(SwiftCode.joined(list.map { ".\(name: names.interceptorCase($0.id))" }))]"
    }
}
