import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

@Suite("Checks: must-be-shown-first cycles")
struct ShowFirstCycleCheckTests {
    @Test func anInterceptorWhoseScreenIsInterceptedBackToTheStart() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: / }
              intro: { path: /intro, presentation: modal }
              terms: { path: /terms, presentation: modal }
            interceptors:
              - { id: onboarding, on: home, show: intro }
              - { id: legal, on: intro, show: terms }
              - { id: back, on: terms, show: home }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[interceptor-cycle] 5:3 navigation to 'home' can never finish: home -> intro -> terms -> home"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "'home' is intercepted by 'onboarding', which shows 'intro' first",
                "'intro' is intercepted by 'legal', which shows 'terms' first",
                "'terms' is intercepted by 'back', which shows 'home' first",
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(
            Checked.labels(d, loaded.sources) == [
                "9:27 intercepted by 'onboarding'",
                "10:22 intercepted by 'legal'",
                "11:21 intercepted by 'back'",
            ])
    }

    @Test func aLoginRouteThatNeedsItsOwnRealm() throws {
        let text = Checked.shop(
            """
            auth:
              signedIn: { login: login }
            routes:
              home: { path: /, to: [account] }
              account: { path: /account, auth: signedIn }
              login: { path: /login, presentation: modal, auth: signedIn }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[interceptor-cycle] 9:3 navigation to 'login' can never finish: login -> login"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "'login' needs realm 'signedIn', whose login route is 'login'"
            ])
    }

    @Test func aLoginThatNeedsItsRealmThroughRequiresAndAnInterceptor() throws {
        let text = Checked.shop(
            """
            auth:
              signedIn: { login: login }
              biometric: { login: faceId, requires: [signedIn] }
            routes:
              home: { path: /, to: [wallet] }
              wallet: { path: /wallet, auth: biometric }
              login: { path: /login, presentation: modal }
              faceId: { path: /face-id, presentation: modal }
              consent: { path: /consent, presentation: modal, auth: biometric }
            interceptors:
              - { id: askConsent, on: [login], show: consent }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[interceptor-cycle] 10:3 navigation to 'login' can never finish: login -> consent -> login"
            ])
        #expect(
            loaded.diagnostics.first?.notes == [
                "'login' is intercepted by 'askConsent', which shows 'consent' first",
                "'consent' needs realm 'biometric', which requires realm 'signedIn', whose login route is 'login'",
            ])
        let d = try #require(loaded.diagnostics.first)
        #expect(
            Checked.labels(d, loaded.sources) == [
                "14:28 intercepted by 'askConsent'",
                "12:57 needs realm 'biometric'",
                "6:42 requires realm 'signedIn'",
                "5:22 login route of realm 'signedIn'",
            ])
    }

    @Test func starInterceptorsSkipInterceptorScreensAndLogins() {
        let text = Checked.shopWithLogin(
            """
              intro: { path: /intro, presentation: modal }
              whatsNew: { path: /new, presentation: modal }
            interceptors:
              - { id: onboarding, on: "*", show: intro }
              - { id: news, on: "*", show: whatsNew, when: before }
            """)
        #expect(Checked.lines(text) == [])
    }

    /// `"*"` skips every screen an interceptor shows: once `again` shows
    /// `home`, `onboarding` no longer runs for it, so there is no cycle.
    @Test func aStarInterceptorNeverRunsForAnInterceptorScreen() {
        let text = Checked.shop(
            """
            routes:
              home: { path: / }
              intro: { path: /intro, presentation: modal }
            interceptors:
              - { id: onboarding, on: "*", show: intro }
              - { id: again, on: [intro], show: home }
            """)
        #expect(Checked.lines(text) == [])
    }

    @Test func afterInterceptorsDoNotHoldTheNavigation() {
        let text = Checked.shop(
            """
            routes:
              home: { path: / }
              intro: { path: /intro, presentation: modal }
            interceptors:
              - { id: onboarding, on: home, when: after, show: intro }
              - { id: again, on: [intro], when: after, show: home }
            """)
        // (An after cycle of its own: after-interceptor-cycle, not this check's.)
        #expect(Checked.lines(text, only: [.interceptorCycle]) == [])
    }

    /// 20k routes under one `"*"` interceptor: the shared node keeps the
    /// relation linear (expanded per route it would be 20k x interceptors).
    @Test func manyRoutesUnderStarInterceptorsStayLinear() throws {
        var routes = "  home: { path: /, to: [r0] }\n"
        for i in 0..<20_000 { routes += "  r\(i): { path: /r\(i), to: [r\(i + 1 < 20_000 ? i + 1 : 0)] }\n" }
        routes += "  intro: { path: /intro, presentation: modal }\n  tip: { path: /tip, presentation: modal }\n"
        let text = """
            navgraph: 1
            name: Big
            root: home
            routes:
            \(routes)interceptors:
              - { id: onboarding, on: "*", show: intro }
              - { id: tips, on: "*", show: tip }
            """
        #expect(Checked.lines(text, only: [.interceptorCycle]) == [])
        // Counted, not timed: one edge per route to the shared node, one from it per "*" screen.
        let graph = try #require(
            LoadedGraph.decode(
                name: "navgraph.yaml", bytes: Array(text.utf8),
                includes: InMemorySourceProvider()
            ).graph)
        #expect(InterceptorCycleCheck.model(of: graph).reasons.count == 20_001 + 2)
    }
}
