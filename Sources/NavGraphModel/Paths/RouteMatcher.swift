import NavGraphSupport

/// What a path or deep link leads to, decided once for `sim` and printed by
/// `gen` as equivalent code (navgraph(5) "Paths" and "Values"): the route
/// whose pattern matches (`PathTrie`), then its values, then, for a deep
/// link, whether the route is `external`. The cost grows with the path's
/// length, not the number of routes.
public struct RouteMatcher: Sendable {
    public let trie: PathTrie
    let routes: [Route]
    /// The graph's scheme and hosts: where a deep link's path begins.
    let linkPrefix: LinkPrefix
    /// For each route's path segments in order (`segmentParams[segmentStart[r]...]`): the
    /// index of the parameter a `:name` segment names, -1 for a literal, -2 for a name
    /// no parameter has. Matching from bytes reads it instead of comparing names.
    let segmentParams: [Int32]
    let segmentStart: [Int32]
    /// Whether `matchInOrder(pathBytes:)` and `matchInOrder(urlBytes:)` read the bytes
    /// (false: they match from the text, the same answers).
    let matchesBytes: Bool
    /// The words of each enum parameter with more than a handful, hashed, by
    /// route and parameter: a value is one lookup, not a search of the list
    /// (a deep link for each word of a large enum was quadratic).
    let largeEnums: [RouteParameter: Set<String>]

    struct RouteParameter: Hashable {
        var route: Int
        var param: Int
    }

