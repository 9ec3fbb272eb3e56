import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// navscript(5), `restart`: a saved `protect` screen is never shown without its
/// proof. Cancelled or dropped (a deep link's `modals: dismiss`, a new navigation
/// that waits), it and what was above it are not restored, its realm counts as not
/// held for the repair, and the window is repaired once nothing is pending. Each
/// realm is proved once a restart.
@Suite("Restart: a protect screen is shown only with its proof, asked once a realm")
struct ProtectProofTests {
    /// `account` is a `protect` tab; `vault` needs a second realm, so opening
    /// it from the login screen waits too and replaces the restoration.
    static func tabs(deeplinks: String) -> String {
        """
        navgraph: 1
        name: Drop
        scheme: drop
        root: main
        deeplinks: { modals: \(deeplinks) }
        auth:
          signedIn: { login: login }
          bio: { login: faceId }
        containers:
          main: { kind: tabs, tabs: [home, account], selected: home }
        routes:
          home: { path: /, to: [product] }
          account:
            path: /account
            params: { tab: { type: string, default: main } }
            auth: signedIn
            restore: { id: account, behavior: protect }
            to: [orders]
          orders: { path: /orders, restore: true }
          product: { path: /product/:id, params: { id: int }, external: true }
          vault: { path: /vault, auth: bio, global: true }
          login: { path: /login, presentation: modal, embed: stack }
          faceId: { path: /face-id, presentation: modal }
        """
    }

    @Test(
        "a deep link that dismisses the restoration's login restores nothing of it: the link lands on the selected tab")
    func deepLinkDismissesTheLogin() {
        #expect(
            failures(
                Self.tabs(deeplinks: "dismiss"),
                """
                  open account(tab: saved)
                  login signedIn
                  open orders
                  restart
                  expect modal login
                  expect pending
                  deeplink drop://product/1
                  expect ok
                  expect no pending
                  expect stack [home, product]
                  expect screens [home, product]
                  expect instance home #6
                  expect auth signedIn
                """, loose: true) == [])
    }

    @Test("a navigation that waits and replaces the restoration restores nothing; the window is repaired once it ends")
    func waitingNavigationReplacesTheRestoration() {
        #expect(
            failures(
                Self.tabs(deeplinks: "keep"),
                """
                  tab account
                  login signedIn
                  restart
                  expect modal login
                  open vault
                  expect modal faceId
                  expect screens [login, faceId]
                  dismiss
                  expect failed unauthorized
                  expect no pending
                  expect screens [home, login]
                  expect instance home #6
                  dismiss
                  expect ok
                  expect screens [home]
                """) == [])
    }

    @Test("a cancelled restoration login of the selected tab: the container's selected tab is created and selected")
    func cancelRepairsTheWindow() {
        #expect(
            failures(
                Self.tabs(deeplinks: "dismiss"),
                """
                  tab account
                  login signedIn
                  restart
                  cancel
                  expect failed unauthorized
                  expect no pending
                  expect screens [home]
                  expect instance home #5
                  deeplink drop://product/1
                  expect ok
                  expect stack [home, product]
                """) == [])
    }

    @Test(
        "a cancelled proof leaves its realm unproven: the repair passes over the container's selected tab that needs it"
    )
    func cancelledProofCountsAsNotHeld() {
        #expect(
            failures(
                """
                navgraph: 1
                name: Sel
                scheme: sel
                root: main
                auth:
                  signedIn: { login: login }
                containers:
                  main: { kind: tabs, tabs: [feed, account], selected: account }
                routes:
                  feed: { path: /feed, to: [post] }
                  post: { path: /post/:id, params: { id: int }, external: true }
                  account:
                    path: /account
                    params: { tab: { type: string, default: main } }
                    auth: signedIn
                    restore: { id: account, behavior: protect }
                  login: { path: /login, presentation: modal, embed: stack }
                """,
                """
                  login signedIn
                  expect screens [account]
                  restart
                  expect modal login
                  cancel
                  expect failed unauthorized
                  expect no pending
                  expect screens [feed]
                  expect instance feed #4
                  expect auth signedIn
                  deeplink sel://post/1
                  expect ok
                  expect stack [feed, post]
                """) == [])
    }

    @Test("a root route proving its realm at restart: a deep link that dismisses its login finds the launch state")
    func rootRoute() {
        let graph = """
            navgraph: 1
            name: Root
            scheme: root
            root: home
            deeplinks: { modals: dismiss }
            auth:
              signedIn: { login: login }
            routes:
              home: { path: /, auth: signedIn, restore: { id: home, behavior: protect } }
              product: { path: /product/:id, params: { id: int }, external: true }
              login: { path: /login, presentation: modal }
            """
        #expect(
            failures(
                graph,
                """
                  expect modal login
                  login signedIn
                  restart
                  expect modal login
                  expect instance login #3
                  deeplink root://product/1
                  expect failed noStack
                  expect pending
                  expect screens [login]
                  expect instance login #4
                  login signedIn
                  expect ok
                  expect no pending
                  expect stack [home]
                  expect instance home #5
                """) == [])
    }

    /// A trip and its itinerary (and a ticket presented above the trip), each a `protect` screen of one realm.
    static let trips = """
        navgraph: 1
        name: Trips
        root: home
        auth:
          signedIn: { login: login }
        routes:
          home: { path: /, restore: true, to: [trip] }
          trip: { path: /trip, auth: signedIn, restore: { id: trip, behavior: protect }, to: [itinerary, ticket] }
          itinerary: { path: /itinerary, auth: signedIn, restore: { id: itinerary, behavior: protect } }
          ticket: { path: /ticket, presentation: modal, auth: signedIn, restore: { id: ticket, behavior: protect } }
          login: { path: /login, presentation: modal }
        """

    @Test("two protect screens of one realm in one stack ask for its login once a restart")
    func oneProofForTwoScreensOfAStack() {
        #expect(
            failures(
                Self.trips,
                """
                  open trip
                  login signedIn
                  open itinerary
                  restart
                  expect screens [home, login]
                  expect instance login #6
                  login signedIn
                  expect ok
                  expect no pending
                  expect screens [home, trip, itinerary]
                  expect instance itinerary #8
                """) == [])
    }

    @Test("a protect screen of a realm proved in another stack (the modal chain) is not asked again")
    func oneProofAcrossStacks() {
        #expect(
            failures(
                Self.trips,
                """
                  open trip
                  login signedIn
                  open ticket
                  restart
                  expect screens [home, login]
                  login signedIn
                  expect no pending
                  expect screens [home, trip, ticket]
                  expect instance ticket #8
                """) == [])
    }
}
