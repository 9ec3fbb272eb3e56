import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// `navgraph cover`'s suites pass the simulator on their graph, by
/// construction; this checks it on every fixture graph that loads and on the
/// Android corpus, and that two runs give the same bytes.
@Suite("Coverage suites")
struct CoverageTests {
    static var fixtureGraphs: [String] {
        let fm = FileManager.default
        var out: [String] = []
        for folder in ["valid", "scripts/graphs", "invalid"] {
            let names = (try? fm.contentsOfDirectory(atPath: RepoPaths.fixture(folder))) ?? []
            for name in names.sorted() where name.hasSuffix(".yaml") {
                let path = folder + "/" + name
                // Invalid fixtures: only those whose one fault the exploration finds load cleanly.
                if folder == "invalid" && !isExplored(RepoPaths.fixture(path)) { continue }
                out.append(path)
            }
        }
        return out + ["shop/navgraph.yaml", "valid/modular/navgraph.yaml", "codegen/tiny/navgraph.yaml"]
    }

    static let android: String? = RepoPaths.corpus.map { $0 + "/android" }

    /// The corpus's folder and its graphs' file names, sorted (at least one, or the test fails).
    static func androidGraphNames() throws -> (folder: String, names: [String]) {
        let folder = try #require(android)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
            .sorted()
        #expect(!names.isEmpty, "no graph in \(folder)")
        return (folder, names)
    }

    static func check(
        _ analyzed: Analyzed, _ criterion: CoverCriterion, _ name: String,
        stateLimit: Int = Explorer.defaultStateLimit
    ) throws {
        let graph = try #require(analyzed.loaded.graph, "\(name)")
        let suite = Explorer(graph: graph).cover(criterion, stateLimit: stateLimit)
        let again = Explorer(graph: graph).cover(criterion, stateLimit: stateLimit)
        #expect(suite.script == again.script, "\(name): two runs differ")
        #expect(suite.summary == again.summary, "\(name): two summaries differ")
        let run = analyzed.simulate(suite.script)
        #expect(run.failures == [], "\(name)")
        #expect(suite.scenarios >= 1, "\(name)")
        // Every command of the suite ran, plus one launch a scenario.
        #expect(
            run.steps == suite.commands + suite.scenarios + suite.script.components(separatedBy: "\n  expect ").count
                - 1,
            "\(name)")
    }

    @Test(arguments: fixtureGraphs, CoverCriterion.allCases)
    func everyFixtureSuitePassesTheSimulator(_ fixture: String, _ criterion: CoverCriterion) throws {
        try Self.check(try Analyzed(path: RepoPaths.fixture(fixture)), criterion, fixture)
    }

    // The corpus lives beside the checkout, never copied in: without it the test is skipped.
    @Test(.enabled(if: android != nil))
    func everyAndroidSuitePassesTheSimulator() throws {
        let (folder, names) = try Self.androidGraphNames()
        #expect(names.count >= 30)
        for name in names {
            let analyzed = try Analyzed(path: folder + "/" + name)
            // Unreachable routes and push cycles leave a graph the simulator runs as written.
            let codes = Set(analyzed.loaded.diagnostics.map(\.code))
            // (Unreachable routes no longer stop the exploration: its deep-link findings come too.)
            #expect(
                codes.isSubset(of: [
                    .unreachableRoute, .pushCycle, .unfillableParameter, .deeplinkFails, .externalWithoutURL,
                ]),
                "\(name): \(codes)")
            // A root no launch can fill leaves nothing to cover: the launch fails, the window stays empty.
            if codes.contains(.unfillableParameter) {
                let graph = try #require(analyzed.loaded.graph)
                #expect(Explorer(graph: graph).explore().states[0].snapshot.outcome == .missingParameter, "\(name)")
                continue
            }
            try Self.check(analyzed, .edges, name)
        }
    }

    /// The longest scenario goes first and covers what lies on its way: the
    /// login's success is on the way to `account`, so it gets no scenario of its own.
    /// `finish intro` closes the interceptor's screen; the navigation it lets resume then
    /// fails (a push from a modal without a stack). The finish itself is covered, its
    /// scenario expecting that failure, and the summary claims nothing false about it.
    @Test func aFinishThatLetsAFailingNavigationResumeIsCoveredNotClaimedToFail() throws {
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: App
                root: home
                routes:
                  home: { path: /, to: [help] }
                  help: { path: /help, presentation: modal, to: [product] }
                  product: { path: /product }
                  intro: { path: /intro, presentation: modal }
                interceptors:
                  - { id: hello, on: product, show: intro }
                """)
        let graph = try #require(analyzed.loaded.graph)
        let suite = Explorer(graph: graph).cover(.all)
        #expect(!suite.summary.contains("finish intro"))
        #expect(suite.script.contains("  finish\n  expect failed noStack\n  expect top help\n"))
        #expect(analyzed.simulate(suite.script).failures == [])
    }

    @Test func aSmallGraphGetsShortestScenariosAndASummaryOfWhatIsLeftOut() throws {
        let analyzed = Analyzed(
            yaml: """
                navgraph: 1
                name: App
                scheme: app
                root: home
                auth:
                  signedIn: { login: login }
                routes:
                  home: { path: /, to: [account, share] }
                  account: { path: /account, auth: signedIn }
                  login: { path: /login, presentation: modal }
                  share: { path: /share, presentation: modal, to: [contacts] }
                  contacts: { path: /contacts }
                """)
        let graph = try #require(analyzed.loaded.graph)
        let suite = Explorer(graph: graph).cover(.edges)
        #expect(
            suite.summary == """
                cover: 3 scenarios, 5 commands
                  routes: 4 of 5 covered
                  edges: 2 of 3 covered
                  logins: 2 of 2 covered
                  left out: route contacts: 'contacts' is never on screen (unreachable-route)
                  left out: edge share -> contacts: fails with noStack from every reachable state that tries it (push-without-stack)

                """)
        #expect(
            suite.script.contains(
                """
                scenario "route account"
                  expect ok
                  expect top home
                  expect stack [home]
                  expect no pending
                  open account
                  expect ok
                  expect top login
                  expect stack [login]
                  expect pending
                  login signedIn
                  expect ok
                  expect top account
                  expect stack [home, account]
                  expect no pending
                """))
        #expect(analyzed.simulate(suite.script).failures == [])
    }
}
