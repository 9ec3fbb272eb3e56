import NavGraphCore
import NavGraphModel

/// Valid parameter values an exploration or a generated suite uses: a
/// parameter's default when it has one, otherwise a fixed value of its type.
enum SampleValues {
    /// A value that parses back as itself in a script and in a path segment.
    static func sample(_ type: ParamType) -> ParamValue {
        switch type {
        case .string: return .string("value")
        case .int: return .int(1)
        case .double: return .double(1.5)
        case .bool: return .bool(true)
        case .uuid: return .uuid("00000000-0000-4000-8000-000000000001")
        case .enumeration(let words): return .enumCase(words.first ?? "")
        }
    }

    /// Values for `open`: defaults, and a sample for each required parameter without one.
    static func openParams(_ route: Route) -> [ParamValue?] {
        route.params.map { p in p.defaultValue ?? (p.required || p.isPath ? sample(p.type) : nil) }
    }

    /// Deep link URLs of an external route: one with sample values (in the
    /// query too, for each required query parameter without a default), and one
    /// for every word of each enum path parameter (the others at their
    /// sample), since a literal route beside it may take some words. Nil
    /// when the route's path cannot carry the parameters.
    static func deeplinks(_ route: Route, linkBase: String) -> [String] {
        guard route.path.isValid else { return [] }
        var base: [String: String] = [:]
        for p in route.params where p.isPath { base[p.name] = (p.defaultValue ?? sample(p.type)).description }
        var variants = [base]
        for p in route.params where p.isPath {
            guard case .enumeration(let words) = p.type else { continue }
            for w in words where w != base[p.name] {
                var v = base
                v[p.name] = w
                variants.append(v)
            }
        }
        // A required query parameter without a default goes in the query: a link without it
        // fails (missingParameter), and no app opens a link it cannot fill.
        let required = route.params.filter { !$0.isPath && $0.required && $0.defaultValue == nil }
        let query =
            required.isEmpty
            ? ""
            : "?" + required.map { $0.name + "=" + percentEncode(sample($0.type).description) }.joined(separator: "&")
        return variants.map { values in
            let segments = route.path.segments.map { segment -> String in
                switch segment {
                // A literal is matched against the link's decoded segment: what decoding or
                // the URL's syntax would change (`%`, a space, `#`, `?`) is written encoded.
                case .literal(let l): return literalEncode(l)
                case .param(let name): return percentEncode(values[name] ?? "")
                }
            }
            return linkBase + segments.joined(separator: "/") + query
        }
    }

    /// What a deep link of the graph starts with, before its path's first
    /// segment: `scheme://`, or `https://HOST/` for a graph with only hosts
    /// (both open the same routes); nil when the graph has neither.
    static func linkBase(_ graph: Graph) -> String? {
        if let scheme = graph.scheme?.value { return scheme + "://" }
        return graph.hosts.first.map { "https://" + $0.value.lowercased() + "/" }
    }

    /// A path literal as a link writes it: as it is, but for what decoding or the URL's
    /// syntax would change (`a%20b` is `a%2520b`, so that it decodes back to itself).
    static func literalEncode(_ text: String) -> String {
        func changes(_ c: Unicode.Scalar) -> Bool {
            c.value <= 0x20 || c.value == 0x7F || c == "%" || c == "#" || c == "?"
        }
        guard text.unicodeScalars.contains(where: changes) else { return text }
        var out = ""
        for c in text.unicodeScalars {
            if changes(c) { out += percentEncode(String(c)) } else { out.unicodeScalars.append(c) }
        }
        return out
    }

    /// Escapes what a path segment or a script word cannot hold as it is.
    static func percentEncode(_ text: String) -> String {
        var out = ""
        for b in text.utf8 {
            let c = Character(Unicode.Scalar(b))
            if c.isASCII, c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." {
                out.append(c)
            } else {
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(b >> 4)]) + String(hex[Int(b & 15)])
            }
        }
        return out
    }
}
