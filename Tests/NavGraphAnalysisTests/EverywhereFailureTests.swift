import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// navigation-fails for a tab tap or a deep link whose every run in the
/// search failed with noStack: one error at the route, not one warning a
/// screen on top (or nothing at all, for a tab).
@Suite("A tap or deep link that fails from every state")
struct EverywhereFailureTests {
    /// `promo` is shown, then its `after` interceptor pushes `hint` onto it: a
    /// modal without a stack. `hint` is reached from `home`, so no interceptor
    /// finding explains it.
    static let promo = """
        navgraph: 1
        name: Promo
        scheme: promo
        root: home
        routes:
          home: { path: /, to: [hint] }
          hint: { path: /hint }
          promo: { path: /promo, presentation: modal, external: true }
        interceptors:
          - { id: tip, on: [promo], when: after, show: hint }
        """

    @Test func aDeepLinkThatFailsFromEveryStateIsOneError() throws {
        let analyzed = Analyzed(yaml: Self.promo)
        #expect(
            analyzed.lines == [
                "error[navigation-fails] 8:57 every deep link to 'promo' fails with noStack, from each of the 2 states it was tried in"
            ])
        let finding = try #require(analyzed.findings.first)
        #expect(
            finding.diagnostic.notes == [
                "a screen the navigation shows has no stack to land on (the witness's trace names it): give it presentation modal, or the screen under it `embed: stack`",
                "first seen: 'home' on top",
                "path from launch: launch; deeplink promo://promo (fails noStack)",
            ])
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
        // With a stack to land on, the links work: no finding.
        let fixed = Self.promo.replacingOccurrences(
            of: "presentation: modal,", with: "presentation: modal, embed: stack,")
        #expect(Analyzed(yaml: fixed).lines == [])
    }

    /// Selecting `news` shows `banner` (a modal without a stack), whose own
    /// `after` interceptor pushes `hint` onto it.
    static let news = """
        navgraph: 1
        name: Tabs
        root: main
        containers:
          main: { kind: tabs, tabs: [home, news] }
        routes:
          home: { path: /, to: [hint] }
          news: { path: /news }
          banner: { path: /banner, presentation: modal }
          hint: { path: /hint }
        interceptors:
          - { id: showBanner, on: [news], when: after, show: banner }
          - { id: tip, on: [banner], when: after, show: hint }
        """

    @Test func aTabWhoseEveryTapFailsIsOneError() throws {
        let analyzed = Analyzed(yaml: Self.news)
        #expect(
            analyzed.lines == [
                "error[navigation-fails] 8:3 every tap of tab 'news' fails with noStack, from each of the 4 states it was tried in"
            ])
        let finding = try #require(analyzed.findings.first)
        #expect(finding.diagnostic.notes.last == "path from launch: launch; tab news (fails noStack)")
        #expect(analyzed.simulate(try #require(finding.witness)).failures == [])
        let fixed = Self.news.replacingOccurrences(
            of: "banner: { path: /banner, presentation: modal }",
            with: "banner: { path: /banner, presentation: modal, embed: stack }")
        #expect(Analyzed(yaml: fixed).lines == [])
    }

    @Test func aDeepLinkThatWorksFromOneStateStaysAWarningOfTheScreensThatBlockIt() throws {
        // `sheet` blocks the link; from `home` it works: not every state, so deeplink-fails.
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: Sheet
                scheme: sheet
                root: home
                routes:
                  home: { path: /, to: [sheet] }
                  sheet: { path: /sheet, presentation: modal }
                  item: { path: /item, external: true }
                """)
        #expect(
            analyzed.lines == [
                "warning[deeplink-fails] 7:3 while 'sheet' (a modal without a stack) is on top, the deep link to 'item' fails with noStack"
            ])
    }
}
