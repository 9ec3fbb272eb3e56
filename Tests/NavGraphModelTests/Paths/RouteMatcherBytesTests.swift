import Foundation
import NavGraphCore
import NavGraphModel
import NavGraphSupport
import Testing

/// The simulator matches a script's paths and deep links from their bytes;
/// `matchInOrder(path:)` and `matchInOrder(url:)` read them as strings. Both
/// give the same answer for every path.
@Suite struct RouteMatcherBytesTests {
    /// Literals beside parameters at every level (the walk backtracks), every
    /// parameter type, query parameters with and without defaults.
    static let graph = """
        navgraph: 1
        name: Bytes
        scheme: Links
        hosts: [links.example.com, example.org]
        root: home
        routes:
          home: { path: /, to: [item, deep, wide, lit, typed, search, cafe] }
          item: { path: /item/:id, params: { id: int }, external: true }
          deep: { path: /a/:x/b, params: { x: string }, external: true }
          wide: { path: /a/:x/:y, params: { x: int, y: bool } }
          lit: { path: /a/c/b }
          typed:
            path: /t/:s/:e
            params: { s: string, e: { type: [red, green] }, d: double, u: uuid }
            external: true
          search:
            path: /search
            params:
              q: { type: string, required: true }
              page: { type: int, default: 1 }
          cafe: { path: /café/:n, params: { n: int } }
        """

    /// Every path of up to three segments from a small vocabulary, each with
    /// several tails (a query, a fragment, a trailing slash).
    static var paths: [String] {
        let words = [
            "a", "b", "c", "item", "t", "search", "7", "-1", "x", "", "red", "true", "%41", "café", "+1",
            "9223372036854775808",
        ]
        var segments: [[String]] = [[]]
        for _ in 0..<3 {
            segments += segments.filter { $0.count == segments.map(\.count).max()! }.flatMap { s in
                words.map { s + [$0] }
            }
        }
        let tails = [
            "", "/", "#f", "?q=1", "?q=a&page=2", "?page=x&q=a", "?q=a&q=b", "?id=3",
            "?d=2.5&u=123E4567-E89B-12D3-A456-426614174000",
            "?&&q=&", "?q=%20#x?y", "//",
        ]
        var out: [String] = []
        for s in segments {
            for t in tails { out.append("/" + s.joined(separator: "/") + t) }
        }
        return out + ["", "item/7", "x", "?"]
    }

    @Test func pathsFromBytesMatchAsPathsFromStrings() throws {
        let graph = try #require(LoadedGraph.decode(text: Self.graph).validated().graph)
        let matcher = RouteMatcher(graph: graph)
        var mismatches: [String] = []
        var matched = 0
        for path in Self.paths {
            let bytes = path
            let fromBytes = ByteView.of(bytes) { matcher.matchInOrder(pathBytes: $0) }
            if fromBytes != matcher.matchInOrder(path: path) { mismatches.append(path) }
            if case .success = fromBytes { matched += 1 }
        }
        #expect(mismatches == [])
        #expect(Self.paths.count > 40_000)
        #expect(matched > 400)
    }

    /// A matcher made without the bytes table (the exploration's) gives the same
    /// answers from bytes: it reads them as text.
    @Test func aMatcherWithoutTheBytesTableAnswersTheSame() throws {
        let graph = try #require(LoadedGraph.decode(text: Self.graph).validated().graph)
        let full = RouteMatcher(graph: graph)
        let textOnly = RouteMatcher(graph: graph, matchingBytes: false)
        var mismatches: [String] = []
        for path in Self.paths {
            let bytes = path
            let a = ByteView.of(bytes) { full.matchInOrder(pathBytes: $0) }
            let b = ByteView.of(bytes) { textOnly.matchInOrder(pathBytes: $0) }
            if a != b || b != textOnly.matchInOrder(path: path) { mismatches.append(path) }
        }
        #expect(mismatches == [])
    }

