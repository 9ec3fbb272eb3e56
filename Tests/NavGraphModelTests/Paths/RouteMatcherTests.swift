import Foundation
import NavGraphSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// What a path or deep link leads to: the one implementation `sim` executes
/// and `gen` prints.
@Suite struct RouteMatcherTests {
    static let graph = """
        navgraph: 1
        name: Links
        scheme: links
        root: home
        routes:
          home: { path: /, to: [item, inside, search, legacy] }
          item: { path: /item/:id, params: { id: int }, external: true }
          inside: { path: /inside/:id, params: { id: int } }
          search:
            path: /search
            params:
              q: { type: string, required: true }
              page: int
            external: true
          legacy:
            path: /legacy
            params: { n: { type: int, required: true, default: 3 } }
        """

    static func matcher(_ text: String = graph) throws -> (RouteMatcher, Graph) {
        let graph = try #require(LoadedGraph.decode(text: text).validated().graph)
        return (RouteMatcher(graph: graph), graph)
    }

    static func describe(_ r: Result<RouteMatcher.Match, RouteMatcher.Failure>, _ graph: Graph) -> String {
        switch r {
        case .success(let m):
            return graph.routes[m.route].id
                + m.values.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        case .failure(.noMatch): return "noMatch"
        case .failure(.notExternal(let m)): return "notExternal \(graph.routes[m.route].id)"
        case .failure(.badParameter(let name)): return "badParameter \(name)"
        case .failure(.missingParameter(let name)): return "missingParameter \(name)"
        }
    }

    @Test(arguments: [
        ("links://item/7", "item id=7"),
        ("LINKS://item/7#x", "item id=7"),
        ("links://inside/7", "notExternal inside"),
        // The values first: a bad one is reported before `external` is looked at.
        ("links://inside/x", "badParameter id"),
        ("links://", "notExternal home"),
        ("links:///", "noMatch"),
        ("other://item/7", "noMatch"),
        ("links://search?page=2", "missingParameter q"),
        ("links://search?q=a%20b&page=2&zz=1", "search page=2 q=a b"),
    ])
    func deepLinks(_ url: String, _ expected: String) throws {
        let (matcher, graph) = try Self.matcher()
        #expect(Self.describe(matcher.match(url: url), graph) == expected)
    }

    @Test(arguments: [
        ("/inside/7", "inside id=7"),
        ("/item/7/", "item id=7"),
        ("/item//", "noMatch"),
        ("//", "noMatch"),
        ("item/7", "noMatch"),
        // A bad value wins over a missing one, whatever their order.
        ("/search?page=x", "badParameter page"),
        ("/search?q=a&q=b", "badParameter q"),
        ("/item/1?id=2", "badParameter id"),
        ("/search?q", "search q="),
        // A default stands in for an absent value, `required` or not.
        ("/legacy", "legacy n=3"),
        ("/legacy?n=4", "legacy n=4"),
        // Integers are 64-bit, both ends included; a sign alone is no number.
        ("/item/-9223372036854775808", "item id=-9223372036854775808"),
        ("/item/9223372036854775807", "item id=9223372036854775807"),
        ("/item/9223372036854775808", "badParameter id"),
        ("/item/-9223372036854775809", "badParameter id"),
        ("/item/-0", "item id=0"),
        ("/item/-", "badParameter id"),
        ("/item/+1", "badParameter id"),
    ])
    func paths(_ path: String, _ expected: String) throws {
        let (matcher, graph) = try Self.matcher()
        #expect(Self.describe(matcher.match(path: path), graph) == expected)
    }

    /// What the simulator asks: the same match, its values in declared order.
    @Test func valuesInDeclaredOrder() throws {
        let (matcher, graph) = try Self.matcher()
        let search = try #require(graph.routeIndex["search"])
        let both = try matcher.matchInOrder(path: "/search?page=2&q=a").get()
        #expect(both.route == search && both.values == [.string("a"), .int(2)])
        let one = try matcher.matchInOrder(path: "/search?q=a").get()
        #expect(one.route == search && one.values == [.string("a"), nil])
        #expect(matcher.matchInOrder(path: "/search?page=2") == .failure(.missingParameter("q")))
        guard case .failure(.notExternal(let m)) = matcher.matchInOrder(url: "links://inside/7") else {
            Issue.record("expected notExternal")
            return
        }
        #expect(m.values == ["id": .int(7)])
    }

    @Test func aGraphWithoutSchemeTakesNoDeepLink() throws {
        let (matcher, _) = try Self.matcher(Self.graph.replacingOccurrences(of: "scheme: links\n", with: ""))
        #expect(matcher.match(url: "links://item/7") == .failure(.noMatch))
    }

