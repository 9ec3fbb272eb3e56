import NavGraphModel

extension DiagnosticCode {
    public static let unknownRoute = DiagnosticCode("unknown-route")
    public static let unknownRealm = DiagnosticCode("unknown-realm")
    public static let unknownLifetime = DiagnosticCode("unknown-lifetime")
    public static let unknownContainer = DiagnosticCode("unknown-container")
    public static let unknownRoot = DiagnosticCode("unknown-root")
}

extension UnknownReferenceCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .unknownRoute, .references,
            summary: "A reference to a route that is not defined.",
            fix: "Define the route, or fix the id; the did-you-mean names the closest defined route.",
            manual: #"""
                A route id that is not defined, in
                .Ic to ,
                .Ic tabs ,
                .Ic selected ,
                .Ic login ,
                .Ic on
                or
                .Ic show .
                Unknown ids get a did-you-mean while a graph has at most 64 of them; past
                that, ids are taken as written, so a file of thousands of typos stays fast.
                """#
        ),
        DiagnosticRule(
            .unknownRealm, .references,
            summary: "A reference to an auth realm that is not defined.",
            fix: "Define the realm under `auth:`, or fix the id.",
            manual: #"""
                A realm that is not defined, in
                .Ic auth
                or
                .Ic requires .
                """#
        ),
        DiagnosticRule(
            .unknownLifetime, .references,
            summary: "A reference to a lifetime that is not defined.",
            fix:
                "Define the lifetime under `lifetimes:` (a duration such as 60s is a lifetime's value, not its id), or fix the id.",
            manual: #"""
                A lifetime that is not defined, in
                .Ic cache .
                """#
        ),
        DiagnosticRule(
            .unknownContainer, .references,
            summary: "A reference to a container that is not defined.",
            fix: "Define the container under `containers:`, or fix the id.",
            manual: #"""
                A container that is not defined, in
                .Ic embed .
                """#
        ),
        DiagnosticRule(
            .unknownRoot, .references,
            summary: "A root that names neither a route nor a container.",
            fix: "Name a route or a container as `root`.",
            manual: #"""
                A
                .Ic root
                that names neither a route nor a container.
                """#
        ),
    ]
    public static let manualIntroductions: [DiagnosticFamily: String] = [
        .references: "Each with a did-you-mean over the defined ids."
    ]

}

/// Every use of an id names a definition of the right kind: root, `to`,
/// tabs, `tab:`, logins and `requires`, `auth`, cache lifetimes,
/// embeds, and interceptors' `on` and `show`. Unknown ids get a did-you-mean.
public enum UnknownReferenceCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // Built on first use: a clean graph never needs them.
        var routeIDsCache: [String]?
        func routeIDs() -> [String] {
            if let ids = routeIDsCache { return ids }
            let ids = graph.routes.map(\.id)
            routeIDsCache = ids
            return ids
        }
        let realmIDs = graph.realms.map(\.id)
        let containerIDs = graph.containers.map(\.id)

        // An empty id is a value the decoder already reported as missing or malformed.
        func route(_ ref: Reference) {
            guard !ref.id.isEmpty, graph.routeIndex[ref.id] == nil else { return }
            out.append(
                Diagnostic(
                    .unknownRoute, "route '\(ref.id)' is not defined", at: ref.span,
                    notes: containerNotes(ref.id, in: graph),
                    suggestion: graph.didYouMean(ref.id, in: routeIDs())))
        }
        func realm(_ ref: Reference) {
            guard !ref.id.isEmpty, graph.realmIndex[ref.id] == nil else { return }
            out.append(
                Diagnostic(
                    .unknownRealm, "realm '\(ref.id)' is not defined", at: ref.span,
                    suggestion: graph.didYouMean(ref.id, in: realmIDs)))
        }
        func container(_ embed: Embedding?) {
            guard case .container(let ref)? = embed, !ref.id.isEmpty, graph.containerIndex[ref.id] == nil else {
                return
            }
            out.append(
                Diagnostic(
                    .unknownContainer, "container '\(ref.id)' is not defined", at: ref.span,
                    // `embed` takes `stack` or a container: a misspelt `stack` is the likelier.
                    suggestion: graph.didYouMean(ref.id, in: ["stack"] + containerIDs)))
        }

        if graph.rootTarget == nil, !graph.root.id.isEmpty {
            out.append(
                Diagnostic(
                    .unknownRoot, "root '\(graph.root.id)' names neither a route nor a container",
                    at: graph.root.span,
                    suggestion: graph.didYouMean(graph.root.id, in: routeIDs() + containerIDs)))
        }

        for r in graph.realms {
            route(r.login)
            r.requires.forEach(realm)
        }
        // The routes' own references (`to`, `auth`, cache, embed) were all
        // resolved when the graph was indexed: a graph where none failed
        // needs no second look at every route.
        let routesMayMissSome = !graph.indexIsCurrent || graph.unknownReferenceCount > 0
        for (r, l) in graph.routes.enumerated() where routesMayMissSome {
            for (k, t) in graph.edges(from: r).enumerated() where t < 0 { route(l.to[k]) }
            l.auth.forEach(realm)
            container(l.embed)
            if let cache = l.cache, graph.lifetimeIndex[cache.lifetime.id] == nil {
                out.append(
                    Diagnostic(
                        .unknownLifetime, "lifetime '\(cache.lifetime.id)' is not defined", at: cache.lifetime.span,
                        notes: durationNotes(cache.lifetime.id),
                        suggestion: graph.didYouMean(cache.lifetime.id, in: graph.lifetimes.map(\.id))))
            }
        }
        // `tab:` is not resolved when the graph is indexed: its few routes are read here.
        for i in graph.routeIndices(with: .tab) { graph.routes[i].tab.map(route) }
        for c in graph.containers {
            container(c.embed)
            // (`selected` is one of the tabs, checked here through them, or
            // invalid-value, which the decoder reports.)
            c.tabs.forEach(route)
        }
        for i in graph.interceptors {
            if case .routes(let refs) = i.on { refs.forEach(route) }
            route(i.show)
        }
        return out
    }

    /// `cache: 60s` names a lifetime by its duration: say how to declare one.
    private static func durationNotes(_ id: String) -> [String] {
        let u = Array(id.utf8)
        let isDuration =
            id == "session" || id == "app"
            || (u.count > 1 && u.dropLast().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                && "smh".utf8.contains(u[u.count - 1]))
        guard isDuration else { return [] }
        return [
            "'\(id)' is a duration, not a lifetime id: declare a lifetime under `lifetimes:` (e.g. `lifetimes: { short: \(id) }`) and write `cache: short`"
        ]
    }

    /// A route reference that names a container: say so, and how a
    /// container is shown instead.
    private static func containerNotes(_ id: String, in graph: Graph) -> [String] {
        guard let c = graph.containerIndex[id] else { return [] }
        let kind = graph.containers[c].isTabs ? "a tabs container" : "a container"
        return [
            "'\(id)' is \(kind), not a route: a container is shown through 'root' or a route's 'embed', never navigated to or pushed"
        ]
    }
}
