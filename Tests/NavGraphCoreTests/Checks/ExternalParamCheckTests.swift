import NavGraphCore
import Testing
import TestSupport

@Suite("Checks: external routes")
struct ExternalParamCheckTests {
    @Test func aRequiredQueryParameterCannotBeCarriedByTheDeepLinkPath() throws {
        let text = """
        navgraph: 1
        name: Shop
        scheme: shop
        root: home
        routes:
          home: { path: / }
          product:
            path: /product/:id
            external: true
            params:
              id: int
              ref: { type: string, required: true }
              sort: { type: [price, rating], required: true, default: price }
              page: { type: int }
        """
        let loaded = Checked.load(text)
        #expect(loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
            "error[external-required-param] 12:7 external route 'product' requires query parameter 'ref', which its deep link path cannot carry",
        ])
        #expect(loaded.diagnostics.first?.notes == ["put ':ref' in the path '/product/:id', or give 'ref' a default"])
    }

    @Test func internalRoutesMayRequireQueryParameters() {
        let text = """
        navgraph: 1
        name: Shop
        root: home
        routes:
          home: { path: /, to: [search] }
          search:
            path: /search
            params:
              q: { type: string, required: true }
        """
        #expect(Checked.lines(text) == [])
    }
}

@Suite("Checks: external routes without a scheme")
struct ExternalSchemeCheckTests {
    @Test func oneWarningForTheGraphAtTheFirstExternalRoute() throws {
        let text = """
        navgraph: 1
        name: Shop
        root: home
        routes:
          home: { path: / }
          product: { path: /product, external: true }
          order: { path: /order, external: true }
          invoice: { path: /invoice, external: true }
        """
        let loaded = Checked.load(text)
        #expect(loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
            "warning[external-without-scheme] 6:40 route 'product' is external, but the graph has no 'scheme': no deep link can open it",
        ])
        #expect(loaded.diagnostics.first?.notes == [
            "2 more external routes: 'order', 'invoice'",
            "add a top-level 'scheme' (deep links are <scheme>://<path>), or drop 'external'",
        ])
    }

    @Test func aSchemeOrNoExternalRouteIsFine() {
        let withScheme = """
        navgraph: 1
        name: Shop
        scheme: shop
        root: home
        routes:
          home: { path: / }
          product: { path: /product, external: true }
        """
        let noExternal = """
        navgraph: 1
        name: Shop
        root: home
        routes:
          home: { path: /, to: [product] }
          product: { path: /product }
        """
        #expect(Checked.lines(withScheme) == [])
        #expect(Checked.lines(noExternal) == [])
    }
}
