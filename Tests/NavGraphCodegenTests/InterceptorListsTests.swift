@testable import NavGraphCodegen
import NavGraphCore
import Testing

/// The generator builds every route's interceptor list at once; it must give
/// the lists `Graph.interceptors(for:when:)` gives route by route.
@Suite struct InterceptorListsTests {
    static let graph = """
        navgraph: 1
        name: Gates
        root: home
        auth:
          member: { login: login }
        routes:
          home: { path: /, to: [a, b] }
          login: { path: /login, presentation: modal }
          a: { path: /a }
          b: { path: /b, auth: member }
          consent: { path: /consent, presentation: modal }
          tour: { path: /tour, presentation: modal }
          news: { path: /news, presentation: modal }
        interceptors:
          - { id: everywhere, on: "*", show: consent, priority: high }
          - { id: twice, on: [a, a, b, tour], show: tour }
          - { id: late, on: [a, consent], show: news, when: after, priority: mandatory }
          - { id: tied, on: "*", show: news, when: after }
          - { id: first, on: [b, home], show: tour, priority: high }
          - { id: self, on: [news, a], show: news }
        """

    @Test func everyRouteGetsTheListOfGraphInterceptorsInExecutionOrder() throws {
        let loaded = GraphCompiler.check(text: Self.graph)
        let graph = try #require(loaded.graph)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
        for phase in [InterceptorPhase.before, .after] {
            let lists = try #require(InterceptorLists(graph: graph, phase: phase))
            for (r, route) in graph.routes.enumerated() {
                let expected = graph.interceptors(for: route.id, when: phase).map(\.id)
                #expect(lists.interceptors(of: r).map { graph.interceptors[$0].id } == expected, "\(route.id) \(phase)")
            }
        }
        // A few by hand: duplicates once, a screen never intercepted by its own interceptor,
        // `*` skipping logins and interceptor screens.
        let before = try #require(InterceptorLists(graph: graph, phase: .before))
        let ids = { (r: String) in before.interceptors(of: graph.routeIndex[r]!).map { graph.interceptors[$0].id } }
        #expect(ids("a") == ["everywhere", "twice", "self"])
        #expect(ids("b") == ["everywhere", "first", "twice"])
        #expect(ids("tour") == [])
        #expect(ids("login") == [])
        #expect(ids("news") == [])
    }
}
