/// The keys each mapping of the format allows. Decoders switch on these
/// (one string comparison chain per key, no dictionaries), and the raw values
/// are the did-you-mean candidates for an unknown key.
protocol KeySchema: RawRepresentable, CaseIterable where RawValue == String {}

extension KeySchema {
    static var names: [String] { allCases.map(\.rawValue) }
}

enum TopLevelKey: String, KeySchema {
    case navgraph, name, scheme, root, include, auth, lifetimes, containers, routes, interceptors

    /// Keys a module file may hold too; the rest belong to the root file only.
    var allowedInModule: Bool {
        switch self {
        case .include, .auth, .lifetimes, .containers, .routes, .interceptors: return true
        case .navgraph, .name, .scheme, .root: return false
        }
    }
}

enum RouteKey: String, KeySchema {
    case path, screen, presentation, embed, params, auth, external, cache, restore, animated, transition,
         dismissible, result, to, global
}

enum ParamKey: String, KeySchema {
    case type, required, `default`
}

enum RealmKey: String, KeySchema {
    case login, requires
}

enum ContainerKey: String, KeySchema {
    case kind, tabs, selected, type, embed
}

enum CacheKey: String, KeySchema {
    case lifetime, key
}

enum RestoreKey: String, KeySchema {
    case id, behavior
}

enum InterceptorKey: String, KeySchema {
    case id, on, when, priority, requiresAuth, show, once
}

enum ContainerKind: String, CaseIterable {
    case tabs, custom
}
