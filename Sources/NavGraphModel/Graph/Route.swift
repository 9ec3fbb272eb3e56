public enum Presentation: String, Sendable, Hashable, CaseIterable {
    case push, modal, replace, root
}

public enum RestoreBehavior: String, Sendable, Hashable, CaseIterable {
    case allow, reject, protect
}

public struct Restoration: Sendable, Hashable {
    public var id: String
    public var behavior: RestoreBehavior
    public var span: Span
    /// Where an explicit `id:` is written; nil when the id is the route's own.
    public var idSpan: Span?

    public init(id: String, behavior: RestoreBehavior, span: Span, idSpan: Span? = nil) {
        self.id = id
        self.behavior = behavior
        self.span = span
        self.idSpan = idSpan
    }
}

public struct CachePolicy: Sendable, Hashable {
    public var lifetime: Reference
    public var key: Located<String>?
    public var span: Span

    public init(lifetime: Reference, key: Located<String>? = nil, span: Span) {
        self.lifetime = lifetime
        self.key = key
        self.span = span
    }
}

/// A route of the graph. Its many fields live in one copy-on-write box, so
/// copying a route (checks and generators pass them around by the thousand)
/// costs one retain, and mutation keeps value semantics. The options most
/// routes leave out live in a second box, made only for a route that has
/// one: a large graph holds its routes in half the memory.
public struct Route: Sendable {
    /// Fields are only mutated through `makeUnique()`, so no two accesses to
    /// one box can overlap: the runtime exclusivity checks (a cost on every
    /// read of every route) are turned off for them. Measured (callgrind, release,
    /// issue 43): with the checks on, `check` of the 100k-route graph took 3.0%
    /// more instructions (7,017 M to 7,229 M), of the dense 1k graph 1.5% more, and
    /// `sim` of 200k lines of the 10k graph's walk 2.0% more. The two boxes below
    /// (`Storage`, `Options`), private to `Route`, are the only place they are off.
    ///
    /// The fields are laid out in the order declared: what the checks and the
    /// engine's tables read of every route (the flags, the options' box, the
    /// lists, the id) comes first, in the box's first cache line with its
    /// header, so that a pass over 100k routes misses the cache once a route,
    /// not once a field. The spans, read for findings, come last.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var presentation: Presentation
        @exclusivity(unchecked) var external: Bool
        @exclusivity(unchecked) var animated: Bool
        @exclusivity(unchecked) var dismissible: Bool
        @exclusivity(unchecked) var global: Bool
        /// nil while every option in it is unset; owned by this box alone (`copy()` copies it).
        @exclusivity(unchecked) var options: Options?
        @exclusivity(unchecked) var to: [Reference]
        @exclusivity(unchecked) var auth: [Reference]
        @exclusivity(unchecked) var params: [Parameter]
        @exclusivity(unchecked) var id: String
        @exclusivity(unchecked) var path: RoutePath
        @exclusivity(unchecked) var screen: String
        @exclusivity(unchecked) var span: Span
        @exclusivity(unchecked) var presentationSpan: Span?
        @exclusivity(unchecked) var externalSpan: Span?
        @exclusivity(unchecked) var dismissibleSpan: Span?

        init(
            id: String, span: Span, path: RoutePath, screen: String, presentation: Presentation,
            presentationSpan: Span?, params: [Parameter], auth: [Reference], external: Bool, externalSpan: Span?,
            animated: Bool, dismissible: Bool, dismissibleSpan: Span?, to: [Reference], global: Bool,
            options: Options?
        ) {
            self.id = id
            self.span = span
            self.path = path
            self.screen = screen
            self.presentation = presentation
            self.presentationSpan = presentationSpan
            self.params = params
            self.auth = auth
            self.external = external
            self.externalSpan = externalSpan
            self.animated = animated
            self.dismissible = dismissible
            self.dismissibleSpan = dismissibleSpan
            self.to = to
            self.global = global
            self.options = options
        }

        func copy() -> Storage {
            Storage(
                id: id, span: span, path: path, screen: screen, presentation: presentation,
                presentationSpan: presentationSpan, params: params, auth: auth, external: external,
                externalSpan: externalSpan, animated: animated, dismissible: dismissible,
                dismissibleSpan: dismissibleSpan, to: to, global: global, options: options?.copy())
        }

