import NavGraphCore
import NavGraphModel

/// The kinds of id a graph defines and names.
public enum IDKind: String, Sendable, Hashable, CaseIterable {
    case route, realm, lifetime, container, interceptor
}

public struct SymbolKey: Sendable, Hashable {
    public var kind: IDKind
    public var id: String
}

/// One place an id is written: where it is defined, or a use of it.
struct Occurrence {
    var key: SymbolKey
    var span: Span
    var isDefinition: Bool
}

/// Every definition and use of every id of one graph, by file and by id;
/// built once per check, in one pass over the graph.
struct SymbolIndex {
    private(set) var byFile: [Int: [Occurrence]] = [:]
    private(set) var byKey: [SymbolKey: [Occurrence]] = [:]
    /// Defined ids of each kind, sorted, once each (for completion).
    private var defined: [IDKind: [String]] = [:]

    init(graph: Graph) {
        func add(_ kind: IDKind, _ id: String, _ span: Span, definition: Bool = false) {
            guard span.isKnown, !id.isEmpty else { return }
            let o = Occurrence(key: SymbolKey(kind: kind, id: id), span: span, isDefinition: definition)
            byFile[span.file, default: []].append(o)
            byKey[o.key, default: []].append(o)
            if definition { defined[kind, default: []].append(id) }
        }
        func add(_ kind: IDKind, _ ref: Reference) { add(kind, ref.id, ref.span) }
        func add(embed: Embedding?) { if case .container(let ref)? = embed { add(.container, ref) } }

        switch graph.rootTarget {
        case .container?: add(.container, graph.root)
        default: add(.route, graph.root)
        }
        for realm in graph.realms {
            add(.realm, realm.id, realm.span, definition: true)
            add(.route, realm.login)
            for r in realm.requires { add(.realm, r) }
        }
        for lifetime in graph.lifetimes { add(.lifetime, lifetime.id, lifetime.span, definition: true) }
        for container in graph.containers {
            add(.container, container.id, container.span, definition: true)
            if case .tabs(let tabs, let selected) = container.kind {
                for t in tabs { add(.route, t) }
                if let selected { add(.route, selected) }
            }
            add(embed: container.embed)
        }
        for route in graph.routes {
            add(.route, route.id, route.span, definition: true)
            for t in route.to { add(.route, t) }
            for a in route.auth { add(.realm, a) }
            if let cache = route.cache { add(.lifetime, cache.lifetime) }
            add(embed: route.embed)
        }
        for interceptor in graph.interceptors {
            add(.interceptor, interceptor.id, interceptor.span, definition: true)
            if case .routes(let refs) = interceptor.on { for r in refs { add(.route, r) } }
            add(.route, interceptor.show)
        }
        for key in byFile.keys { byFile[key]!.sort { $0.span.start < $1.span.start } }
        for kind in defined.keys {
            var seen = Set<String>()
            defined[kind] = defined[kind]!.filter { seen.insert($0).inserted }.sorted()
        }
    }

    /// The occurrence under a byte offset of a file (its end counts: the
    /// cursor just after an id is on it).
    func occurrence(inFile file: Int, at offset: Int) -> Occurrence? {
        byFile[file]?.first { $0.span.start <= offset && offset <= $0.span.end }
    }

    func ids(of kind: IDKind) -> [String] { defined[kind] ?? [] }
}
