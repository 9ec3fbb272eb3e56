import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Commands: caches, clock, scenes, restart")
struct StateCommandTests {
    @Test("a duration cache keeps an instance off screen until its lifetime ends")
    func durationCache() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open notes(n: 1)
                  expect instance notes #2
                  back
                  open notes(n: 2)
                  expect instance notes #3
                  back
                  wait 59s
                  open notes(n: 1)
                  expect instance notes #2
                  back
                  wait 60s
                  open notes(n: 1)
                  expect instance notes #4
                """) == [])
    }

    /// A long script leaves more screens than the cache keeps before it sweeps out
    /// the expired ones (1,024): the sweep drops only those, so what is alive is still found.
    @Test("a duration cache past its first sweep keeps every live entry and none of the expired")
    func durationCacheSweep() {
        var script = "  open notes(n: 0)\n  back\n  wait 60s\n"
        for i in 1...1100 { script += "  open notes(n: \(i))\n  back\n" }
        script += """
              wait 59s
              open notes(n: 5)
              expect instance notes #7
              back
              open notes(n: 0)
              expect instance notes #1103
            """
        #expect(failures(TestGraphs.stack, script) == [])
    }

    @Test("a keyed cache ignores parameters and keeps the ones it was created with; session dies at logout")
    func keyedCache() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open keyed(n: 1)
                  back
                  open keyed(n: 2)
                  expect instance keyed #2
                  expect top keyed(n: 1)
                  back
                  login user
                  logout
                  open keyed(n: 2)
                  expect instance keyed #3
                  expect top keyed(n: 2)
                """) == [])
    }

    @Test("app caches survive logout and die at restart; launch empties every cache")
    func appCache() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open appCached
                  back
                  logout
                  open appCached
                  expect instance appCached #2
                  back
                  restart
                  open appCached
                  expect instance appCached #4
                  back
                  launch
                  open appCached
                  expect instance appCached #2
                """) == [])
    }

    @Test("restart restores allow screens, stops at reject or no restore, protect asks for the login")
    func restart() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open list
                  open detail(id: 4)
                  restart
                  expect stack [home, list, detail(id: 4)]
                  expect instance home #4
                  expect instance detail #6
                  expect no pending
                  open sheet
                  restart
                  expect no modal
                  expect stack [home, list, detail(id: 4)]
                  open sheet
                  dismiss
                  back
                  back
                  open wizard
                  open step
                  restart
                  expect screens [home, wizard]
                """) == [])
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open profile
                  login user
                  open detail(id: 1)
                  restart
                  expect auth user
                  expect modal login
                  expect pending
                  expect screens [home, login]
                  login user
                  expect no pending
                  expect screens [home, profile, detail(id: 1)]
                """) == [])
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open profile
                  login user
                  open detail(id: 1)
                  restart
                  cancel
                  expect failed unauthorized
                  expect screens [home]
                  expect no pending
                """) == [])
    }

    @Test("restart keeps realms, once memory, the clock and the selected tab")
    func restartTabs() {
        #expect(
            failures(
                TestGraphs.tabs,
                """
                  tab search
                  tab me
                  login user
                  restart
                  expect top me
                  expect auth user
                  tab search
                  expect stack [search]
                """) == [])
    }

    @Test("scenes share realms and caches, not windows or pending navigations")
    func scenes() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  open profile
                  expect pending
                  scene two
                  expect no pending
                  expect screens [home]
                  open notes(n: 1)
                  back
                  scene main
                  expect pending
                  login user
                  expect top profile
                  scene two
                  expect auth user
                  open profile
                  expect top profile
                  back
                  open notes(n: 1)
                  expect instance notes #4
                """) == [])
    }

    @Test("restart rebuilds every scene in the order opened; the current scene stays current")
    func restartScenes() {
        #expect(
            failures(
                TestGraphs.stack,
                """
                  scene two
                  open list
                  scene main
                  open detail(id: 1)
                  restart
                  expect stack [home, detail(id: 1)]
                  expect instance home #5
                  scene two
                  expect stack [home, list]
                  expect instance home #7
                  expect instance list #8
                """) == [])
    }

    @Test("once memory survives restart and scenes; launch forgets it")
    func onceMemory() {
        let yaml = """
            navgraph: 1
            name: Once
            root: home
            routes:
              home: { path: /, to: [next] }
              next: { path: /next }
              intro: { path: /intro, presentation: modal }
            interceptors:
              - { id: intro, on: home, show: intro, once: true }
            """
        #expect(
            failures(
                yaml,
                """
                  expect modal intro
                  expect screens [intro]
                  finish
                  expect screens [home]
                  scene two
                  expect screens [home]
                  restart
                  expect no modal
                  launch
                  expect modal intro
                """) == [])
    }
}
