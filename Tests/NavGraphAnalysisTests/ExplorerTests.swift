import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

@Suite("Explorer")
struct ExplorerTests {
    static let signIn = """
        navgraph: 1
        name: App
        scheme: app
        root: home
        auth:
          signedIn: { login: login }
        routes:
          home: { path: /, to: [account] }
          account: { path: /account, auth: signedIn }
          login: { path: /login, presentation: modal }
          intro: { path: /intro, presentation: modal, embed: stack }
        interceptors:
          - { id: onboarding, on: home, when: after, show: intro, once: true }
        """

    @Test func aCleanGraphHasNoFindingsAndEveryRouteIsReached() throws {
        let analyzed = Analyzed(yaml: Self.signIn)
        #expect(analyzed.lines == [])
        let graph = try #require(analyzed.loaded.graph)
        let e = Explorer(graph: graph).explore()
        #expect(!e.limitReached)
        #expect(e.reachedAt.allSatisfy { $0 != nil })
    }

    @Test func theSearchIsBreadthFirstSoPathsAreShortest() throws {
        let graph = try #require(Analyzed(yaml: Self.signIn).loaded.graph)
        let explorer = Explorer(graph: graph)
        let e = explorer.explore()
        // account is first on screen after the intro, the login and its success.
        let account = try #require(graph.routeIndex["account"])
        let state = try #require(e.reachedAt[account])
        #expect(e.path(to: state).map(explorer.simulator.text) == ["finish", "open account", "login signedIn"])
        #expect(explorer.describe(e.states[state].snapshot) == "'account' on top, signed in to 'signedIn'")
    }

