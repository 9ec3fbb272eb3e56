import NavGraphModel

extension DiagnosticCode {
    public static let unusedRealm = DiagnosticCode("unused-realm", .warning)
    public static let unusedLifetime = DiagnosticCode("unused-lifetime", .warning)
    public static let unusedContainer = DiagnosticCode("unused-container", .warning)
}

extension UnusedDefinitionCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .unusedRealm, .structure,
            summary: "An auth realm no route needs.",
            fix: "Remove the realm, or name it in a route's `auth`.",
            manual: #"""
                A realm no route's
                .Ic auth
                and no realm's
                .Ic requires
                names.
                """#
        ),
        DiagnosticRule(
            .unusedLifetime, .structure,
            summary: "A lifetime no cache uses.",
            fix: "Remove the lifetime, or name it in a route's `cache`.",
            manual: #"""
                A lifetime no
                .Ic cache
                uses.
                """#
        ),
        DiagnosticRule(
            .unusedContainer, .structure,
            summary: "A container nothing is shown in.",
            fix: "Remove the container, or show it through `root` or an `embed`.",
            manual: #"""
                A container that neither
                .Ic root
                nor any
                .Ic embed
                names.
                """#
        ),
    ]
}

/// Realms, lifetimes and containers that nothing uses are dead definitions.
/// A realm is used when a route's `auth` or another realm's `requires` names
/// it; a lifetime when a route's `cache` does; a container when `root`, a
/// route's or another container's `embed` does.
public enum UnusedDefinitionCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        // Misspelt references count for the definition they were meant to
        // name: the typo is reported once, as an unknown reference.
        var realms = Set<String>()
        var lifetimes = Set<String>()
        var containers = Set<String>([graph.intendedContainer(graph.root)])
        var lastRealm: String?
        var lastLifetime: String?
        for i in graph.routeIndices(withAnyOf: [.auth, .cache, .embed]) {
            let route = graph.routes[i]
            // Most routes name what the route before named: that is neither looked up nor hashed again.
            for ref in route.auth where ref.id != lastRealm {
                realms.insert(graph.intendedRealm(ref))
                lastRealm = ref.id
            }
            if let cache = route.cache, cache.lifetime.id != lastLifetime {
                lifetimes.insert(graph.intendedLifetime(cache.lifetime))
                lastLifetime = cache.lifetime.id
            }
            if case .container(let ref)? = route.embed { containers.insert(graph.intendedContainer(ref)) }
        }
        for realm in graph.realms {
            // A realm requiring itself does not make itself used.
            for ref in realm.requires where graph.intendedRealm(ref) != realm.id {
                realms.insert(graph.intendedRealm(ref))
            }
        }
        for container in graph.containers {
            if case .container(let ref)? = container.embed, graph.intendedContainer(ref) != container.id {
                containers.insert(graph.intendedContainer(ref))
            }
        }

        var out: [Diagnostic] = []
        for (i, realm) in graph.realms.enumerated() where graph.isPrimaryRealm(i) && !realms.contains(realm.id) {
            out.append(
                Diagnostic(
                    .unusedRealm, "realm '\(realm.id)' is never used", at: realm.span,
                    notes: ["no route's 'auth' and no realm's 'requires' names it"]))
        }
        for (i, lifetime) in graph.lifetimes.enumerated()
        where graph.isPrimaryLifetime(i) && !lifetimes.contains(lifetime.id) {
            out.append(
                Diagnostic(
                    .unusedLifetime, "lifetime '\(lifetime.id)' is never used", at: lifetime.span,
                    notes: ["no route's 'cache' names it"]))
        }
        for (i, container) in graph.containers.enumerated()
        where graph.isPrimaryContainer(i) && !containers.contains(container.id) {
            out.append(
                Diagnostic(
                    .unusedContainer, "container '\(container.id)' is never used", at: container.span,
                    notes: ["neither 'root' nor any 'embed' names it"]))
        }
        return out
    }
}
