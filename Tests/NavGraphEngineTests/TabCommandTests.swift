import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@Suite("Commands: tabs")
struct TabTests {
    @Test("a tabs root creates a tab's screen when it is first selected; each tab keeps its stack")
    func tabStacks() {
        #expect(
            failures(
                TestGraphs.tabs,
                """
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
        #expect(
            failures(
                TestGraphs.tabs,
                """
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
        #expect(
            failures(
                TestGraphs.tabs,
                """
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
        #expect(
            failures(
                TestGraphs.tabs,
                """
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
