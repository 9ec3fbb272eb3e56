import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@Suite("Checks: realm and embed cycles")
struct CycleCheckTests {
    @Test func realmsThatRequireEachOther() {
        let text = Checked.shop(
            """
            auth:
              a: { login: login, requires: [c] }
              b: { login: login, requires: [a] }
              c: { login: login, requires: [b] }
              d: { login: login, requires: [d] }
            routes:
              home: { path: /, auth: [a, d] }
              login: { path: /login, presentation: modal }
            """)
        #expect(
            Checked.lines(text, only: [.realmCycle]) == [
                "error[realm-cycle] 5:33 realm 'a' requires itself: a -> c -> b -> a",
                "error[realm-cycle] 8:33 realm 'd' requires itself: d -> d",
            ])
    }

    @Test func aContainerEmbeddedInItself() {
        let text = Checked.shop(
            root: "main",
            """
            containers:
              main: { kind: tabs, tabs: [home] }
              outer: { kind: custom, type: Outer, embed: inner }
              inner: { kind: custom, type: Inner, embed: outer }
            routes:
              home: { path: /, embed: outer }
            """)
        #expect(
            Checked.lines(text) == [
                "error[embed-cycle] 6:46 container 'outer' is embedded in itself: outer -> inner -> outer"
            ])
    }

    @Test func aChainOfEmbedsWithoutACycleIsFine() {
        let text = Checked.shop(
            root: "main",
            """
            containers:
              main: { kind: tabs, tabs: [home], embed: shell }
              shell: { kind: custom, type: Shell, embed: stack }
            routes:
              home: { path: /, embed: stack }
            """)
        #expect(Checked.lines(text) == [])
    }
}

@Suite("Checks: push cycles")
struct PushCycleCheckTests {
    @Test func theShortestPushCycleIsPrinted() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [a] }
              a: { path: /a, to: [b, c] }
              b: { path: /b, to: [c] }
              c: { path: /c, to: [a] }
            """)
        let loaded = Checked.load(text)
        #expect(
            loaded.diagnostics.map { Checked.line($0, loaded.sources) } == [
                "warning[push-cycle] 6:26 push edges form a cycle: a -> c -> a"
            ])
        #expect(loaded.diagnostics.first?.notes == ["3 routes push each other in cycles: 'a', 'b', 'c'"])
    }

    /// "Related items" (`folder -> folder`) is a pattern, not a cycle worth a warning.
    @Test func aModalBreaksThePushCycleAndASelfLoopIsNone() throws {
        let text = Checked.shop(
            """
            routes:
              home: { path: /, to: [folder, sheet] }
              folder: { path: /folder, to: [folder, sheet] }
              sheet: { path: /sheet, presentation: modal, embed: stack, to: [home] }
            """)
        #expect(Checked.lines(text) == [])
        let graph = try #require(Checked.load(text).graph)
        #expect(PushCycleCheck.pushComponents(of: graph) == [])
    }
}
