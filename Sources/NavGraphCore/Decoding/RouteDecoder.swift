import NavGraphModel
import NavGraphSupport

/// `routes:` — one `Route` per key. A bad value is reported and replaced by
/// the key's default, so the route is kept and later checks still see it.
extension FileDecoder {
    /// Large mappings of routes decode in chunks side by side: routes are
    /// independent, and each chunk's routes and findings join in file order.
    static let concurrentRouteThreshold = 4000

    mutating func decodeRoutes(_ node: YAMLNode) -> [Route] {
        guard let pairs = pairs(node, expected: "a mapping of route ids to routes") else { return [] }
        guard pairs.count >= FileDecoder.concurrentRouteThreshold else {
            return decodeRoutes(pairs[...])
        }
        let chunkCount = 8
        let chunkSize = (pairs.count + chunkCount - 1) / chunkCount
        // A chunk starts at a route: a key that may belong to the route above
        // it (`misindented`) stays with that route's chunk.
        var bounds = [0]
        for chunk in 1..<chunkCount {
            var lower = max(min(chunk * chunkSize, pairs.count), bounds[chunk - 1])
            while lower < pairs.count, Self.mayBeMisindented(pairs[lower]) { lower += 1 }
            bounds.append(lower)
        }
        bounds.append(pairs.count)
        let template = FileDecoder(file: file, fileIndex: fileIndex, isRoot: isRoot)
        let chunkBounds = bounds
        var chunks = Parallel.map(chunkCount, parallel: true) { chunk in
            var decoder = template
            let routes = decoder.decodeRoutes(pairs[chunkBounds[chunk]..<chunkBounds[chunk + 1]])
            return DecodedRoutes(
                routes: routes, diagnostics: decoder.diagnostics, nameComparisons: decoder.nameComparisons)
        }
        return take(DecodedRoutes(joining: &chunks))
    }

    /// Routes decoded apart (a chunk, a piece of the file): their findings and
    /// comparisons join this decoder's, as if it had decoded them itself.
    mutating func take(_ decoded: DecodedRoutes) -> [Route] {
        diagnostics += decoded.diagnostics
        nameComparisons += decoded.nameComparisons
        return decoded.routes
    }

    private mutating func decodeRoutes(_ pairs: ArraySlice<YAMLPair>) -> [Route] {
        var routes: [Route] = []
        routes.reserveCapacity(pairs.count)
        for pair in pairs { decodeEntry(pair, into: &routes) }
        return routes
    }

    /// One entry of `routes:`: a route appended to `routes`, or a key of the last one, mis-indented.
    mutating func decodeEntry(_ pair: YAMLPair, into routes: inout [Route]) {
        guard let id = keyText(pair) else { return }
        if let last = routes.indices.last, misindented(pair, id: id, after: &routes[last]) { return }
        checkID(id, at: pair.key.span, kind: "route")
        routes.append(decodeRoute(id: id, keySpan: pair.key.span, node: pair.value))
    }

    /// Whether the entry reads as a key of the route above it (see `misindented`).
    static func mayBeMisindented(_ pair: YAMLPair) -> Bool {
        // A route's value is a mapping: asked first, that answers at once for nearly every entry.
        if case .mapping = pair.value.value { return false }
        guard pair.value.kind != .null, let id = pair.key.scalar?.text else { return false }
        return RouteKey(key: id) != nil
    }

    /// A route key (`to: [a, b]`) written at the indentation of the route ids
    /// reads as a route named `to` whose value is not a mapping: one finding,
    /// not a route without a path and a trail of unreachable routes. A `to`
    /// list is read as the route above it meant it, when that route has none.
    private mutating func misindented(_ pair: YAMLPair, id: String, after previous: inout Route) -> Bool {
        guard Self.mayBeMisindented(pair), let key = RouteKey(key: id) else { return false }
        report(
            .misindentedKey, "key '\(id)' looks mis-indented: it is read as a route named '\(id)'",
            at: pair.key.span,
            notes: ["indent it under the route above it, '\(previous.id)', to make it that route's '\(id)'"])
        if key == .to, previous.to.isEmpty {
            previous.to = references(
                pair.value, expected: "a list of route ids", item: "a route id", allowSingle: false)
        }
        return true
    }

