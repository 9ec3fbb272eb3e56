import NavGraphSupport

/// `deeplinks: { modals: ... }`: `keep` navigates from the top screen as an
/// `open` does; `dismiss` first dismisses every modal of the scene.
public enum DeepLinkModals: String, Sendable, Hashable, CaseIterable {
    case keep, dismiss
}

/// A navigation graph after decoding: every id resolved to its definition's
/// place, every value typed, every node keeping the span it came from.
/// Collections keep file order (the root file first, then includes in order).
public struct Graph: Sendable {
    public var version: Int
    public var name: Located<String>
    public var scheme: Located<String>?
    /// The web domains whose `https`/`http` links open the app, as written
    /// (they compare without regard to ASCII case).
    public var hosts: [Located<String>]
    /// `deeplinks.modals`: what a deep link does with the modals on screen (nil: not written, `keep`).
    public var deepLinkModals: Located<DeepLinkModals>?
    /// A route id or a container id.
    public var root: Reference
    public var realms: [Realm]
    public var lifetimes: [Lifetime]
    public var containers: [Container]
    public var routes: [Route] {
        // A change to the routes may change their `to` lists: `edges(from:)`
        // then resolves them on the spot until `reindex()`. (No `oldValue`:
        // the routes are still changed in place.)
        didSet { indexIsCurrent = false }
    }
    public var interceptors: [Interceptor]

    /// Index of each id in its array (first definition wins when an id repeats).
    public private(set) var routeIndex = NameIndex()
    public private(set) var realmIndex = NameIndex()
    public private(set) var lifetimeIndex = NameIndex()
    public private(set) var containerIndex = NameIndex()
    /// `primaryRoutes[i]`: `routes[i]` is the definition its id resolves to
    /// (false for a later duplicate).
    public private(set) var primaryRoutes: [Bool] = []
    /// How many `to`, `auth`, `cache` and `embed` references name nothing.
    public private(set) var unknownReferenceCount = 0
    /// The `to` edges resolved once: row `r` holds the targets of `routes[r].to`,
    /// each the index of the route it names or -1. Checks walk these instead of
    /// hashing ids again, and the engine reads them as they are (`edges(from:)`).
    package private(set) var edgeRows = RowTable<Int32>()
    /// Each route's traits (see `traits(of:)`), made with the edges.
    private var routeTraits: [RouteTraits] = []
    /// Whether `edgeRows`, `routeTraits` and `unknownReferenceCount` were
    /// built from `routes` as they are (false after a change, until `reindex()`).
    public private(set) var indexIsCurrent = false
    /// The trie `reindex()` built beside the edges (see `pathTrie`).
    private var indexedTrie = PathTrie(routes: [])

    /// The routes' path trie, built once by `reindex()` and read by every
    /// consumer (the ambiguity check, the reachability note, `RouteMatcher`, the
    /// generated matcher): a check of a large graph built it twice. Built on
    /// the spot when `routes` was changed without `reindex()`.
    public var pathTrie: PathTrie { indexIsCurrent ? indexedTrie : PathTrie(graph: self) }

    public init(
        version: Int = 1,
        name: Located<String>,
        scheme: Located<String>? = nil,
        hosts: [Located<String>] = [],
        deepLinkModals: Located<DeepLinkModals>? = nil,
        root: Reference,
        realms: [Realm] = [],
        lifetimes: [Lifetime] = [],
        containers: [Container] = [],
        routes: [Route],
        interceptors: [Interceptor] = []
    ) {
        self.version = version
        self.name = name
        self.scheme = scheme
        self.hosts = hosts
        self.deepLinkModals = deepLinkModals
        self.root = root
        self.realms = realms
        self.lifetimes = lifetimes
        self.containers = containers
        self.routes = routes
        self.interceptors = interceptors
        reindex()
    }

