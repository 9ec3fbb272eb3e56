import NavGraphModel
import NavGraphSupport

/// Parses a route's `path:` into segments. A path starts with `/`; `/` alone
/// is the root path; every other segment is a literal or `:name`. The first
/// fault is reported as `invalid-path` at the offending segment's own column
/// (inside the scalar), and the path is kept with `isValid == false`.
extension FileDecoder {
    /// Parameter names of the path, each with the span of its `:name` segment.
    struct ParsedPath {
        var path: RoutePath
        /// In path order.
        var paramSpans: [PathParam]
        /// The same names, for lookups by name (its comparisons are counted by the route's decoder).
        var paramNames = NameSet()
    }

    /// A `:name` segment and where it is written. (A struct, not a tuple: an
    /// array of tuples fetches its type metadata at run time, per route.)
    struct PathParam {
        var name: String
        var span: Span
    }

    mutating func parsePath(_ node: YAMLNode, text: String) -> ParsedPath {
        // Native strings are contiguous UTF-8: read them in place, no copy.
        ByteView.of(text) { parsePath(node, text: text, bytes: $0) }
    }

    private mutating func parsePath(_ node: YAMLNode, text: String, bytes u: ByteView) -> ParsedPath {
        let n = u.count
        var slashes = 0
        for b in u where b == UInt8(ascii: "/") { slashes += 1 }
        var segments: [RoutePath.Segment] = []
        segments.reserveCapacity(slashes)
        var paramSpans: [PathParam] = []
        var paramNames = NameSet()

        func fail(_ self_: inout FileDecoder, _ message: String, _ start: Int, _ end: Int, notes: [String] = [])
            -> ParsedPath
        {
            self_.report(.invalidPath, message, at: self_.spanInside(node, from: start, to: end), notes: notes)
            return ParsedPath(
                path: RoutePath(text: text, segments: segments, span: node.span, isValid: false),
                paramSpans: paramSpans, paramNames: paramNames)
        }

        guard n > 0 else { return fail(&self, "a path cannot be empty", 0, 0, notes: ["write '/' for the root path"]) }
        guard u[0] == UInt8(ascii: "/") else {
            return fail(&self, "path '\(text)' does not start with '/'", 0, n)
        }
        if n == 1 {
            return ParsedPath(path: RoutePath(text: text, segments: [], span: node.span), paramSpans: [])
        }
        // Every segment is a level of the generated matcher's nested `switch`
        // (and of the code that prints it): a path is bounded like a name.
        if slashes > Identifiers.maxPathSegments {
            var seen = 0
            var cut = 0
            while cut < n {
                if u[cut] == UInt8(ascii: "/") {
                    seen += 1
                    if seen > Identifiers.maxPathSegments { break }
                }
                cut += 1
            }
            return fail(
                &self, "a path of \(slashes) segments is longer than \(Identifiers.maxPathSegments) segments", cut, n,
                notes: ["a path holds at most \(Identifiers.maxPathSegments) segments"])
        }
        var start = 1
        while start <= n {
            var end = start
            while end < n, u[end] != UInt8(ascii: "/") { end += 1 }
            if end == start {
                if start == n {
                    return fail(
                        &self, "path '\(text)' ends with '/'", start - 1, start,
                        notes: ["only the root path '/' ends with '/'"])
                }
                return fail(&self, "path '\(text)' has an empty segment", start, start + 1)
            }
            if u[start] == UInt8(ascii: ":") {
                let name = u.string((start + 1)..<end)
                if name.isEmpty {
                    return fail(&self, "':' in path '\(text)' is not followed by a parameter name", start, end)
                }
                if name.utf8.count > Identifiers.maxBytes {
                    return fail(
                        &self,
                        "path parameter name of \(name.utf8.count) bytes is longer than \(Identifiers.maxBytes) bytes",
                        start, end,
                        notes: [
                            "keys, ids, names, types and enum words are at most \(Identifiers.maxBytes) bytes of UTF-8"
                        ])
                }
                guard Identifiers.isName(name) else {
                    return fail(
                        &self, "path parameter ':\(name)' is not a valid name", start, end,
                        notes: ["parameter names match [A-Za-z_][A-Za-z0-9_]*"])
                }
                if !paramNames.insert(name) {
                    return fail(&self, "path parameter ':\(name)' appears twice in '\(text)'", start, end)
                }
                paramSpans.append(PathParam(name: name, span: spanInside(node, from: start, to: end)))
                segments.append(.param(name))
            } else {
                let segment = u.string(start..<end)
                for k in start..<end {
                    let b = u[k]
                    // A C1 control character (U+0080 to U+009F, NEL and CSI among them) is one too.
                    if b == 0xC2, k + 1 < end, u[k + 1] >= 0x80, u[k + 1] <= 0x9F {
                        return fail(
                            &self, "path segment '\(segment)' contains a control character", k, k + 2,
                            notes: [
                                "a path holds literal segments and :params; query parameters are declared in params"
                            ])
                    }
                    if b == UInt8(ascii: "?") || b == UInt8(ascii: "#") || b <= 0x20 || b == 0x7F {
                        let shown =
                            b == 0x20
                            ? "a space"
                            : b < 0x20 || b == 0x7F ? "a control character" : "'\(Character(Unicode.Scalar(b)))'"
                        return fail(
                            &self, "path segment '\(segment)' contains \(shown)", k, k + 1,
                            notes: [
                                "a path holds literal segments and :params; query parameters are declared in params"
                            ])
                    }
                }
                segments.append(.literal(segment))
            }
            start = end + 1
        }
        return ParsedPath(
            path: RoutePath(text: text, segments: segments, span: node.span), paramSpans: paramSpans,
            paramNames: paramNames)
    }

    /// The span of bytes `start..<end` of a scalar's text, in the file. Exact
    /// for plain and quoted one-line scalars (the usual path); when escapes or
    /// folding make text and source differ, the whole scalar.
    func spanInside(_ node: YAMLNode, from start: Int, to end: Int) -> Span {
        guard let scalar = node.scalar else { return node.span }
        let length = scalar.text.utf8.count
        let sourceLength = node.span.end - node.span.start
        let base: Int
        switch scalar.style {
        case .plain where sourceLength == length:
            base = node.span.start
        case .singleQuoted where sourceLength == length + 2, .doubleQuoted where sourceLength == length + 2:
            base = node.span.start + 1
        default:
            return node.span
        }
        return Span(file: node.span.file, start: base + start, end: base + max(start, end))
    }
}
