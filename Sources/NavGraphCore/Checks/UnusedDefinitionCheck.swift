/// Realms, lifetimes and containers that nothing uses are dead definitions.
/// A realm is used when a route's `auth` or another realm's `requires` names
/// it; a lifetime when a route's `cache` does; a container when `root`, a
/// route's or another container's `embed` does.
public enum UnusedDefinitionCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var realms = Set<String>()
        var lifetimes = Set<String>()
        var containers = Set<String>([graph.root.id])
        for route in graph.routes {
            route.auth.forEach { realms.insert($0.id) }
            if let cache = route.cache { lifetimes.insert(cache.lifetime.id) }
            if case .container(let ref)? = route.embed { containers.insert(ref.id) }
        }
        for (a, realm) in graph.realms.enumerated() {
            // A realm requiring itself does not make itself used.
            for ref in realm.requires where ref.id != graph.realms[a].id { realms.insert(ref.id) }
        }
        for container in graph.containers {
            if case .container(let ref)? = container.embed, ref.id != container.id { containers.insert(ref.id) }
        }

        var out: [Diagnostic] = []
        for (i, realm) in graph.realms.enumerated() where graph.isPrimaryRealm(i) && !realms.contains(realm.id) {
            out.append(Diagnostic(.unusedRealm, "realm '\(realm.id)' is never used", at: realm.span,
                                  notes: ["no route's 'auth' and no realm's 'requires' names it"]))
        }
        for (i, lifetime) in graph.lifetimes.enumerated()
        where graph.isPrimaryLifetime(i) && !lifetimes.contains(lifetime.id) {
            out.append(Diagnostic(.unusedLifetime, "lifetime '\(lifetime.id)' is never used", at: lifetime.span,
                                  notes: ["no route's 'cache' names it"]))
        }
        for (i, container) in graph.containers.enumerated()
        where graph.isPrimaryContainer(i) && !containers.contains(container.id) {
            out.append(Diagnostic(.unusedContainer, "container '\(container.id)' is never used", at: container.span,
                                  notes: ["neither 'root' nor any 'embed' names it"]))
        }
        return out
    }
}
