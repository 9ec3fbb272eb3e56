import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphRuntime
import TestSupport
import Testing

/// Saved states as an app update, a corrupted container or a tampered file give them:
/// `restore` keeps what still fits and never traps (man/navgraph-runtime.3, Restoration).
@MainActor
@Suite struct HostileRestoreTests {
    /// A tabs root (`home`, `search`) whose search tab pushes `item` screens, as version
    /// `searchID` of the graph names its search route, with `sort` taking `words`.
    static func navigator(searchID: String = "search", words: String = "[relevance, price]") throws -> GraphNavigator {
        let yaml = """
            navgraph: 1
            name: Shop
            root: main
            containers:
              main: { kind: tabs, tabs: [home, \(searchID)], selected: home }
            routes:
              home: { path: /, embed: stack, restore: true, to: [item] }
              \(searchID):
                path: /search
                embed: stack
                restore: true
                params: { sort: { type: \(words), default: relevance } }
                to: [item]
              item: { path: /item/:id, restore: true, params: { id: int }, to: [item] }

            """
        let loaded = LoadedGraph.decode(text: yaml).validated()
        #expect(loaded.diagnostics.filter { $0.severity == .error } == [])
        let graph = try #require(loaded.graph)
        return GraphNavigator(
            graph: try NavigationGraph(table: GraphTable.lines(of: graph)), clock: ManualNavigationClock())
    }

    /// The state saved on the search tab (sorted by price) with two items pushed, then selected home.
    static func saved() throws -> RestorableState {
        let first = try navigator()
        first.launch()
        first.selectTab(id: "search")
        first.open(NavigationTarget(id: "item", parameters: ["id": "1"]))
        first.open(NavigationTarget(id: "item", parameters: ["id": "2"]))
        var saved = first.restorableState()
        saved.scenes[0].tabStacks[1]![0].values["sort"] = "price"
        return saved
    }

    static func base(_ n: GraphNavigator) -> [String] { n.state.window.base.map(\.id) }

    /// The selected tab's stack comes out empty: the tab is created afresh, as at launch,
    /// and the home tab (its own screen saved) keeps its stack.
    @Test func aTabWhoseRouteWasRenamedIsCreatedAfresh() throws {
        let next = try Self.navigator(searchID: "find")
        next.restore(try Self.saved())
        #expect(Self.base(next) == ["find"])
        next.selectTab(id: "home")
        #expect(Self.base(next) == ["home"])
    }

    @Test func aTabWhoseValueLostItsEnumWordIsCreatedAfresh() throws {
        let next = try Self.navigator(words: "[relevance, rating]")
        next.restore(try Self.saved())
        #expect(Self.base(next) == ["search"])
        #expect(next.top?.values == [.enumCase("relevance")])
    }

    @Test func anEmptySavedTabStackIsATabNotYetCreated() throws {
        var saved = try Self.saved()
        saved.scenes[0].tabStacks[1] = []
        saved.scenes[0].selectedTab = 1
        let next = try Self.navigator()
        next.restore(saved)
        #expect(Self.base(next) == ["search"])
    }

    /// Instance numbers of everything on screen, in every scene.
    static func instances(_ n: GraphNavigator) -> [Int] {
        n.engineState.scenes.flatMap { $0.window.everyScreen.map(\.instance) }
    }

    @Test(arguments: [Int.max, Int.max - 1, 1 << 60, Int.min, 0, -5])
    func anImplausibleNextInstanceNumberIsReplaced(_ number: Int) throws {
        var saved = try Self.saved()
        saved.nextInstance = number
        let next = try Self.navigator()
        next.restore(saved)
        next.open(NavigationTarget(id: "item", parameters: ["id": "3"]))
        next.open(NavigationTarget(id: "item", parameters: ["id": "4"]))
        #expect(Self.base(next) == ["search", "item", "item", "item", "item"])
        // One above the highest restored instance (the saved state's four screens are 1 to
        // 4): the restart rebuilds them as 5 to 8, the two opened are 9 and 10.
        #expect(Self.instances(next).sorted() == Array(5...10))
        #expect(next.restorableState().nextInstance == 11)
    }

    @Test func aPlausibleNextInstanceNumberIsKept() throws {
        var saved = try Self.saved()
        saved.nextInstance = 1_000
        let next = try Self.navigator()
        next.restore(saved)
        next.open(NavigationTarget(id: "item", parameters: ["id": "3"]))
        #expect(Self.instances(next).sorted() == Array(1_000...1_004))
    }

    /// Numbering saturates at the end of `Int` (through the engine's own restart, which
    /// takes any number): screens opened there share the last number, nothing traps.
    @Test func numberingSaturatesInsteadOfTrapping() throws {
        let graph = try #require(
            LoadedGraph.decode(text: "navgraph: 1\nroot: a\nroutes:\n  a: { path: /, to: [a] }\n").validated().graph)
        let session = EngineSession(graph: graph)
        session.launch()
        var state = session.state
        state.nextInstance = .max - 1
        session.restart(from: state)
        session.open(route: 0, values: [])
        session.open(route: 0, values: [])
        #expect(session.state.window.rootStack.map(\.instance) == [.max - 1, .max, .max])
        #expect(session.state.nextInstance == .max)
    }

    /// A saved stack of any depth brings back at most `restoredScreenLimit` screens in all
    /// (the home tab's one, then the search tab's), and the restore's work, counted as the
    /// screens it creates (its `load` events), follows what comes back, not the saved depth.
    @Test(arguments: [3, 500, 999, 1_000, 10_000, 300_000])
    func aDeepSavedStackRestoresAtMostTheLimit(_ depth: Int) throws {
        var saved = try Self.saved()
        let item = try #require(saved.scenes[0].tabStacks[1]?.last)
        saved.scenes[0].tabStacks[1]! += Array(repeating: item, count: depth - 3)
        let next = try Self.navigator()
        next.restore(saved)
        let kept = min(depth, RestorableState.restoredScreenLimit - 1)
        #expect(next.state.window.base.count == kept)
        let loads = next.events.filter { if case .load = $0 { return true } else { return false } }
        #expect(loads.count == kept + 1)
    }
}