    /// Rebuilds the id indexes; call after mutating the arrays.
    public mutating func reindex() {
        realmIndex = Graph.index(realms.map(\.id)).index
        lifetimeIndex = Graph.index(lifetimes.map(\.id)).index
        containerIndex = Graph.index(containers.map(\.id)).index
        // The path trie is built beside the routes' index and their edges (each one look at
        // every route): it needs only to know which routes are the first of their ids, which
        // is all of them unless an id repeats (an error the checks report; it is then built
        // again, once that is known).
        let graph = self
        let parts = Parallel.map(2, parallel: true) { i -> IndexPart in
            if i == 1 { return .trie(PathTrie(routes: graph.routes)) }
            let (index, primary) = Graph.index(graph.routes.map(\.id))
            return .routes(index, primary, graph.resolve(index))
        }
        for part in parts {
            switch part {
            case .routes(let index, let primary, let edges):
                (routeIndex, primaryRoutes) = (index, primary)
                (edgeRows, unknownReferenceCount) = (edges.rows, edges.unknown)
                routeTraits = edges.traits
            case .trie(let trie): indexedTrie = trie
            }
        }
        indexIsCurrent = true
        if primaryRoutes.contains(false) { indexedTrie = PathTrie(graph: self) }
    }

    private enum IndexPart: Sendable {
        case routes(NameIndex, [Bool], ResolvedEdges)
        case trie(PathTrie)
    }

    /// The `to` targets of every route (`edgeRows`) and the unknown references.
    private struct ResolvedEdges: Sendable {
        var rows = RowTable<Int32>()
        var unknown = 0
        var traits: [RouteTraits] = []
    }

    private func resolve(_ routeIndex: NameIndex) -> ResolvedEdges {
        var out = ResolvedEdges()
        out.rows = RowTable(reservingRows: routes.count)
        out.rows.reserveValues(routes.count * 2)
        out.traits.reserveCapacity(routes.count)
        for route in routes {
            out.traits.append(route.traits)
            for ref in route.to {
                let target = routeIndex[ref.id]
                out.rows.appendValue(Int32(target ?? -1))
                if target == nil { out.unknown += 1 }
            }
            out.rows.closeRow()
            for ref in route.auth where realmIndex[ref.id] == nil { out.unknown += 1 }
            if let cache = route.cache, lifetimeIndex[cache.lifetime.id] == nil { out.unknown += 1 }
            if case .container(let ref)? = route.embed, containerIndex[ref.id] == nil { out.unknown += 1 }
        }
        return out
    }

    /// One hash per id: the first definition wins, and `primary[i]` says
    /// whether `ids[i]` is that first one.
    private static func index(_ ids: [String]) -> (index: NameIndex, primary: [Bool]) {
        var primary: [Bool] = []
        let index = NameIndex(firstOf: ids, primary: &primary)
        return (index, primary)
    }

    public func route(_ id: String) -> Route? { routeIndex[id].map { routes[$0] } }

    /// What `routes[r]` has (made on the spot when `routes` was changed without `reindex()`).
    public func traits(of r: Int) -> RouteTraits { indexIsCurrent ? routeTraits[r] : routes[r].traits }

    /// The indexes of the routes with every trait of `traits`, ascending.
    public func routeIndices(with traits: RouteTraits) -> [Int] {
        routeIndices { $0.isSuperset(of: traits) }
    }

    /// The indexes of the routes with at least one trait of `traits`, ascending.
    public func routeIndices(withAnyOf traits: RouteTraits) -> [Int] {
        routeIndices { !$0.isDisjoint(with: traits) }
    }

    private func routeIndices(where matches: (RouteTraits) -> Bool) -> [Int] {
        guard indexIsCurrent else { return routes.indices.filter { matches(routes[$0].traits) } }
        return routeTraits.indices.filter { matches(routeTraits[$0]) }
    }

    /// The resolved targets of `routes[r].to`, in order (-1 where unknown).
    /// (Resolved on the spot when `routes` was changed without `reindex()`.)
    public func edges(from r: Int) -> ArraySlice<Int32> {
        if indexIsCurrent { return edgeRows.slice(r) }
        return ArraySlice(routes[r].to.map { Int32(routeIndex[$0.id] ?? -1) })
    }
    public func realm(_ id: String) -> Realm? { realmIndex[id].map { realms[$0] } }
    public func lifetime(_ id: String) -> Lifetime? { lifetimeIndex[id].map { lifetimes[$0] } }
    public func container(_ id: String) -> Container? { containerIndex[id].map { containers[$0] } }

    /// What `root` names, when it names something.
    public var rootTarget: RootTarget? {
        if let r = routeIndex[root.id] { return .route(r) }
        if let c = containerIndex[root.id] { return .container(c) }
        return nil
    }

    public enum RootTarget: Sendable, Hashable {
        case route(Int)
        case container(Int)
    }

    /// Routes that some interceptor shows.
    public var interceptorShownRoutes: Set<String> { Set(interceptors.map(\.show.id)) }
    /// Routes that are some realm's login.
    public var loginRoutes: Set<String> { Set(realms.map(\.login.id)) }
}

