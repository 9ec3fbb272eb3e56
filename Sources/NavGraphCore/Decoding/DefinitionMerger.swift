/// Merges the files' definitions in file order (root first, then includes
/// depth-first) into one `Graph`, reporting `duplicate-id` on every later
/// definition of an id (which is dropped) with the first one as a secondary
/// label. Interceptors are renumbered globally in that order.
struct DefinitionMerger {
    let sources: SourceMap
    var diagnostics: [Diagnostic] = []

    init(sources: SourceMap) { self.sources = sources }

    mutating func merge(_ files: [FileContents]) -> Graph {
        let top = files[0]
        var realms: [Realm] = []
        var lifetimes: [Lifetime] = []
        var containers: [Container] = []
        var routes: [Route] = []
        var interceptors: [Interceptor] = []
        var realmSeen: [String: Span] = [:]
        var lifetimeSeen: [String: Span] = [:]
        var containerSeen: [String: Span] = [:]
        var routeSeen: [String: Span] = [:]
        var interceptorSeen: [String: Span] = [:]
        routeSeen.reserveCapacity(files.reduce(0) { $0 + $1.routes.count })
        routes.reserveCapacity(routeSeen.capacity)

        for file in files {
            for r in file.realms where keep(r.id, r.span, "realm", in: &realmSeen, keyed: true) { realms.append(r) }
            for l in file.lifetimes where keep(l.id, l.span, "lifetime", in: &lifetimeSeen, keyed: true) {
                lifetimes.append(l)
            }
            for c in file.containers where keep(c.id, c.span, "container", in: &containerSeen, keyed: true) {
                containers.append(c)
            }
            for r in file.routes where keep(r.id, r.span, "route", in: &routeSeen, keyed: true) { routes.append(r) }
            for i in file.interceptors where keep(i.id, i.span, "interceptor", in: &interceptorSeen, keyed: false) {
                var numbered = i
                numbered.order = interceptors.count
                interceptors.append(numbered)
            }
        }

        return Graph(
            version: top.version?.value ?? 1,
            name: top.name ?? Located("", span: .unknown),
            scheme: top.scheme,
            root: top.root ?? Reference("", span: .unknown),
            realms: realms, lifetimes: lifetimes, containers: containers,
            routes: routes, interceptors: interceptors)
    }

    /// Whether a definition is the first of its id. `keyed` kinds are mapping
    /// keys: a repeat within one file is a duplicate key the YAML reader has
    /// already reported, so it is dropped without a second finding.
    private mutating func keep(_ id: String, _ span: Span, _ kind: String, in seen: inout [String: Span],
                               keyed: Bool) -> Bool {
        guard !id.isEmpty else { return true }
        guard let first = seen[id] else {
            seen[id] = span
            return true
        }
        if keyed && first.file == span.file { return false }
        var notes: [String] = []
        if let place = sources.location(of: first) {
            notes.append("'\(id)' is first defined at \(place.file.name):\(place.start.line):\(place.start.column)")
        }
        diagnostics.append(Diagnostic(
            .duplicateID, "duplicate \(kind) id '\(id)'", at: span,
            secondary: [DiagnosticLabel(span: first, message: "first defined here")],
            notes: notes,
            suggestion: Suggestion(message: "rename one of the two, or remove one")))
        return false
    }
}
