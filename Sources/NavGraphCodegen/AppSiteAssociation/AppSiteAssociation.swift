import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// The `applinks` section of an `apple-app-site-association` file (`navgraph
/// gen --aasa`): the URLs of the graph's hosts that open the app, written from
/// its external routes so that the web side and the app cannot disagree.
///
/// One component a route, in Apple's pattern syntax (`*` any characters, `?`
/// one): a literal segment as written, a path parameter `?*` (a segment is
/// never empty), a required query parameter without a default in a `?`
/// dictionary. iOS takes the first component that matches, so they are
/// ordered as the route matcher decides (at the first position where two
/// paths differ a literal wins, a longer path before its prefix), but never
/// after a component whose pattern takes their URLs (`unshadowed`), and a
/// route that is not external but whose URLs an external route's pattern
/// would take is listed before it with `exclude: true`.
public enum AppSiteAssociation {
    /// The file's text for the apps `appIDs` (`TEAMID.bundle.id`), with a final newline.
    public static func json(for graph: Graph, appIDs: [String]) -> String {
        let external = graph.routes.indices.filter { graph.primaryRoutes[$0] && graph.routes[$0].external }
        let patterns = graph.routes.map(pathPattern)
        let samples = graph.routes.map(samplePath)
        let externalPatterns = PatternIndex(external, patterns: patterns)
        var listed = external.map { (route: $0, exclude: false) }
        for r in graph.routes.indices where graph.primaryRoutes[r] && !graph.routes[r].external {
            if externalPatterns.candidates(for: samples[r]).contains(where: { Glob.matches(patterns[$0], samples[r]) })
            {
                listed.append((r, true))
            }
        }
        listed.sort { precedes(graph.routes[$0.route].pathSegments, graph.routes[$1.route].pathSegments) }
        listed = unshadowed(listed, patterns: patterns, samples: samples)

        var out = "{\n  \"applinks\": {\n    \"details\": [\n      {\n        \"appIDs\": ["
        out += appIDs.map(JSONString.quoted).joined(separator: ", ")
        out += "],\n        \"components\": ["
        for (n, item) in listed.enumerated() {
            let route = graph.routes[item.route]
            out += n == 0 ? "\n" : ",\n"
            out += "          {\n            \"/\": " + JSONString.quoted(patterns[item.route])
            let query = item.exclude ? [] : route.params.filter { !$0.isPath && $0.required && $0.defaultValue == nil }
            if !query.isEmpty {
                out += ",\n            \"?\": { "
                out += query.map { JSONString.quoted($0.name) + ": " + JSONString.quoted(valuePattern($0.type)) }
                    .joined(separator: ", ")
                out += " }"
            }
            if item.exclude { out += ",\n            \"exclude\": true" }
            out += ",\n            \"comment\": " + JSONString.quoted("route \(route.id)")
            out += "\n          }"
        }
        out += listed.isEmpty ? "]\n" : "\n        ]\n"
        out += "      }\n    ]\n  }\n}\n"
        return out
    }

    /// The components in an order where none is shadowed: Apple's `*` also matches `/`, so a
    /// pattern can take the URLs of a longer path that differs from it further on
    /// (`/u/?*/edit` takes `/u/1/posts/2/edit`), and iOS takes the first component that
    /// matches. A component whose URLs another's pattern takes (and not the reverse) goes
    /// before that other; the matcher's order (`precedes`) decides the rest.
    static func unshadowed(_ listed: [(route: Int, exclude: Bool)], patterns: [String], samples: [String])
        -> [(route: Int, exclude: Bool)]
    {
        let n = listed.count
        // after[j]: the components j must go before; waiting[i]: how many must go before i.
        var after = [[Int]](repeating: [], count: n)
        var waiting = [Int](repeating: 0, count: n)
        let index = PatternIndex(Array(0..<n), patterns: listed.map { patterns[$0.route] })
        for j in 0..<n {
            let b = listed[j].route
            for i in index.candidates(for: samples[b]) where i != j {
                let a = listed[i].route
                if Glob.matches(patterns[a], samples[b]), !Glob.matches(patterns[b], samples[a]) {
                    after[j].append(i)
                    waiting[i] += 1
                }
            }
        }
        // Most graphs shadow nothing: the matcher's order stands.
        guard waiting.contains(where: { $0 > 0 }) else { return listed }
        // The first ready component in the matcher's order, each time: the ready ones in a
        // min-heap of their positions (a cycle, which patterns of paths cannot make, would
        // leave some unplaced: they follow in the matcher's order).
        var ready = MinHeap((0..<n).filter { waiting[$0] == 0 })
        var placed = [Bool](repeating: false, count: n)
        var out: [(route: Int, exclude: Bool)] = []
        out.reserveCapacity(n)
        while let next = ready.pop() {
            placed[next] = true
            out.append(listed[next])
            for i in after[next] {
                waiting[i] -= 1
                if waiting[i] == 0 { ready.push(i) }
            }
        }
        for k in 0..<n where !placed[k] { out.append(listed[k]) }
        return out
    }

