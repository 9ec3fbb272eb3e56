import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// The rules of navscript(5) for `restart` and `logout` that navgraph once did
/// otherwise, each with the exact states (an empty window: `NoEmptyWindowTests`).
@Suite("Conformance: restart and logout")
struct RestartLogoutRulesTests {
    /// A tabs root whose selected tab needs a realm; global routes of every presentation.
    static let guardedTabs = """
        navgraph: 1
        name: Gt
        root: main
        auth:
          user: { login: signIn }
        containers:
          main: { kind: tabs, tabs: [home, feed], selected: home }
        routes:
          home: { path: /, auth: user, restore: true }
          feed: { path: /feed }
          notif: { path: /notif, global: true }
          swap: { path: /swap, presentation: replace, global: true }
          sheet: { path: /sheet, presentation: modal, global: true }
          signIn: { path: /sign-in, presentation: modal }
        """

    @Test("restart: a tabs root whose selected tab needs a realm not held goes through its login, pending")
    func restartSelectedTabThroughLogin() {
        #expect(
            failures(
                Self.guardedTabs,
                """
                  expect instance signIn #1
                  restart
                  expect screens [signIn]
                  expect instance signIn #2
                  expect pending
                  login user
                  expect ok
                  expect screens [home]
                  expect instance home #3
                  expect no pending
                """) == [])
    }

    /// Tabs whose stacks and modals a `replace` can take the bottom of; `account` is `protect`.
    static let replacing = """
        navgraph: 1
        name: Rp
        root: main
        auth:
          user: { login: signIn }
        containers:
          main: { kind: tabs, tabs: [home, feed, account], selected: home }
        routes:
          home: { path: /, restore: true, to: [swap, m, feed] }
          feed:
            path: /feed
            params: { n: { type: int, default: 0 } }
            restore: true
            to: [swap]
          account: { path: /account, auth: user, restore: { id: account, behavior: protect } }
          swap: { path: /swap, presentation: replace, restore: true }
          m: { path: /m, presentation: modal, embed: stack, restore: true, to: [swap] }
          signIn: { path: /sign-in, presentation: modal }
        """

    @Test("restart: a stack whose bottom a replace took restores nothing (selected tab, other tab, modal)")
    func restartAfterReplace() {
        // The selected tab: rebuilt from the graph, nothing above it.
        #expect(
            failures(
                Self.replacing,
                """
                  open swap
                  expect stack [swap]
                  restart
                  expect stack [home]
                  expect instance home #3
                """) == [])
        // Another tab: its own screen was not saved, so it is created when selected again.
        #expect(
            failures(
                Self.replacing,
                """
                  tab feed
                  open swap
                  tab home
                  restart
                  expect instance home #4
                  tab feed
                  expect stack [feed]
                  expect instance feed #5
                """) == [])
        // A modal with its own stack: the chain stops there.
        #expect(
            failures(
                Self.replacing,
                """
                  open m
                  open swap
                  expect stack [swap]
                  restart
                  expect no modal
                  expect screens [home]
                  expect instance home #4
                """) == [])
    }

    @Test("restart recreates a tab with the parameters it was saved with")
    func restartKeepsTabParameters() {
        #expect(
            failures(
                Self.replacing,
                """
                  open feed(n: 3)
                  expect top feed(n: 3)
                  restart
                  expect top feed(n: 3)
                  expect instance feed #3
                  tab home
                  expect instance home #4
                """) == [])
    }

    @Test("restart: a route root whose bottom a replace took restores nothing above the rebuilt root")
    func restartRouteRootAfterReplace() {
        #expect(
            failures(
                """
                navgraph: 1
                name: Rr
                root: home
                routes:
                  home: { path: /, restore: true, to: [a, swap] }
                  a: { path: /a, restore: true, to: [swap] }
                  swap: { path: /swap, presentation: replace, restore: true, to: [a] }
                """,
                """
                  open swap
                  open a
                  expect stack [swap, a]
                  restart
                  expect stack [home]
                  expect instance home #4
                """) == [])
    }

    @Test("restart: dismissing a protect login fails unauthorized, also while the next stack waits for its own")
    func restartProtectLoginDismissed() {
        #expect(
            failures(
                """
                navgraph: 1
                name: Pp
                root: home
                auth:
                  user: { login: signIn }
                routes:
                  home: { path: /, restore: true, to: [a] }
                  a: { path: /a, auth: user, restore: { id: a, behavior: protect }, to: [m] }
                  m: { path: /m, presentation: modal, auth: user, restore: { id: m, behavior: protect } }
                  signIn: { path: /sign-in, presentation: modal }
                """,
                """
                  open a
                  login user
                  open m
                  expect instance m #4
                  restart
                  expect screens [home, signIn]
                  expect instance signIn #6
                  dismiss
                  expect failed unauthorized
                  expect result signIn dismissed
                  expect pending
                  expect screens [home, signIn]
                  expect instance signIn #7
                  login user
                  expect ok
                  expect screens [home, m]
                  expect instance m #8
                  expect no pending
                """) == [])
    }

    @Test("logout while a protect tab's restoration waits for its login selects the container's selected tab")
    func logoutDuringProtectRestoration() {
        #expect(
            failures(
                Self.replacing,
                """
                  tab account
                  login user
                  expect instance account #3
                  restart
                  expect screens [signIn]
                  expect instance signIn #4
                  expect pending
                  logout
                  expect no pending
                  expect instance home #5
                  expect screens [home, signIn]
                  expect top signIn
                  tab account
                  expect modal signIn
                  expect instance signIn #6
                """) == [])
    }

    @Test("logout of a created selected tab that needs a realm: not created again until selected, default selected")
    func logoutSelectedTab() {
        #expect(
            failures(
                Self.replacing,
                """
                  tab account
                  login user
                  logout
                  expect stack [home]
                  expect instance home #1
                  expect result account dismissed
                  tab account
                  expect modal signIn
                  expect instance signIn #4
                  login user
                  expect instance account #5
                """) == [])
    }
}
