import NavGraphCore
import NavGraphModel
import Testing

/// The core's execution order, the one `gen` lists and `sim` runs.
@Suite struct InterceptorOrderTests {
    static let graph = """
        navgraph: 1
        name: Gates
        root: home
        auth:
          member: { login: login }
          vip: { login: vipLogin, requires: [member] }
        routes:
          home: { path: /, to: [a, b, c] }
          login: { path: /login, presentation: modal }
          vipLogin: { path: /vip-login, presentation: modal }
          a: { path: /a }
          b: { path: /b, auth: member }
          c: { path: /c, auth: [vip, member] }
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
          - { id: gate, on: [b, c], show: tour, priority: mandatory, requiresAuth: true }
          - { id: lowOpen, on: [b], show: news, priority: low }
        """

    static func ids(_ stage: InterceptorOrder.Stage, _ route: String) throws -> [String] {
        let graph = try #require(LoadedGraph.decode(text: graph).validated().graph)
        let order = InterceptorOrder(graph: graph)
        return order.interceptors(stage, of: graph.routeIndex[route]!).map { graph.interceptors[$0].id }
    }

    @Test func beforeWithoutAuthThenLoginsThenWithAuthThenAfter() throws {
        let graph = try #require(LoadedGraph.decode(text: Self.graph).validated().graph)
        let order = InterceptorOrder(graph: graph)
        let b = graph.routeIndex["b"]!
        // Issue 12's case: a mandatory `requiresAuth` one runs after a low one without it.
        #expect(
            order.before(b).map { graph.interceptors[$0].id } == ["everywhere", "first", "twice", "lowOpen", "gate"])
        #expect(try Self.ids(.beforeLogin, "b") == ["everywhere", "first", "twice", "lowOpen"])
        #expect(try Self.ids(.afterLogin, "b") == ["gate"])
        #expect(try Self.ids(.after, "b") == ["tied"])
        #expect(order.logins(b).map { graph.realms[$0].id } == ["member"])
        // `requires` first, each realm once.
        #expect(order.logins(graph.routeIndex["c"]!).map { graph.realms[$0].id } == ["member", "vip"])
        #expect(order.logins(graph.routeIndex["a"]!).isEmpty)
    }

    @Test func starSkipsShownAndLoginRoutesAndNoneRunsForItsOwnScreen() throws {
        // Duplicates once, priority then file order.
        #expect(try Self.ids(.beforeLogin, "a") == ["everywhere", "twice", "self"])
        #expect(try Self.ids(.after, "a") == ["late", "tied"])
        #expect(try Self.ids(.beforeLogin, "tour") == [])
        #expect(try Self.ids(.beforeLogin, "login") == [])
        #expect(try Self.ids(.beforeLogin, "vipLogin") == [])
        // `self` shows news: it never runs for news; `late` shows news and names consent.
        #expect(try Self.ids(.beforeLogin, "news") == [])
        #expect(try Self.ids(.after, "consent") == ["late"])
        #expect(try Self.ids(.after, "news") == [])
        #expect(try Self.ids(.beforeLogin, "home") == ["everywhere", "first"])
    }
}
