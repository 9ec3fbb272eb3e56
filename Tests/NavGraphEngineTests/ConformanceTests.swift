import TestSupport
import Testing

/// Regressions found by reading the simulator's rules (man/navscript.5) one by one.
@Suite("Conformance: the exact rules of navscript(5)")
struct ConformanceTests {
    /// The head of a graph whose realm `user` logs in at `signIn`, up to `routes:`; the graph's
    /// routes follow it. Its root is `home`, or with `tabs` the tabs `main` holding them.
    static func head(_ name: String, tabs: [String]? = nil) -> String {
        var head =
            "navgraph: 1\nname: \(name)\nroot: \(tabs == nil ? "home" : "main")\nauth:\n  user:\n    login: signIn\n"
        if let tabs {
            head += "containers:\n  main:\n    kind: tabs\n    tabs: [\(tabs.joined(separator: ", "))]\n"
        }
        return head + "routes:\n"
    }

    /// Tabs with restorable screens; `account` needs a realm and is `protect`.
    static let tabs =
        head("Rs", tabs: ["home", "feed", "account"]) + """
              home:
                path: /
                restore: true
                to: [a, m]
              feed:
                path: /feed
              account:
                path: /account
                auth: user
                restore: { id: account, behavior: protect }
              a:
                path: /a
                restore: true
                to: [m]
              m:
                path: /m
                presentation: modal
                embed: stack
                restore: true
              signIn:
                path: /sign-in
                presentation: modal
            """