        /// Sets one option: the box is made for the first value set, and dropped
        /// with the last one cleared (a route's value does not depend on its history).
        func setOption(_ isSet: Bool, _ set: (Options) -> Void) {
            if options == nil {
                guard isSet else { return }
                options = Options()
            }
            set(options!)
            if !isSet, options!.isEmpty { options = nil }
        }
    }

    /// The options a route seldom has.
    private final class Options: @unchecked Sendable {
        @exclusivity(unchecked) var embed: Embedding?
        @exclusivity(unchecked) var cache: CachePolicy?
        @exclusivity(unchecked) var restore: Restoration?
        @exclusivity(unchecked) var transition: String?
        @exclusivity(unchecked) var result: String?
        @exclusivity(unchecked) var tab: Reference?

        init(
            embed: Embedding? = nil, cache: CachePolicy? = nil, restore: Restoration? = nil,
            transition: String? = nil, result: String? = nil, tab: Reference? = nil
        ) {
            self.embed = embed
            self.cache = cache
            self.restore = restore
            self.transition = transition
            self.result = result
            self.tab = tab
        }

        var isEmpty: Bool {
            embed == nil && cache == nil && restore == nil && transition == nil && result == nil && tab == nil
        }

        /// nil when every option is unset (no box needed).
        static func make(
            embed: Embedding?, cache: CachePolicy?, restore: Restoration?, transition: String?, result: String?,
            tab: Reference?
        ) -> Options? {
            guard embed != nil || cache != nil || restore != nil || transition != nil || result != nil || tab != nil
            else {
                return nil
            }
            return Options(
                embed: embed, cache: cache, restore: restore, transition: transition, result: result, tab: tab)
        }

        func copy() -> Options {
            Options(embed: embed, cache: cache, restore: restore, transition: transition, result: result, tab: tab)
        }
    }

    private var storage: Storage

    /// What stands where a route was moved out of an array: every placeholder shares one box.
    package static let placeholder = Route(
        id: "", span: .unknown, path: RoutePath(text: "", segments: [], span: .unknown))

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public var id: String {
        get { storage.id }
        _modify {
            makeUnique()
            yield &storage.id
        }
    }
    /// The span of the route's key in `routes:`.
    public var span: Span {
        get { storage.span }
        _modify {
            makeUnique()
            yield &storage.span
        }
    }
    public var path: RoutePath {
        get { storage.path }
        _modify {
            makeUnique()
            yield &storage.path
        }
    }
    /// `path.text` and `path.segments` without copying the whole path (the
    /// generator reads them for every route, several times).
    public var pathText: String { storage.path.text }
    public var pathSegments: [RoutePath.Segment] { storage.path.segments }
    public var pathIsValid: Bool { storage.path.isValid }
    /// Swift type of the screen; defaults to UpperCamel(id) + "Screen".
    public var screen: String {
        get { storage.screen }
        _modify {
            makeUnique()
            yield &storage.screen
        }
    }
    public var presentation: Presentation {
        get { storage.presentation }
        _modify {
            makeUnique()
            yield &storage.presentation
        }
    }
    public var presentationSpan: Span? {
        get { storage.presentationSpan }
        _modify {
            makeUnique()
            yield &storage.presentationSpan
        }
    }
    public var embed: Embedding? {
        get { storage.options?.embed }
        set {
            makeUnique()
            storage.setOption(newValue != nil) { $0.embed = newValue }
        }
    }
    /// Declared parameters in file order: path parameters and query parameters.
    public var params: [Parameter] {
        get { storage.params }
        _modify {
            makeUnique()
            yield &storage.params
        }
    }
    /// Realms that must all hold.
    public var auth: [Reference] {
        get { storage.auth }
        _modify {
            makeUnique()
            yield &storage.auth
        }
    }
    public var external: Bool {
        get { storage.external }
        _modify {
            makeUnique()
            yield &storage.external
        }
    }
    public var externalSpan: Span? {
        get { storage.externalSpan }
        _modify {
            makeUnique()
            yield &storage.externalSpan
        }
    }
    public var cache: CachePolicy? {
        get { storage.options?.cache }
        set {
            makeUnique()
            storage.setOption(newValue != nil) { $0.cache = newValue }
        }
    }
    public var restore: Restoration? {
        get { storage.options?.restore }
        set {
            makeUnique()
            storage.setOption(newValue != nil) { $0.restore = newValue }
        }
    }
    public var animated: Bool {
        get { storage.animated }
        _modify {
            makeUnique()
            yield &storage.animated
        }
    }
    public var transition: String? {
        get { storage.options?.transition }
        set {
            makeUnique()
            storage.setOption(newValue != nil) { $0.transition = newValue }
        }
    }
    public var dismissible: Bool {
        get { storage.dismissible }
        _modify {
            makeUnique()
            yield &storage.dismissible
        }
    }
    public var dismissibleSpan: Span? {
        get { storage.dismissibleSpan }
        _modify {
            makeUnique()
            yield &storage.dismissibleSpan
        }
    }
    public var result: String? {
        get { storage.options?.result }
        set {
            makeUnique()
            storage.setOption(newValue != nil) { $0.result = newValue }
        }
    }
    /// `tab:`: the tab of the root tabs container this pushed route lives in (a deep link lands there).
    public var tab: Reference? {
        get { storage.options?.tab }
        set {
            makeUnique()
            storage.setOption(newValue != nil) { $0.tab = newValue }
        }
    }
    public var to: [Reference] {
        get { storage.to }
        _modify {
            makeUnique()
            yield &storage.to
        }
    }
    public var global: Bool {
        get { storage.global }
        _modify {
            makeUnique()
            yield &storage.global
        }
    }

    /// Whether none of the seldom-set options (embed, cache, restore, transition, result) is set.
    var hasNoOptions: Bool { storage.options == nil }

    /// Whether every presentation option is at its default: pushed, not
    /// embedded, no realms, not external or global, no cache or restoration,
    /// animated, dismissible, no transition or result type. One look for what
    /// a generator would otherwise ask field by field of every route.
    public var hasDefaultOptions: Bool {
        let s = storage
        guard s.presentation == .push, s.auth.isEmpty, !s.external, !s.global, s.animated, s.dismissible else {
            return false
        }
        guard let o = s.options else { return true }
        return o.embed == nil && o.cache == nil && o.restore == nil && o.transition == nil && o.result == nil
            && o.tab == nil
    }

    public init(
        id: String, span: Span, path: RoutePath, screen: String? = nil,
        presentation: Presentation = .push, presentationSpan: Span? = nil,
        embed: Embedding? = nil, params: [Parameter] = [], auth: [Reference] = [],
        external: Bool = false, externalSpan: Span? = nil, cache: CachePolicy? = nil,
        restore: Restoration? = nil, animated: Bool = true, transition: String? = nil,
        dismissible: Bool = true, dismissibleSpan: Span? = nil, result: String? = nil,
        to: [Reference] = [], global: Bool = false, tab: Reference? = nil
    ) {
        storage = Storage(
            id: id, span: span, path: path, screen: screen ?? Route.defaultScreen(for: id),
            presentation: presentation, presentationSpan: presentationSpan, params: params, auth: auth,
            external: external, externalSpan: externalSpan, animated: animated, dismissible: dismissible,
            dismissibleSpan: dismissibleSpan, to: to, global: global,
            options: Options.make(
                embed: embed, cache: cache, restore: restore, transition: transition, result: result, tab: tab))
    }

    /// UpperCamel(id) + "Screen": `product_detail` -> `ProductDetailScreen`.
    public static func defaultScreen(for id: String) -> String {
        // Byte-wise: ids are ASCII ([a-z][A-Za-z0-9_]*); other bytes pass through.
        var out: [UInt8] = []
        out.reserveCapacity(id.utf8.count + 6)
        var upper = true
        for b in id.utf8 {
            if b == UInt8(ascii: "_") {
                upper = true
                continue
            }
            out.append(upper && b >= 0x61 && b <= 0x7A ? b - 0x20 : b)
            upper = false
        }
        out.append(contentsOf: "Screen".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    public func param(_ name: String) -> Parameter? { params.first { $0.name == name } }
}

/// A route's path pattern: `/product/:id` is [literal "product", param "id"].
public struct RoutePath: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case param(String)
    }

    public var text: String
    public var segments: [Segment]
    public var span: Span
    /// False when the path could not be parsed (or is missing); the decoder
    /// reported it, so path checks (duplicates, ambiguity, matching) skip it.
    public var isValid: Bool

    public init(text: String, segments: [Segment], span: Span, isValid: Bool = true) {
        self.text = text
        self.segments = segments
        self.span = span
        self.isValid = isValid
    }

    public var paramNames: [String] {
        segments.compactMap { if case .param(let n) = $0 { return n } else { return nil } }
    }
}

public struct Parameter: Sendable {
    public var name: String
    public var span: Span
    public var type: ParamType
    public var typeSpan: Span
    /// Path parameters are always required; query parameters when `required: true`.
    public var required: Bool
    public var defaultValue: ParamValue?
    public var defaultSpan: Span?
    public var isPath: Bool

    public init(
        name: String, span: Span, type: ParamType, typeSpan: Span? = nil, required: Bool,
        defaultValue: ParamValue? = nil, defaultSpan: Span? = nil, isPath: Bool
    ) {
        self.name = name
        self.span = span
        self.type = type
        self.typeSpan = typeSpan ?? span
        self.required = required
        self.defaultValue = defaultValue
        self.defaultSpan = defaultSpan
        self.isPath = isPath
    }
}
