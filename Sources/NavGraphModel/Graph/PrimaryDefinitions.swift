extension Graph {
    /// Whether `routes[index]` is the definition its id resolves to (a
    /// duplicate id is reported by the decoder; checks ignore the copies).
    package func isPrimaryRoute(_ index: Int) -> Bool {
        primaryRoutes.count == routes.count ? primaryRoutes[index] : routeIndex[routes[index].id] == index
    }
    package func isPrimaryRealm(_ index: Int) -> Bool { realmIndex[realms[index].id] == index }
    package func isPrimaryLifetime(_ index: Int) -> Bool { lifetimeIndex[lifetimes[index].id] == index }
    package func isPrimaryContainer(_ index: Int) -> Bool { containerIndex[containers[index].id] == index }

    /// The index of the container that `embed` names, when it names one.
    package func embeddedContainer(_ embed: Embedding?) -> Int? {
        if case .container(let ref)? = embed { return containerIndex[ref.id] }
        return nil
    }
}