    mutating func decodeRoute(id: String, keySpan: Span, node: YAMLNode) -> Route {
        // Read into locals, then one Route: its fields live in a box, and
        // each setter would pay a uniqueness and an exclusivity check.
        var screen: String?
        var presentation = Presentation.push
        var presentationSpan: Span?
        var embed: Embedding?
        var auth: [Reference] = []
        var external = false
        var externalSpan: Span?
        var cache: CachePolicy?
        var restore: Restoration?
        var animated = true
        var transition: String?
        var dismissible = true
        var dismissibleSpan: Span?
        var result: String?
        var to: [Reference] = []
        var global = false
        var tab: Reference?
        var pathNode: YAMLNode?
        var paramsNode: YAMLNode?
        if case .mapping(let pairs) = node.value {
            for pair in pairs {
                guard let key = keyText(pair) else { continue }
                let value = pair.value
                guard let known = RouteKey(key: key) else {
                    unknownKey(key, at: pair.key.span, in: "route '\(id)'", allowed: RouteKey.names)
                    continue
                }
                switch known {
                case .path: pathNode = value
                case .params: paramsNode = value
                case .screen:
                    if let s = name(value, expected: "a Swift type name") {
                        if Identifiers.isSwiftTypeName(s.value) {
                            screen = s.value
                        } else {
                            report(.invalidIdentifier, "screen '\(s.value)' is not a Swift type name", at: s.span)
                        }
                    }
                case .presentation:
                    if let p = word(value, of: Presentation.self, what: "a presentation") {
                        presentation = p
                        presentationSpan = value.span
                    }
                case .embed: embed = embedding(value)
                case .auth:
                    auth = references(value, expected: "a list of realm ids", item: "a realm id", allowSingle: true)
                case .external:
                    if let b = bool(value) {
                        external = b
                        externalSpan = value.span
                    }
                case .cache: cache = cachePolicy(value)
                case .restore: restore = restoration(value, routeID: id)
                case .animated:
                    if let b = bool(value) { animated = b }
                case .transition:
                    if let s = name(value, expected: "a transition name") { transition = s.value }
                case .dismissible:
                    if let b = bool(value) {
                        dismissible = b
                        dismissibleSpan = value.span
                    }
                case .result:
                    if let s = name(value, expected: "a Swift type name") { result = s.value }
                case .to:
                    to = references(value, expected: "a list of route ids", item: "a route id", allowSingle: false)
                case .global:
                    if let b = bool(value) { global = b }
                case .tab:
                    if let s = name(value, expected: "a route id (a tab of the root tabs container)") {
                        tab = Reference(s.value, span: s.span)
                    }
                }
            }
        } else if node.kind != .null {
            wrongType(node, expected: "a mapping of route keys (path, screen, ...)")
        }

        var path = RoutePath(text: "", segments: [], span: keySpan, isValid: false)
        var pathParams: [PathParam] = []
        var pathNames = NameSet()
        if let pathNode {
            if let s = string(pathNode, expected: "a path such as /product/:id") {
                let parsed = parsePath(pathNode, text: s.value)
                path = parsed.path
                pathParams = parsed.paramSpans
                pathNames = parsed.paramNames
            } else {
                path.span = pathNode.span
            }
        } else if node.kind == .mapping || node.kind == .null {
            missingKey("path", in: "route '\(id)'", at: node.span)
        }
        var params: [Parameter] = []
        var declared = NameSet()
        if let paramsNode {
            params = decodeParams(paramsNode, routeID: id, pathNames: &pathNames, declared: &declared)
        }
        // `params` of the wrong type is reported already; its names are unknown.
        let paramsReadable = paramsNode.map { $0.kind == .mapping || $0.kind == .null } ?? true
        if !pathParams.isEmpty && paramsReadable {
            reportUndeclared(routeID: id, declared: &declared, paramSpans: pathParams)
        }
        nameComparisons += pathNames.comparisons + declared.comparisons
        return Route(
            id: id, span: keySpan, path: path, screen: screen, presentation: presentation,
            presentationSpan: presentationSpan, embed: embed, params: params, auth: auth, external: external,
            externalSpan: externalSpan, cache: cache, restore: restore, animated: animated, transition: transition,
            dismissible: dismissible, dismissibleSpan: dismissibleSpan, result: result, to: to, global: global,
            tab: tab)
    }

