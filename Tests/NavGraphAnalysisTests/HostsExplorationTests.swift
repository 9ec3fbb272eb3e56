import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// A graph with only `hosts` is explored and covered through `https` links
/// as one with a scheme is through `scheme://` links.
@Suite("Exploration: universal links")
struct HostsExplorationTests {
    static func shop(_ links: String) -> String {
        """
        navgraph: 1
        name: Shop
        \(links)
        root: home
        routes:
          home: { path: /, to: [help] }
          help: { path: /help, presentation: modal }
          product: { path: /product/:id, params: { id: int }, external: true }
        """
    }

    @Test func httpsLinksFindWhatSchemeLinksFind() {
        let scheme = Analyzed(yaml: Self.shop("scheme: shop"))
        let hosts = Analyzed(yaml: Self.shop("hosts: [shop.example.com]"))
        let codes = { (a: Analyzed) in a.findings.map(\.diagnostic.code.rawValue) }
        #expect(codes(scheme).contains("deeplink-fails"))
        #expect(codes(hosts) == codes(scheme))
        #expect(hosts.lines == scheme.lines)
        #expect(!hosts.lines.isEmpty)
    }

    @Test func coverOpensExternalRoutesByTheirUniversalLinks() throws {
        let analyzed = Analyzed(yaml: Self.shop("hosts: [Shop.Example.com]"))
        let graph = try #require(analyzed.loaded.graph)
        let suite = Explorer(graph: graph).cover(.edges)
        #expect(suite.script.contains("  deeplink https://shop.example.com/product/"))
        #expect(!suite.script.contains("shop://"))
        #expect(suite.summary.contains("routes: 3 of 3 covered"))
        #expect(analyzed.simulate(suite.script).failures == [])
    }
}