    @Test("restart recreates the selected tab's stack, then the other created tabs in order, then the modal chain")
    func restartOrder() {
        // `feed` has no `restore`: its screen is not recreated, but created when it is selected again.
        #expect(
            failures(
                Self.tabs,
                """
                  tab feed
                  tab home
                  open a
                  open m
                  restart
                  expect screens [home, a, m]
                  expect instance home #5
                  expect instance a #6
                  expect instance m #7
                  tab feed
                  expect instance feed #8
                """) == [])
        // A protected tab selected: its login first, the other tabs after its restoration.
        #expect(
            failures(
                Self.tabs,
                """
                  tab account
                  login user
                  restart
                  expect modal signIn
                  expect instance signIn #4
                  expect screens [signIn]
                  login user
                  expect instance account #5
                  tab home
                  expect instance home #6
                """) == [])
        // A protected tab not selected: restored in its turn, after the tabs before it.
        #expect(
            failures(
                Self.tabs,
                """
                  tab account
                  login user
                  tab feed
                  restart
                  expect instance feed #5
                  expect modal signIn
                  expect instance signIn #7
                  login user
                  tab home
                  expect instance home #6
                  tab account
                  expect instance account #8
                """) == [])
    }

    /// A root that needs a realm, with an interceptor of its own.
    static let guardedRoot =
        head("Gr") + """
              home:
                path: /
                auth: user
              signIn:
                path: /sign-in
                presentation: modal
              tip:
                path: /tip
                presentation: modal
            interceptors:
              - { id: t, on: home, show: tip }
            """

    @Test("restart rebuilds the root without interceptors, through its login when a realm is missing")
    func restartRootWithoutInterceptors() {
        #expect(
            failures(
                Self.guardedRoot,
                """
                  expect modal tip
                  finish
                  expect modal signIn
                  restart
                  expect screens [signIn]
                  expect instance signIn #3
                  expect pending
                  login user
                  expect screens [home]
                  expect instance home #4
                  expect no pending
                """) == [])
        // At launch (and after logout) the root's interceptors do run.
        #expect(
            failures(
                Self.guardedRoot,
                """
                  finish
                  login user
                  logout
                  expect modal tip
                  expect pending
                """) == [])
    }

    /// Tabs; `secret` needs a realm whose login is a modal.
    static let tabsWithLogin =
        head("Tl", tabs: ["home", "search"]) + """
              home:
                path: /
                to: [secret]
              search:
                path: /search
              secret:
                path: /secret
                auth: user
              signIn:
                path: /sign-in
                presentation: modal
                to: [search]
            """

    @Test("an open that closes a waiting login on its way to a tab cancels it: expect failed unauthorized")
    func openClosingLoginFails() {
        #expect(
            failures(
                Self.tabsWithLogin,
                """
                  open secret
                  expect pending
                  open search
                  expect no pending
                  expect top search
                  expect no modal
                  expect result signIn dismissed
                  expect failed unauthorized
                  tab home
                  expect ok
                """) == [])
    }

    /// Interceptors of every kind around `feed` and `inbox`; `*` on everything else.
    static let interceptors =
        head("Ic") + """
              home:
                path: /
                to: [feed, inbox]
              feed:
                path: /feed
                to: [inbox]
              inbox:
                path: /inbox
                auth: user
                presentation: modal
              signIn:
                path: /sign-in
                presentation: modal
              consent:
                path: /consent
                presentation: modal
              hi:
                path: /hi
                presentation: modal
              mid:
                path: /mid
                presentation: modal
              rate:
                path: /rate
                presentation: modal
                to: [inbox]
              mfa:
                path: /mfa
                presentation: modal
            interceptors:
              - { id: consent, on: "*", priority: mandatory, show: consent, once: true }
              - { id: low, on: feed, show: mid }
              - { id: high, on: feed, priority: high, show: hi }
              - { id: after, on: feed, when: after, show: rate }
              - { id: mfa, on: [feed, inbox], requiresAuth: true, show: mfa }
            """

    @Test(
        "interceptors: once at launch, priority order, requiresAuth after the logins (none needed), after ones keep it pending"
    )
    func interceptorOrder() {
        #expect(
            failures(
                Self.interceptors,
                """
                  expect modal consent
                  expect pending
                  finish
                  expect no pending
                  open feed
                  expect modal hi
                  dismiss
                  expect modal mid
                  finish
                  expect modal mfa
                  expect no auth user
                  finish
                  expect modal rate
                  expect screens [home, feed, rate]
                  expect pending
                  finish
                  expect no pending
                  expect top feed
                  expect ok
                """) == [])
    }

    @Test("a new navigation that waits replaces the pending one silently; the old one's screen stays")
    func pendingReplaced() {
        #expect(
            failures(
                Self.interceptors,
                """
                  finish
                  open feed
                  finish
                  finish
                  finish
                  expect modal rate
                  expect pending
                  open inbox
                  expect pending
                  expect modal signIn
                  expect screens [home, feed, rate, signIn]
                  login user
                  expect modal mfa
                  finish
                  expect top inbox
                  expect no pending
                  expect screens [home, feed, rate, inbox]
                  dismiss
                  expect top rate
                  expect no pending
                  finish
                  expect result rate finished
                  expect top feed
                  expect ok
                """) == [])
    }

    @Test("once is marked when its screen is shown: a cancelled login before it leaves it unmarked")
    func onceMarkedWhenShown() {
        #expect(
            failures(
                """
                navgraph: 1
                name: Once
                root: home
                auth:
                  user: { login: signIn }
                routes:
                  home: { path: /, to: [a] }
                  a: { path: /a }
                  offer: { path: /offer, presentation: modal, auth: user }
                  signIn: { path: /sign-in, presentation: modal }
                interceptors:
                  - { id: promo, on: a, show: offer, once: true }
                """,
                """
                  open a
                  expect modal signIn
                  cancel
                  expect failed unauthorized
                  expect screens [home]
                  open a
                  expect modal signIn
                  expect instance signIn #3
                  login user
                  expect modal offer
                  expect instance offer #4
                  finish
                  expect top a
                  expect instance a #5
                  back
                  open a
                  expect ok
                  expect no modal
                  expect instance a #6
                """) == [])
    }

    static let rootWithoutRestore = """
        navgraph: 1
        name: Plain
        root: home
        routes:
          home:
            path: /
            embed: stack
            to: [product]
          product:
            path: /product/:id
            params: { id: int }
            restore: true
        """

    @Test("restart saves nothing above a bottom screen without restore: saving stops at the first screen without it")
    func restartStopsAtABottomWithoutRestore() {
        #expect(
            failures(
                Self.rootWithoutRestore,
                """
                scenario "s"
                  open /product/42
                  expect stack [home, product]
                  restart
                  expect stack [home]
                  expect top home
                """) == [])
    }
}
