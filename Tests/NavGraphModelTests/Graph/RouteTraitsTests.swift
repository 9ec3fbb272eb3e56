import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// A graph keeps each route's traits (presentation, and which of the keys the
/// checks look for it has) in an array made as it is indexed, and the checks
/// choose their routes by it: what it says must be what the routes say, read
/// field by field, in every fixture and in random graphs, and after a change
/// to the routes that no `reindex()` followed.
@Suite("Model: a route's traits")
struct RouteTraitsTests {
    struct NoIncludes: SourceProvider {
        func read(_ path: String) -> Result<[UInt8], SourceReadError> { .failure(.notFound) }
    }

    /// The traits read again, field by field, without `Route.traits`.
    static func expected(_ route: Route) -> RouteTraits {
        var traits: RouteTraits
        switch route.presentation {
        case .push: traits = .push
        case .modal: traits = .modal
        case .replace: traits = .replace
        case .root: traits = .root
        }
        if !route.auth.isEmpty { traits.insert(.auth) }
        if route.cache != nil { traits.insert(.cache) }
        if route.embed != nil { traits.insert(.embed) }
        if route.restore != nil { traits.insert(.restore) }
        if route.external { traits.insert(.external) }
        if route.global { traits.insert(.global) }
        if !route.dismissible { traits.insert(.notDismissible) }
        if route.tab != nil { traits.insert(.tab) }
        return traits
    }

    static let kinds: [RouteTraits] = [
        .push, .modal, .replace, .root, .auth, .cache, .embed, .restore, .external, .global, .notDismissible, .tab,
    ]

    static func compare(_ graph: Graph, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (i, route) in graph.routes.enumerated() {
            #expect(
                graph.traits(of: i) == expected(route), "\(name): route \(route.id)", sourceLocation: sourceLocation)
        }
        for kind in kinds {
            let filtered = graph.routes.indices.filter { expected(graph.routes[$0]).contains(kind) }
            #expect(graph.routeIndices(with: kind) == filtered, "\(name): \(kind)", sourceLocation: sourceLocation)
        }
        let pair: RouteTraits = [.push, .embed]
        let any: RouteTraits = [.auth, .cache, .embed]
        #expect(
            graph.routeIndices(with: pair)
                == graph.routes.indices.filter { expected(graph.routes[$0]).isSuperset(of: pair) },
            "\(name)", sourceLocation: sourceLocation)
        #expect(
            graph.routeIndices(withAnyOf: any)
                == graph.routes.indices.filter { !expected(graph.routes[$0]).isDisjoint(with: any) },
            "\(name)", sourceLocation: sourceLocation)
    }

    static let fixtures: [String] =
        FixtureGraph.rootFiles(in: RepoPaths.fixture("valid")).map { "valid/" + $0 }
        + FixtureGraph.rootFiles(in: RepoPaths.fixture("invalid")).map { "invalid/" + $0 }

    @Test(arguments: fixtures)
    func fixture(path: String) throws {
        let loaded = try FixtureGraph.load(RepoPaths.fixture(path), checks: false)
        guard let graph = loaded.graph else { return }
        Self.compare(graph, path)
    }

    @Test("the fixtures hold every trait, so that the comparison covers each")
    func fixturesHoldEveryTrait() throws {
        var seen: RouteTraits = []
        for path in Self.fixtures {
            guard let graph = try FixtureGraph.load(RepoPaths.fixture(path), checks: false).graph else { continue }
            for i in graph.routes.indices { seen.formUnion(graph.traits(of: i)) }
        }
        for kind in Self.kinds { #expect(seen.contains(kind), "\(kind)") }
    }

    @Test(arguments: 0..<40)
    func randomGraph(seed: Int) throws {
        let yaml = RandomGraph(name: "Rand\(seed)", seed: UInt64(seed), routes: 30).yaml
        let loaded = LoadedGraph.decode(name: "random.yaml", bytes: Array(yaml.utf8), includes: NoIncludes())
        let graph = try #require(loaded.graph)
        Self.compare(graph, "random \(seed)")
    }

    @Test("routes changed without reindex() are read as they are now")
    func changedRoutes() throws {
        let yaml = """
            navgraph: 1
            name: T
            root: a
            auth: { signedIn: { login: login } }
            lifetimes: { short: 60s }
            routes:
              login: { path: /login, presentation: modal }
              a: { path: /a, to: [b] }
              b: { path: /b, auth: signedIn, cache: short }
            """
        var graph = try #require(
            LoadedGraph.decode(name: "t.yaml", bytes: Array(yaml.utf8), includes: NoIncludes()).graph)
        #expect(graph.routeIndices(with: .auth) == [2])
        graph.routes[1].auth = [Reference("signedIn", span: .unknown)]
        graph.routes[2].cache = nil
        graph.routes[0].presentation = .push
        #expect(graph.routeIndices(with: .auth) == [1, 2])
        #expect(graph.routeIndices(with: .cache) == [])
        #expect(graph.traits(of: 0) == .push)
        Self.compare(graph, "changed")
        graph.reindex()
        #expect(graph.routeIndices(with: .auth) == [1, 2])
        Self.compare(graph, "reindexed")
    }
}
