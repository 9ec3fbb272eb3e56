import Foundation
import TestSupport
import Testing

/// `navgraph graph`, end to end: the built binary, and Graphviz rendering its DOT.
@Suite("navgraph graph")
struct GraphCommandTests {
    static let dotAvailable = ExternalTool.find("dot") != nil
    static let shop = "Fixtures/shop/navgraph.yaml"
    static let shopRoutes = [
        "home", "search", "category", "product", "productNew", "reviews", "cart", "help", "onboardingIntro",
        "tutorial", "login", "forgotPassword", "faceId", "orders", "order", "settings", "paymentMethods",
        "addCard", "welcome", "privacyUpdate", "checkout", "shippingAddress", "payment", "account",
    ]

    /// Node and edge titles of an SVG that Graphviz rendered (`<title>a&#45;&gt;b</title>`).
    static func titles(inSVG svg: String) -> [String] {
        svg.components(separatedBy: "<title>").dropFirst().compactMap { $0.components(separatedBy: "</title>").first }
            .map { $0.replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&gt;", with: ">") }
    }

    @Test("DOT of the example graph is the golden picture")
    func shopDOT() {
        let out = NavGraphBinary.run(["graph", Self.shop, "--format", "dot"])
        #expect(out.status == 0)
        #expect(out.stderr == "")
        #expect(Golden.mismatch(out.stdout, golden: "picture/shop.dot") == nil)
        // dot is the default format.
        #expect(NavGraphBinary.run(["graph", Self.shop]).stdout == out.stdout)
    }

    @Test("Mermaid of the example graph is the golden flowchart")
    func shopMermaid() {
        let out = NavGraphBinary.run(["graph", Self.shop, "--format", "mermaid"])
        #expect(out.status == 0)
        #expect(out.stderr == "")
        #expect(Golden.mismatch(out.stdout, golden: "picture/shop.mmd") == nil)
    }

    @Test(
        "Graphviz renders the DOT: every route a node, every edge kind drawn",
        .enabled(if: dotAvailable, "graphviz (dot) is not installed"))
    func rendersWithGraphviz() throws {
        let out = NavGraphBinary.run(["graph", Self.shop, "--format", "dot"])
        let svg = try #require(ExternalTool.run("dot", ["-Tsvg"], stdin: out.stdout))
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stderr == "")
        #expect(svg.stdout.contains("<svg"))
        let titles = Set(Self.titles(inSVG: svg.stdout))
        for route in Self.shopRoutes { #expect(titles.contains(route), "no node for \(route)") }
        #expect(titles.contains("cluster_main"))
        #expect(titles.contains("home->product"))  // a `to` edge
        #expect(titles.contains("home->onboardingIntro"))  // an interceptor edge
        #expect(titles.contains("account->login"))  // a login edge
        #expect(titles.contains("paymentMethods->faceId"))  // a second realm's login
        // Edge styles survive into the SVG: interceptors dashed, logins dotted.
        #expect(svg.stdout.contains("stroke=\"#8250df\" stroke-dasharray=\"5,2\""))
        #expect(svg.stdout.contains("stroke=\"#bc4c00\" stroke-dasharray=\"1,5\""))
        // Protected routes filled, external routes with a double border.
        #expect(svg.stdout.contains("fill=\"#fff8c5\""))
        #expect(svg.stdout.contains("stroke=\"#0969da\""))
    }

    static let broken = """
        navgraph: 1
        name: Broken
        root: home
        routes:
          home:
            path: /
            to: [a]
          a:
            path: /a
            to: [b]
          b:
            path: /b
            to: [a]
          orphan:
            path: /orphan
        """

    @Test(
        "a graph with errors is still drawn, its unreachable routes and cycles highlighted",
        .enabled(if: dotAvailable, "graphviz (dot) is not installed"))
    func brokenGraphHighlighted() throws {
        let out = NavGraphBinary.run(["graph", "-", "--color", "never"], stdin: Self.broken)
        #expect(out.status == 1)
        #expect(out.stderr.contains("error[unreachable-route]: route 'orphan' is unreachable"))
        #expect(
            out.stdout.contains(
                ##""orphan" [label="orphan\n/orphan\nunreachable", style="rounded,filled", fillcolor="#ffebe9", color="#cf222e", fontcolor="#cf222e"];"##
            ))
        #expect(out.stderr.contains("warning[push-cycle]: push edges form a cycle: a -> b -> a"))
        #expect(out.stdout.contains(##""a" -> "b" [color="#cf222e", penwidth=2.5];"##))
        #expect(out.stdout.contains(##""b" -> "a" [color="#cf222e", penwidth=2.5];"##))
        #expect(
            out.stdout.contains(
                ##""a" [label="a\n/a\non a cycle", style="rounded,bold", penwidth=2.5, color="#cf222e"];"##))
        let svg = try #require(ExternalTool.run("dot", ["-Tsvg"], stdin: out.stdout))
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(Set(Self.titles(inSVG: svg.stdout)).isSuperset(of: ["home", "a", "b", "orphan", "home->a"]))
        #expect(svg.stdout.contains("fill=\"#ffebe9\" stroke=\"#cf222e\""))
    }

    @Test("the Mermaid picture marks the same cycle and unreachable route")
    func mermaidHighlights() {
        let picture = NavGraphBinary.run(["graph", "-", "--format", "mermaid"], stdin: Self.broken)
        #expect(picture.status == 1)
        #expect(picture.stdout.contains("  class r_orphan unreachable\n"))
        #expect(picture.stdout.contains("  class r_a,r_b cycle\n"))
        #expect(picture.stdout.contains("  linkStyle 2,3 stroke:#cf222e,stroke-width:3px\n"))
    }

    @Test(
        "errors only the exploration finds are the picture's too: exit 1, check's findings on stderr",
        arguments: ["navigation-fails", "endless-navigation", "unreachable-route-deeplink"])
    func explorationErrors(name: String) {
        let path = "Fixtures/invalid/\(name).yaml"
        let picture = NavGraphBinary.run(["graph", path, "--color", "never"])
        let check = NavGraphBinary.run(["check", path, "--color", "never"])
        #expect(check.status == 1)
        #expect(picture.status == 1)
        #expect(picture.stdout.hasPrefix("digraph"))
        #expect(picture.stderr == check.stdout)
    }

    @Test("a graph that cannot be decoded draws nothing and exits 1")
    func undecodable() {
        let out = NavGraphBinary.run(["graph", "-", "--color", "never"], stdin: "navgraph: 1\nroutes: [unclosed\n")
        #expect(out.status == 1)
        #expect(out.stdout == "")
        #expect(out.stderr.contains("error[yaml-syntax]"))
    }

    @Test("usage errors exit 64, a missing graph 66")
    func exitCodes() {
        let bad = NavGraphBinary.run(["graph", Self.shop, "--format", "png"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("png"))
        let missing = NavGraphBinary.run(["graph", "Fixtures/does-not-exist.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stdout == "")
    }

    @Test("the committed picture shows the example graph as it is now")
    func committedPictureCurrent() throws {
        // Graphviz versions lay out differently, so the committed SVG is not
        // compared byte for byte; its nodes and edges must be today's.
        let svg = RepoPaths.read(RepoPaths.root + "/docs/shop-graph.svg")
        #expect(svg.contains("<svg"), "docs/shop-graph.svg is missing; see README.md, 'navgraph graph'")
        let dotText = NavGraphBinary.run(["graph", Self.shop]).stdout
        let expected = dotText.split(separator: "\n").compactMap { line -> String? in
            // `  "a" -> "b" [...]` and `  "a" [label=...]`, but not the graph/node/edge defaults.
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("\"") else { return nil }
            let parts = t.components(separatedBy: "\"")
            if parts.count >= 4, parts[2].trimmingCharacters(in: .whitespaces) == "->" {
                return parts[1] + "->" + parts[3]
            }
            return parts[1]
        }
        let titles = Set(Self.titles(inSVG: svg))
        for t in expected { #expect(titles.contains(t), "docs/shop-graph.svg lacks \(t): re-render it") }
        #expect(
            titles.subtracting(expected).subtracting(["Shop", "cluster_main"]).isEmpty,
            "docs/shop-graph.svg has stale nodes: \(titles.subtracting(expected))")
    }
}
