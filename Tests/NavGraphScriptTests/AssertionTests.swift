import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Assertions: what a failure says")
struct AssertionTests {
    @Test("each failed assertion names what was expected and what the state was")
    func messages() {
        let run = SimHarness.run(
            yaml: TestGraphs.stack,
            script: """
                scenario "messages"
                  open detail(id: 5, ref: "r")
                  expect top detail(id: 6)
                  expect stack [home]
                  expect screens []
                  expect modal sheet
                  open sheet
                  expect no modal
                  expect top sheet
                  open profile
                  expect failed noEdge
                  back
                  expect ok
                  expect no pending
                  expect pending
                  expect instance detail #9
                  expect instance list #2
                  expect result sheet dismissed
                  expect auth user
                  login user
                  expect no auth user
                """)
        #expect(
            run.failures == [
                "3:3: expect top detail(id: 6) failed: expected top detail(id: 6), found detail(id: 5, ref: \"r\") #2",
                "4:3: expect stack [home] failed: expected stack [home], found [home #1, detail(id: 5, ref: \"r\") #2]",
                "5:3: expect screens [] failed: expected screens [], found [home #1, detail(id: 5, ref: \"r\") #2]",
                "6:3: expect modal sheet failed: expected modal sheet, found no modal",
                "8:3: expect no modal failed: expected no modal, found modal sheet #3",
                "13:3: expect ok failed: expected ok, found failed nothingToPop",
                "15:3: expect pending failed: expected pending, found no pending navigation",
                "16:3: expect instance detail #9 failed: expected instance detail #9, found detail(id: 5, ref: \"r\") #2",
                "17:3: expect instance list #2 failed: expected instance list #2, found no list on screen",
                "18:3: expect result sheet dismissed failed: expected result sheet dismissed, found no result",
                "19:3: expect auth user failed: expected auth user, found no auth user",
                "21:3: expect no auth user failed: expected no auth user, found auth user",
            ])
    }

    /// A failed command nothing asserted, then assertions that fail.
    static let unassertedFailure = """
        scenario "note"
          open help
          expect top help
          expect top help
          open help
          back
          expect top help
          open help
          expect failed noEdge
          expect top help
        """

    @Test("the first failing assertion after a failed command nothing asserted names that command (human)")
    func failedCommandNote() {
        let run = SimHarness.run(yaml: TestGraphs.stack, script: Self.unassertedFailure)
        #expect(
            run.failures == [
                "3:3: expect top help failed: expected top help, found home #1 (after `open help` failed with noEdge at line 2)",
                "4:3: expect top help failed: expected top help, found home #1",
                // A later command that succeeds leaves the note; `expect failed` asserts it.
                "7:3: expect top help failed: expected top help, found home #1 (after `back` failed with nothingToPop at line 6)",
                "10:3: expect top help failed: expected top help, found home #1",
            ])
        #expect(
            SimRenderer.human(run.report, sources: run.sources, trace: false).contains(
                "test.navscript:3:3: expect top help failed: expected top help, found home #1 "
                    + "(after `open help` failed with noEdge at line 2)\n"))
    }

    @Test("the failed-command note is part of the failure's message in the json output")
    func failedCommandNoteJSON() {
        let run = SimHarness.run(yaml: TestGraphs.stack, script: Self.unassertedFailure, record: false)
        let scenario = SimRenderer.json(run.report, sources: run.sources).split(separator: "\n")
            .first { $0.hasPrefix("{\"type\":\"scenario\"") }
        #expect(
            scenario?.contains(
                "{\"file\":\"test.navscript\",\"line\":3,\"column\":3,\"message\":\"expect top help failed: "
                    + "expected top help, found home #1 (after `open help` failed with noEdge at line 2)\"}") == true)
        #expect(
            scenario?.contains(
                "\"line\":4,\"column\":3,\"message\":\"expect top help failed: expected top help, "
                    + "found home #1\"}") == true)
    }

    @Test("the implicit launch is named too, at the scenario's line")
    func failedLaunchNote() {
        // The interceptor's `replace` screen has nothing on screen to replace: the launch fails.
        let run = SimHarness.run(
            yaml: """
                navgraph: 1
                name: Fl
                root: home
                routes:
                  home: { path: / }
                  intro: { path: /intro, presentation: replace }
                interceptors:
                  - { id: i, on: home, show: intro }
                """,
            script: """
                scenario "launch"
                  expect top home
                """)
        #expect(
            run.failures == [
                "2:3: expect top home failed: expected top home, found nothing on screen "
                    + "(after `launch` failed with noStack at line 1)"
            ])
    }

    @Test("a pending navigation is named when none was expected")
    func pendingMessage() {
        let run = SimHarness.run(
            yaml: TestGraphs.stack, script: "scenario \"p\"\n  open profile\n  expect no pending\n")
        #expect(
            run.failures == [
                "3:3: expect no pending failed: expected no pending, found a pending navigation to profile"
            ])
    }

    @Test("script errors in assertions: unknown route, argument, realm, reason, and a value of the wrong type")
    func scriptErrors() {
        let run = SimHarness.run(
            yaml: TestGraphs.stack,
            script: """
                scenario "errors"
                  expect top detial
                  expect top detail(idd: 1)
                  expect top detail(id: x)
                  expect auth usr
                  expect failed noEdg
                  expect result sheet
                  finish nowhere
                  tab nowhere
                """)
        #expect(
            run.diagnostics == [
                "2:14: unknown-script-target: route 'detial' is not defined",
                "3:21: unknown-argument: route 'detail' has no parameter 'idd'",
                "4:25: invalid-script-value: 'x' is not a value of type int for 'id'",
                "5:15: unknown-script-target: realm 'usr' is not defined",
                "6:17: invalid-script-value: 'noEdg' is not a failure reason",
                "7:22: script-syntax: expected dismissed, finished or a value after the route, found end of line",
                "8:10: unknown-script-target: route 'nowhere' is not defined",
                "9:7: unknown-script-target: route 'nowhere' is not defined",
            ])
        #expect(
            run.report.diagnostics.map { $0.suggestion?.replacement } == [
                "detail", "id", nil, "user", "noEdge", nil, nil, nil,
            ])
        #expect(!run.report.passed)
        #expect(run.failures.count == 8)
    }

    @Test("at the first position where paths differ a literal beats a parameter, with backtracking")
    func pathPrecedence() {
        let yaml = """
            navgraph: 1
            name: Paths
            root: home
            routes:
              home: { path: /, to: [first, second, third, fourth] }
              first: { path: "/a/b/:y", params: { y: string } }
              second: { path: "/a/:x/c", params: { x: string } }
              third: { path: "/a/:p/x/y", params: { p: int } }
              fourth: { path: "/a/b/x/z" }
            """
        #expect(
            failures(
                yaml,
                """
                  open /a/b/c
                  expect top first(y: "c")
                  back
                  open /a/z/c
                  expect top second(x: "z")
                  back
                  open /a/b/d
                  expect top first(y: "d")
                  back
                  open /a/7/x/y
                  expect top third(p: 7)
                  back
                  open /a/b/x/y
                  expect failed badParameter
                  open /a/b/x/w
                  expect failed noMatch
                """) == [])
    }
}
