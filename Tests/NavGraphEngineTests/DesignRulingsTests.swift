import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// The rulings of navscript(5) and navgraph(5) on deep links and modals, screens
/// the app shows by itself, logout's tabs and a `protect` tab created early.
@Suite("Conformance: deep links and modals, screens shown by the app, logout's tabs")
struct DesignRulingsTests {
    /// A `help` sheet without a stack of its own over a root stack; `product` is pushed.
    static func sheetGraph(modals: String?) -> String {
        """
        navgraph: 1
        name: Dl
        scheme: dl
        root: home
        \(modals.map { "deeplinks: { modals: \($0) }\n" } ?? "")\
        routes:
          home: { path: /, to: [help, product] }
          help: { path: /help, presentation: modal, dismissible: false, global: true, cache: short }
          product: { path: /product/:id, params: { id: int }, external: true }
          note: { path: /note, presentation: modal, embed: stack, global: true }
        lifetimes:
          short: 60s
        interceptors:
          - { id: tip, on: product, when: after, show: note }
        """
    }

    @Test("deeplinks: { modals: keep } (the default) navigates from the top: a push under a stackless sheet fails")
    func keepFailsUnderASheet() {
        for modals in [nil, "keep"] {
            let run = SimHarness.run(
                yaml: Self.sheetGraph(modals: modals),
                script: """
                    scenario "s"
                      open help
                      deeplink dl://product/4
                      expect failed noStack
                      expect screens [home, help]
                    """)
            #expect(run.failures == [], "\(modals ?? "unset")")
        }
    }

