import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import TestSupport
import Testing

/// `EngineSession`: the typed lifecycle events of each command are, in order,
/// the lifecycle lines its trace prints (`push product(id: 42) #3`, `load`,
/// `appear`, `disappear`, `result`, `cache`), on random walks over the shop graph.
@Suite struct EngineSessionTests {
    static func text(_ event: NavigationEvent, _ s: EngineSession) -> String {
        func name(_ route: Int, _ instance: Int) -> String { s.routeID(route) + " #\(instance)" }
        switch event {
        case .shown(let screen, let arrival, let fromCache):
            return arrival.rawValue + " " + s.describe(route: screen.route, values: screen.values)
                + " #\(screen.instance)" + (fromCache ? " (from cache)" : "")
        case .load(let r, let n): return "load " + name(r, n)
        case .appear(let r, let n): return "appear " + name(r, n)
        case .disappear(let r, let n): return "disappear " + name(r, n)
        case .cached(let r, let n): return "cache " + name(r, n)
        case .result(let r, let n, let result):
            let value: String
            switch result {
            case .dismissed: value = "dismissed"
            case .finished: value = "finished"
            case .value(let v): value = "\"" + v + "\""
            }
            return "result " + name(r, n) + ": " + value
        }
    }

    /// The trace's lines that are lifecycle events (a shown screen's line names its instance).
    static func isLifecycle(_ line: Substring) -> Bool {
        let word = line.prefix { $0 != " " }
        switch word {
        case "load", "appear", "disappear", "result", "cache", "push", "present", "replace", "restore": return true
        case "root", "tab": return line.contains(" #")
        default: return false
        }
    }

    @Test func eventsAreTheTracesLifecycleLines() throws {
        let (graph, _) = SimHarness.shop()
        let session = EngineSession(graph: graph, tracing: true, events: true)
        var rng = SplitMix(state: 42)
        var kinds: Set<String> = []
        session.launch()
        for step in 0..<2000 {
            let lines = session.trace.filter { Self.isLifecycle($0[...]) }
            #expect(session.lifecycle.map { Self.text($0, session) } == lines, "step \(step)")
            for e in session.lifecycle { kinds.insert(String(Self.text(e, session).prefix { $0 != " " })) }
            let r = Int.random(in: 0..<graph.routes.count, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2: session.open(route: r, values: graph.routes[r].params.map(\.defaultValue))
            case 3: session.tab(route: r)
            case 4: session.back()
            case 5: session.dismiss()
            case 6: session.finish(value: Bool.random(using: &rng) ? nil : "ok")
            case 7: session.login(realm: Int.random(in: 0..<graph.realms.count, using: &rng))
            case 8: session.wait(seconds: 30)
            default:
                if Bool.random(using: &rng) { session.restart() } else { session.logout() }
            }
        }
        // Every kind of event came up, `shown` by each of its arrivals but `replace` (the shop has
        // none) and `root` (its root is a tabs container; the walk does not reach `welcome`).
        #expect(kinds == ["push", "present", "tab", "restore", "load", "appear", "disappear", "result", "cache"])
    }

    /// The state is the engine's own, one description: an explorer's snapshot holds the value
    /// the engine keeps (what an `expect` reads in place), its current scene is the one the
    /// engine's commands change, and it restarts a fresh engine into the same windows (a saved
    /// state is the engine's types, not a copy converted back), on a random walk with scenes
    /// over the shop graph.
    @Test func theStateIsTheEnginesAndRestartsAnother() throws {
        let (graph, _) = SimHarness.shop()
        let engine = NavigationEngine(graph: EngineGraph(graph), loose: false, tracing: false)
        var rng = SplitMix(state: 7)
        engine.run(.launch)
        var scenes: Set<Int> = []
        for step in 0..<1000 {
            let before = engine.state
            #expect(engine.snapshot().state == before, "step \(step)")
            #expect(before.scenes[before.currentScene] == engine.scene, "step \(step)")
            #expect(before.window.onScreen == engine.window.onScreen, "step \(step)")
            scenes.insert(before.scenes.count)
            let r = Int.random(in: 0..<graph.routes.count, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2: engine.run(.open(.route(r, graph.routes[r].params.map(\.defaultValue))))
            case 3: engine.run(.tab(r))
            case 4: engine.run(.back)
            case 5: engine.run(.dismiss)
            case 6: engine.run(.scene(Bool.random(using: &rng) ? "main" : "second"))
            case 7: engine.run(.login(Int.random(in: 0..<graph.realms.count, using: &rng)))
            default: engine.run(.finish(route: nil, result: .finished))
            }
        }
        #expect(scenes == [1, 2])
        let session = EngineSession(graph: graph)
        let saved = engine.state
        session.restart(from: saved)
        #expect(session.state.scenes.map(\.name) == saved.scenes.map(\.name))
        #expect(session.state.realms == saved.realms)
    }
}
