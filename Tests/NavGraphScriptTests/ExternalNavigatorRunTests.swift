import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// `ScriptRunner.run(scripts:sources:through:)`: scripts run through another
/// navigator, here the engine on a live state (`EngineSession`), give the report
/// of the script runner itself; the assertions read the navigator's public state.
@Suite struct ExternalNavigatorRunTests {
    /// Each command through the session, as a script names it.
    final class SessionNavigator: ScriptNavigating {
        let session: EngineSession
        init(_ graph: Graph, tracing: Bool = false) { session = EngineSession(graph: graph, tracing: tracing) }

        func run(_ request: ScriptRequest) -> FailureReason? {
            switch request {
            case .launch: return session.launch()
            case .open(let route, let values): return session.open(route: route, values: values)
            case .openRefused(let reason): return session.refuse(reason)
            case .openPath(let path): return session.open(path: path)
            case .deeplink(let url): return session.deeplink(url: url)
            case .tab(let route): return session.tab(route: route)
            case .back: return session.back()
            case .dismiss: return session.dismiss()
            case .finish(let route, let value): return session.finish(route: route, value: value)
            case .login(let realm): return session.login(realm: realm)
            case .cancel: return session.cancel()
            case .logout:
                session.logout()
                return nil
            case .wait(let seconds):
                session.wait(seconds: seconds)
                return nil
            case .restart:
                session.restart()
                return nil
            case .scene(let name): return session.scene(named: name)
            }
        }

        var navigationState: NavigationState { session.state }
        var trace: [String] { session.trace }
    }

    static let runs: [(graph: String, script: String)] = [
        ("Fixtures/shop/navgraph.yaml", "Fixtures/scripts/corenavigation.navscript"),
        ("Fixtures/shop/navgraph.yaml", "Fixtures/scripts/insecurity.navscript"),
        ("Fixtures/shop/navgraph.yaml", "Fixtures/scripts/failures.navscript"),
        ("Fixtures/scripts/graphs/router.yaml", "Fixtures/scripts/router.navscript"),
        ("Fixtures/scripts/graphs/trips.yaml", "Fixtures/scripts/tabs.navscript"),
        ("Fixtures/scripts/graphs/proofs.yaml", "Fixtures/scripts/proofs.navscript"),
    ]

    @Test(arguments: runs.indices)
    func theReportIsTheRunnersOwn(run: Int) throws {
        let (graphPath, scriptPath) = Self.runs[run]
        let (graph, graphSources) = SimHarness.load(graphPath)
        var sources = graphSources
        let script = sources.add(
            SourceFile(name: scriptPath, bytes: Array(RepoPaths.read(RepoPaths.root + "/" + scriptPath).utf8)))
        let runner = ScriptRunner(graph: graph)
        let own = runner.run(scripts: [script], sources: sources)
        let through = runner.run(scripts: [script], sources: sources, through: SessionNavigator(graph))
        #expect(own.scenarios.count > 0)
        #expect(
            SimRenderer.human(through, sources: sources, trace: false)
                == SimRenderer.human(own, sources: sources, trace: false))
        #expect(through.steps == own.steps)
        #expect(through.diagnostics.count == own.diagnostics.count)
        // Recorded, every step with the navigator's trace lines: `sim --trace`'s report.
        let record = SimOptions(record: true)
        let ownTrace = SimRenderer.human(
            runner.run(scripts: [script], sources: sources, options: record), sources: sources, trace: true)
        let throughTrace = SimRenderer.human(
            runner.run(
                scripts: [script], sources: sources, options: record, through: SessionNavigator(graph, tracing: true)),
            sources: sources, trace: true)
        #expect(throughTrace == ownTrace)
        #expect(throughTrace.split(separator: "\n").count > 3 * own.steps)
    }

    /// Failures name what was expected and what the navigator's state held, as the runner's do.
    @Test func aFailedAssertionReadsTheNavigatorsState() throws {
        let (graph, graphSources) = SimHarness.shop()
        var sources = graphSources
        let text = """
            scenario "x"
              finish
              open product(id: 42)
              open reviews(id: 42)
              expect stack [home, product(id: 7)]
              expect result onboardingIntro "no"
              deeplink shop://nowhere
              expect top cart

            """
        let script = sources.add(SourceFile(name: "x.navscript", bytes: Array(text.utf8)))
        let report = ScriptRunner(graph: graph).run(
            scripts: [script], sources: sources, through: SessionNavigator(graph))
        #expect(
            report.scenarios[0].failures.map(\.message) == [
                "expect stack [home, product(id: 7)] failed: expected stack [home, product(id: 7)], "
                    + "found [home #1, product(id: 42) #3, reviews(id: 42, sort: newest) #4]",
                "expect result onboardingIntro \"no\" failed: expected result onboardingIntro \"no\", found finished",
                "expect top cart failed: expected top cart, found reviews(id: 42, sort: newest) #4 "
                    + "(after `deeplink shop://nowhere` failed with noMatch at line 7)",
            ])
    }
}
