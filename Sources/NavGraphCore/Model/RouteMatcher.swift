/// Matches concrete paths against the graph's route patterns with a trie of
/// segments: the cost grows with the path's length, not the number of routes.
/// At the first position where two patterns differ a literal beats a
/// parameter; a dead end backtracks to the parameter branch.
public struct RouteMatcher: Sendable {
    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var param: Int?
        var route: Int?
    }

    private var nodes: [Node] = [Node()]
    private let routes: [Route]

    public init(routes: [Route]) {
        self.routes = routes
        for (index, route) in routes.enumerated() {
            var current = 0
            for segment in route.path.segments {
                switch segment {
                case .literal(let text):
                    if let next = nodes[current].literals[text] {
                        current = next
                    } else {
                        nodes.append(Node())
                        nodes[current].literals[text] = nodes.count - 1
                        current = nodes.count - 1
                    }
                case .param:
                    if let next = nodes[current].param {
                        current = next
                    } else {
                        nodes.append(Node())
                        nodes[current].param = nodes.count - 1
                        current = nodes.count - 1
                    }
                }
            }
            // The first route with a shape keeps it; `check` reports the rest.
            if nodes[current].route == nil { nodes[current].route = index }
        }
    }

    public init(graph: Graph) { self.init(routes: graph.routes) }

    public enum Failure: Sendable, Hashable, Error {
        case noMatch
        /// The parameter's name.
        case badParameter(String)
        case missingParameter(String)

        public var reason: String {
            switch self {
            case .noMatch: return "noMatch"
            case .badParameter: return "badParameter"
            case .missingParameter: return "missingParameter"
            }
        }
    }

    public struct Match: Sendable, Hashable {
        public var route: Int
        /// Every declared parameter that has a value: given, or its default.
        public var values: [String: ParamValue]
    }

    /// The route index whose pattern matches these (decoded) segments.
    public func routeIndex(forSegments segments: [String]) -> Int? {
        var stack: [(node: Int, depth: Int)] = [(0, 0)]
        while let (node, depth) = stack.popLast() {
            if depth == segments.count {
                if let r = nodes[node].route { return r }
                continue
            }
            let segment = segments[depth]
            if segment.isEmpty { continue }
            // Pushed last, popped first: the literal branch wins.
            if let p = nodes[node].param { stack.append((p, depth + 1)) }
            if let l = nodes[node].literals[segment] { stack.append((l, depth + 1)) }
        }
        return nil
    }

    /// Matches an in-app path such as `/product/42?ref=mail`.
    public func match(path: String) -> Result<Match, Failure> {
        guard let parts = PathComponents(path) else { return .failure(.noMatch) }
        return match(parts)
    }

    /// Matches a deep link such as `shop://product/42`: the URL's host is the
    /// first path segment. A scheme other than the graph's is `noMatch`.
    public func match(url: String, scheme: String?) -> Result<Match, Failure> {
        guard let scheme, let parts = PathComponents(url: url, scheme: scheme) else { return .failure(.noMatch) }
        return match(parts)
    }

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

/// A concrete path split into percent-decoded segments and query items.
public struct PathComponents: Sendable, Hashable {
    public var segments: [String]
    public var query: [(String, String)]

    public static func == (a: PathComponents, b: PathComponents) -> Bool {
        a.segments == b.segments && a.query.map { [$0.0, $0.1] } == b.query.map { [$0.0, $0.1] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        for (k, v) in query { hasher.combine(k); hasher.combine(v) }
    }

    /// `/a/b?x=1`. Nil when the text does not start with `/`.
    public init?(_ path: String) {
        guard path.hasPrefix("/") else { return nil }
        self.init(afterSlash: path.dropFirst())
    }

    /// `scheme://a/b?x=1`: the host is the first segment; `scheme://` alone is `/`.
    public init?(url: String, scheme: String) {
        let prefix = scheme + "://"
        guard url.count >= prefix.count, url.prefix(prefix.count).lowercased() == prefix.lowercased() else {
            return nil
        }
        self.init(afterSlash: url.dropFirst(prefix.count))
    }

    // The delimiters are found among Unicode scalars, not Characters: `?` followed by a
    // combining mark is one Character, but still the start of the query (as in the
    // generated route table, which reads bytes).
    private init(afterSlash rest: Substring) {
        var body = rest.unicodeScalars
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        var queryText = body[body.endIndex...]
        if let q = body.firstIndex(of: "?") {
            queryText = body[body.index(after: q)...]
            body = body[..<q]
        }
        var raw = body.split(separator: "/", omittingEmptySubsequences: false).map { String(Substring($0)) }
        if raw.last == "" { raw.removeLast() }  // a trailing `/` is ignored
        segments = raw.map(PathComponents.percentDecode)
        query = queryText.split(separator: "&", omittingEmptySubsequences: true).map { item in
            if let eq = item.firstIndex(of: "=") {
                return (PathComponents.percentDecode(String(Substring(item[..<eq]))),
                        PathComponents.percentDecode(String(Substring(item[item.index(after: eq)...]))))
            }
            return (PathComponents.percentDecode(String(Substring(item))), "")
        }
    }

    /// Decodes `%XX` escapes; `+` stays a plus. Malformed escapes stay as written.
    public static func percentDecode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let u = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(u.count)
        var i = 0
        while i < u.count {
            if u[i] == UInt8(ascii: "%"), i + 2 < u.count + 0, i + 2 <= u.count - 1,
               let h = hexValue(u[i + 1]), let l = hexValue(u[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(u[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }
}
