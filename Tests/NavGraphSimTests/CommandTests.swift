import NavGraphCore
import NavGraphSim
import Testing
import TestSupport

@Suite("Commands: back, dismiss, finish and results")
struct ClosingCommandTests {
    @Test("back pops the current stack with dismissed; nothingToPop on one screen or a stackless modal")
    func back() {
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.stack, """
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
        let run = SimHarness.run(yaml: TestGraphs.stack, script: """
            scenario "kinds"
              open sheet
              finish with finished
              expect result sheet finished
              open sheet
              finish
              expect result sheet "finished"
            """)
        #expect(run.failures == [
            "4:3: expect result sheet finished failed: expected result sheet finished, found \"finished\"",
            "7:3: expect result sheet \"finished\" failed: expected result sheet \"finished\", found finished",
        ])
    }
}

@Suite("Commands: login, cancel, logout")
struct AuthCommandTests {
    @Test("a protected route presents the login and resumes after login")
    func loginResumes() {
        #expect(failures(TestGraphs.stack, """
              open profile
              expect ok
              expect modal login
              expect pending
              expect screens [home, login]
              expect no auth user
              login user
              expect ok
              expect auth user
              expect no pending
              expect no modal
              expect top profile
              expect instance profile #3
              expect stack [home, profile]
            """) == [])
    }

    @Test("a screen opened from the login screen leaves the navigation pending")
    func forgotPassword() {
        #expect(failures(TestGraphs.stack, """
              open profile
              open help
              expect pending
              expect stack [login, help]
              login user
              expect top profile
              expect result help dismissed
            """) == [])
    }

    @Test("realms with requires: logins in order; login fails unauthorized when a required realm is missing")
    func requires() {
        #expect(failures(TestGraphs.stack, """
              open panel
              expect modal login
              login admin
              expect failed unauthorized
              expect no auth admin
              expect pending
              login user
              expect ok
              expect modal adminLogin
              expect pending
              login admin
              expect top panel
              expect no modal
              expect auth admin
            """) == [])
    }

    @Test("granting a realm nobody waits for grants it and nothing more")
    func grantOnly() {
        #expect(failures(TestGraphs.stack, """
              login user
              expect ok
              expect auth user
              expect top home
              open profile
              expect top profile
              expect no modal
            """) == [])
    }

    @Test("cancel, back, dismiss or finish on the login screen fail the navigation unauthorized")
    func cancelLogin() {
        for close in ["cancel", "dismiss", "finish", "finish login with 1"] {
            #expect(failures(TestGraphs.stack, """
                  open profile
                  \(close)
                  expect failed unauthorized
                  expect result login dismissed
                  expect no pending
                  expect no modal
                  expect top home
                  cancel
                  expect failed nothingPending
                """) == [], "\(close)")
        }
        #expect(failures(TestGraphs.stack, """
              cancel
              expect failed nothingPending
              open sheet
              cancel
              expect failed nothingPending
            """) == [])
    }

    @Test("logout: realms and pending dropped, protected screens leave with everything above")
    func logout() {
        #expect(failures(TestGraphs.stack, """
              open profile
              login user
              open detail(id: 1)
              logout
              expect no auth user
              expect screens [home]
              expect result profile dismissed
              expect result detail dismissed
              open profile
              expect pending
              logout
              expect no pending
              expect modal login
            """) == [])
    }

    @Test("logout when the root needs a realm: back to the launch state, waiting for the login")
    func logoutProtectedRoot() {
        let yaml = """
            navgraph: 1
            name: Locked
            root: vault
            auth:
              user: { login: login }
            routes:
              vault: { path: /, auth: user, to: [item] }
              item: { path: /item }
              login: { path: /login, presentation: modal }
            """
        #expect(failures(yaml, """
              expect modal login
              expect pending
              expect screens [login]
              login user
              expect top vault
              expect instance vault #2
              open item
              logout
              expect pending
              expect modal login
              expect screens [login]
              login user
              expect top vault
              expect instance vault #5
            """) == [])
    }
}

@Suite("Commands: tabs")
struct TabTests {
    @Test("a tabs root creates a tab's screen when it is first selected; each tab keeps its stack")
    func tabStacks() {
        #expect(failures(TestGraphs.tabs, """
              expect stack [feed]
              expect instance feed #1
              open post(id: 1)
              tab search
              expect stack [search]
              expect instance search #3
              tab feed
              expect stack [feed, post]
              tab feed
              expect stack [feed]
              expect result post dismissed
              tab post
              expect failed noMatch
            """) == [])
    }

    @Test("open of a tab route dismisses every modal, selects the tab and pops it to its route")
    func openTab() {
        #expect(failures(TestGraphs.tabs, """
              tab search
              open post(id: 1)
              tab feed
              open sheet
              open search
              expect no modal
              expect result sheet dismissed
              expect stack [search]
              expect result post dismissed
            """) == [])
    }

    @Test("a tap keeps the modals; a protected tab goes through the login")
    func tabTap() {
        #expect(failures(TestGraphs.tabs, """
              open sheet
              tab search
              expect modal sheet
              dismiss
              expect top search
              tab me
              expect modal login
              login user
              expect top me
              expect stack [me]
            """) == [])
    }

    @Test("logout: a protected tab goes back to not created and the default tab is selected")
    func logoutTab() {
        #expect(failures(TestGraphs.tabs, """
              tab me
              login user
              open post(id: 1)
              logout
              expect top feed
              expect result post dismissed
              tab me
              expect modal login
              cancel
              expect failed unauthorized
              expect top feed
            """) == [])
    }
}

@Suite("Commands: caches, clock, scenes, restart")
struct StateCommandTests {
    @Test("a duration cache keeps an instance off screen until its lifetime ends")
    func durationCache() {
        #expect(failures(TestGraphs.stack, """
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

    @Test("a keyed cache ignores parameters and keeps the ones it was created with; session dies at logout")
    func keyedCache() {
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.stack, """
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
        #expect(failures(TestGraphs.tabs, """
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
        #expect(failures(TestGraphs.stack, """
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
}
