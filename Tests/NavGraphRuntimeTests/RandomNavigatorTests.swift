import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphRuntime
import TestSupport
import Testing

/// Random graphs (`RandomGraph`, fixed seeds) and random commands: the navigator,
/// over the graph read back from its generated table with values given as text,
/// against the simulator's engine (`EngineStepper`) over the graph read from YAML,
/// command by command: the same outcome, top screen and values, screens on
/// screen, pending navigation and realms. `restart` goes through the navigator's
/// Codable `RestorableState` (saved as JSON, restored).
@MainActor
@Suite struct RandomNavigatorTests {
    /// Some random graphs cannot launch (a root with a required path parameter): only deep
    /// links run there. Over all seeds, many navigations go through.
    @Test func theNavigatorFollowsTheSimulator() throws {
        var navigations = 0
        for seed in UInt64(1)...24 { navigations += try walk(seed: seed) }
        #expect(navigations >= 300)
    }

    /// 300 random commands on one random graph; how many opens and deep links went through.
    func walk(seed: UInt64) throws -> Int {
        let loaded = LoadedGraph.decode(text: RandomGraph(name: "Rand\(seed)", seed: seed, routes: 14).yaml).validated()
        let graph = try #require(loaded.graph)
        let navigator = GraphNavigator(
            graph: try NavigationGraph(table: GraphTable.lines(of: graph)), clock: ManualNavigationClock(),
            events: false)
        let stepper = EngineStepper(graph: graph)
        var rng = SplitMix(state: seed &* 7919)
        var snapshot = stepper.launch()
        navigator.launch()
        expectSame(navigator, stepper, snapshot, step: "launch", outcome: nil)
        var compared = 0
        // Opens and deep links that went through: the walk goes somewhere, not only into failures.
        var navigations = 0
        for step in 0..<300 {
            // Mostly a route the top has an edge to, so that walks go deep.
            var r = Int.random(in: 0..<graph.routes.count, using: &rng)
            if let top = navigator.top, Bool.random(using: &rng),
                let next = graph.routes[top.routeIndex].to.randomElement(using: &rng)
            {
                r = graph.routeIndex[next.id]!
            }
            let route = graph.routes[r]
            let kind = Int.random(in: 0..<12, using: &rng)
            let outcome: NavigationOutcome
            var expected: FailureReason?
            var description: String
            switch kind {
            case 0, 1, 2:
                // `open` with some values given as text, the others left to their defaults.
                var text: [String: String] = [:]
                var values: [ParamValue?] = []
                // As a script's `open route(...)` is read: a value that does not fit
                // (`badParameter`) is found before a required one left out (`missingParameter`).
                var bad = false
                var missing = false
                for p in route.params {
                    if Int.random(in: 0..<4, using: &rng) > 0 || (p.required || p.isPath) && p.defaultValue == nil {
                        let t = Self.sample(p.type, &rng)
                        text[p.name] = t
                        let v = p.type.parse(t, inPathSegment: p.isPath)
                        if v == nil { bad = true }
                        values.append(v)
                    } else if let d = p.defaultValue {
                        values.append(d)
                    } else {
                        if p.required || p.isPath { missing = true }
                        values.append(nil)
                    }
                }
                description = "open \(route.id) \(text)"
                outcome = navigator.open(NavigationTarget(id: route.id, parameters: text))
                if bad || missing {
                    expected = bad ? .badParameter : .missingParameter
                } else {
                    snapshot = stepper.run(.open(route: r, params: values), from: snapshot)
                    expected = snapshot.outcome
                }
            case 3:
                var path = ""
                for segment in route.pathSegments {
                    switch segment {
                    case .literal(let w): path += "/" + w
                    case .param: path += "/" + Self.sample(.int, &rng)
                    }
                }
                let url = graph.scheme!.value + "://" + (path.isEmpty ? "" : String(path.dropFirst()))
                description = "deeplink \(url)"
                outcome = navigator.open(url: url)
                snapshot = stepper.run(.deeplink(url: url), from: snapshot)
                expected = snapshot.outcome
            case 4, 5:
                description = "back"
                outcome = navigator.back()
                snapshot = stepper.run(.back, from: snapshot)
                expected = snapshot.outcome
            case 6:
                description = "dismiss"
                outcome = navigator.userDismissed()
                snapshot = stepper.run(.dismiss, from: snapshot)
                expected = snapshot.outcome
            case 7:
                description = "finish"
                outcome = navigator.finish()
                snapshot = stepper.run(.finish, from: snapshot)
                expected = snapshot.outcome
            case 8:
                let realm = Int.random(in: 0..<graph.realms.count, using: &rng)
                description = "login \(graph.realms[realm].id)"
                outcome = navigator.login(graph.realms[realm].id)
                snapshot = stepper.run(.login(realm), from: snapshot)
                expected = snapshot.outcome
            case 9:
                description = "cancel"
                outcome = navigator.cancelLogin()
                snapshot = stepper.run(.cancel, from: snapshot)
                expected = snapshot.outcome
            case 10:
                description = "restart"
                let data = try JSONEncoder().encode(navigator.restorableState())
                outcome = navigator.restore(try JSONDecoder().decode(RestorableState.self, from: data))
                snapshot = stepper.run(.restart, from: snapshot)
                expected = nil
            default:
                description = "logout"
                outcome = navigator.logout()
                snapshot = stepper.run(.logout, from: snapshot)
                expected = nil
            }
            var failed: FailureReason?
            if case .failed(let reason) = outcome { failed = reason }
            #expect(failed == expected, "seed \(seed) step \(step): \(description)")
            if failed == nil, kind < 4 { navigations += 1 }
            expectSame(navigator, stepper, snapshot, step: "\(step): \(description)", outcome: nil)
            compared += 1
        }
        #expect(compared == 300)
        return navigations
    }

    func expectSame(
        _ navigator: GraphNavigator, _ stepper: EngineStepper, _ snapshot: EngineSnapshot, step: String, outcome: Int?
    ) {
        let view = stepper.view(snapshot)
        let state = navigator.engineState
        let window = state.window
        #expect(window.top?.route == view.top, "\(step)")
        #expect((window.top?.values ?? []) == view.topParams, "\(step)")
        #expect(window.onScreen.map(\.route) == view.onScreen, "\(step)")
        #expect((state.scene.pending != nil) == view.pending, "\(step)")
        #expect(state.scene.pending?.target?.route == view.pendingTarget, "\(step)")
        #expect(state.realms == view.held, "\(step)")
        #expect(state.onceShown == view.once, "\(step)")
    }

    /// A value as text: mostly one that fits the type, at times one that does not.
    static func sample(_ type: ParamType, _ rng: inout SplitMix) -> String {
        if Int.random(in: 0..<8, using: &rng) == 0 { return ["", "x y", "-", "1.5"].randomElement(using: &rng)! }
        switch type {
        case .string: return ["hello", "a b", "x/y?z", ""].randomElement(using: &rng)!
        case .int: return String(Int.random(in: -5...5, using: &rng))
        case .double: return ["0.5", "2", "-1.25", "1e3"].randomElement(using: &rng)!
        case .bool: return Bool.random(using: &rng) ? "true" : "false"
        case .uuid: return "8E0C8C8A-1111-2222-3333-444455556666"
        case .enumeration(let words): return words.randomElement(using: &rng)!
        }
    }
}