    @Test func urlsFromBytesMatchAsURLsFromStrings() throws {
        let graph = try #require(LoadedGraph.decode(text: Self.graph).validated().graph)
        let matcher = RouteMatcher(graph: graph)
        var mismatches: [String] = []
        var outcomes: Set<String> = []
        for path in Self.paths.prefix(20_000) + ["/"] {
            for scheme in [
                "links://", "LINKS://", "links:/", "links:", "other://", "links", "linksx://",
                "https://links.example.com/", "HTTP://Example.ORG/", "https://example.org", "https://example.org:443/",
                "https://u@example.org/", "https://other.org/", "ftp://example.org/", "https:/example.org/",
            ] {
                let url = scheme + path.dropFirst()
                let bytes = url
                let fromBytes = ByteView.of(bytes) { matcher.matchInOrder(urlBytes: $0) }
                if fromBytes != matcher.matchInOrder(url: url) { mismatches.append(url) }
                switch fromBytes {
                case .success: outcomes.insert("success")
                case .failure(let f): outcomes.insert("\(f)".prefix { $0 != "(" }.description)
                }
            }
        }
        #expect(mismatches == [])
        #expect(outcomes == ["success", "noMatch", "notExternal", "badParameter", "missingParameter"])
        // A graph without a scheme or hosts takes no deep link, from bytes as from a string.
        let bare = try #require(
            LoadedGraph.decode(
                text: Self.graph.replacingOccurrences(of: "scheme: Links\n", with: "")
                    .replacingOccurrences(of: "hosts: [links.example.com, example.org]\n", with: "")
            ).validated().graph)
        for link in ["links://item/7", "https://example.org/item/7"] {
            let url = link
            #expect(ByteView.of(url) { RouteMatcher(graph: bare).matchInOrder(urlBytes: $0) } == .failure(.noMatch))
        }
    }

    /// The trie's one edge table holds literals of any length (the matcher's own table
    /// stopped at 64 KB): a path through a literal of 70,000 bytes matches from its bytes
    /// as from its text, and the same path one byte short matches nothing.
    @Test func aLiteralOf64KBOrMoreMatchesFromBytesAsFromText() throws {
        let long = String(repeating: "ab", count: 35_000)
        let text = """
            navgraph: 1
            name: Long
            root: home
            routes:
              home: { path: /, to: [long] }
              long: { path: "/\(long)/:n", params: { n: int } }
            """
        let graph = try #require(LoadedGraph.decode(text: text).validated().graph)
        let matcher = RouteMatcher(graph: graph)
        let route = try #require(graph.routeIndex["long"])
        let path = "/\(long)/7"
        let fromBytes = ByteView.of(path) { matcher.matchInOrder(pathBytes: $0) }
        #expect(fromBytes == matcher.matchInOrder(path: path))
        #expect(try fromBytes.get().route == route)
        #expect(try fromBytes.get().values == [.int(7)])
        let short = "/\(long.dropLast())/7"
        #expect(ByteView.of(short) { matcher.matchInOrder(pathBytes: $0) } == .failure(.noMatch))
        #expect(matcher.matchInOrder(path: short) == .failure(.noMatch))
    }

    /// A literal is found by its text as `==` compares text: a segment canonically equal
    /// to a literal outside ASCII (`e` and a combining accent for `é`) reaches its route.
    @Test func aLiteralMatchesCanonicallyEqualText() throws {
        let graph = try #require(LoadedGraph.decode(text: Self.graph).validated().graph)
        let trie = graph.pathTrie
        let cafe = try #require(graph.routeIndex["cafe"])
        #expect(trie.routeIndex(forSegments: ["caf\u{E9}", "3"]) == cafe)
        #expect(trie.routeIndex(forSegments: ["cafe\u{301}", "3"]) == cafe)
        #expect(trie.routeIndex(forSegments: ["cafe", "3"]) == nil)
    }
}