    @Test func theStateLimitIsANoteNeverASilentNoFindings() {
        let analyzed = Analyzed(yaml: Self.signIn, stateLimit: 2)
        #expect(
            analyzed.lines == ["note[exploration-limit] 2:7 explored 2 states, limit reached; findings may be missing"])
    }

    @Test func anUnreachableRouteDoesNotStopTheExplorationAnUnknownReferenceDoes() {
        let graph = """
            navgraph: 1
            name: Ex
            scheme: ex
            root: home
            routes:
              home: { path: /, to: [help] }
              help: { path: /help, presentation: modal }
              product: { path: /product, external: true }
              lost: { path: /lost }
            """
        #expect(
            Analyzed(yaml: graph).lines == [
                "warning[deeplink-fails] 7:3 while 'help' (a modal without a stack) is on top, the deep link to 'product' fails with noStack",
                "error[unreachable-route] 9:3 route 'lost' is unreachable",
            ])
        #expect(
            Analyzed(yaml: graph.replacingOccurrences(of: "to: [help]", with: "to: [help, gone]")).lines == [
                "error[unknown-route] 6:31 route 'gone' is not defined",
                "note[not-explored] 6:31 the graph's states were not explored: its errors (unknown-route) leave its navigation undefined, so findings in every state are missing",
                "error[unreachable-route] 9:3 route 'lost' is unreachable",
            ])
    }

    /// `tab:` naming no tab on screen leaves a deep link pushing where the user is (the
    /// engine lands in a tab only where it is one): the search still runs, and finds
    /// what such a deep link meets.
    @Test func anInvalidTabDoesNotStopTheExploration() {
        let graph = """
            navgraph: 1
            name: Ex
            scheme: ex
            root: home
            routes:
              home: { path: /, to: [help, product] }
              help: { path: /help, presentation: modal }
              product: { path: /product, external: true, tab: help }
            """
        #expect(
            Analyzed(yaml: graph).lines == [
                "warning[deeplink-fails] 7:3 while 'help' (a modal without a stack) is on top, the deep link to 'product' fails with noStack",
                "error[invalid-tab] 8:51 'help' is not a tab of the root tabs container: route 'product' cannot live in it",
            ])
    }

    /// Deep links are tried from the first state of a class only ('help' on top), but a
    /// sheet of the same class ('about') blocks them too: one cause (the policy keeps
    /// modals, and neither has a stack), so one finding names both sheets; written, the
    /// policy is where it points.
    @Test func everyStacklessSheetBlockingLinksIsOneFindingOfThePolicy() throws {
        let yaml = """
            navgraph: 1
            name: Gr
            scheme: gr
            root: home
            routes:
              home: { path: /, to: [help, about] }
              help: { path: /help, presentation: modal }
              about: { path: /about, presentation: modal }
              product: { path: /product, external: true }
            """
        let analyzed = Analyzed(yaml: yaml)
        #expect(
            analyzed.lines == [
                "warning[deeplink-fails] 7:3 while a modal without a stack ('help' or 'about') is on top, the deep link to 'product' fails with noStack"
            ])
        let finding = try #require(analyzed.findings.first)
        #expect(
            finding.diagnostic.notes == [
                "write `deeplinks: { modals: dismiss }` so that a deep link dismisses them first, or give each `embed: stack`",
                "path from launch: launch; open help; deeplink gr://product (fails noStack)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
        let keeping = yaml.replacingOccurrences(of: "root: home\n", with: "root: home\ndeeplinks: { modals: keep }\n")
        #expect(
            Analyzed(yaml: keeping).lines == [
                "warning[deeplink-fails] 5:22 while a modal without a stack ('help' or 'about') is on top, the deep link to 'product' fails with noStack"
            ])
        let dismissing = yaml.replacingOccurrences(
            of: "root: home\n", with: "root: home\ndeeplinks: { modals: dismiss }\n")
        #expect(Analyzed(yaml: dismissing).lines == [])
    }

    /// A path literal holding `%` (or a space) is reached by the link that decodes to it:
    /// the exploration writes it encoded, so the route is not called unreachable.
    @Test func aLiteralWithAPercentSignIsReachedByItsEncodedLink() throws {
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: Pc
                scheme: pc
                root: home
                routes:
                  home: { path: / }
                  sale: { path: "/50%off", external: true }
                """)
        #expect(analyzed.lines == [])
        #expect(SampleValues.literalEncode("50%off") == "50%25off")
        #expect(SampleValues.literalEncode("a b#c?d") == "a%20b%23c%3Fd")
        #expect(SampleValues.literalEncode("caf\u{E9}*") == "caf\u{E9}*")
    }

    /// A loop of a navigation left pending (an `after` interceptor's screen) is named as
    /// such, not as "the navigation to the pending navigation".
    @Test func endlessNavigationsAreNamedByWhatLoops() {
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: T
                root: home
                routes:
                  home: { path: /, embed: stack, to: [a] }
                  a: { path: /a, presentation: modal, embed: stack }
                  b: { path: /b, presentation: modal, embed: stack }
                interceptors:
                  - { id: i1, on: a, when: after, show: b }
                  - { id: i2, on: b, when: before, show: a }
                """)
        #expect(
            analyzed.lines.filter { $0.hasPrefix("error[endless-navigation]") } == [
                "error[endless-navigation] 3:7 the pending navigation can never end: it hits the loop bound while 'a' on top",
                "error[endless-navigation] 6:3 the navigation to 'a' can never end: it hits the loop bound while 'home' on top",
            ])
        // The finding prints the routes it goes round; the screen shown only on the way round
        // says so, not that nothing links to it.
        let notes = { (code: String) in
            analyzed.findings.filter { $0.diagnostic.code.rawValue == code }.map { $0.diagnostic.notes }
        }
        #expect(
            notes("endless-navigation").contains([
                "the loop: 'a' -> 'b' (interceptor 'i1') -> 'a' (interceptor 'i2'), again and again",
                "path from launch: launch; open a (fails loop)",
            ]))
        #expect(
            notes("unreachable-route") == [
                [
                    "only interceptor 'i1' shows it, on the way round a navigation that never ends (endless-navigation); the loop: 'a' -> 'b' (interceptor 'i1') -> 'a' (interceptor 'i2'), again and again"
                ]
            ])
    }

    @Test func deepLinksBlockedByOneSheetAreOneFindingAtTheSheet() throws {
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: Gr
                scheme: gr
                root: home
                auth:
                  user: { login: signIn }
                routes:
                  home: { path: /, to: [help, signIn] }
                  help: { path: /help, presentation: modal }
                  product: { path: "/product/:id", params: { id: int }, external: true }
                  order: { path: /order, external: true, auth: user }
                  news: { path: /news, external: true, presentation: modal, embed: stack }
                  signIn: { path: /sign-in, presentation: modal, embed: stack }
                """)
        #expect(
            analyzed.lines == [
                "warning[login-opened-directly] 8:31 route 'home' opens 'signIn', the login of realm 'user', by an edge: no navigation waits on it then, so logging in leaves it on screen",
                "warning[deeplink-fails] 9:3 while 'help' (a modal without a stack) is on top, deep links to 'product' and 'order' fail with noStack",
            ])
        let finding = try #require(analyzed.findings.first)
        #expect(
            finding.diagnostic.notes == [
                "give 'help' `embed: stack`, or write `deeplinks: { modals: dismiss }` so that a deep link dismisses it first",
                "first seen: signed out",
                "path from launch: launch; open help; deeplink gr://product/1 (fails noStack)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
    }

    /// A cold start from a link while a one-time "what's new" sheet (an interceptor's
    /// screen, the launch pending on it) is up: the link fails, and the sheet is named.
    @Test func deepLinksAreTriedWhileAnInterceptorsSheetIsUp() throws {
        let yaml = """
            navgraph: 1
            name: Wn
            scheme: wn
            root: home
            routes:
              home: { path: / }
              whatsNew: { path: /new, presentation: modal }
              product: { path: "/product/:id", params: { id: int }, external: true }
            interceptors:
              - { id: news, on: home, show: whatsNew, once: true }
            """
        let analyzed = Analyzed(yaml: yaml)
        #expect(
            analyzed.lines == [
                "warning[deeplink-fails] 7:3 while 'whatsNew' (a modal without a stack) is on top, the deep link to 'product' fails with noStack"
            ])
        let finding = try #require(analyzed.findings.first)
        #expect(
            finding.diagnostic.notes.suffix(2) == [
                "first seen: a navigation to 'home' pending",
                "path from launch: launch; deeplink wn://product/1 (fails noStack)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
        // With `deeplinks: { modals: dismiss }` the sheet goes first and the product shows:
        // the launch's navigation to 'home' was dropped with the sheet, and the window,
        // empty, is repaired with its root (navscript(5), No empty window), so `back` leads home.
        let dismissing = yaml.replacingOccurrences(
            of: "root: home\n", with: "root: home\ndeeplinks: { modals: dismiss }\n")
        #expect(Analyzed(yaml: dismissing).lines == [])
    }

    @Test func aLaunchThatFailsNamesTheLoginItCannotShow() {
        #expect(
            Analyzed(
                yaml: """
                    navgraph: 1
                    name: Lf
                    root: home
                    auth:
                      user: { login: signIn }
                    routes:
                      home: { path: /, auth: user }
                      signIn: { path: /sign-in, presentation: replace }
                    """
            ).lines == [
                "error[launch-fails] 5:18 the launch fails with noStack: the login 'signIn' of realm 'user' cannot be shown (nothing on screen to replace)",
                "warning[flow-screen-presentation] 8:43 route 'signIn' is the login route of realm 'user', but its presentation replace replaces the stack it is shown on: the navigation that waits for it resumes with what it came from gone",
            ])
    }

    @Test func theWorkIsCountedAndBounded() throws {
        let graph = try #require(Analyzed(yaml: Self.signIn).loaded.graph)
        let e = Explorer(graph: graph).explore()
        // Each state tries a handful of commands; nothing is tried twice from one state.
        #expect(e.states.count < 40)
        #expect(e.commandsRun < e.states.count * 8)
    }

    @Test func theCommandLimitStopsTheSearchLikeTheStateLimit() throws {
        let graph = try #require(Analyzed(yaml: Self.signIn).loaded.graph)
        let explorer = Explorer(graph: graph)
        // Derived from the state limit: 10 plus 1 edge, 2 for the realm, no tab or deep link a state.
        #expect(explorer.deeplinks.isEmpty)
        #expect(explorer.triesPerState == 13)
        #expect(explorer.commandBudget(stateLimit: 100_000) == 1_300_000)
        #expect(explorer.commandBudget(stateLimit: Int.max) == Int.max)
        let full = explorer.explore()
        // No state tries more: a budget of that many a state never stops a search first.
        #expect(full.commandsTried <= full.states.count * explorer.triesPerState)
        explorer.commandLimit = 5
        let cut = explorer.explore()
        #expect(!full.limitReached)
        #expect(cut.limitReached)
        #expect(cut.unexploredStates > 0)
        #expect(cut.commandsTried == 5)
        #expect(cut.commandsRun <= 5)
        #expect(cut.states.count < full.states.count)
    }
}
