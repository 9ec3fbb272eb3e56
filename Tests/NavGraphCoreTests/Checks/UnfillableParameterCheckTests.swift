import NavGraphCore
import NavGraphModel
import Testing

/// `unfillable-parameter`: a required parameter without a default on a screen
/// the app shows by itself (the root, a tab, a login route, an interceptor's screen).
@Suite("Checks: a parameter no one can fill")
struct UnfillableParameterCheckTests {
    static let graph = """
        navgraph: 1
        name: Shop
        root: main
        auth:
          user: { login: signIn }
        containers:
          main: { kind: tabs, tabs: [home, search] }
        routes:
          home: { path: /, to: [locked, tipped] }
          search:
            path: /search
            params: { q: { type: string, required: true }, page: { type: int, default: 1 } }
          locked: { path: /locked, auth: user }
          tipped: { path: /tipped }
          signIn: { path: "/sign-in/:code", params: { code: int }, presentation: modal }
          tip:
            path: /tip
            presentation: modal
            params: { n: { type: int, required: true }, ok: { type: bool, default: true }, x: string }
        interceptors:
          - { id: t, on: tipped, show: tip }
          - { id: u, on: locked, show: signIn }

        """

    @Test func everyScreenTheAppShowsByItselfTakesOnlyDefaults() {
        let loaded = Checked.load(Self.graph)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[unfillable-parameter] 12:15 route 'search' is shown by the app itself, with no caller to give its required parameter 'q': that navigation always fails (missingParameter)",
                "error[unfillable-parameter] 15:47 route 'signIn' is shown by the app itself, with no caller to give its required parameter 'code': that navigation always fails (missingParameter)",
                "error[unfillable-parameter] 19:15 route 'tip' is shown by the app itself, with no caller to give its required parameter 'n': that navigation always fails (missingParameter)",
            ])
        #expect(
            loaded.diagnostics.map(\.notes) == [
                [
                    "It is a tab of 'main'; such a screen takes only defaults",
                    "give 'q' a `default`, or make it `required: false`",
                ],
                [
                    "It is the login route of realm 'user' and interceptor 'u' shows it; such a screen takes only defaults",
                    "a path parameter has no default: make 'code' a query parameter with a `default`, or `required: false`",
                ],
                [
                    "Interceptor 't' shows it; such a screen takes only defaults",
                    "give 'n' a `default`, or make it `required: false`",
                ],
            ])
    }

    @Test func defaultsAndOptionalParametersAreClean() {
        let text = Self.graph.replacingOccurrences(
            of: "{ type: string, required: true }", with: "{ type: string, default: x }"
        )
        .replacingOccurrences(
            of: "\"/sign-in/:code\", params: { code: int }",
            with: "/sign-in, params: { code: { type: int, default: 0 } }"
        )
        .replacingOccurrences(of: "n: { type: int, required: true }", with: "n: int")
        #expect(Checked.lines(text) == [])
    }
}
