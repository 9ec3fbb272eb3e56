import NavGraphModel

/// Merges the files' definitions in file order (root first, then includes
/// depth-first) into one `Graph`, reporting `duplicate-id` on every later
/// definition of an id (which is dropped) with the first one as a secondary
/// label. Interceptors are renumbered globally in that order.
struct DefinitionMerger {
    let sources: SourceMap
    var diagnostics: [Diagnostic] = []

    init(sources: SourceMap) { self.sources = sources }

    mutating func merge(_ input: [FileContents]) -> Graph {
        var files = input
        let (version, name, scheme, root) = (files[0].version, files[0].name, files[0].scheme, files[0].root)
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

        for i in files.indices {
            // Each list is taken out of its file, so keeping it whole moves it
            // (a 100k-route graph is never copied element by element).
            let repeats = files[i].hasDuplicateKeys
            take(&files[i].realms, into: &realms, "realm", &realmSeen, keyed: true, repeatedKeys: repeats)
            take(&files[i].lifetimes, into: &lifetimes, "lifetime", &lifetimeSeen, keyed: true, repeatedKeys: repeats)
            take(
                &files[i].containers, into: &containers, "container", &containerSeen, keyed: true, repeatedKeys: repeats
            )
            take(&files[i].routes, into: &routes, "route", &routeSeen, keyed: true, repeatedKeys: repeats)
            take(
                &files[i].interceptors, into: &interceptors, "interceptor", &interceptorSeen, keyed: false,
                repeatedKeys: repeats)
        }
        for i in interceptors.indices { interceptors[i].order = i }

        return Graph(
            version: version?.value ?? 1,
            name: name ?? Located("", span: .unknown),
            scheme: scheme,
            hosts: files[0].hosts,
            deepLinkModals: files[0].deepLinkModals,
            root: root ?? Reference("", span: .unknown),
            realms: realms, lifetimes: lifetimes, containers: containers,
            routes: routes, interceptors: interceptors)
    }

    /// Moves `source`'s definitions into `list`, dropping (and reporting)
    /// repeated ids. `keyed`: the ids are mapping keys (all but interceptors).
    private mutating func take<T: Definition>(
        _ source: inout [T], into list: inout [T], _ kind: String,
        _ seen: inout [String: Span], keyed: Bool, repeatedKeys: Bool
    ) {
        var items: [T] = []
        swap(&items, &source)
        // Fast path: the first file with definitions of a kind, free of
        // repeated keys, cannot repeat an id: no hashing. Its ids are hashed
        // only if a later file brings the same kind.
        if keyed, list.isEmpty, !repeatedKeys {
            list = items
            return
        }
        if seen.isEmpty {
            for index in list.indices where !list[index].id.isEmpty && seen[list[index].id] == nil {
                seen[list[index].id] = list[index].span
            }
        }
        var dropped: [Int] = []
        for index in items.indices where !keep(items[index].id, items[index].span, kind, in: &seen, keyed: keyed) {
            dropped.append(index)
        }
        if !dropped.isEmpty {
            var kept: [T] = []
            kept.reserveCapacity(items.count - dropped.count)
            var next = 0
            for index in items.indices {
                if next < dropped.count, dropped[next] == index { next += 1 } else { kept.append(items[index]) }
            }
            items = kept
        }
        if list.isEmpty { list = items } else { list += items }
    }

    /// Whether a definition is the first of its id. `keyed` kinds are mapping
    /// keys: a repeat within one file is a duplicate key the YAML reader has
    /// already reported, so it is dropped without a second finding.
    private mutating func keep(
        _ id: String, _ span: Span, _ kind: String, in seen: inout [String: Span],
        keyed: Bool
    ) -> Bool {
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
        diagnostics.append(
            Diagnostic(
                .duplicateID, "duplicate \(kind) id '\(id)'", at: span,
                secondary: [DiagnosticLabel(span: first, message: "first defined here")],
                notes: notes,
                suggestion: Suggestion(message: "rename one of the two, or remove one")))
        return false
    }
}

/// What the merger needs of a definition: its id and where it is defined.
protocol Definition {
    var id: String { get }
    var span: Span { get }
}

extension Realm: Definition {}
extension Lifetime: Definition {}
extension Container: Definition {}
extension Route: Definition {}
extension Interceptor: Definition {}
