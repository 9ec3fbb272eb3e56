import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Checks: placement, restoration, caches")
struct PlacementCheckTests {
    @Test func aPushRouteWrappedInTabsItIsNotATabOf() throws {
        let text = Checked.shop(
            root: "main",
            """
            containers:
              main: { kind: tabs, tabs: [home, search] }
            routes:
              home: { path: /, embed: main, to: [detail, sheet] }
              search: { path: /search, embed: stack }
              detail: { path: /detail, embed: main }
              sheet: { path: /sheet, embed: main, presentation: modal }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[tabs-pushed] 9:35 route 'detail' is pushed, which would push its tabs container 'main'; a tabs container is shown through root or embed, never pushed"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "make 'detail' one of the tabs of 'main', or give it presentation modal or root"
            ])
    }

    @Test func theRootRouteMayBeWrappedInTabs() {
        let text = Checked.shop(
            root: "start",
            """
            containers:
              main: { kind: tabs, tabs: [home] }
            routes:
              start: { path: /start, embed: main }
              home: { path: / }
            """)
        #expect(Checked.lines(text) == [])
    }

    @Test func protectNeedsAuth() {
        let text = Checked.shop(
            """
            auth:
              signedIn: { login: login }
            routes:
              home: { path: /, to: [account, settings], restore: true }
              account: { path: /account, auth: signedIn, restore: { id: account, behavior: protect } }
              settings: { path: /settings, restore: { id: settings, behavior: protect } }
              login: { path: /login, presentation: modal }
            """)
        #expect(
            Checked.lines(text) == [
                "error[protect-without-auth] 9:67 route 'settings' restores with behavior 'protect' but has no 'auth'"
            ])
    }

    @Test func twoRoutesWithTheSameCacheKey() throws {
        let text = Checked.shop(
            """
            lifetimes:
              short: 60s
            routes:
              home: { path: /, to: [cart, basket] }
              cart: { path: /cart, cache: { lifetime: short, key: CART } }
              basket: { path: /basket, cache: { lifetime: short, key: CART } }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[duplicate-cache-key] 9:59 cache key 'CART' of route 'basket' is already the cache key of route 'cart'"
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(Checked.labels(d, loaded.sources) == ["8:55 cache key of route 'cart'"])
    }
}

@Suite("Checks: warnings")
struct WarningCheckTests {
    @Test func unusedRealmLifetimeAndContainer() {
        let text = Checked.shop(
            """
            auth:
              signedIn: { login: login }
              admin: { login: login, requires: [signedIn] }
              selfish: { login: login, requires: [selfish] }
            lifetimes:
              short: 60s
              session: session
            containers:
              main: { kind: tabs, tabs: [home] }
              wizard: { kind: custom, type: Wizard }
              frame: { kind: custom, type: Frame, embed: stack }
            routes:
              home: { path: /, embed: frame, auth: admin, cache: short }
              login: { path: /login, presentation: modal }
            """)
        #expect(
            Checked.lines(text, only: [.unusedRealm, .unusedLifetime, .unusedContainer, .cacheOnRoot]) == [
                "warning[unused-realm] 7:3 realm 'selfish' is never used",
                "warning[unused-lifetime] 10:3 lifetime 'session' is never used",
                "warning[unused-container] 12:3 container 'main' is never used",
                "warning[unused-container] 13:3 container 'wizard' is never used",
                "warning[cache-on-root] 16:54 'cache' has no effect on route 'home': it is the root and never leaves the screen",
            ])
    }

    @Test func dismissibleFalseOnlyMeansSomethingOnAModal() {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [checkout, payment] }
              checkout: { path: /checkout, presentation: modal, dismissible: false }
              payment: { path: /payment, dismissible: false }
            """)
        #expect(
            Checked.lines(text) == [
                "warning[dismissible-not-modal] 7:43 'dismissible: false' has no effect: route 'payment' is not modal"
            ])
    }

    @Test func twoMandatoryInterceptorsOnTheSameRouteAndPhase() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [cart] }
              cart: { path: /cart }
              intro: { path: /intro, presentation: modal }
              terms: { path: /terms, presentation: modal }
              rate: { path: /rate, presentation: modal }
            interceptors:
              - { id: onboarding, on: [home], priority: mandatory, show: intro }
              - { id: legal, on: [cart, home], priority: mandatory, show: terms }
              - { id: rating, on: [home], priority: mandatory, when: after, show: rate }
              - { id: survey, on: [cart], priority: high, show: rate }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[duplicate-mandatory-interceptor] 12:46 mandatory interceptors 'onboarding' and 'legal' both run before route 'home'"
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(Checked.labels(d, loaded.sources) == ["11:45 'onboarding' is mandatory here"])
    }

    @Test func aRouteListedTwiceByOneInterceptorIsNoConflict() {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [cart] }
              cart: { path: /cart }
              terms: { path: /terms, presentation: modal }
            interceptors:
              - { id: legal, on: [cart, cart], priority: mandatory, show: terms }
            """)
        #expect(Checked.lines(text) == [])
    }

    @Test func aMandatoryStarInterceptorMeetsEveryOtherMandatoryOne() {
        let text = Checked.shopWithLogin(
            """
              intro: { path: /intro, presentation: modal }
              terms: { path: /terms, presentation: modal }
            interceptors:
              - { id: loginTerms, on: [login], priority: mandatory, show: terms }
              - { id: onboarding, on: "*", priority: mandatory, show: intro }
              - { id: legal, on: [account], priority: mandatory, show: terms }
              - { id: legalAll, on: "*", priority: mandatory, show: terms }
            """)
        #expect(
            Checked.lines(text) == [
                "warning[duplicate-mandatory-interceptor] 15:43 mandatory interceptors 'onboarding' and 'legal' both run before route 'account'",
                "warning[duplicate-mandatory-interceptor] 16:40 mandatory interceptors 'onboarding' and 'legalAll' both run before every route",
            ])
    }
}
