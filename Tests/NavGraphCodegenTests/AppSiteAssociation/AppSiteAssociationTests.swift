import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

@testable import NavGraphCodegen

/// `gen --aasa`: the components, read as iOS reads them (the first that
/// matches decides), take exactly the links the route matcher opens.
@Suite struct AppSiteAssociationTests {
    struct Component {
        var path: String
        var query: [String: String]
        var exclude: Bool
        var comment: String
    }

    static func components(_ json: String) throws -> (appIDs: [String], components: [Component]) {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let applinks = try #require(root["applinks"] as? [String: Any])
        let details = try #require(applinks["details"] as? [[String: Any]])
        #expect(details.count == 1)
        let list = try #require(details.first?["components"] as? [[String: Any]])
        return (
            details.first?["appIDs"] as? [String] ?? [],
            list.map {
                Component(
                    path: $0["/"] as? String ?? "", query: $0["?"] as? [String: String] ?? [:],
                    exclude: $0["exclude"] as? Bool ?? false, comment: $0["comment"] as? String ?? "")
            }
        )
    }

    @Test func theFirstMatchingComponentIsTheRouteTheAppOpens() throws {
        let graph = try #require(CodegenFixtures.load("aasa/navgraph.yaml").graph)
        let json = AppSiteAssociation.json(for: graph, appIDs: ["ABCDE12345.com.example.shop"])
        #expect(AppSiteAssociation.json(for: graph, appIDs: ["ABCDE12345.com.example.shop"]) == json)
        let (appIDs, components) = try Self.components(json)
        #expect(appIDs == ["ABCDE12345.com.example.shop"])
        #expect(components.filter { !$0.exclude }.count == graph.routes.filter(\.external).count)
        let matcher = RouteMatcher(graph: graph)
        let paths = [
            "/", "/pay", "/product/7", "/product/new", "/product/7/reviews", "/help*me", "/helpme", "/product",
            "/nowhere",
        ]
        for path in paths {
            // Patterns are percent-encoded (a `*` in a literal is `%2A`); the query aside.
            let encoded =
                "/"
                + path.dropFirst().split(separator: "/").map { AppSiteAssociation.encode(String($0)) }
                .joined(separator: "/")
            let first = components.first { Glob.matches($0.path, encoded) }
            let opened: String?
            switch matcher.match(url: "https://shop.example.com" + path) {
            case .success(let m): opened = graph.routes[m.route].id
            case .failure(.missingParameter), .failure(.badParameter):
                opened = matcher.trie.routeIndex(forSegments: PathComponents(path)?.segments ?? []).map {
                    graph.routes[$0].id
                }
            case .failure: opened = nil
            }
            let taken = first.flatMap { $0.exclude ? nil : String($0.comment.dropFirst("route ".count)) }
            #expect(taken == opened, "\(path)")
        }
        // A required query parameter is asked for by name; an optional one is not.
        let pay = try #require(components.first { $0.comment == "route pay" })
        #expect(pay.query == ["currency": "*", "amount": "?*"])
        #expect(components.contains { $0.path == "/help%2Ame" })
        // Apple's `*` also matches `/` (navgraph(1) says so): a longer path opens the
        // app, which answers noMatch.
        #expect(components.first { Glob.matches($0.path, "/product/7/other") }?.comment == "route product")
        #expect(matcher.match(url: "https://shop.example.com/product/7/other") == .failure(.noMatch))
    }

    /// Apple's `*` also matches `/`: an exclusion of a shorter path (`/u/?*/edit`) would take
    /// a longer external route's links (`/u/1/posts/2/edit`) if it came first. No component
    /// is listed after one that takes its links.
    @Test(arguments: [
        (
            "root: home\nroutes:\n  home: { path: /, to: [editUser], external: true }\n"
                + "  user: { path: /u/:id, params: { id: int }, external: true, global: true }\n"
                + "  editUser: { path: /u/:id/edit, params: { id: int } }\n"
                + "  editPost: { path: /u/:id/posts/:post/edit, params: { id: int, post: int }, external: true, global: true }\n",
            ["/", "/u/1", "/u/1/edit", "/u/1/posts/2/edit"]
        ),
        (
            "root: home\nroutes:\n  home: { path: /home, to: [inner], external: true }\n"
                + "  deep: { path: /a/:x/z/c, params: { x: int }, external: true, global: true }\n"
                + "  inner: { path: /a/:y/c, params: { y: int } }\n"
                + "  short: { path: /a/:x, params: { x: int }, external: true, global: true }\n",
            ["/home", "/a/1", "/a/1/c", "/a/1/z/c"]
        ),
    ])
    func noComponentIsShadowedByAnExclusion(routes: String, paths: [String]) throws {
        let loaded = LoadedGraph.decode(text: "navgraph: 1\nname: Over\nhosts: [example.com]\n" + routes).validated()
        #expect(loaded.diagnostics == [])
        let graph = try #require(loaded.graph)
        let (_, components) = try Self.components(AppSiteAssociation.json(for: graph, appIDs: ["ABCDE12345.com.x"]))
        let matcher = RouteMatcher(graph: graph)
        for path in paths {
            let first = components.first { Glob.matches($0.path, path) }
            let taken = first.flatMap { $0.exclude ? nil : String($0.comment.dropFirst("route ".count)) }
            var opened: String?
            if case .success(let m) = matcher.match(url: "https://example.com" + path), graph.routes[m.route].external {
                opened = graph.routes[m.route].id
            }
            #expect(taken == opened, "\(path): \(components.map(\.path))")
        }
    }

    @Test func patternsAreApplesGlobs() {
        #expect(Glob.matches("/product/?*", "/product/7"))
        #expect(!Glob.matches("/product/?*", "/product/"))
        #expect(Glob.matches("/product/?*/reviews", "/product/7/reviews"))
        #expect(Glob.matches("/a*b*c", "/aXbYbZc"))
        #expect(!Glob.matches("/", "/x"))
        #expect(AppSiteAssociation.encode("a*b?c é") == "a%2Ab%3Fc%20%C3%A9")
    }

    /// Paths that start with a parameter once went through every pattern (8,000 routes took
    /// 20-30 s): now a path is tried against the patterns filed under its own segments.
    @Test(arguments: ["/?*/x#", "/?*/x#/common", "/?*/common/x#/?*"])
    func pathsStartingWithAParameterTryFewPatterns(shape: String) {
        let n = 2_000
        let patterns = (0..<n).map { shape.replacingOccurrences(of: "#", with: String($0)) }
        let index = PatternIndex(Array(0..<n), patterns: patterns)
        let samples = patterns.map { $0.replacingOccurrences(of: "?*", with: "x") }
        let tried = samples.map { index.candidates(for: $0) }
        #expect(tried.map(\.count).reduce(0, +) == n)
        #expect(tried.enumerated().allSatisfy { $0.element == [$0.offset] })
        // Patterns without a literal are tried on every path, as before.
        let wild = PatternIndex([0, 1], patterns: ["/?*", "/?*/?*"])
        #expect(wild.candidates(for: "/a/b") == [0, 1])
    }
}
