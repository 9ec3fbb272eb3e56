import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Commands: back, dismiss, finish and results")
struct ClosingCommandTests {
    @Test("back pops the current stack with dismissed; nothingToPop on one screen or a stackless modal")
    func back() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  back
                  expect failed nothingToPop
                  open detail(id: 1)
                  back
                  expect ok
                  expect result detail dismissed
                  expect top home
                  open sheet
                  back
                  expect failed nothingToPop
                  dismiss
                  open wizard
                  back
                  expect failed nothingToPop
                  open step
                  back
                  expect result step dismissed
                  expect stack [wizard]
                """) == [])
    }

    @Test("dismiss swipes the top modal away; notDismissible and nothingToPop")
    func dismiss() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  dismiss
                  expect failed nothingToPop
                  open sheet
                  dismiss
                  expect ok
                  expect result sheet dismissed
                  expect no modal
                  open wizard
                  open step
                  dismiss
                  expect failed notDismissible
                  expect stack [wizard, step]
                """) == [])
    }

    @Test("finish: the top or the topmost screen of a route, everything above goes in one step")
    func finish() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  finish
                  expect failed nothingToPop
                  finish detail
                  expect failed nothingToPop
                  open detail(id: 1)
                  open detail(id: 2)
                  open detail(id: 3)
                  finish detail with 5
                  expect result detail 5
                  expect result detail "5"
                  expect stack [home, detail(id: 1), detail(id: 2)]
                  open sheet
                  finish detail with "x y"
                  expect result detail "x y"
                  expect result sheet dismissed
                  expect screens [home, detail(id: 1)]
                  finish
                  expect result detail finished
                  open wizard
                  open step
                  finish wizard with true
                  expect result wizard true
                  expect result step dismissed
                  expect no modal
                  open sheet
                  finish with dismissed
                  expect result sheet "dismissed"
                """) == [])
    }

    @Test("the bare words dismissed and finished match only those kinds of result")
    func resultKinds() {
        let run = SimHarness.run(
            yaml: TestGraphs.stack,
            script: """
                scenario "kinds"
                  open sheet
                  finish with finished
                  expect result sheet finished
                  open sheet
                  finish
                  expect result sheet "finished"
                """)
        #expect(
            run.failures == [
                "4:3: expect result sheet finished failed: expected result sheet finished, found \"finished\"",
                "7:3: expect result sheet \"finished\" failed: expected result sheet \"finished\", found finished",
            ])
    }
}
