import TestSupport
import Testing

/// navscript(5), "Targets and values": an argument's text is converted as the
/// route's URL would carry it, so an empty string is refused for a path
/// parameter (an empty path segment matches nothing) and kept for a query one.
@Suite("Arguments convert as the URL carries them")
struct ArgumentTextTests {
    static let graph = """
        navgraph: 1
        name: App
        root: home
        routes:
          home: { path: /, to: [tagged] }
          tagged:
            path: /tagged/:name
            params: { name: string, note: { type: string, default: x } }
        """

    @Test func anEmptyStringIsABadPathParameterAndAnEmptyQueryValue() {
        #expect(
            failures(
                Self.graph,
                """
                  open tagged(name: "")
                  expect failed badParameter
                  expect top home
                  open tagged(name: "a", note: "")
                  expect ok
                  expect top tagged(name: "a", note: "")
                """) == [])
    }
}
