import Foundation
import NavGraphCore
import NavGraphModel
import Testing

/// The generated Shop route table (Fixtures/codegen/golden/ShopRoutes.swift).
@Suite struct ShopRouteTests {
    static let orderID = UUID(uuidString: "8E0C8C8A-1111-2222-3333-444455556666")!

    /// At least one value of every route, with values that need encoding.
    static let samples: [ShopRoute] = [
        .home,
        .search(), .search(q: "red shoes"), .search(q: "a/b?c=d&e#f%+ 🙂", sort: .price), .search(sort: .rating),
        .category(slug: "shoes"), .category(slug: "men's / women's"), .category(slug: "%41"),
        .product(id: 42), .product(id: -7, ref: "mail"), .product(id: Int.max, ref: ""), .product(id: Int.min),
        .productNew,
        .reviews(id: 1), .reviews(id: 2, sort: .helpful),
        .cart, .help, .onboardingIntro, .tutorial, .account, .login, .forgotPassword, .faceId, .orders,
        .order(orderId: orderID), .settings, .paymentMethods, .addCard, .welcome, .privacyUpdate,
        .checkout, .shippingAddress, .payment,
    ]

    @Test func samplesCoverEveryRoute() {
        GeneratedRouteChecks.expectSamples(Self.samples, cover: \.id)
    }

    @Test(arguments: samples)
    func everyRouteRoundTripsThroughItsPath(_ route: ShopRoute) throws {
        #expect(ShopRoute(path: route.path) == route, "\(route.path)")
        #expect(ShopRoute.resolve(path: route.path) == .success(route), "\(route.path)")
        let url = try #require(route.url)
        // A deep link opens only an external route, as in `navgraph sim`.
        if route.isExternal {
            #expect(ShopRoute(url: url) == route, "\(url)")
        } else {
            #expect(ShopRoute(url: url) == nil, "\(url)")
            #expect(ShopRoute.resolve(url: url) == .failure(.notExternal), "\(url)")
        }
    }

    @Test func pathsAreCanonical() {
        #expect(ShopRoute.home.path == "/")
        #expect(ShopRoute.search().path == "/search")
        #expect(ShopRoute.search(q: "a b", sort: .price).path == "/search?q=a%20b&sort=price")
        #expect(ShopRoute.search(sort: .relevance).path == "/search")
        #expect(ShopRoute.product(id: 42, ref: "mail").path == "/product/42?ref=mail")
        #expect(ShopRoute.category(slug: "a/b").path == "/category/a%2Fb")
        #expect(ShopRoute.order(orderId: Self.orderID).path == "/account/orders/8e0c8c8a-1111-2222-3333-444455556666")
        #expect(ShopRoute.product(id: 1).url?.absoluteString == "shop://product/1")
        #expect(ShopRoute.home.url?.absoluteString == "shop://")
    }

