import NavGraphModel

/// The keys each mapping of the format allows. Decoders switch on these
/// (one string comparison chain per key, no dictionaries), and the raw values
/// are the did-you-mean candidates for an unknown key.
protocol KeySchema: RawRepresentable, CaseIterable where RawValue == String {}

extension KeySchema {
    static var names: [String] { allCases.map(\.rawValue) }
}

enum TopLevelKey: String, KeySchema {
    case navgraph, name, scheme, hosts, root, include, auth, lifetimes, containers, routes, interceptors
    /// `deeplinks: { modals: keep | dismiss }`, after the others so that the list above stays as it was.
    case deeplinks

    /// Keys a module file may hold too; the rest belong to the root file only.
    var allowedInModule: Bool {
        switch self {
        case .include, .auth, .lifetimes, .containers, .routes, .interceptors: return true
        case .navgraph, .name, .scheme, .hosts, .root, .deeplinks: return false
        }
    }
}

enum RouteKey: String, KeySchema {
    case path, screen, presentation, embed, params, auth, external, cache, restore, animated, transition,
        dismissible, result, to, global, tab

    /// `init(rawValue:)` searches a table of names; this is the hot path of
    /// a large graph (every key of every route), so a plain switch instead.
    init?(key: String) {
        switch key {
        case "path": self = .path
        case "to": self = .to
        case "screen": self = .screen
        case "params": self = .params
        case "presentation": self = .presentation
        case "embed": self = .embed
        case "auth": self = .auth
        case "external": self = .external
        case "cache": self = .cache
        case "restore": self = .restore
        case "animated": self = .animated
        case "transition": self = .transition
        case "dismissible": self = .dismissible
        case "result": self = .result
        case "global": self = .global
        case "tab": self = .tab
        default: return nil
        }
    }
}

enum ParamKey: String, KeySchema {
    case type, required, `default`

    init?(key: String) {
        switch key {
        case "type": self = .type
        case "required": self = .required
        case "default": self = .default
        default: return nil
        }
    }
}

enum DeepLinksKey: String, KeySchema {
    case modals
}

enum RealmKey: String, KeySchema {
    case login, requires
}

enum ContainerKey: String, KeySchema {
    case kind, tabs, selected, type, embed
}

enum CachePolicyKey: String, KeySchema {
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
