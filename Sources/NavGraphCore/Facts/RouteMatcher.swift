/// What a path or deep link leads to, decided once for `sim` and printed by
/// `gen` as equivalent code (navgraph(5) "Paths" and "Values"): the route
/// whose pattern matches (`PathTrie`), then its values, then, for a deep
/// link, whether the route is `external`. The cost grows with the path's
/// length, not the number of routes.
public struct RouteMatcher: Sendable {
    public let trie: PathTrie
    private let routes: [Route]
    private let scheme: String?

    public init(graph: Graph) {
        trie = PathTrie(graph: graph)
        routes = graph.routes
        scheme = graph.scheme?.value
    }

    /// Why a path or deep link leads to no route: the reasons `sim` reports.
    public enum Failure: Sendable, Hashable, Error {
        case noMatch
        /// A deep link to a route that is not `external` (with its values).
        case notExternal(Match)
        /// The parameter's name.
        case badParameter(String)
        case missingParameter(String)
    }

    public struct Match: Sendable, Hashable {
        public var route: Int
        /// Every declared parameter that has a value: given, or its default.
        public var values: [String: ParamValue]
    }

    /// The route index whose pattern matches these (decoded) segments.
    public func routeIndex(forSegments segments: [String]) -> Int? { trie.routeIndex(forSegments: segments) }

    /// An in-app path such as `/product/42?ref=mail`: any route.
    public func match(path: String) -> Result<Match, Failure> {
        guard let parts = PathComponents(path) else { return .failure(.noMatch) }
        return match(parts)
    }

    /// A deep link such as `shop://product/42`: the URL's host is the first
    /// path segment. A scheme other than the graph's (any, when it has none)
    /// is `noMatch`; a route that matches but is not `external` is
    /// `notExternal`, checked after its values.
    public func match(url: String) -> Result<Match, Failure> {
        guard let scheme, let parts = PathComponents(url: url, scheme: scheme) else { return .failure(.noMatch) }
        return match(parts).flatMap { m in routes[m.route].external ? .success(m) : .failure(.notExternal(m)) }
    }

    /// The values of the route the segments match. A bad value wins over a
    /// missing one; a parameter with a default is never missing.
    public func match(_ parts: PathComponents) -> Result<Match, Failure> {
        guard let index = routeIndex(forSegments: parts.segments) else { return .failure(.noMatch) }
        let route = routes[index]
        var values: [String: ParamValue] = [:]
        for (position, segment) in route.path.segments.enumerated() {
            guard case .param(let name) = segment else { continue }
            guard let param = route.param(name) else { return .failure(.badParameter(name)) }
            guard let value = param.type.parse(parts.segments[position], inPathSegment: true) else {
                return .failure(.badParameter(name))
            }
            values[name] = value
        }
        var seen: Set<String> = []
        for (key, value) in parts.query {
            guard let param = route.param(key) else { continue }
            // A key given twice, or naming a path parameter.
            if param.isPath || seen.contains(key) { return .failure(.badParameter(key)) }
            seen.insert(key)
            guard let typed = param.type.parse(value) else { return .failure(.badParameter(key)) }
            values[key] = typed
        }
        for param in route.params where values[param.name] == nil {
            if let d = param.defaultValue {
                values[param.name] = d
            } else if param.required {
                return .failure(.missingParameter(param.name))
            }
        }
        return .success(Match(route: index, values: values))
    }
}
