import Foundation
import Testing

@testable import ShopNavigation

/// The route table NavGraphPlugin generated from Fixtures/shop at build time.
@Suite struct GeneratedRoutesTests {
    @Test func pathsRoundTrip() {
        let routes: [ShopRoute] = [.home, .product(id: 42, ref: "mail"), .search(q: "red shoes", sort: .price), .cart]
        for route in routes {
            #expect(ShopRoute(path: route.path) == route)
        }
        #expect(ShopRoute(path: "/product/new") == .productNew)
        #expect(ShopRoute(path: "/product/abc") == nil)
    }

    @Test func metadataComesFromTheGraph() {
        #expect(ShopRoute.checkout.presentation == .modal)
        #expect(ShopRoute.checkout.isDismissible == false)
        #expect(ShopRoute.cart.cache?.lifetime.duration == 60)
        #expect(ShopRealm.signedIn.login == .login)
        #expect(ShopInterceptor.byPriority.first == .onboarding)
        #expect(ShopGraph.root == .container(.main))
    }

    @Test func deepLinksGoThroughTheLoginOfTheirRealm() {
        let orderLink = URL(string: "shop://account/orders/8e0c8c8a-1111-2222-3333-444455556666")!
        #expect(DeepLinkRouter().decide(URL(string: "shop://product/7")!) == .show("/product/7"))
        #expect(DeepLinkRouter().decide(URL(string: "shop://cart")!) == .reject)
        #expect(ShopRoute.resolve(url: URL(string: "shop://cart")!) == .failure(.notExternal))
        #expect(
            DeepLinkRouter().decide(orderLink)
                == .login("/login", then: "/account/orders/8e0c8c8a-1111-2222-3333-444455556666"))
        #expect(
            DeepLinkRouter(grantedRealms: ["signedIn"]).decide(orderLink)
                == .show("/account/orders/8e0c8c8a-1111-2222-3333-444455556666"))
    }

    /// `biometric` requires `signedIn`: the router asks for the logins in `navgraph sim`'s order.
    @Test func loginsComeInTheSimulatorsOrder() {
        #expect(ShopRoute.paymentMethods.loginOrder == [.signedIn, .biometric])
        #expect(DeepLinkRouter().decide(.paymentMethods) == .login("/login", then: "/account/payment-methods"))
        #expect(
            DeepLinkRouter(grantedRealms: ["signedIn"]).decide(.paymentMethods)
                == .login("/login/face-id", then: "/account/payment-methods"))
        #expect(
            DeepLinkRouter(grantedRealms: ["signedIn", "biometric"]).decide(.paymentMethods)
                == .show("/account/payment-methods"))
        #expect(ShopRealm.biometric.routes == [.paymentMethods])
    }
}
