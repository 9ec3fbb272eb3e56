/// What a route has, in two bytes: its presentation, and whether it has the
/// keys a check looks for before it reads more. The graph keeps them for
/// every route (`Graph.traits(of:)`, `Graph.routeIndices(with:)`), made as it
/// is indexed: a pass over a large graph's routes for the few with `auth`,
/// `cache` or `restore` reads this array in order instead of every route's
/// box, each a cache miss.
public struct RouteTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let push = RouteTraits(rawValue: 1 << 0)
    public static let modal = RouteTraits(rawValue: 1 << 1)
    public static let replace = RouteTraits(rawValue: 1 << 2)
    public static let root = RouteTraits(rawValue: 1 << 3)
    /// `auth` names at least one realm.
    public static let auth = RouteTraits(rawValue: 1 << 4)
    public static let cache = RouteTraits(rawValue: 1 << 5)
    public static let embed = RouteTraits(rawValue: 1 << 6)
    public static let restore = RouteTraits(rawValue: 1 << 7)
    public static let external = RouteTraits(rawValue: 1 << 8)
    public static let global = RouteTraits(rawValue: 1 << 9)
    /// `dismissible: false`.
    public static let notDismissible = RouteTraits(rawValue: 1 << 10)
    /// `tab:` names the tab the route lives in.
    public static let tab = RouteTraits(rawValue: 1 << 11)

    public init(_ presentation: Presentation) {
        switch presentation {
        case .push: self = .push
        case .modal: self = .modal
        case .replace: self = .replace
        case .root: self = .root
        }
    }
}

extension Route {
    public var traits: RouteTraits {
        var traits = RouteTraits(presentation)
        if !auth.isEmpty { traits.insert(.auth) }
        if external { traits.insert(.external) }
        if global { traits.insert(.global) }
        if !dismissible { traits.insert(.notDismissible) }
        guard !hasNoOptions else { return traits }
        if cache != nil { traits.insert(.cache) }
        if embed != nil { traits.insert(.embed) }
        if restore != nil { traits.insert(.restore) }
        if tab != nil { traits.insert(.tab) }
        return traits
    }
}
