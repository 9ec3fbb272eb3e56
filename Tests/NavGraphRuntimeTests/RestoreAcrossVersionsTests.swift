import Foundation
import NavGraphCore
import NavGraphModel
import NavGraphRuntime
import TestSupport
import Testing

/// A state saved by one version of a graph, restored by the next: values go
/// by parameter name, so parameters reordered, added or removed keep each
/// value where it belongs (man/navgraph-runtime.3, Restoration).
@MainActor
@Suite struct RestoreAcrossVersionsTests {
    static func navigator(_ params: String) throws -> GraphNavigator {
        let yaml = """
            navgraph: 1
            name: Shop
            root: home
            routes:
              home: { path: /, restore: true, to: [item] }
              item:
                path: /item/:id
                restore: true
                params: { \(params) }

            """
        let loaded = LoadedGraph.decode(text: yaml).validated()
        #expect(loaded.diagnostics == [])
        let graph = try #require(loaded.graph)
        return GraphNavigator(
            graph: try NavigationGraph(table: GraphTable.lines(of: graph)), clock: ManualNavigationClock())
    }

    /// The state saved with `item(id: 7, a: "A", b: "B")` on top, as JSON and back.
    static func saved() throws -> RestorableState {
        let first = try navigator("id: int, a: string, b: string")
        first.launch()
        first.open(path: "/item/7?a=A&b=B")
        #expect(first.state.window.base.map(\.id) == ["home", "item"])
        return try JSONDecoder().decode(RestorableState.self, from: try JSONEncoder().encode(first.restorableState()))
    }

    @Test func reorderedAddedAndRemovedParametersKeepTheirValues() throws {
        // b and a swapped, c added with a default, d added without one, and no more parameter e.
        let next = try Self.navigator("b: string, id: int, c: { type: string, default: x }, a: string, d: bool")
        next.restore(try Self.saved())
        #expect(next.state.window.base.map(\.id) == ["home", "item"])
        #expect(next.top?.values == [.string("B"), .int(7), .string("x"), .string("A"), nil])
    }

    @Test func aParameterRequiredSinceEndsTheStackThere() throws {
        let next = try Self.navigator("id: int, a: string, b: string, e: { type: string, required: true }")
        next.restore(try Self.saved())
        #expect(next.state.window.base.map(\.id) == ["home"])
    }

    @Test func aValueThatNoLongerFitsItsTypeEndsTheStackThere() throws {
        let next = try Self.navigator("id: int, a: int, b: string")
        next.restore(try Self.saved())
        #expect(next.state.window.base.map(\.id) == ["home"])
    }

    /// A state saved before `unprovenRealms` existed has no such key: it reads as none.
    @Test func aStateSavedWithoutUnprovenRealmsReadsAsNone() throws {
        let json = try JSONEncoder().encode(try Self.saved())
        var object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["unprovenRealms"] as? [String] == [])
        object["unprovenRealms"] = nil
        let older = try JSONDecoder().decode(
            RestorableState.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(older.unprovenRealms == nil)
        let next = try Self.navigator("id: int, a: string, b: string")
        next.restore(older)
        #expect(next.state.window.base.map(\.id) == ["home", "item"])
    }
}
