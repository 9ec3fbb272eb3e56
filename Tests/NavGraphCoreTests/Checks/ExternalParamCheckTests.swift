import NavGraphCore
import TestSupport
import Testing

@Suite("Checks: external routes")
struct ExternalParamCheckTests {
    @Test func aRequiredQueryParameterCannotBeCarriedByTheDeepLinkPath() throws {
        let text = Checked.shop(
            scheme: "shop",
            """
            routes:
              home: { path: / }
              product:
                path: /product/:id
                external: true
                params:
                  id: int
                  ref: { type: string, required: true }
                  sort: { type: [price, rating], default: price }
                  page: { type: int }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[external-required-param] 12:7 external route 'product' requires query parameter 'ref', which its deep link path cannot carry"
            ])
        #expect(loaded.diagnostics.first?.notes == ["put ':ref' in the path '/product/:id', or give 'ref' a default"])
    }

    @Test func internalRoutesMayRequireQueryParameters() {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [search] }
              search:
                path: /search
                params:
                  q: { type: string, required: true }
            """)
        #expect(Checked.lines(text) == [])
    }
}

/// man/navgraph.5 lists every warning; a graph without `scheme` and with external
/// routes is not among them (the Android corpus, translated from real apps,
/// has such graphs), so it checks clean.
@Suite("Checks: external routes without a scheme")
struct ExternalWithoutSchemeTests {
    @Test func externalRoutesNeedNoScheme() {
        let text = Checked.shop(
            """
            routes:
              home: { path: / }
              product: { path: /product/:id, params: { id: int }, external: true }
            """)
        #expect(Checked.lines(text) == [])
    }
}
