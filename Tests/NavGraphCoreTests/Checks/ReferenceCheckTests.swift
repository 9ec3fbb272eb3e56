import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Checks: references")
struct ReferenceCheckTests {
    @Test func unknownRouteInToSuggestsTheClosestRoute() throws {
        let text = Checked.shop(
            """
            routes:
              home:
                path: /
                to: [cart, prodcut]
              product:
                path: /product
              cart:
                path: /cart
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[unknown-route] 7:16 route 'prodcut' is not defined"
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(d.suggestion == Suggestion.didYouMean("product"))
    }

    /// man/navgraph.5: a tabs container is shown through root or embed, never
    /// pushed. Naming one in `to` is an unknown route that says why.
    @Test func aContainerNamedAsARouteSaysHowContainersAreShown() throws {
        let text = Checked.shop(
            """
            containers:
              main: { kind: tabs, tabs: [a] }
            routes:
              home: { path: /, to: [main], embed: main, presentation: modal }
              a: { path: /a }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[unknown-route] 7:25 route 'main' is not defined"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "'main' is a tabs container, not a route: a container is shown through 'root' or a route's 'embed', never navigated to or pushed"
            ])
    }

    @Test func everyPlaceARouteIsNamedIsChecked() {
        let text = Checked.shop(
            root: "main",
            """
            auth:
              signedIn: { login: logn }
            containers:
              main: { kind: tabs, tabs: [home, serch], selected: home }
            routes:
              home:
                path: /
                auth: signedIn
              search:
                path: /search
              login:
                path: /login
            interceptors:
              - { id: intro, on: [hme], show: tutorial }
            """)
        #expect(
            Checked.lines(text, only: [.unknownRoute]) == [
                "error[unknown-route] 5:22 route 'logn' is not defined",
                "error[unknown-route] 7:36 route 'serch' is not defined",
                "error[unknown-route] 17:23 route 'hme' is not defined",
                "error[unknown-route] 17:35 route 'tutorial' is not defined",
            ])
    }

    @Test func unknownRealmLifetimeAndContainer() throws {
        let text = Checked.shop(
            """
            auth:
              signedIn: { login: login }
              biometric: { login: login, requires: [signedn] }
            lifetimes:
              short: 60s
            containers:
              wizard: { kind: custom, type: Wizard, embed: wizrd }
            routes:
              home:
                path: /
                auth: signdIn
                cache: shrt
                embed: wizzard
                to: [login]
              login:
                path: /login
                presentation: modal
            """)
        let loaded = Checked.load(text)
        let lines = loaded.diagnostics
            .filter { [.unknownRealm, .unknownLifetime, .unknownContainer].contains($0.code) }
            .map { Checked.line($0, loaded.sources) }
        #expect(
            lines == [
                "error[unknown-realm] 6:41 realm 'signedn' is not defined",
                "error[unknown-container] 10:48 container 'wizrd' is not defined",
                "error[unknown-realm] 14:11 realm 'signdIn' is not defined",
                "error[unknown-lifetime] 15:12 lifetime 'shrt' is not defined",
                "error[unknown-container] 16:12 container 'wizzard' is not defined",
            ])
        let suggestions = loaded.diagnostics
            .filter { [.unknownRealm, .unknownLifetime, .unknownContainer].contains($0.code) }
            .map { $0.suggestion?.replacement }
        #expect(suggestions == ["signedIn", "wizard", "signedIn", "short", "wizard"])
    }

    /// Reachability starts from the route the misspelt root was meant to
    /// name, so the typo is one finding, not one per route.
    @Test func rootMustNameARouteOrAContainer() throws {
        let text = Checked.shop(
            root: "hom",
            """
            routes:
              home:
                path: /
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[unknown-root] 3:7 root 'hom' names neither a route nor a container"
            ])
        #expect(loaded.diagnostics.first?.suggestion?.replacement == "home")
    }

    @Test func aRootWithNoLikelyMeaningChecksNoReachability() {
        let text = Checked.shop(
            root: "storefront",
            """
            routes:
              home: { path: / }
              cart: { path: /cart }
            """)
        #expect(
            Checked.lines(text) == [
                "error[unknown-root] 3:7 root 'storefront' names neither a route nor a container"
            ])
    }

    /// A misspelt reference counts for what it was meant to name: the routes,
    /// realms, lifetimes and containers behind the typos are neither
    /// unreachable nor unused.
    @Test func aTypoIsOneFindingNotACascade() {
        let text = Checked.shop(
            root: "mian",
            """
            auth:
              signedIn: { login: login }
            lifetimes:
              short: 60s
            containers:
              main: { kind: custom, type: Main }
              wizard: { kind: custom, type: Wizard }
            routes:
              home: { path: /, embed: main, to: [prodcut, signup] }
              product: { path: /product, auth: signedn, cache: shrt }
              signup: { path: /signup, embed: wizzard, presentation: modal }
              login: { path: /login, presentation: modal }
            """)
        #expect(
            Checked.lines(text) == [
                "error[unknown-root] 3:7 root 'mian' names neither a route nor a container",
                "error[unknown-route] 12:38 route 'prodcut' is not defined",
                "error[unknown-realm] 13:36 realm 'signedn' is not defined",
                "error[unknown-lifetime] 13:52 lifetime 'shrt' is not defined",
                "error[unknown-container] 14:35 container 'wizzard' is not defined",
            ])
    }

    @Test func rootMayNameAContainer() {
        let text = Checked.shop(
            root: "main",
            """
            containers:
              main: { kind: tabs, tabs: [home, search] }
            routes:
              home: { path: / }
              search: { path: /search }
            """)
        #expect(Checked.lines(text) == [])
    }

    @Test func selectedMustBeOneOfTheTabs() throws {
        let text = Checked.shop(
            root: "main",
            """
            containers:
              main: { kind: tabs, tabs: [home, search], selected: help }
              other: { kind: tabs, tabs: [home], selected: serch }
            routes:
              home: { path: /, embed: other, to: [help] }
              search: { path: /search }
              help: { path: /help }
            """)
        let loaded = Checked.load(text)
        let relevant = loaded.diagnostics.filter { $0.code == .invalidValue || $0.code == .unknownRoute }
        #expect(
            relevant.map { Checked.line($0, loaded.sources) } == [
                "error[invalid-value] 5:55 selected tab 'help' is not one of the tabs of container 'main'",
                "error[invalid-value] 6:48 selected tab 'serch' is not one of the tabs of container 'other'",
            ])
        #expect(relevant.map(\.notes) == [["the tabs are 'home', 'search'"], ["the tabs are 'home'"]])
        // The suggestion comes from the container's own tabs.
        #expect(relevant.last?.suggestion == nil)
    }
}