    /// Past a handful of parameters or enum words, the matcher looks them up in
    /// tables (a search of the list per segment or per value was quadratic):
    /// the values are those of the small case, by path and by bytes.
    @Test func aRouteWithManyParametersAndWordsMatchesByTables() throws {
        let words = (0..<50).map { "w\($0)" }
        let names = (0..<20).map { "p\($0)" }
        let text = """
            navgraph: 1
            name: Wide
            scheme: wide
            root: home
            routes:
              home: { path: /, to: [wide] }
              wide:
                path: /wide/\(names.map { ":" + $0 }.joined(separator: "/"))/:sort
                external: true
                params: { \(names.map { $0 + ": int" }.joined(separator: ", ")), sort: [\(words.joined(separator: ", "))], q: [\(words.joined(separator: ", "))] }
            """
        let (matcher, graph) = try Self.matcher(text)
        let wide = try #require(graph.routeIndex["wide"])
        #expect(matcher.largeEnums.keys.map(\.param).sorted() == [20, 21], "the two enums of fifty words")
        let values = (0..<20).map { "/\($0 * 3)" }.joined()
        let expected = RouteMatcher.OrderedMatch(
            route: wide, values: (0..<20).map { .int(Int64($0 * 3)) } + [.enumCase("w49"), .enumCase("w7")])
        let path = "/wide\(values)/w49?q=w7"
        #expect(matcher.matchInOrder(path: path) == .success(expected))
        var bytes = Array(path.utf8)
        #expect(ByteView.of(bytes) { matcher.matchInOrder(pathBytes: $0) } == .success(expected))
        #expect(matcher.matchInOrder(path: "/wide\(values)/w50") == .failure(.badParameter("sort")))
        #expect(matcher.matchInOrder(path: "/wide\(values)/w1?q=x") == .failure(.badParameter("q")))
        bytes = Array("/wide\(values)/w50".utf8)
        #expect(
            ByteView.of(bytes) { matcher.matchInOrder(pathBytes: $0) } == .failure(.badParameter("sort")))
        #expect(matcher.match(url: "wide://wide\(values)/w0").map(\.route) == .success(wide))
    }

    /// navgraph(5) "Paths": with `hosts`, an http(s) link's own path, the host
    /// without regard to case; no port, no user, no other host.
    @Test func linksToAHostMatchTheirPath() {
        let prefix = LinkPrefix(scheme: "links", hosts: ["Shop.example.com"])
        let cases: [(String, PathComponents?)] = [
            ("https://shop.example.com/item/7?x=1#f", PathComponents(segments: ["item", "7"], query: [("x", "1")])),
            ("HTTP://SHOP.EXAMPLE.COM/item/7", PathComponents(segments: ["item", "7"], query: [])),
            ("https://shop.example.com", PathComponents(segments: [], query: [])),
            ("https://shop.example.com/", PathComponents(segments: [], query: [])),
            ("https://shop.example.com?x=1", PathComponents(segments: [], query: [("x", "1")])),
            ("links://item/7", PathComponents(segments: ["item", "7"], query: [])),
            ("https://shop.example.com:443/item/7", nil),
            ("https://me@shop.example.com/item/7", nil),
            ("https://shop.example.com.evil.org/item/7", nil),
            ("https://other.com/item/7", nil),
            ("ftp://shop.example.com/item/7", nil),
        ]
        for (url, expected) in cases {
            #expect(PathComponents(url: url, prefix: prefix) == expected, "\(url)")
        }
        #expect(
            PathComponents(url: "https://shop.example.com/x", prefix: LinkPrefix(scheme: "links", hosts: [])) == nil)
        #expect(!LinkPrefix(scheme: nil, hosts: []).opensLinks)
    }

    @Test func pathsSplitByteWise() {
        // A combining accent after `/` does not hide the separator (as in the generated parser).
        #expect(PathComponents("/a/\u{301}b")?.segments == ["a", "\u{301}b"])
        #expect(
            PathComponents("/a%2Fb/%zz/+?k=b=c&&x#f")
                == PathComponents(segments: ["a/b", "%zz", "+"], query: [("k", "b=c"), ("x", "")]))
        #expect(PathComponents(url: "LiNkS://x", scheme: "links")?.segments == ["x"])
    }
}

/// The one path trie: shapes share nodes; the first route of a shape owns it.
@Suite struct PathTrieTests {
    @Test func routesOfOneShapeEndAtOneNode() throws {
        let graph = try #require(
            LoadedGraph.decode(
                text: """
                    navgraph: 1
                    name: T
                    root: a
                    routes:
                      a: { path: /u/:id, params: { id: int }, to: [b, c, d] }
                      b: { path: /u/new }
                      c: { path: /u/:name, params: { name: string } }
                      d: { path: /u/new/x }
                    """
            ).validated().graph)
        let trie = PathTrie(graph: graph)
        #expect(trie.ends[0] == trie.ends[2])
        #expect(trie.nodes[Int(trie.ends[2])].route == 0)
        #expect(trie.ends[1] != trie.ends[0])
        #expect(trie.routeIndex(forSegments: ["u", "new"]) == 1)
        #expect(trie.routeIndex(forSegments: ["u", "7"]) == 0)
        #expect(trie.routeIndex(forSegments: ["u", ""]) == nil)
        #expect(
            trie.nodes(alongRoute: 3, graph.routes) == [trie.literalChild(of: 0, "u")!, trie.ends[1], trie.ends[3]])
    }

    /// The graph builds its trie once; the matcher reads that one (the same
    /// storage, not a second build), and a change of the routes is seen at once.
    @Test func theGraphsTrieIsBuiltOnceAndShared() throws {
        var graph = try #require(
            LoadedGraph.decode(
                text: """
                    navgraph: 1
                    name: T
                    root: a
                    routes:
                      a: { path: /a, to: [b] }
                      b: { path: /b/:id, params: { id: int } }
                    """
            ).validated().graph)
        func storage(_ trie: PathTrie) -> UnsafeRawPointer? {
            trie.nodes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let shared = storage(graph.pathTrie)
        #expect(shared != nil)
        #expect(storage(graph.pathTrie) == shared)
        #expect(storage(RouteMatcher(graph: graph).trie) == shared)
        #expect(graph.pathTrie.routeIndex(forSegments: ["b", "7"]) == 1)
        graph.routes[1].path = RoutePath(text: "/c/:id", segments: [.literal("c"), .param("id")], span: .unknown)
        #expect(graph.pathTrie.routeIndex(forSegments: ["b", "7"]) == nil)
        #expect(RouteMatcher(graph: graph).routeIndex(forSegments: ["c", "7"]) == 1)
        graph.reindex()
        #expect(graph.pathTrie.routeIndex(forSegments: ["c", "7"]) == 1)
    }
}
