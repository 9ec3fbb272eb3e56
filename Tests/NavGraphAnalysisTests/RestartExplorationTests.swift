import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// `check` gives `restart` from every state (see `Explorer.tries`): what comes
/// back, by each behavior, through the login of a `protect` screen.
@Suite("The exploration restarts the app")
struct RestartExplorationTests {
    /// The bundled example as it was: its selected `account` tab is `protect`.
    static let protectedTab = """
        navgraph: 1
        name: Sheet
        scheme: sheet
        deeplinks: { modals: dismiss }
        root: main
        auth:
          signedIn: { login: login }
        containers:
          main: { kind: tabs, tabs: [home, account], selected: home }
        routes:
          home: { path: /, to: [product] }
          account: { path: /account, auth: signedIn, restore: { id: account, behavior: protect } }
          login: { path: /login, presentation: modal, embed: stack }
          product: { path: /product/:id, params: { id: int }, external: true }
        """

    @Test func aCancelledRestorationLeavesTheSelectedTabAndNoFinding() throws {
        // The window is repaired once nothing is pending (navscript(5), No empty window):
        // no deep link fails "while nothing is on screen", and `sim` agrees.
        let analyzed = Analyzed(yaml: Self.protectedTab)
        #expect(analyzed.lines == [])
        let script = """
            scenario "a cancelled restoration"
              launch
              tab account
              login signedIn
              restart
              cancel
              expect failed unauthorized
              expect screens [home]
              deeplink sheet://product/1
              expect ok
              expect stack [home, product]

            """
        #expect(analyzed.simulate(script).failures == [])
    }

    @Test func aDeepLinkThatDropsTheRestorationIsNoFinding() throws {
        // The path the exploration also takes, without the cancel: the dropped restoration
        // restores nothing, and the link lands on the repaired window (navscript(5), restart).
        let analyzed = Analyzed(yaml: Self.protectedTab)
        let script = """
            scenario "a link while the restored tab waits for its login"
              launch
              tab account
              login signedIn
              restart
              expect modal login
              deeplink sheet://product/1
              expect ok
              expect stack [home, product]

            """
        #expect(analyzed.simulate(script).failures == [])
        let explorer = Explorer(graph: try #require(analyzed.loaded.graph))
        let e = explorer.explore()
        let restoring = try #require(
            e.states.indices.first {
                e.path(to: $0).map(explorer.stepper.text) == ["tab account", "login signedIn", "restart"]
            })
        #expect(explorer.describe(e.states[restoring].snapshot).hasPrefix("'login' on top"))
        #expect(!e.failures.contains { $0.state == restoring })
    }

    @Test func aProtectedScreenWhoseLoginIsPushedOntoNothingIsOneFindingAndSimAgrees() throws {
        let graph = """
            navgraph: 1
            name: Bank
            root: main
            auth:
              signedIn: { login: login }
            containers:
              main: { kind: tabs, tabs: [home, account], selected: home }
            routes:
              home: { path: /, to: [sheet] }
              account: { path: /account, auth: signedIn, restore: { id: account, behavior: protect } }
              login: { path: /login }
              sheet: { path: /sheet, presentation: modal, restore: true, to: [vault] }
              vault: { path: /vault, presentation: modal, auth: signedIn, restore: { id: vault, behavior: protect } }
            """
        let analyzed = Analyzed(yaml: graph)
        // The static findings alone (opening the vault from the sheet signed out fails too):
        // the restarts explored add none for the same cause.
        #expect(
            analyzed.lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
                "warning[restore-never-succeeds] 10:80", "error[push-without-stack] 12:67",
                "warning[restore-never-succeeds] 13:95",
            ])
        let script = """
            scenario "the selected tab"
              launch
              tab account
              login signedIn
              restart
              expect screens [home]

            scenario "the modal over a modal without a stack"
              launch
              login signedIn
              open sheet
              open vault
              restart
              expect screens [home, sheet]

            """
        #expect(analyzed.simulate(script).failures == [])
    }

    /// `home` and a `protect` tab, each with a chain of `n` routes restored by each behavior in turn.
    static func chain(_ n: Int) -> String {
        var lines = [
            "navgraph: 1", "name: Chain", "scheme: chain", "root: main",
            "auth:", "  signedIn: { login: login }",
            "containers:", "  main: { kind: tabs, tabs: [home, account], selected: home }",
            "routes:",
            "  home: { path: /, restore: true, to: [r0] }",
            "  account: { path: /account, auth: signedIn, restore: { id: account, behavior: protect }, to: [r0] }",
            "  login: { path: /login, presentation: modal, embed: stack }",
        ]
        for i in 0..<n {
            let behavior = ["allow", "reject", "protect"][i % 3]
            let auth = behavior == "protect" ? ", auth: signedIn" : ""
            let next = i + 1 < n ? ", to: [r\(i + 1)]" : ""
            lines.append(
                "  r\(i): { path: /r\(i), external: true, restore: { id: r\(i), behavior: \(behavior) }\(auth)\(next) }"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func restartingFromEveryStateKeepsTheStatesLinearInTheRoutes() throws {
        var states: [Int] = []
        for n in [6, 12, 24, 48] {
            let graph = try #require(Analyzed(yaml: Self.chain(n)).loaded.graph)
            let explorer = Explorer(graph: graph)
            var restarts = 0
            let e = explorer.explore(stateLimit: Explorer.defaultStateLimit) { step in
                if step.command == .restart { restarts += 1 }
            }
            #expect(!e.limitReached)
            #expect(restarts == e.states.count, "one restart from every state")
            states.append(e.states.count)
        }
        // Counted: doubling the routes adds twice the states the last doubling did, no more.
        #expect(states == [72, 132, 252, 492])
        for i in 2..<states.count { #expect(states[i] - states[i - 1] == 2 * (states[i - 1] - states[i - 2])) }
    }
}
