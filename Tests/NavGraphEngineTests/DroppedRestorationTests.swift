import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// navscript(5), `restart`: a restoration dropped while it waits for its
/// login (not cancelled) still creates the screen it was proving at the
/// bottom of the root stack or the selected tab; a window never shows an
/// empty tab. A cancelled one leaves the window empty, as the text says.
@Suite("Restart: a dropped restoration keeps its root or tab screen")
struct DroppedRestorationTests {
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

    @Test("a deep link that dismisses the restoration's login finds the tab created, with its saved parameters")
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
                  expect stack [account, product]
                  expect screens [account, product]
                  back
                  expect top account(tab: saved)
                  expect instance account #6
                """, loose: true) == [])
    }

    @Test("a navigation that waits and replaces the restoration leaves the tab created under its screens")
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
                  expect screens [account, login, faceId]
                  expect instance account #6
                  dismiss
                  expect failed unauthorized
                  dismiss
                  expect ok
                  expect screens [account]
                """) == [])
    }

    @Test("a cancelled restoration login leaves the window empty: a push has no stack")
    func cancelLeavesTheWindowEmpty() {
        #expect(
            failures(
                Self.tabs(deeplinks: "dismiss"),
                """
                  tab account
                  login signedIn
                  restart
                  cancel
                  expect failed unauthorized
                  expect screens []
                  deeplink drop://product/1
                  expect failed noStack
                """) == [])
    }

    @Test("a root route proving its realm at restart is created when a deep link dismisses its login")
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
                  deeplink root://product/1
                  expect ok
                  expect stack [home, product]
                """) == [])
    }
}
