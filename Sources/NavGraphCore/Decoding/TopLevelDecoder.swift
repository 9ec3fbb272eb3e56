import NavGraphModel

/// What one file contributes to the graph before files are merged.
struct FileContents {
    var version: Located<Int>?
    var name: Located<String>?
    var scheme: Located<String>?
    var hosts: [Located<String>] = []
    var deepLinkModals: Located<DeepLinkModals>?
    var root: Reference?
    /// Every top-level key present (to tell "missing" from "present but bad").
    var keys: Set<String> = []
    /// Whether the YAML reader found a repeated key in this file (then a
    /// repeated id within the file is possible and must be dropped).
    var hasDuplicateKeys = false
    var routesSpan: Span?
    var includes: [Located<String>] = []
    var realms: [Realm] = []
    var lifetimes: [Lifetime] = []
    var containers: [Container] = []
    var routes: [Route] = []
    var interceptors: [Interceptor] = []
}

/// The top-level mapping of the root file or of a module file.
extension FileDecoder {
    /// `decodedRoutes`: the routes the reader decoded as it read them (`YAMLDocument.decodedRoutes`).
    mutating func decodeTopLevel(_ node: YAMLNode, decodedRoutes: DecodedRoutes? = nil) -> FileContents? {
        guard case .mapping(let pairs) = node.value else {
            let what =
                isRoot
                ? "a graph: a mapping with navgraph, name, root and routes"
                : "a module: a mapping with routes, interceptors, containers, auth or lifetimes"
            wrongType(node, expected: what)
            return nil
        }
        var contents = FileContents()
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            guard let known = TopLevelKey(rawValue: key) else {
                let allowed =
                    isRoot ? TopLevelKey.names : TopLevelKey.allCases.filter(\.allowedInModule).map(\.rawValue)
                unknownKey(key, at: pair.key.span, in: isRoot ? "the graph" : "a module file", allowed: allowed)
                continue
            }
            if !isRoot && !known.allowedInModule {
                report(
                    .unknownKey, "unknown key '\(key)' in a module file: '\(key)' is only allowed in the root file",
                    at: pair.key.span,
                    notes: ["a module file holds only routes, interceptors, containers, auth, lifetimes and include"])
                continue
            }
            contents.keys.insert(key)
            let value = pair.value
            switch known {
            case .navgraph: contents.version = version(value)
            case .name:
                if let s = name(value, expected: "a Swift identifier") {
                    contents.name = s
                    if !Identifiers.isSwiftIdentifier(s.value) {
                        report(
                            .invalidIdentifier, "name '\(s.value)' is not a Swift identifier", at: s.span,
                            notes: ["generated types are named <name>Route, <name>Realm, ...; write e.g. Shop"])
                    }
                }
            case .scheme:
                if let s = name(value, expected: "a URL scheme") {
                    contents.scheme = s
                    if !Self.isScheme(s.value) {
                        report(
                            .invalidValue, "scheme '\(s.value)' is not a URL scheme", at: s.span,
                            notes: ["a scheme is a letter, then letters, digits, '+', '-' or '.' (no '://')"])
                    }
                }
            case .hosts: contents.hosts = decodeHosts(value)
            case .root: contents.root = reference(value, expected: "a route or container id")
            case .deeplinks: contents.deepLinkModals = deepLinks(value)
            case .include:
                guard let list = items(value, expected: "a list of module file paths") else { break }
                for entry in list {
                    if let s = text(entry, expected: "a module file path") { contents.includes.append(s) }
                }
            case .auth: Self.append(decodeRealms(value), to: &contents.realms)
            case .lifetimes: Self.append(decodeLifetimes(value), to: &contents.lifetimes)
            case .containers: Self.append(decodeContainers(value), to: &contents.containers)
            case .routes:
                contents.routesSpan = value.span
                let routes = decodedRoutes.map { take($0) } ?? decodeRoutes(value)
                Self.append(routes, to: &contents.routes)
            case .interceptors: Self.append(decodeInterceptors(value), to: &contents.interceptors)
            }
        }
        if isRoot {
            // `routes` is checked once every file is merged (modules may hold them all).
            for key in ["navgraph", "name", "root"] where !contents.keys.contains(key) {
                missingKey(key, in: "the graph", at: node.span)
            }
        }
        return contents
    }

    /// Appends without copying elements in the usual case (one section a file).
    private static func append<T>(_ items: [T], to list: inout [T]) {
        if list.isEmpty { list = items } else { list += items }
    }

    /// `deeplinks: { modals: keep | dismiss }`.
    private mutating func deepLinks(_ node: YAMLNode) -> Located<DeepLinkModals>? {
        guard let pairs = pairs(node, expected: "{ modals: keep | dismiss }") else { return nil }
        var result: Located<DeepLinkModals>?
        for pair in pairs {
            guard let k = keyText(pair) else { continue }
            switch DeepLinksKey(rawValue: k) {
            case .modals?:
                if let m = word(pair.value, of: DeepLinkModals.self, what: "what a deep link does with modals") {
                    result = Located(m, span: pair.value.span)
                }
            case nil: unknownKey(k, at: pair.key.span, in: "deeplinks", allowed: DeepLinksKey.names)
            }
        }
        return result
    }

    /// `navgraph: 1`, the only version there is.
    private mutating func version(_ node: YAMLNode) -> Located<Int>? {
        guard let s = node.scalar, node.kind == .int else {
            wrongType(node, expected: "the format version 1")
            return nil
        }
        guard let v = Int(s.text), v == 1 else {
            report(
                .unsupportedVersion, "navgraph format version \(s.text) is not supported", at: node.span,
                notes: ["this navgraph reads version 1; write `navgraph: 1`"])
            return nil
        }
        return Located(v, span: node.span)
    }

    /// RFC 3986: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
    static func isScheme(_ text: String) -> Bool {
        var first = true
        for b in text.utf8 {
            if first {
                guard Identifiers.isLetter(b) else { return false }
                first = false
            } else {
                guard Identifiers.isLetter(b) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E
                else { return false }
            }
        }
        return !first
    }
}
