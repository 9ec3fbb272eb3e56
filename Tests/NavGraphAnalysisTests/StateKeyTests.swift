import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// Modals over nothing (a launch waiting on an interceptor's modal before
/// its root tab exists) are a state apart from the same modals over a screen:
/// the commands from each differ (`StateKey.emptyBelowModals`).
@Suite("The exploration tells modals over nothing apart")
struct ModalsOverNothingTests {
    @Test func theFormatReferenceReachesEveryRoute() throws {
        // Every navigation first shows the `tutorial` interceptor's modal; taken for
        // one another, the launch's (over no tab) and a later one's hid three tabs' routes.
        let analyzed = try Analyzed(path: RepoPaths.fixture("valid/format-reference.yaml"))
        #expect(analyzed.lines == [])
        let script = """
            scenario "a tab tapped while the launch waits"
              launch
              expect screens [onboardingIntro]
              tab search
              finish
              expect screens [search, onboardingIntro]

            """
        #expect(analyzed.simulate(script).failures == [])
    }
}

/// A navigation waiting on the top screen keeps in the state's key whether the
/// screen under it has a stack: once the top closes, the navigation resumes
/// there, and a push lands or fails by it (`StateKey.pending`).
@Suite("The exploration tells apart what a waiting navigation resumes onto")
struct WaitingNavigationKeyTests {
    @Test func theRouterExampleReachesTheScreenBehindItsTip() throws {
        // 'welcome' (the `tip` interceptor's sheet) over 'terms' over nothing, and the same
        // sheet over the 'view1A' tab, were one state: finishing it fails over 'terms', and
        // 'view1B' was reported unreachable although it opens over the tab.
        let analyzed = try Analyzed(path: RepoPaths.fixture("valid/navigationrouter-tabs.yaml"))
        #expect(analyzed.lines == [])
        let script = """
            scenario "the tip before view1B"
              launch
              finish
              tab view1A
              open view1B
              expect modal welcome
              finish
              expect top view1B

            """
        #expect(analyzed.simulate(script).failures == [])
    }
}
