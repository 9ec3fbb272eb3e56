import NavGraphCore
import NavGraphEngine
import NavGraphModel
import TestSupport
import Testing

/// Exploring a state copies no stack a command leaves alone: a snapshot's
/// stacks are copied on write, and restoring a state assigns only the fields
/// the last command changed (`NavigationEngine.restore`), so the others keep
/// the snapshot's own storage. This is what stands in for an undo log.
@Suite("Snapshots share the stacks a command leaves alone")
struct SnapshotSharingTests {
    static let yaml = """
        navgraph: 1
        name: Tabs
        root: main
        containers:
          main: { kind: tabs, tabs: [home, search, profile] }
        routes:
          home: { path: /, embed: main, to: [detail] }
          search: { path: /search, embed: main, to: [detail] }
          profile: { path: /profile, embed: main, to: [detail] }
          detail: { path: /detail, to: [more] }
          more: { path: /more }

        """

    /// Where an array's elements are stored (nil: empty).
    static func storage<T>(_ a: [T]?) -> UnsafeRawPointer? {
        a?.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } ?? nil
    }

    @Test func aPushCopiesOnlyTheStackItChanges() throws {
        let loaded = LoadedGraph.decode(text: Self.yaml).validated()
        #expect(loaded.diagnostics == [])
        let graph = try #require(loaded.graph)
        let stepper = EngineStepper(graph: graph)
        let (home, search, profile, detail, more) = (0, 1, 2, 3, 4)
        #expect(graph.routes.map(\.id) == ["home", "search", "profile", "detail", "more"])
        // Every tab created, a push on each, then back on the first tab.
        var snapshot = stepper.launch()
        for tab in [search, profile, home] {
            snapshot = stepper.run(.tab(tab), from: snapshot)
            snapshot = stepper.run(.open(route: detail, params: []), from: snapshot)
        }
        let before = snapshot.state.scene.window.tabStacks
        #expect(before.allSatisfy { $0?.count == 2 })
        // A push on the selected tab from the stored state: only that stack is new storage.
        _ = stepper.step(.open(route: more, params: []), from: snapshot)
        let after = stepper.engine.scene.window.tabStacks
        #expect(
            after[0]?.count == 3 && snapshot.state.scene.window.tabStacks[0]?.count == 2,
            "the state stored is unchanged")
        #expect(Self.storage(after[0]) != Self.storage(before[0]), "the stack pushed onto is copied")
        #expect(Self.storage(after[1]) == Self.storage(before[1]), "the search tab's stack is shared")
        #expect(Self.storage(after[2]) == Self.storage(before[2]), "the profile tab's stack is shared")
        #expect(Self.storage(stepper.engine.scene.window.modals) == Self.storage(snapshot.state.scene.window.modals))
        // Restored for the next command: every stack is the snapshot's own storage again.
        stepper.engine.restore(snapshot)
        for t in [home, search, profile] {
            #expect(Self.storage(stepper.engine.scene.window.tabStacks[t]) == Self.storage(before[t]), "tab \(t)")
        }
        #expect(stepper.key(snapshot) == stepper.lastKey)
        #expect(stepper.lastSnapshot.screenCount == snapshot.screenCount)
    }
}