    /// `matchingBytes: false`: `matchInOrder(pathBytes:)` and `matchInOrder(urlBytes:)`
    /// match from the text (the same answers; the trie's one edge table serves both
    /// readings, so neither costs a table of its own).
    public init(graph: Graph, matchingBytes: Bool = true) {
        trie = graph.pathTrie
        routes = graph.routes
        linkPrefix = LinkPrefix(graph: graph)
        var table: [Int32] = []
        var start: [Int32] = [0]
        var largeEnums: [RouteParameter: Set<String>] = [:]
        start.reserveCapacity(routes.count + 1)
        for route in routes {
            let params = route.params
            // Past a handful of parameters, by a table of first indices: a search
            // per segment would be quadratic in a route with very many of them.
            var firstIndex: [String: Int32]?
            if params.count > 8 {
                var names: [String: Int32] = [:]
                for (k, p) in params.enumerated().reversed() { names[p.name] = Int32(k) }
                firstIndex = names
            }
            for segment in route.pathSegments {
                guard case .param(let name) = segment else {
                    table.append(-1)
                    continue
                }
                let index: Int32? =
                    if let firstIndex { firstIndex[name] } else {
                        params.firstIndex { $0.name == name }.map(Int32.init)
                    }
                table.append(index ?? -2)
            }
            start.append(Int32(table.count))
            for (k, p) in params.enumerated() {
                if case .enumeration(let words) = p.type, words.count > 8 {
                    largeEnums[RouteParameter(route: start.count - 2, param: k)] = Set(words)
                }
            }
        }
        self.largeEnums = largeEnums
        segmentParams = table
        segmentStart = start
        matchesBytes = matchingBytes
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

    /// A deep link such as `shop://product/42` (the URL's host is the first
    /// path segment) or `https://HOST/product/42` for one of the graph's
    /// hosts. Another scheme or host (any, when it has none) is `noMatch`; a route that matches but is not `external` is
    /// `notExternal`, checked after its values.
    public func match(url: String) -> Result<Match, Failure> {
        guard let parts = PathComponents(url: url, prefix: linkPrefix) else { return .failure(.noMatch) }
        return match(parts).flatMap { m in routes[m.route].external ? .success(m) : .failure(.notExternal(m)) }
    }

    /// The values of the route the segments match. A bad value wins over a
    /// missing one; a parameter with a default is never missing.
    public func match(_ parts: PathComponents) -> Result<Match, Failure> {
        matchInOrder(parts).map(named)
    }

    /// The defaults of the parameters not given; `missingParameter` for the
    /// first required one without a value.
    static func fillDefaults(_ values: inout [ParamValue?], given: IndexFlags, _ params: [Parameter]) -> Failure? {
        for p in params.indices where !given[p] {
            if let d = params[p].defaultValue {
                values[p] = d
            } else if params[p].required {
                return .missingParameter(params[p].name)
            }
        }
        return nil
    }

    /// An ordered match as a `Match`: each given or default value under its parameter's name.
    func named(_ m: OrderedMatch) -> Match {
        var values: [String: ParamValue] = [:]
        for (param, value) in zip(routes[m.route].params, m.values) {
            if let value { values[param.name] = value }
        }
        return Match(route: m.route, values: values)
    }

    /// A match with its values in the route's declared parameter order (nil:
    /// none given and no default), what the simulator keeps of a screen.
    public struct OrderedMatch: Sendable, Hashable {
        public var route: Int
        public var values: [ParamValue?]
    }

    /// `match(path:)`, the values in declared order.
    public func matchInOrder(path: String) -> Result<OrderedMatch, Failure> {
        guard let parts = PathComponents(path) else { return .failure(.noMatch) }
        return matchInOrder(parts)
    }

    /// `match(url:)`, the values in declared order; `notExternal` carries the match as a `Match`.
    public func matchInOrder(url: String) -> Result<OrderedMatch, Failure> {
        guard let parts = PathComponents(url: url, prefix: linkPrefix) else { return .failure(.noMatch) }
        return matchInOrder(parts).flatMap { m in
            routes[m.route].external ? .success(m) : .failure(.notExternal(named(m)))
        }
    }

    /// The one place the values are read: path parameters, then the query (a
    /// key given twice, or naming a path parameter, is bad), then defaults.
    /// By position in the route's parameters, not by name in a dictionary.
    public func matchInOrder(_ parts: PathComponents) -> Result<OrderedMatch, Failure> {
        guard let index = routeIndex(forSegments: parts.segments) else { return .failure(.noMatch) }
        let route = routes[index]
        let params = route.params
        var values: [ParamValue?] = .unset(params.count)
        // Which parameters the path or the query gave (a value alone does not say: a
        // parameter's index is looked up by name, the first one with it).
        var given = IndexFlags(count: params.count)
        let segmentBase = Int(segmentStart[index])
        for (position, segment) in route.path.segments.enumerated() {
            guard case .param(let name) = segment else { continue }
            let p = Int(segmentParams[segmentBase + position])
            guard p >= 0 else { return .failure(.badParameter(name)) }
            guard let value = parse(parts.segments[position], index, p, params[p].type, inPathSegment: true) else {
                return .failure(.badParameter(name))
            }
            values[p] = value
            given[p] = true
        }
        var seen = IndexFlags(count: params.count)
        for (key, value) in parts.query {
            guard let p = params.firstIndex(where: { $0.name == key }) else { continue }
            // A key given twice, or naming a path parameter.
            if params[p].isPath || seen[p] { return .failure(.badParameter(key)) }
            seen[p] = true
            guard let typed = parse(value, index, p, params[p].type) else { return .failure(.badParameter(key)) }
            values[p] = typed
            given[p] = true
        }
        if let missing = RouteMatcher.fillDefaults(&values, given: given, params) { return .failure(missing) }
        return .success(OrderedMatch(route: index, values: values))
    }

    /// `type.parse(text)` for parameter `p` of route `route`, whose type is
    /// `type`: a large enum's words looked up in their set.
    func parse(_ text: String, _ route: Int, _ p: Int, _ type: ParamType, inPathSegment: Bool = false) -> ParamValue? {
        if case .enumeration = type, !largeEnums.isEmpty,
            let words = largeEnums[RouteParameter(route: route, param: p)]
        {
            return words.contains(text) ? .enumCase(text) : nil
        }
        return type.parse(text, inPathSegment: inPathSegment)
    }

    /// `parse` of UTF-8 bytes, as `ParamType.parse(_:inPathSegment:)` reads them.
    func parse(
        _ bytes: ByteView, _ route: Int, _ p: Int, _ type: ParamType, inPathSegment: Bool = false
    ) -> ParamValue? {
        if case .enumeration = type, !largeEnums.isEmpty {
            return parse(bytes.string, route, p, type, inPathSegment: inPathSegment)
        }
        return type.parse(bytes, inPathSegment: inPathSegment)
    }
}
