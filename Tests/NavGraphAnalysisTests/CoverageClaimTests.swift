import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// Every "fails with REASON from every reachable state that tries it" in
/// `cover`'s summary is run from every explored state before it is said.
@Suite("cover's claims of failure are run first")
struct CoverageClaimTests {
    @Test func aTrueClaimIsSaidWithTheFindingCheckReports() throws {
        let promo = try #require(Analyzed(yaml: EverywhereFailureTests.promo).loaded.graph)
        let summary = Explorer(graph: promo).cover(.all).summary
        #expect(
            summary.contains(
                "  left out: deeplink promo signed out: fails with noStack from every reachable state that tries it (navigation-fails)\n"
            ))
        let news = try #require(Analyzed(yaml: EverywhereFailureTests.news).loaded.graph)
        #expect(
            Explorer(graph: news).cover(.edges).summary.contains(
                "  left out: tab news: fails with noStack from every reachable state that tries it (navigation-fails)\n"
            ))
    }

    /// `item` is a deep link the search tries from the first state of each
    /// class only; run from every state, the engine shows it from some.
    @Test func aClaimTheEngineDisprovesBecomesTheItemsScenario() throws {
        let graph = try #require(
            Analyzed(
                yaml: """
                    navgraph: 1
                    name: Sheet
                    scheme: sheet
                    root: home
                    routes:
                      home: { path: /, to: [sheet] }
                      sheet: { path: /sheet, presentation: modal }
                      item: { path: /item, external: true }
                    """
            ).loaded.graph)
        let explorer = Explorer(graph: graph)
        let items = CoverageItems(graph, .edges)
        let itemRoute = try #require(graph.routeIndex["item"])
        let link = try #require(items.deeplinkOut[itemRoute])
        explorer.tapsUnderModals = false
        explorer.trySessionCommands = false
        let e = explorer.explore()
        // Claimed (as a search that saw only its failure under the sheet would): the
        // link works from 'home', the first state, and that run is its scenario.
        let hits = explorer.disprove([link], e, items)
        let hit = try #require(hits[link])
        #expect(hit.state == 0)
        #expect(hit.command.map(explorer.stepper.text) == "deeplink sheet://item")
        #expect(hit.after?.outcome == nil)
        // A claim every run bears out stays: under the sheet only, there is nothing to show.
        let promo = try #require(Analyzed(yaml: EverywhereFailureTests.promo).loaded.graph)
        let promoExplorer = Explorer(graph: promo)
        let promoItems = CoverageItems(promo, .edges)
        let promoRoute = try #require(promo.routeIndex["promo"])
        let promoLink = try #require(promoItems.deeplinkOut[promoRoute])
        #expect(promoExplorer.disprove([promoLink], promoExplorer.explore(), promoItems).isEmpty)
    }
}
