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

    public init(id: String, behavior: RestoreBehavior, span: Span) {
        self.id = id
        self.behavior = behavior
        self.span = span
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

public struct Route: Sendable {
    public var id: String
    /// The span of the route's key in `routes:`.
    public var span: Span
    public var path: RoutePath
    /// Swift type of the screen; defaults to UpperCamel(id) + "Screen".
    public var screen: String
    public var presentation: Presentation
    public var presentationSpan: Span?
    public var embed: Embedding?
    /// Declared parameters in file order: path parameters and query parameters.
    public var params: [Parameter]
    /// Realms that must all hold.
    public var auth: [Reference]
    public var external: Bool
    public var externalSpan: Span?
    public var cache: CachePolicy?
    public var restore: Restoration?
    public var animated: Bool
    public var transition: String?
    public var dismissible: Bool
    public var dismissibleSpan: Span?
    public var result: String?
    public var to: [Reference]
    public var global: Bool

    public init(
        id: String, span: Span, path: RoutePath, screen: String? = nil,
        presentation: Presentation = .push, presentationSpan: Span? = nil,
        embed: Embedding? = nil, params: [Parameter] = [], auth: [Reference] = [],
        external: Bool = false, externalSpan: Span? = nil, cache: CachePolicy? = nil,
        restore: Restoration? = nil, animated: Bool = true, transition: String? = nil,
        dismissible: Bool = true, dismissibleSpan: Span? = nil, result: String? = nil,
        to: [Reference] = [], global: Bool = false
    ) {
        self.id = id
        self.span = span
        self.path = path
        self.screen = screen ?? Route.defaultScreen(for: id)
        self.presentation = presentation
        self.presentationSpan = presentationSpan
        self.embed = embed
        self.params = params
        self.auth = auth
        self.external = external
        self.externalSpan = externalSpan
        self.cache = cache
        self.restore = restore
        self.animated = animated
        self.transition = transition
        self.dismissible = dismissible
        self.dismissibleSpan = dismissibleSpan
        self.result = result
        self.to = to
        self.global = global
    }

    /// UpperCamel(id) + "Screen": `product_detail` -> `ProductDetailScreen`.
    public static func defaultScreen(for id: String) -> String {
        // Byte-wise: ids are ASCII ([a-z][A-Za-z0-9_]*); other bytes pass through.
        var out: [UInt8] = []
        out.reserveCapacity(id.utf8.count + 6)
        var upper = true
        for b in id.utf8 {
            if b == UInt8(ascii: "_") { upper = true; continue }
            out.append(upper && b >= 0x61 && b <= 0x7A ? b - 0x20 : b)
            upper = false
        }
        out.append(contentsOf: "Screen".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    public func param(_ name: String) -> Parameter? { params.first { $0.name == name } }

    public var pathParams: [Parameter] { params.filter(\.isPath) }
    public var queryParams: [Parameter] { params.filter { !$0.isPath } }
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

    /// The shape that decides ambiguity: literals kept, parameter names erased.
    public var shape: String {
        segments.map { seg -> String in
            switch seg {
            case .literal(let l): return "/" + l
            case .param: return "/:"
            }
        }.joined()
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

    public init(name: String, span: Span, type: ParamType, typeSpan: Span? = nil, required: Bool,
                defaultValue: ParamValue? = nil, defaultSpan: Span? = nil, isPath: Bool) {
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