    /// Every `:param` of the path must be declared in `params`.
    private mutating func reportUndeclared(routeID: String, declared: inout NameSet, paramSpans: [PathParam]) {
        for p in paramSpans where !declared.contains(p.name) {
            report(
                .undeclaredParam,
                "path parameter ':\(p.name)' of route '\(routeID)' is not declared in params",
                at: p.span,
                notes: ["declare its type under params, e.g. `\(p.name): string`"])
        }
    }

    /// `embed:` — `stack` or a container id.
    mutating func embedding(_ node: YAMLNode) -> Embedding? {
        guard let s = string(node, expected: "stack or a container id"),
            fitsNameBound(s.value, "stack or a container id", at: s.span)
        else { return nil }
        if s.value == "stack" { return .stack(s.span) }
        return .container(Reference(s.value, span: s.span))
    }

    /// `cache:` — a lifetime id, or `{ lifetime: id, key: TEXT }`.
    mutating func cachePolicy(_ node: YAMLNode) -> CachePolicy? {
        // `cache:` left empty says nothing: a mistake, as `restore:` or `embed:` left empty is.
        if node.kind == .null {
            wrongType(node, expected: "a lifetime id or { lifetime, key }")
            return nil
        }
        if node.scalar != nil {
            guard let r = reference(node, expected: "a lifetime id or { lifetime, key }") else { return nil }
            return CachePolicy(lifetime: r, span: node.span)
        }
        guard let pairs = pairs(node, expected: "a lifetime id or { lifetime, key }") else { return nil }
        var lifetime: Reference?
        var key: Located<String>?
        for pair in pairs {
            guard let k = keyText(pair) else { continue }
            switch CachePolicyKey(rawValue: k) {
            case .lifetime?: lifetime = reference(pair.value, expected: "a lifetime id")
            case .key?:
                if let s = pair.value.scalar, pair.value.kind != .null, !s.text.isEmpty {
                    key = Located(s.text, span: pair.value.span)
                } else {
                    wrongType(pair.value, expected: "a cache key")
                }
            case nil: unknownKey(k, at: pair.key.span, in: "cache", allowed: CachePolicyKey.names)
            }
        }
        guard let lifetime else {
            if !pairs.isEmpty || node.kind == .mapping { missingKey("lifetime", in: "cache", at: node.span) }
            return nil
        }
        return CachePolicy(lifetime: lifetime, key: key, span: node.span)
    }

    /// `restore:` — true (same as `{ id: <route id>, behavior: allow }`),
    /// false (none), or a mapping with either key.
    mutating func restoration(_ node: YAMLNode, routeID: String) -> Restoration? {
        if let s = node.scalar, node.kind == .string, let behavior = RestoreBehavior(rawValue: s.text) {
            wrongType(
                node, expected: "true, false or { id, behavior }",
                notes: ["a behavior goes under `behavior:`: write `restore: { behavior: \(behavior.rawValue) }`"])
            return nil
        }
        if node.scalar != nil {
            guard let b = bool(node) else { return nil }
            return b ? Restoration(id: routeID, behavior: .allow, span: node.span) : nil
        }
        guard let pairs = pairs(node, expected: "true, false or { id, behavior }") else { return nil }
        var result = Restoration(id: routeID, behavior: .allow, span: node.span)
        for pair in pairs {
            guard let k = keyText(pair) else { continue }
            switch RestoreKey(rawValue: k) {
            case .id?:
                if let s = name(pair.value, expected: "a restoration id") {
                    result.id = s.value
                    result.idSpan = s.span
                }
            case .behavior?:
                if let b = word(pair.value, of: RestoreBehavior.self, what: "a restore behavior") {
                    result.behavior = b
                    result.span = pair.value.span
                }
            case nil: unknownKey(k, at: pair.key.span, in: "restore", allowed: RestoreKey.names)
            }
        }
        return result
    }
}