    @Test("deeplinks: { modals: dismiss } dismisses every modal first (dismissible: false too), each into its cache")
    func dismissClosesTheSheet() {
        let run = SimHarness.run(
            yaml: Self.sheetGraph(modals: "dismiss"),
            script: """
                scenario "s"
                  open help
                  deeplink dl://product/4
                  expect failed noStack
                """)
        #expect(run.failures == ["4:3: expect failed noStack failed: expected failed noStack, found ok"])
        let ok = SimHarness.run(
            yaml: Self.sheetGraph(modals: "dismiss"),
            script: """
                scenario "s"
                  open help
                  deeplink dl://product/4
                  expect ok
                  expect result help dismissed
                  expect screens [home, product, note]
                  expect pending
                  open help
                  expect instance help #2
                """)
        #expect(ok.failures == [])
        #expect(
            ok.trace.contains(
                """
                  deeplink dl://product/4
                    dismiss every modal
                    disappear help #2
                    result help #2: dismissed
                    cache help #2
                    appear home #1
                    navigate product(id: 4)
                """))
    }

    @Test("a deep link that dismisses the modal a navigation waits on drops that navigation silently")
    func dismissDropsThePendingNavigation() {
        let run = SimHarness.run(
            yaml: Self.sheetGraph(modals: "dismiss"),
            script: """
                scenario "s"
                  open product(id: 1)
                  expect modal note
                  expect pending
                  deeplink dl://product/2
                  expect ok
                  expect screens [home, product, product, note]
                  expect top note
                  expect instance note #5
                  expect result note dismissed
                """)
        #expect(run.failures == [])
        #expect(run.trace.contains("the pending navigation is dropped"))
        // A deep link that fails to resolve changes nothing.
        let bad = SimHarness.run(
            yaml: Self.sheetGraph(modals: "dismiss"),
            script: """
                scenario "s"
                  open help
                  deeplink dl://nowhere
                  expect failed noMatch
                  expect modal help
                  deeplink dl://help
                  expect failed notExternal
                  expect modal help
                """)
        #expect(bad.failures == [])
    }

    @Test("the bundled shop dismisses its help sheet on a deep link: the product lands on the home tab")
    func shopDismissesHelp() {
        let run = SimHarness.run(
            SimHarness.shop(),
            script: """
                scenario "s"
                  finish
                  open help
                  expect modal help
                  deeplink shop://product/7
                  expect ok
                  expect no modal
                  expect result help dismissed
                  expect stack [home, product(id: 7)]
                """)
        #expect(run.failures == [])
    }

    /// Compiles a graph that `check` rejects (a parameter no one can fill) for the simulator alone.
    static func unfillable(_ yaml: String) -> (Graph, SourceMap) {
        let loaded = LoadedGraph.decode(text: yaml).validated()
        return (loaded.graph!, loaded.sources)
    }

    @Test("a root with a required parameter without a default: launch fails missingParameter, the window stays empty")
    func rootWithoutDefault() {
        let graph = Self.unfillable(
            """
            navgraph: 1
            name: Rp
            root: home
            routes:
              home: { path: "/home/:id", params: { id: int }, global: true }
              other: { path: /other, global: true }
            """)
        let run = SimHarness.run(
            graph,
            script: """
                scenario "s"
                  expect failed missingParameter
                  expect screens []
                  open other
                  expect ok
                  expect screens [other]
                """)
        #expect(run.failures == [])
        #expect(run.trace.contains("home needs 'id', which has no default\n    failed missingParameter"))
    }

    @Test("a tab, a login route and an interceptor's screen take only defaults; without one the navigation fails")
    func selfShownScreensWithoutDefaults() {
        let graph = Self.unfillable(
            """
            navgraph: 1
            name: Sp
            root: main
            auth:
              user: { login: signIn }
            containers:
              main: { kind: tabs, tabs: [home, search] }
            routes:
              home: { path: /, to: [locked, tipped, search] }
              search: { path: /search, params: { q: { type: string, required: true } } }
              locked: { path: /locked, auth: user }
              tipped: { path: /tipped }
              signIn: { path: "/sign-in/:code", params: { code: int }, presentation: modal }
              tip: { path: /tip, presentation: modal, params: { n: { type: int, required: true } } }
            interceptors:
              - { id: t, on: tipped, show: tip }
            """)
        let run = SimHarness.run(
            graph,
            script: """
                scenario "s"
                  tab search
                  expect failed missingParameter
                  expect screens [home]
                  open locked
                  expect failed missingParameter
                  expect no pending
                  expect screens [home]
                  open tipped
                  expect failed missingParameter
                  expect screens [home]
                  open search(q: "x")
                  expect ok
                  expect top search(q: "x")
                """)
        #expect(run.failures == [])
        #expect(run.trace.contains("needs user: show signIn\n    signIn needs 'code', which has no default"))
    }

    @Test("logout after a launch stopped at an interceptor's screen: the selected tab is created, no empty tab")
    func logoutCreatesTheSelectedTab() {
        let run = SimHarness.run(
            yaml: """
                navgraph: 1
                name: Lt
                root: main
                containers:
                  main: { kind: tabs, tabs: [home, feed] }
                routes:
                  home: { path: / }
                  feed: { path: /feed }
                  intro: { path: /intro, presentation: modal }
                interceptors:
                  - { id: hello, on: home, show: intro }
                """,
            script: """
                scenario "s"
                  expect modal intro
                  expect screens [intro]
                  logout
                  expect no pending
                  expect screens [home, intro]
                  expect instance home #2
                  dismiss
                  expect screens [home]
                  expect instance home #2
                """)
        #expect(run.failures == [])
        #expect(!run.trace.contains("interceptor hello"))
    }

    @Test("a protect tab created while its restoration waited keeps its screen; only the screens above it come back")
    func protectTabCreatedEarly() {
        let run = SimHarness.run(
            yaml: """
                navgraph: 1
                name: Pt
                root: main
                auth:
                  user: { login: signIn }
                containers:
                  main: { kind: tabs, tabs: [home, account] }
                routes:
                  home: { path: /, restore: true }
                  account:
                    path: /account
                    params: { tab: { type: string, default: a } }
                    auth: user
                    restore: { id: account, behavior: protect }
                    to: [detail]
                  detail: { path: /detail, restore: true }
                  signIn: { path: /sign-in, presentation: modal }
                """,
            script: """
                scenario "s"
                  tab account
                  login user
                  open detail
                  expect screens [account, detail]
                  restart
                  expect modal signIn
                  expect pending
                  tab account
                  expect instance account #6
                  login user
                  expect no modal
                  expect stack [account, detail]
                  expect instance account #6
                  expect instance detail #7
                """)
        #expect(run.failures == [])
    }
}
