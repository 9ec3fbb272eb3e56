import NavGraphSupport

/// Matching read straight from a path's or a URL's UTF-8 bytes: what the
/// simulator does for every distinct `open /path` and `deeplink` line of a
/// script (a large generated suite has hundreds of thousands). The answer is
/// `matchInOrder(path:)`'s and `matchInOrder(url:)`'s; it is reached without
/// a String or an array a segment. A path with a percent escape or a byte
/// outside ASCII is read by `PathComponents` (decoding and Unicode equality
/// are theirs). `RouteMatcherBytesTests` holds the two readings together.
/// The bytes are read in place through a `ByteView` (the script's, as the
/// simulator holds them).
extension RouteMatcher {
    /// `matchInOrder(path:)` of the path whose UTF-8 bytes `b` views.
    public func matchInOrder(pathBytes b: ByteView) -> Result<OrderedMatch, Failure> {
        guard isPlain(b) else { return matchInOrder(path: b.string) }
        guard b.first == UInt8(ascii: "/") else { return .failure(.noMatch) }
        return matchInOrder(b, after: 1)
    }

    /// `matchInOrder(url:)` of the URL whose UTF-8 bytes `b` views.
    public func matchInOrder(urlBytes b: ByteView) -> Result<OrderedMatch, Failure> {
        guard isPlain(b) else { return matchInOrder(url: b.string) }
        guard let prefix = linkPrefix.pathStart(b) else { return .failure(.noMatch) }
        return matchInOrder(b, after: prefix).flatMap { m in
            routes[m.route].external ? .success(m) : .failure(.notExternal(named(m)))
        }
    }

    /// ASCII, with no percent escape: each segment's bytes are its decoded text.
    private func isPlain(_ b: ByteView) -> Bool {
        guard matchesBytes else { return false }
        for c in b where c >= 0x80 || c == UInt8(ascii: "%") { return false }
        return true
    }

    /// The text from `start` (after the `/` or `scheme://`), split as
    /// `PathComponents` splits it: segments at `/` (empty ones kept, one
    /// trailing one dropped), then the query's items at `&` (empty ones
    /// dropped), a `#` fragment ignored. Read as `matchInOrder(_:)` reads them.
    private func matchInOrder(_ b: ByteView, after start: Int) -> Result<OrderedMatch, Failure> {
        var end = b.count
        if let hash = b.firstIndex(of: UInt8(ascii: "#"), from: start, to: end) { end = hash }
        var bodyEnd = end
        if let q = b.firstIndex(of: UInt8(ascii: "?"), from: start, to: end) { bodyEnd = q }
        var slashes = 1
        for i in start..<bodyEnd where b[i] == UInt8(ascii: "/") { slashes += 1 }
        // The matcher is passed to the scratch's body, not captured (see `ScratchArray`).
        return ScratchArray.withScratch(of: Range<Int>.self, capacity: slashes, passing: self) { matcher, segments in
            var from = start
            for i in start...bodyEnd where i == bodyEnd || b[i] == UInt8(ascii: "/") {
                segments.append(from..<i)
                from = i + 1
            }
            if segments[segments.count - 1].isEmpty { segments.removeLast() }  // a trailing `/` is ignored
            guard let index = matcher.routeIndex(b, segments) else { return .failure(.noMatch) }
            return matcher.values(of: index, b, segments, query: min(bodyEnd + 1, end)..<end)
        }
    }

    /// `PathTrie.routeIndex(forSegments:)` for segments given as ranges of `b`: at the first
    /// position where two patterns differ a literal beats a parameter; a dead end backtracks
    /// to the parameter branch; an empty segment matches nothing.
    private func routeIndex(_ b: ByteView, _ segments: ScratchArray<Range<Int>>) -> Int? {
        // The same walk, on a stack of at most two branches a level. The matcher is passed
        // whole: its trie, passed alone, was copied to be passed.
        ScratchArray.withScratch(of: (node: Int32, depth: Int).self, capacity: 2 * segments.count + 2, passing: self) {
            matcher, stack in
            stack.append((0, 0))
            while let (node, depth) = stack.popLast() {
                let n = matcher.trie.nodes[Int(node)]
                if depth == segments.count {
                    if n.route >= 0 { return Int(n.route) }
                    continue
                }
                let segment = segments[depth]
                if segment.isEmpty { continue }
                // Pushed last, popped first: the literal branch wins.
                if n.param >= 0 { stack.append((n.param, depth + 1)) }
                if matcher.trie.hasLiteralChildren(node),
                    let l = matcher.trie.literalChild(of: node, b.slice(segment))
                {
                    stack.append((l, depth + 1))
                }
            }
            return nil
        }
    }

    /// Path parameters, then the query (a key given twice, or naming a path
    /// parameter, is bad), then defaults: `matchInOrder(_:)`'s reading.
    private func values(
        of index: Int, _ b: ByteView, _ segments: ScratchArray<Range<Int>>,
        query: Range<Int>
    ) -> Result<OrderedMatch, Failure> {
        let params = routes[index].params
        var values: [ParamValue?] = .unset(params.count)
        var given = IndexFlags(count: params.count)
        let first = Int(segmentStart[index])
        for position in 0..<(Int(segmentStart[index + 1]) - first) {
            let p = Int(segmentParams[first + position])
            if p == -1 { continue }
            let text = b.slice(segments[position])
            guard p >= 0, let value = parse(text, index, p, params[p].type, inPathSegment: true) else {
                guard case .param(let name) = routes[index].pathSegments[position] else { return .failure(.noMatch) }
                return .failure(.badParameter(name))
            }
            values[p] = value
            given[p] = true
        }
        var seen = IndexFlags(count: params.count)
        var item = query.lowerBound
        while item < query.upperBound {
            var stop = item
            while stop < query.upperBound, b[stop] != UInt8(ascii: "&") { stop += 1 }
            defer { item = stop + 1 }
            guard stop > item else { continue }
            let eq = b.firstIndex(of: UInt8(ascii: "="), from: item, to: stop)
            let key = b.string(item..<(eq ?? stop))
            guard let p = params.firstIndex(where: { $0.name == key }) else { continue }
            if params[p].isPath || seen[p] { return .failure(.badParameter(key)) }
            seen[p] = true
            let value = b.slice(eq.map { ($0 + 1)..<stop } ?? stop..<stop)
            guard let typed = parse(value, index, p, params[p].type) else { return .failure(.badParameter(key)) }
            values[p] = typed
            given[p] = true
        }
        if let missing = RouteMatcher.fillDefaults(&values, given: given, params) { return .failure(missing) }
        return .success(OrderedMatch(route: index, values: values))
    }
}