    @Test func pathsParseToTypedValues() {
        #expect(ShopRoute(path: "/product/42?ref=mail") == .product(id: 42, ref: "mail"))
        #expect(ShopRoute(path: "/product/42/") == .product(id: 42))
        #expect(ShopRoute(path: "/product/new") == .productNew)
        #expect(ShopRoute(path: "/product/42/reviews?sort=helpful") == .reviews(id: 42, sort: .helpful))
        #expect(ShopRoute(path: "/search?q=a+b") == .search(q: "a+b"))
        #expect(ShopRoute(path: "/search?q=%F0%9F%99%82&utm=x") == .search(q: "🙂"))
        #expect(ShopRoute(path: "/search?q") == .search(q: ""))
        #expect(ShopRoute(path: "/search#top") == .search())
        #expect(ShopRoute(path: "/category/caf%C3%A9") == .category(slug: "café"))
        #expect(ShopRoute(path: "/category/100%25") == .category(slug: "100%"))
        #expect(ShopRoute(path: "/category/%zz") == .category(slug: "%zz"))
        #expect(
            ShopRoute(path: "/account/orders/8E0C8C8A-1111-2222-3333-444455556666") == .order(orderId: Self.orderID))
        #expect(
            ShopRoute(path: "/account/orders/8e0c8c8a-1111-2222-3333-444455556666") == .order(orderId: Self.orderID))
        #expect(ShopRoute(path: "/") == .home)
    }

    @Test(arguments: [
        "", "product/42", "/nowhere", "/product", "/product/42/reviews/extra", "//product/42", "/product//42",
        "/product/abc", "/product/4.2", "/product/+5", "/product/9223372036854775808", "/product/%2042",
        "/product/42?id=7", "/product/42?ref=a&ref=b", "/search?sort=cheapest", "/search?sort=price&sort=price",
        "/account/orders/not-a-uuid", "/account/orders/8e0c8c8a11112222333344445555666",
        "/reviews/1", "/product/1/reviews?sort=old",
    ])
    func badPathsAreRejected(_ path: String) {
        #expect(ShopRoute(path: path) == nil)
    }

    @Test func deepLinksUseTheGraphsScheme() {
        #expect(ShopRoute(url: URL(string: "shop://product/42?ref=push")!) == .product(id: 42, ref: "push"))
        #expect(ShopRoute(url: URL(string: "SHOP://product/42")!) == .product(id: 42))
        #expect(
            ShopRoute(url: URL(string: "shop://account/orders/8E0C8C8A-1111-2222-3333-444455556666")!)
                == .order(orderId: Self.orderID))
        #expect(ShopRoute(url: URL(string: "shop://category/shoes")!) == nil)
        #expect(ShopRoute(url: URL(string: "other://product/42")!) == nil)
        #expect(ShopRoute(url: URL(string: "https://shop.example/product/42")!) == nil)
    }

    /// The reasons, as `navgraph sim`'s `deeplink` and `open` report them.
    @Test func resolveSaysWhy() {
        #expect(ShopRoute.resolve(url: URL(string: "shop://")!) == .failure(.notExternal))
        #expect(ShopRoute.resolve(url: URL(string: "shop://cart")!) == .failure(.notExternal))
        #expect(ShopRoute.resolve(url: URL(string: "other://product/42")!) == .failure(.noMatch))
        #expect(ShopRoute.resolve(url: URL(string: "shop://nowhere")!) == .failure(.noMatch))
        #expect(ShopRoute.resolve(url: URL(string: "shop://product/abc")!) == .failure(.badParameter("id")))
        #expect(ShopRoute.resolve(url: URL(string: "shop://product/1?ref=a&ref=b")!) == .failure(.badParameter("ref")))
        #expect(ShopRoute.resolve(url: URL(string: "shop://product/1?id=2")!) == .failure(.badParameter("id")))
        #expect(ShopRoute.resolve(url: URL(string: "shop://product/1?ref=x")!) == .success(.product(id: 1, ref: "x")))
        #expect(ShopRoute.resolve(path: "/cart") == .success(.cart))
        #expect(ShopRoute.resolve(path: "/search?sort=cheapest") == .failure(.badParameter("sort")))
        #expect(ShopRoute.resolve(path: "//") == .failure(.noMatch))
        #expect(ShopRoute.resolve(path: "cart") == .failure(.noMatch))
    }

    /// A route's ID and values as data, and back; the logins a route needs, in sim's order.
    @Test func idsAndParametersAsData() {
        let route = ShopRoute.product(id: 42, ref: "mail")
        #expect(route.parameters == ["id": "42", "ref": "mail"])
        #expect(ShopRoute(id: .product, parameters: route.parameters) == route)
        #expect(ShopRoute(id: .search, parameters: ["sort": "price"]) == .search(q: "", sort: .price))
        #expect(ShopRoute.search(q: "", sort: .relevance).parameters == [:])
        #expect(ShopRoute(id: .product, parameters: ["id": "x"]) == nil)
        #expect(ShopRoute(id: .product, parameters: [:]) == nil)
        #expect(ShopRoute(id: .category, parameters: ["slug": ""]) == nil)
        #expect(ShopRoute(id: .cart, parameters: ["unused": "1"]) == .cart)
        let order = ShopRoute.order(orderId: UUID(uuidString: "8E0C8C8A-1111-2222-3333-444455556666")!)
        #expect(order.parameters == ["orderId": "8e0c8c8a-1111-2222-3333-444455556666"])
        #expect(ShopRoute(id: .order, parameters: order.parameters) == order)
        #expect(ShopRoute.ID.paymentMethods.loginOrder == [.signedIn, .biometric])
        #expect(ShopRoute.ID.paymentMethods.realms == [.signedIn, .biometric])
        #expect(ShopRoute.ID.home.loginOrder == [])
        #expect(ShopRealm.biometric.routes == [.paymentMethods])
        #expect(ShopRealm.signedIn.routes.contains(.paymentMethods))
    }

    /// The generated matcher and the core's `RouteMatcher` agree on every path.
    @Test func matcherAgreesWithTheCore() throws {
        let graph = try #require(GraphFixtures.shop)
        let core = RouteMatcher(graph: graph)
        var paths = Self.samples.map(\.path)
        paths += [
            "/product/x", "/product/1?id=2", "/search?q=1&q=2", "/a/b/c", "/login/forgot/", "//", "/product/new/",
        ]
        for path in paths {
            let expected: String?
            switch core.match(path: path) {
            case .success(let m): expected = graph.routes[m.route].id
            case .failure: expected = nil
            }
            #expect(ShopRoute(path: path)?.id.rawValue == expected, "\(path)")
        }
    }

    @Test func metadataMatchesTheGraph() throws {
        let graph = try #require(GraphFixtures.shop)
        #expect(ShopRoute.ID.allCases.map(\.rawValue) == graph.routes.map(\.id))
        let order = InterceptorOrder(graph: graph)
        for route in graph.routes {
            let id = try #require(ShopRoute.ID(rawValue: route.id))
            #expect(id.pattern == route.path.text)
            #expect(id.screen == route.screen)
            #expect(id.presentation.rawValue == route.presentation.rawValue)
            #expect(id.realms.map(\.rawValue) == route.auth.map(\.id))
            #expect(id.isExternal == route.external)
            #expect(id.isGlobal == route.global)
            #expect(id.isAnimated == route.animated)
            #expect(id.isDismissible == route.dismissible)
            #expect(id.transition == route.transition)
            #expect(id.resultType == route.result)
            #expect(Set(id.destinations.map(\.rawValue)) == Set(route.to.map(\.id)))
            #expect(id.cache?.lifetime.rawValue == route.cache?.lifetime.id)
            #expect(id.cache?.key == route.cache?.key?.value)
            #expect(id.restoration?.id == route.restore?.id)
            #expect(id.restoration?.behavior.rawValue == route.restore?.behavior.rawValue)
            switch (id.embedding, route.embed) {
            case (nil, nil), (.stack?, .stack?): break
            case (.container(let c)?, .container(let r)?): #expect(c.rawValue == r.id)
            default: Issue.record("embedding of \(route.id): \(String(describing: id.embedding))")
            }
            // The core's execution order: before without auth, (the logins,) before with auth; after.
            let r = try #require(graph.routeIndex[route.id])
            #expect(id.beforeInterceptors.map(\.rawValue) == order.before(r).map { graph.interceptors[$0].id })
            #expect(
                id.afterInterceptors.map(\.rawValue)
                    == order.interceptors(.after, of: r).map { graph.interceptors[$0].id })
        }
    }

    @Test func graphWideTypesMatchTheGraph() throws {
        let graph = try #require(GraphFixtures.shop)
        #expect(ShopGraph.name == "Shop")
        #expect(ShopGraph.scheme == "shop")
        #expect(ShopGraph.root == .container(.main))
        #expect(ShopRealm.allCases.map(\.rawValue) == graph.realms.map(\.id))
        #expect(ShopRealm.signedIn.login == .login)
        #expect(ShopRealm.biometric.login == .faceId)
        #expect(ShopRealm.biometric.requires == [.signedIn])
        #expect(ShopLifetime.short.duration == 60)
        #expect(ShopLifetime.session.kind == .session)
        #expect(ShopContainer.main.kind == .tabs([.home, .search, .account], selected: .home))
        #expect(ShopInterceptor.allCases.map(\.rawValue) == graph.interceptors.map(\.id))
        // Priority high to low, ties in file order.
        #expect(ShopInterceptor.byPriority == [.onboarding, .privacyNotice, .cartTutorial])
        #expect(ShopInterceptor.onboarding.phase == .after)
        #expect(ShopInterceptor.onboarding.priority == .high)
        #expect(ShopInterceptor.onboarding.once)
        #expect(ShopInterceptor.onboarding.show == .onboardingIntro)
        #expect(ShopInterceptor.privacyNotice.requiresAuth)
        #expect(ShopInterceptor.privacyNotice.scope == .routes([.orders]))
        #expect(ShopRoute.cart.interceptors(.before) == [.cartTutorial])
        #expect(ShopRoute.checkout.isDismissible == false)
        #expect(ShopRoute.checkout.resultType == "OrderConfirmation")
        #expect(ShopRoute.cart.cache == ShopGraph.CachePolicy(lifetime: .short, key: nil))
    }
}
