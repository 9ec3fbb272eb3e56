import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// navscript(5), "No empty window": after a command, a scene with nothing pending
/// whose window shows no screen of its own gets the container's `selected` tab, or
/// the first tab whose realms are held, created without interceptors or logins, or
/// its root; otherwise it goes back to its launch state, the root's login shown
/// again. A repair is no command: `expect failed` still reads the command before it.
@Suite("No empty window: the repair after a command, in a deep link and at logout")
struct NoEmptyWindowTests {
    /// A tabs root whose `selected` tab needs a realm, beside one that needs none.
    static let guardedTabs = """
        navgraph: 1
        name: Gt
        scheme: gt
        root: main
        deeplinks: { modals: dismiss }
        auth:
          user: { login: signIn }
        containers:
          main: { kind: tabs, tabs: [home, feed], selected: home }
        routes:
          home: { path: /, auth: user, restore: true }
          feed: { path: /feed }
          notif: { path: /notif, global: true, external: true }
          signIn: { path: /sign-in, presentation: modal }
        """

    @Test("a cancelled launch login whose selected tab needs a realm lands on the first tab that needs none")
    func cancelledLaunchLoginOfATab() {
        #expect(
            failures(
                Self.guardedTabs,
                """
                  expect modal signIn
                  expect pending
                  cancel
                  expect failed unauthorized
                  expect no pending
                  expect screens [feed]
                  expect top feed
                  expect instance feed #2
                  open notif
                  expect ok
                  expect stack [feed, notif]
                """) == [])
    }

    @Test(
        "a cancelled launch login of a root that needs a realm shows the login again, a pending navigation to the root")
    func cancelledLaunchLoginOfARoot() {
        #expect(
            failures(
                """
                navgraph: 1
                name: Gr
                root: home
                auth:
                  user: { login: signIn }
                routes:
                  home: { path: /, auth: user }
                  notif: { path: /notif, global: true }
                  signIn: { path: /sign-in, presentation: modal }
                """,
                """
                  expect instance signIn #1
                  cancel
                  expect failed unauthorized
                  expect result signIn dismissed
                  expect pending
                  expect screens [signIn]
                  expect instance signIn #2
                  login user
                  expect ok
                  expect no pending
                  expect screens [home]
                  expect instance home #3
                """) == [])
    }

    @Test("logout of a selected tab that needs a realm, the container's selected one: the first tab that needs none")
    func logoutLandsOnATabThatNeedsNoRealm() {
        #expect(
            failures(
                Self.guardedTabs,
                """
                  login user
                  expect screens [home]
                  open notif
                  logout
                  expect ok
                  expect no pending
                  expect screens [feed]
                  expect instance feed #4
                  expect result home dismissed
                  expect no auth user
                """) == [])
    }

    @Test("logout: a root presentation's route that needs a realm leaves the graph's root, created again")
    func logoutRecreatesTheGraphsRoot() {
        #expect(
            failures(
                """
                navgraph: 1
                name: Rt
                root: start
                auth:
                  user: { login: signIn }
                routes:
                  start: { path: /, presentation: root, to: [main] }
                  main: { path: /main, presentation: root, auth: user }
                  signIn: { path: /sign-in, presentation: modal }
                """,
                """
                  open main
                  login user
                  expect stack [main]
                  logout
                  expect no pending
                  expect stack [start]
                  expect instance start #4
                  expect result main dismissed
                """) == [])
    }

    @Test("a deep link that dismisses the modals and drops a waiting launch lands on the repaired window")
    func deepLinkDropsTheWaitingLaunch() {
        #expect(
            failures(
                Self.guardedTabs,
                """
                  expect modal signIn
                  expect pending
                  deeplink gt://notif
                  expect ok
                  expect no pending
                  expect stack [feed, notif]
                  expect instance feed #2
                  expect instance notif #3
                """) == [])
    }
}
