import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// The static findings for mistakes app teams make: each fixture's graph holds the
/// mistake (its finding and fix asserted here), and the graph with the fix given has none.
@Suite("Checks: the mistakes app teams make")
struct AppMistakeCheckTests {
    static func fixture(_ name: String) -> String { RepoPaths.read(RepoPaths.fixture("invalid/\(name).yaml")) }

    static func notes(_ text: String) -> [[String]] { Checked.load(text).diagnostics.map(\.notes) }

    @Test func aLoginOpenedByAnEdgeOrRestored() {
        let graph = Self.fixture("login-opened-directly")
        #expect(
            Self.notes(graph) == [
                [
                    "open a route that needs 'user' (such as 'orders') instead: its login shows first and closes once the user logs in"
                ]
            ])
        #expect(Checked.lines(graph.replacingOccurrences(of: "to: [signIn, orders]", with: "to: [orders]")) == [])
        let restored = graph.replacingOccurrences(
            of: "to: [signIn, orders]", with: "to: [orders]"
        ).replacingOccurrences(of: "embed: stack }\n", with: "embed: stack, restore: true }\n")
        #expect(
            Checked.lines(restored) == [
                "warning[login-opened-directly] 13:73 route 'signIn', the login of realm 'user', has `restore`: restored at restart, no navigation waits on it, so logging in leaves it on screen"
            ])
        // A login flow that finishes with a result is closed by its opener, who waits for it.
        let flow = graph.replacingOccurrences(of: "embed: stack }\n", with: "embed: stack, result: Session }\n")
        #expect(Checked.lines(flow) == [])
    }

    @Test func aCacheKeyOnARouteWithParameters() {
        let graph = Self.fixture("cache-key-with-params")
        #expect(
            Self.notes(graph) == [["drop `key`: without one, a screen is cached per value of 'product''s parameters"]])
        #expect(Checked.lines(graph.replacingOccurrences(of: "{ lifetime: short, key: PRODUCT }", with: "short")) == [])
        // An optional parameter with a default is a view's option, not which product it shows.
        let option = graph.replacingOccurrences(of: "path: /product/:id", with: "path: /product").replacingOccurrences(
            of: "{ id: int }", with: "{ sort: { type: [price, rating], default: price } }")
        #expect(Checked.lines(option) == [])
    }

    @Test func anEnumValueShadowedByALiteralPathIsOneFindingAValue() {
        let graph = Self.fixture("shadowed-enum-value")
        #expect(
            Self.notes(graph) == [
                [
                    "a literal segment wins over a parameter: remove 'sale' from 'kind', or give one of the two routes another path"
                ]
            ])
        #expect(Checked.lines(graph.replacingOccurrences(of: "path: /shop/sale,", with: "path: /sale,")) == [])
        // Two values shadowed of three: one finding each.
        let two =
            graph.replacingOccurrences(of: "[new, sale]", with: "[new, sale, used]")
            .replacingOccurrences(of: "to: [shop, sale] }", with: "to: [shop, sale, used] }")
            + "  used: { path: /shop/used, external: true }\n"
        #expect(
            Checked.lines(two).map { String($0.prefix(60)) } == [
                "warning[shadowed-enum-value] 13:13 value 'sale' of parameter",
                "warning[shadowed-enum-value] 13:13 value 'used' of parameter",
            ])
    }

    @Test func anExternalRouteSkippingTheRealmOfItsEveryCaller() {
        let graph = Self.fixture("external-skips-realm")
        #expect(Self.notes(graph) == [["give 'order' `auth: user`, so that a deep link shows its login first"]])
        #expect(
            Checked.lines(graph.replacingOccurrences(of: "external: true }", with: "external: true, auth: user }"))
                == [])
        // A caller that shows it signed out too: it is meant for anyone.
        let open = graph.replacingOccurrences(of: "to: [orders] }", with: "to: [orders, order] }")
        #expect(Checked.lines(open) == [])
    }

    /// A route that needs a realm whose login is pushed, opened from a modal without a
    /// stack: the login has nowhere to land (at the edge, or at a global route).
    @Test func aPushedLoginOpenedFromAModalWithoutAStack() {
        let graph = """
            navgraph: 1
            name: T
            root: home
            auth:
              user: { login: signIn }
            routes:
              home: { path: /, embed: stack, to: [help] }
              help: { path: /help, presentation: modal, to: [account] }
              account: { path: /account, presentation: modal, auth: user }
              inbox: { path: /inbox, presentation: modal, global: true, auth: user }
              signIn: { path: /sign-in }
            """
        #expect(
            Checked.lines(graph) == [
                "error[push-without-stack] 8:50 route 'help' is a modal without a stack, so opening 'account' from it fails (noStack) while realm 'user' is not held: its login 'signIn' is pushed",
                "error[push-without-stack] 10:3 global route 'inbox' needs realm 'user', whose login 'signIn' is pushed, so opening it from 'help', 'account' (modals without a stack) fails (noStack) while the realm is not held",
            ])
        #expect(
            Checked.lines(
                graph.replacingOccurrences(
                    of: "signIn: { path: /sign-in }", with: "signIn: { path: /sign-in, presentation: modal }")) == [])
    }
}
