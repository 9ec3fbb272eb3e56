import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Every parameter type has a text form that a URL carries, in a path segment
/// or in the query (names and enum words are identifiers), so an external
/// route may require any parameter: there is no finding for it.
@Suite("Checks: external routes")
struct ExternalParamCheckTests {
    @Test func aRequiredQueryParameterIsCarriedByTheURLQuery() {
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
        #expect(Checked.lines(text) == [])
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
