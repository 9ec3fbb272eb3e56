import NavGraphModel
import Testing

/// A route keeps the options most routes leave out (embed, cache, restore,
/// transition, result) in a box of their own; what a route says must not
/// depend on whether or when the box was made.
@Suite("Model: a route's seldom-set options")
struct RouteOptionsTests {
    static let span = Span(file: 0, start: 0, end: 1)

    static func plain() -> Route {
        Route(id: "home", span: span, path: RoutePath(text: "/", segments: [], span: span))
    }

    @Test func optionsSetAndClearedReadBackAsSet() {
        var route = Self.plain()
        #expect(route.hasDefaultOptions)
        route.cache = CachePolicy(lifetime: Reference("short", span: Self.span), span: Self.span)
        route.result = "Receipt"
        route.transition = "slideUp"
        #expect(route.cache?.lifetime.id == "short")
        #expect(route.result == "Receipt")
        #expect(route.transition == "slideUp")
        #expect(!route.hasDefaultOptions)
        route.cache = nil
        route.result = nil
        route.transition = nil
        #expect(route.cache == nil && route.result == nil && route.transition == nil)
        #expect(route.hasDefaultOptions)
    }

    /// Value semantics: a copy's options are its own (the box is copied with the route's).
    @Test func aCopyKeepsItsOwnOptions() {
        var first = Self.plain()
        first.restore = Restoration(id: "home", behavior: .allow, span: Self.span)
        var second = first
        second.restore = Restoration(id: "other", behavior: .protect, span: Self.span)
        second.embed = .stack(Self.span)
        #expect(first.restore?.id == "home" && first.restore?.behavior == .allow)
        #expect(first.embed == nil)
        #expect(second.restore?.id == "other" && second.restore?.behavior == .protect)
        #expect(second.embed == .stack(Self.span))
    }

    /// The spans beside the options stay with the route's own fields.
    @Test func presentationAndDismissibleSpansNeedNoBox() {
        var route = Self.plain()
        route.presentationSpan = Self.span
        route.dismissibleSpan = Self.span
        #expect(route.presentationSpan == Self.span && route.dismissibleSpan == Self.span)
        #expect(route.hasDefaultOptions)
    }
}