/// A value with the span it was read from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var span: Span

    public init(_ value: Value, span: Span) {
        self.value = value
        self.span = span
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A use of an id (a route, realm, lifetime or container), where it is written.
public struct Reference: Sendable, Hashable {
    public var id: String
    public var span: Span

    public init(_ id: String, span: Span) {
        self.id = id
        self.span = span
    }
}

public struct Realm: Sendable {
    public var id: String
    /// Where the id is defined (the key).
    public var span: Span
    public var login: Reference
    public var requires: [Reference]

    public init(id: String, span: Span, login: Reference, requires: [Reference] = []) {
        self.id = id
        self.span = span
        self.login = login
        self.requires = requires
    }
}

public struct Lifetime: Sendable {
    public enum Kind: Sendable, Hashable {
        /// Dies when this many seconds have passed since its screen left.
        case duration(seconds: Int)
        /// Dies at logout.
        case session
        /// Dies when the app restarts.
        case app
    }

    public var id: String
    public var span: Span
    public var kind: Kind

    public init(id: String, span: Span, kind: Kind) {
        self.id = id
        self.span = span
        self.kind = kind
    }
}

public struct Container: Sendable {
    public enum Kind: Sendable, Hashable {
        case tabs(tabs: [Reference], selected: Reference?)
        case custom(type: Located<String>)
    }

    public var id: String
    public var span: Span
    public var kind: Kind
    /// What this container is itself shown in.
    public var embed: Embedding?

    public init(id: String, span: Span, kind: Kind, embed: Embedding? = nil) {
        self.id = id
        self.span = span
        self.kind = kind
        self.embed = embed
    }

    public var isTabs: Bool { if case .tabs = kind { return true } else { return false } }

    public var tabs: [Reference] {
        if case .tabs(let tabs, _) = kind { return tabs }
        return []
    }

    /// The selected tab's route id (default: the first tab).
    public var selectedTab: String? {
        if case .tabs(let tabs, let selected) = kind { return selected?.id ?? tabs.first?.id }
        return nil
    }
}

/// What a route or container is wrapped in.
public enum Embedding: Sendable, Hashable {
    case stack(Span)
    case container(Reference)

    public var span: Span {
        switch self {
        case .stack(let s): return s
        case .container(let r): return r.span
        }
    }
}

public enum InterceptorPhase: String, Sendable, Hashable, CaseIterable {
    case before, after
}

public enum InterceptorPriority: String, Sendable, Hashable, CaseIterable, Comparable {
    case low, medium, high, mandatory

    public var rank: Int {
        switch self {
        case .low: return 0
        case .medium: return 1
        case .high: return 2
        case .mandatory: return 3
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
}

public struct Interceptor: Sendable {
    public enum Target: Sendable, Hashable {
        /// `"*"`: every route except interceptor screens and login routes.
        case all(Span)
        case routes([Reference])
    }

    public var id: String
    public var span: Span
    public var on: Target
    public var when: InterceptorPhase
    public var priority: InterceptorPriority
    public var prioritySpan: Span?
    public var requiresAuth: Bool
    /// Where `requiresAuth` is written, when it is.
    public var requiresAuthSpan: Span?
    public var show: Reference
    public var once: Bool
    /// Position in file order across all files, for tie-breaking.
    public var order: Int

    /// How a message names it: by its id, or, without one (an error of its own), as such.
    public var title: String { id.isEmpty ? "an interceptor without an id" : "interceptor '\(id)'" }

    public init(
        id: String, span: Span, on: Target, when: InterceptorPhase = .before,
        priority: InterceptorPriority = .low, prioritySpan: Span? = nil,
        requiresAuth: Bool = false, requiresAuthSpan: Span? = nil, show: Reference, once: Bool = false,
        order: Int
    ) {
        self.id = id
        self.span = span
        self.on = on
        self.when = when
        self.priority = priority
        self.prioritySpan = prioritySpan
        self.requiresAuth = requiresAuth
        self.requiresAuthSpan = requiresAuthSpan
        self.show = show
        self.once = once
        self.order = order
    }

    /// Whether the interceptor covers a route (ignoring the exclusions of `"*"`).
    public func names(_ routeID: String) -> Bool {
        switch on {
        case .all: return true
        case .routes(let refs): return refs.contains { $0.id == routeID }
        }
    }
}
