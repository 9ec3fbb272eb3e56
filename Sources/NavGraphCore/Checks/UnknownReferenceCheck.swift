import NavGraphModel

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
