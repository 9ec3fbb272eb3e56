import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Checks: reachability")
struct ReachabilityCheckTests {
    @Test func anUnreachableRouteNamesTheNearestReachableRouteByPath() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [orders] }
              orders: { path: /account/orders, to: [account] }
              account: { path: /account }
              order:
                path: /account/orders/:orderId
                params: { orderId: uuid }
                to: [invoice]
              invoice: { path: /invoice }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "error[unreachable-route] 8:3 route 'order' is unreachable",
                "error[unreachable-route] 12:3 route 'invoice' is unreachable",
            ])
        #expect(
            loaded.diagnostics.map(\.notes) == [
                ["nearest route that could link to it: 'orders' (path '/account/orders'); add 'order' to its 'to'"],
                ["only unreachable routes link to it, such as 'order'"],
            ])
    }

    @Test func theShortestPathUnderTheLongestSharedPrefixIsNearest() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [deep, shallow] }
              deep: { path: /a/b/c }
              shallow: { path: /a/b }
              lost: { path: /a/b/d/e }
            """)
        let d = try #require(Checked.diagnostics(text, .unreachableRoute).first)
        #expect(d.notes == ["nearest route that could link to it: 'shallow' (path '/a/b'); add 'lost' to its 'to'"])
    }

    @Test func everyKindOfEntryPointStartsTheSearch() {
        let text = Checked.shop(
            root: "main", scheme: "shop",
            """
            auth:
              signedIn: { login: login }
            containers:
              main: { kind: tabs, tabs: [home, search] }
              side: { kind: tabs, tabs: [extra], embed: main }
            routes:
              home: { path: / }
              search: { path: /search, to: [results] }
              results: { path: /results }
              extra: { path: /extra }
              link: { path: /link, external: true, to: [linked] }
              linked: { path: /linked, auth: signedIn }
              help: { path: /help, global: true }
              login: { path: /login, presentation: modal, to: [forgot] }
              forgot: { path: /forgot }
              intro: { path: /intro, presentation: modal }
              orphan: { path: /orphan }
            interceptors:
              - { id: onboarding, on: home, show: intro }
            """)
        #expect(
            Checked.lines(text, only: [.unreachableRoute]) == [
                "error[unreachable-route] 21:3 route 'orphan' is unreachable"
            ])
    }

    @Test func aCustomContainerRootShowsTheRoutesEmbeddedInIt() {
        let text = Checked.shop(
            root: "shell",
            """
            containers:
              shell: { kind: custom, type: ShellController }
            routes:
              home: { path: /, embed: shell, to: [next] }
              next: { path: /next }
              orphan: { path: /orphan }
            """)
        #expect(
            Checked.lines(text) == [
                "error[unreachable-route] 9:3 route 'orphan' is unreachable"
            ])
    }

    @Test func aLongChainIsWalkedWithoutRecursion() {
        var routes = ""
        let n = 20_000
        for i in 0..<n {
            routes += "  r\(i): { path: /r\(i)" + (i + 1 < n ? ", to: [r\(i + 1)] }\n" : " }\n")
        }
        routes += "  lost: { path: /lost }\n"
        let text = "navgraph: 1\nname: Chain\nroot: r0\nroutes:\n" + routes
        #expect(
            Checked.lines(text, only: [.unreachableRoute]) == [
                "error[unreachable-route] \(n + 5):3 route 'lost' is unreachable"
            ])
    }
}