    /// `/product/?*`: literals percent-encoded where a pattern needs it, a parameter as `?*`.
    static func pathPattern(_ route: Route) -> String {
        let segments = route.pathSegments.map { segment -> String in
            switch segment {
            case .literal(let text): return encode(text)
            case .param: return "?*"
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// A query value: any text for a string (it may be empty), at least one character otherwise.
    static func valuePattern(_ type: ParamType) -> String { type == .string ? "*" : "?*" }

    /// A path of the route with each parameter as one character, to try patterns on.
    static func samplePath(_ route: Route) -> String {
        "/"
            + route.pathSegments.map { segment -> String in
                if case .literal(let text) = segment { return encode(text) }
                return "x"
            }.joined(separator: "/")
    }

    /// Percent-encodes what is not unreserved (RFC 3986) or a sub-delimiter,
    /// so `*` and `?` in a literal are never read as wildcards.
    static func encode(_ text: String) -> String {
        var out = ""
        for b in text.utf8 {
            let plain =
                (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
                || "-._~!$&'()+,;=:@".utf8.contains(b)
            if plain {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    /// Whether a path goes before another: at the first position where they
    /// differ, a literal before a parameter (literals in byte order); a
    /// longer path before its own prefix.
    static func precedes(_ a: [RoutePath.Segment], _ b: [RoutePath.Segment]) -> Bool {
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.literal(let s), .literal(let t)) where s != t: return Array(s.utf8).lexicographicallyPrecedes(t.utf8)
            case (.literal, .param): return true
            case (.param, .literal): return false
            default: continue
            }
        }
        return a.count > b.count
    }
}

/// The smallest of a set of integers, taken one at a time (a binary heap).
struct MinHeap {
    private var items: [Int]

    init(_ items: [Int]) {
        self.items = []
        for x in items { push(x) }
    }

    mutating func push(_ x: Int) {
        items.append(x)
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2] > items[i] {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return top }
        items[0] = last
        var i = 0
        while true {
            let (l, r) = (2 * i + 1, 2 * i + 2)
            var m = i
            if l < items.count, items[l] < items[m] { m = l }
            if r < items.count, items[r] < items[m] { m = r }
            if m == i { return top }
            items.swapAt(i, m)
            i = m
        }
    }
}

/// Patterns found by a literal segment a path must hold: a pattern's literal
/// segment sits between `/`s (or at the end) that the path must hold too, so
/// only a path with that segment can match it, wherever the wildcards fall
/// (Apple's `*` takes `/`). Each pattern is filed under its rarest literal
/// segment, and a path is tried against the patterns filed under its own
/// segments and those without a literal (all parameters), not against
/// every pattern: 8,000 external routes `/:p/x1`, `/:p/x2`... once tried
/// 64 million pairs.
struct PatternIndex {
    private var bySegment: [Substring: [Int]] = [:]
    private var wild: [Int] = []

    /// `patterns[k]` for each `k` of `keys`, found by `k`.
    init(_ keys: [Int], patterns: [String]) {
        let literals = keys.map { Self.literalSegments(patterns[$0]) }
        var frequency: [Substring: Int] = [:]
        for segments in literals {
            for segment in Set(segments) { frequency[segment, default: 0] += 1 }
        }
        for (k, segments) in zip(keys, literals) {
            let rarest = segments.min { a, b in
                let (x, y) = (frequency[a, default: 0], frequency[b, default: 0])
                return x != y ? x < y : a < b
            }
            if let rarest { bySegment[rarest, default: []].append(k) } else { wild.append(k) }
        }
    }

    /// The keys of the patterns that may match `path`, in the order they were given.
    func candidates(for path: String) -> [Int] {
        var found = wild
        for segment in Set(path.split(separator: "/")) { found += bySegment[segment] ?? [] }
        return found.sorted()
    }

    /// The segments of `pattern` without a wildcard (not empty).
    static func literalSegments(_ pattern: String) -> [Substring] {
        pattern.split(separator: "/").filter { !$0.contains(where: { $0 == "*" || $0 == "?" }) }
    }
}

/// Apple's component patterns: `*` matches any run of characters (`/` included), `?` one character.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.utf8)
        let t = Array(text.utf8)
        // The classic greedy walk with one backtrack point: linear for one `*`, and
        // bounded by |p|·|t| in all.
        var (i, j) = (0, 0)
        var star: (p: Int, t: Int)?
        while j < t.count {
            if i < p.count, p[i] == UInt8(ascii: "?") || p[i] == t[j], p[i] != UInt8(ascii: "*") {
                i += 1
                j += 1
            } else if i < p.count, p[i] == UInt8(ascii: "*") {
                star = (i, j)
                i += 1
            } else if let s = star {
                i = s.p + 1
                j = s.t + 1
                star = (s.p, s.t + 1)
            } else {
                return false
            }
        }
        while i < p.count, p[i] == UInt8(ascii: "*") { i += 1 }
        return i == p.count
    }
}
