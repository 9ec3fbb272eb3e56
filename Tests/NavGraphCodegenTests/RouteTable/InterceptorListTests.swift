import NavGraphCodegen
import NavGraphCore
import Testing

/// The interceptor type lists every interceptor by priority as `byPriority`,
/// which is not the order a route runs them: a route runs the `before`
/// interceptors without `requiresAuth` before its logins and those with it
/// after (`beforeInterceptors`), whatever their priorities.
@Suite struct InterceptorListTests {
    static let graph = """
        navgraph: 1
        name: Bank
        root: home
        auth:
          signedIn: { login: login }
        routes:
          home: { path: /, to: [statements] }
          statements: { path: /statements, auth: signedIn }
          login: { path: /login, presentation: modal }
          audit: { path: /audit, presentation: modal }
          banner: { path: /banner, presentation: modal }
        interceptors:
          - { id: audit, on: statements, priority: high, requiresAuth: true, show: audit }
          - { id: banner, on: statements, priority: low, show: banner }
        """

    @Test func byPriorityIsNotARoutesExecutionOrder() throws {
        let loaded = LoadedGraph.decode(text: Self.graph).validated()
        let graph = try #require(loaded.graph, "\(loaded.diagnostics.map(\.message))")
        let text = RouteTableGenerator().generate(graph, inputName: "bank.yaml")
        #expect(text.contains("    static let byPriority: [BankInterceptor] = [.audit, .banner]\n"))
        #expect(text.contains("        case .statements: return [.banner, .audit]\n"))
        #expect(!text.contains("executionOrder"))
    }
}
