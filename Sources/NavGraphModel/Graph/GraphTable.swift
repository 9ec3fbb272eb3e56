/// A checked `Graph` as lines of text, and back: what `navgraph gen --runtime`
/// writes into the generated file and NavGraphRuntime reads at launch, with
/// no YAML reader (man/navgraph-runtime.3). Every field the
/// engine reads is kept; spans are not (the decoded graph's spans are all
/// `GraphTable.noSpan`): a table is not a source to point into.
///
/// One record a line, its tokens separated by one space: a string is its
/// UTF-8 length, `:`, its bytes (so it may hold spaces); a number is decimal;
/// a flag is `0` or `1`; an absent value is `~`; a list is its count, then
/// its items. The same graph gives the same lines.
public enum GraphTable {
    /// The first line; a table of another format version is refused.
    public static let header = "navgraph-table 2"

    /// The span of every decoded node.
    public static let noSpan = Span(file: 0, start: 0, end: 0)

    /// Why lines are not a table: the line (1-based) and what is wrong there.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var message: String

        public var description: String { "table line \(line): \(message)" }
    }

    /// The graph's lines: the header, the graph's own fields, then its realms,
    /// lifetimes, containers, routes and interceptors in file order.
    public static func lines(of graph: Graph) -> [String] {
        var out = [header]
        out.reserveCapacity(
            2 + graph.realms.count + graph.lifetimes.count + graph.containers.count
                + graph.routes.count + graph.interceptors.count)
        let w = TableWriter("graph")
        w.int(graph.version)
        w.string(graph.name.value)
        w.optional(graph.scheme?.value) { w.string($0) }
        w.optional(graph.deepLinkModals?.value.rawValue) { w.word($0) }
        w.string(graph.root.id)
        w.list(graph.hosts) { w.string($0.value) }
        out.append(w.line)
        for realm in graph.realms {
            let w = TableWriter("realm")
            w.string(realm.id)
            w.string(realm.login.id)
            w.list(realm.requires) { w.string($0.id) }
            out.append(w.line)
        }
        for lifetime in graph.lifetimes {
            let w = TableWriter("lifetime")
            w.string(lifetime.id)
            switch lifetime.kind {
            case .duration(let seconds):
                w.word("duration")
                w.int(seconds)
            case .session: w.word("session")
            case .app: w.word("app")
            }
            out.append(w.line)
        }
        for container in graph.containers {
            let w = TableWriter("container")
            w.string(container.id)
            w.embedding(container.embed)
            switch container.kind {
            case .tabs(let tabs, let selected):
                w.word("tabs")
                w.list(tabs) { w.string($0.id) }
                w.optional(selected?.id) { w.string($0) }
            case .custom(let type):
                w.word("custom")
                w.string(type.value)
            }
            out.append(w.line)
        }
        for route in graph.routes { out.append(line(of: route)) }
        for interceptor in graph.interceptors {
            let w = TableWriter("interceptor")
            w.string(interceptor.id)
            switch interceptor.on {
            case .all: w.word("*")
            case .routes(let refs): w.list(refs) { w.string($0.id) }
            }
            w.word(interceptor.when.rawValue)
            w.word(interceptor.priority.rawValue)
            w.flag(interceptor.requiresAuth)
            w.string(interceptor.show.id)
            w.flag(interceptor.once)
            w.int(interceptor.order)
            out.append(w.line)
        }
        return out
    }

    private static func line(of route: Route) -> String {
        let w = TableWriter("route")
        w.string(route.id)
        w.string(route.pathText)
        w.flag(route.pathIsValid)
        w.list(route.pathSegments) { segment in
            switch segment {
            case .literal(let text):
                w.word("l")
                w.string(text)
            case .param(let name):
                w.word("p")
                w.string(name)
            }
        }
        w.string(route.screen)
        w.word(route.presentation.rawValue)
        w.embedding(route.embed)
        w.list(route.params) { p in
            w.string(p.name)
            w.type(p.type)
            w.flag(p.required)
            w.flag(p.isPath)
            w.optional(p.defaultValue) { w.value($0) }
        }
        w.list(route.auth) { w.string($0.id) }
        w.flag(route.external)
        w.optional(route.cache) { cache in
            w.string(cache.lifetime.id)
            w.optional(cache.key?.value) { w.string($0) }
        }
        w.optional(route.restore) { restore in
            w.string(restore.id)
            w.word(restore.behavior.rawValue)
        }
        w.flag(route.animated)
        w.optional(route.transition) { w.string($0) }
        w.flag(route.dismissible)
        w.optional(route.result) { w.string($0) }
        w.list(route.to) { w.string($0.id) }
        w.flag(route.global)
        w.optional(route.tab) { w.string($0.id) }
        return w.line
    }

    /// The graph the lines describe, its indexes built. Lines that `lines(of:)`
    /// did not write fail with the line and what is wrong, never a crash.
    public static func graph(from lines: [String]) throws(Failure) -> Graph {
        guard lines.first == header else {
            throw Failure(line: 1, message: "expected '\(header)' (a table of another format or version)")
        }
        guard lines.count > 1 else { throw Failure(line: 2, message: "expected the graph line") }
        let r = TableReader(lines[1], line: 2)
        try r.keyword("graph")
        let version = try r.int()
        let name = try r.string()
        let scheme = try r.optional { () throws(Failure) in try r.string() }
        let modals = try r.optional { () throws(Failure) in try r.word(DeepLinkModals.self) }
        let root = try r.string()
        let hosts = try r.list { () throws(Failure) in Located(try r.string(), span: noSpan) }
        try r.end()
        var realms: [Realm] = []
        var lifetimes: [Lifetime] = []
        var containers: [Container] = []
        var routes: [Route] = []
        var interceptors: [Interceptor] = []
        for i in 2..<lines.count {
            let r = TableReader(lines[i], line: i + 1)
            switch try r.anyKeyword() {
            case "realm":
                let id = try r.string()
                let login = try r.reference()
                let requires = try r.list { () throws(Failure) in try r.reference() }
                realms.append(Realm(id: id, span: noSpan, login: login, requires: requires))
            case "lifetime":
                let id = try r.string()
                let kind: Lifetime.Kind
                switch try r.anyKeyword() {
                case "duration": kind = .duration(seconds: try r.int())
                case "session": kind = .session
                case "app": kind = .app
                case let other: throw r.failure("unknown lifetime kind '\(other)'")
                }
                lifetimes.append(Lifetime(id: id, span: noSpan, kind: kind))
            case "container":
                let id = try r.string()
                let embed = try r.embedding()
                let kind: Container.Kind
                switch try r.anyKeyword() {
                case "tabs":
                    let tabs = try r.list { () throws(Failure) in try r.reference() }
                    kind = .tabs(tabs: tabs, selected: try r.optional { () throws(Failure) in try r.reference() })
                case "custom": kind = .custom(type: Located(try r.string(), span: noSpan))
                case let other: throw r.failure("unknown container kind '\(other)'")
                }
                containers.append(Container(id: id, span: noSpan, kind: kind, embed: embed))
            case "route": routes.append(try route(r))
            case "interceptor": interceptors.append(try interceptor(r))
            case let other: throw r.failure("unknown record '\(other)'")
            }
            try r.end()
        }
        return Graph(
            version: version, name: Located(name, span: noSpan), scheme: scheme.map { Located($0, span: noSpan) },
            hosts: hosts, deepLinkModals: modals.map { Located($0, span: noSpan) },
            root: Reference(root, span: noSpan), realms: realms, lifetimes: lifetimes, containers: containers,
            routes: routes, interceptors: interceptors)
    }

    private static func route(_ r: TableReader) throws(Failure) -> Route {
        let id = try r.string()
        let pathText = try r.string()
        let valid = try r.flag()
        let segments = try r.list { () throws(Failure) -> RoutePath.Segment in
            switch try r.anyKeyword() {
            case "l": return .literal(try r.string())
            case "p": return .param(try r.string())
            case let other: throw r.failure("unknown path segment kind '\(other)'")
            }
        }
        let screen = try r.string()
        let presentation = try r.word(Presentation.self)
        let embed = try r.embedding()
        let params = try r.list { () throws(Failure) -> Parameter in
            let name = try r.string()
            let type = try r.type()
            let required = try r.flag()
            let isPath = try r.flag()
            let value = try r.optional { () throws(Failure) in try r.value() }
            return Parameter(
                name: name, span: noSpan, type: type, required: required, defaultValue: value,
                defaultSpan: value == nil ? nil : noSpan, isPath: isPath)
        }
        let auth = try r.list { () throws(Failure) in try r.reference() }
        let external = try r.flag()
        let cache = try r.optional { () throws(Failure) -> CachePolicy in
            let lifetime = try r.reference()
            let key = try r.optional { () throws(Failure) in try r.string() }
            return CachePolicy(lifetime: lifetime, key: key.map { Located($0, span: noSpan) }, span: noSpan)
        }
        let restore = try r.optional { () throws(Failure) -> Restoration in
            let id = try r.string()
            return Restoration(id: id, behavior: try r.word(RestoreBehavior.self), span: noSpan)
        }
        let animated = try r.flag()
        let transition = try r.optional { () throws(Failure) in try r.string() }
        let dismissible = try r.flag()
        let result = try r.optional { () throws(Failure) in try r.string() }
        let to = try r.list { () throws(Failure) in try r.reference() }
        let global = try r.flag()
        let tab = try r.optional { () throws(Failure) in try r.reference() }
        return Route(
            id: id, span: noSpan,
            path: RoutePath(text: pathText, segments: segments, span: noSpan, isValid: valid),
            screen: screen, presentation: presentation, embed: embed, params: params, auth: auth,
            external: external, cache: cache, restore: restore, animated: animated, transition: transition,
            dismissible: dismissible, result: result, to: to, global: global, tab: tab)
    }

    private static func interceptor(_ r: TableReader) throws(Failure) -> Interceptor {
        let id = try r.string()
        let on: Interceptor.Target
        if r.peekWord("*") {
            _ = try r.anyKeyword()
            on = .all(noSpan)
        } else {
            on = .routes(try r.list { () throws(Failure) in try r.reference() })
        }
        let when = try r.word(InterceptorPhase.self)
        let priority = try r.word(InterceptorPriority.self)
        let requiresAuth = try r.flag()
        let show = try r.reference()
        let once = try r.flag()
        let order = try r.int()
        return Interceptor(
            id: id, span: noSpan, on: on, when: when, priority: priority, requiresAuth: requiresAuth,
            show: show, once: once, order: order)
    }
}
