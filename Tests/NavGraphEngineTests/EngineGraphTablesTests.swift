import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphSupport
import TestSupport
import Testing

/// The engine's per-route tables are flat (`RowTable`: two arrays a table,
/// not an array a route) and hold what the model's `InterceptorOrder` says.
@Suite("Engine tables")
struct EngineGraphTablesTests {
    @Test func theFlatTablesHoldEachRoutesListInOrder() {
        let (graph, _) = SimHarness.load("Fixtures/scripts/graphs/router.yaml")
        let g = EngineGraph(graph)
        let order = InterceptorOrder(graph: graph)
        #expect(g.beforeOpen.count == graph.routes.count)
        var nonEmpty = 0
        for r in graph.routes.indices {
            #expect(Array(g.loginChain[r]) == order.logins(r))
            #expect(Array(g.beforeOpen[r]) == order.interceptors(.beforeLogin, of: r))
            #expect(Array(g.beforeAuth[r]) == order.interceptors(.afterLogin, of: r))
            #expect(Array(g.after[r]) == order.interceptors(.after, of: r))
            #expect(Array(g.auth[r]) == graph.routes[r].auth.compactMap { graph.realmIndex[$0.id] })
            nonEmpty += g.beforeOpen[r].count + g.beforeAuth[r].count + g.after[r].count + g.loginChain[r].count
        }
        #expect(nonEmpty > 0)
    }

    /// A route's place among a container's tabs is its first in that container's list,
    /// and none where it is not listed: a route may be a tab of several containers, and
    /// listed twice in one (`duplicate-tab`, an error; the engine's tables are made anyway).
    @Test func aRoutesTabPlaceIsItsFirstInEachContainer() throws {
        let loaded = LoadedGraph.decode(
            text: """
                navgraph: 1
                name: T
                root: main
                containers:
                  main: { kind: tabs, tabs: [a, b, c, b] }
                  other: { kind: tabs, tabs: [c, a] }
                routes:
                  a: { path: /a, embed: main }
                  b: { path: /b, embed: main }
                  c: { path: /c, embed: main, to: [d] }
                  d: { path: /d }
                """
        ).validated()
        #expect(loaded.diagnostics.map(\.code) == [.duplicateTab, .unusedContainer])
        let graph = try #require(loaded.graph)
        let g = EngineGraph(graph)
        var places = 0
        for c in g.tabRoutes.indices {
            for r in graph.routes.indices {
                #expect(g.tabIndex(c, r) == g.tabRoutes[c].firstIndex(of: r), "container \(c), route \(r)")
                if g.tabIndex(c, r) != nil { places += 1 }
            }
        }
        #expect(places == 5)
    }

    /// The engine reads the graph's `to` edges as they are (`Graph.edgeRows`, not a copy),
    /// scanning a short row and searching a sorted copy of a long one: both answer as the
    /// graph's own list, with unknown targets and repeats, in and out of order.
    @Test func anEdgeIsFoundInShortAndLongRowsAsTheGraphListsIt() throws {
        let many = (0..<20).map { "r\(($0 * 7) % 20)" } + ["r3", "nowhere"]
        let routes = (0..<20).map { "  r\($0): { path: /r\($0) }" }.joined(separator: "\n")
        let loaded = LoadedGraph.decode(
            text: """
                navgraph: 1
                name: T
                root: hub
                routes:
                  hub: { path: /, to: [\(many.joined(separator: ", "))] }
                  short: { path: /short, to: [r5, hub, r2] }
                \(routes)
                """
        ).validated()
        #expect(loaded.diagnostics.map(\.code) == [.unknownRoute, .unreachableRoute])
        let graph = try #require(loaded.graph)
        let g = EngineGraph(graph)
        #expect(g.edges == graph.edgeRows)
        let hub = try #require(graph.routeIndex["hub"])
        #expect(graph.edges(from: hub).count == 22)
        for from in graph.routes.indices {
            for to in graph.routes.indices {
                #expect(g.hasEdge(from: from, to: to) == graph.edges(from: from).contains(Int32(to)), "\(from) \(to)")
            }
        }
    }

    /// Routes whose parameters have no default share one array of defaults a
    /// count: a graph of 100k such routes makes one, not 100k.
    @Test func routesWithoutDefaultsShareOneArray() {
        let (graph, _) = SimHarness.graph(
            """
            navgraph: 1
            name: T
            root: a
            routes:
              a: { path: /a, to: [b, c, d] }
              b: { path: "/b/:id", params: { id: int } }
              c: { path: "/c/:id", params: { id: int } }
              d: { path: /d, params: { page: { type: int, default: 3 } } }
            """)
        let g = EngineGraph(graph)
        func storage(_ values: [ParamValue?]) -> UnsafeRawPointer? {
            values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(g.defaults(1) == [nil] && g.defaults(2) == [nil])
        #expect(storage(g.defaults(1)) == storage(g.defaults(2)))
        #expect(g.defaults(3) == [.int(3)])
    }
}

/// A deep link resolved once runs as the command with its URL does.
@Suite("Engine stepper: resolved deep links")
struct ResolvedDeeplinkTests {
    @Test func aResolvedDeepLinkRunsAsItsURLDoes() {
        let (graph, _) = SimHarness.shop()
        let stepper = EngineStepper(graph: graph)
        let start = stepper.launch()
        for url in ["shop://product/42", "shop://nowhere", "https://example.com/x"] {
            let byURL = stepper.step(.deeplink(url: url), from: start)
            let keyByURL = stepper.lastKey
            let resolved = stepper.step(navigation: stepper.navigation(ofDeeplink: url), from: start)
            #expect(resolved == byURL, "\(url)")
            #expect(stepper.lastKey == keyByURL, "\(url)")
        }
    }
}
