import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import Testing

/// The matcher is a trie printed as nested switches; wide nodes use a
/// dictionary so that matching never compares a segment with every route.
@Suite struct RouteTrieTests {
    static func graph(routes count: Int) -> Graph {
        let span = Span(file: 0, start: 0, end: 0)
        var routes: [Route] = []
        for i in 0..<count {
            let text = "/item\(i)/:id"
            routes.append(
                Route(
                    id: "r\(i)", span: span,
                    path: RoutePath(text: text, segments: [.literal("item\(i)"), .param("id")], span: span),
                    params: [Parameter(name: "id", span: span, type: .int, required: true, isPath: true)]))
        }
        return Graph(name: Located("Big", span: span), root: Reference("r0", span: span), routes: routes)
    }

    @Test func wideNodesLookTheSegmentUpInADictionary() {
        let text = RouteTableGenerator().generate(Self.graph(routes: 20), inputName: "big.yaml")
        // `/item<n>/:id`: the literal is each route's last one, so it maps straight to the route.
        #expect(
            text.contains(
                """
                        /// The routes whose last literal is `segments[0]`, with one parameter after it.
                        static let node0Routes1: [Substring: ID] = [
                            "item0": .r0,
                            "item1": .r1,

                """))
        #expect(text.contains("            if segments.count == 2, let id = node0Routes1[segments[0]] { return id }\n"))
        #expect(!text.contains("case \"item0\":"))
        #expect(!text.contains("static let node0: [Substring: Int]"))
    }

    @Test func wideNodesNumberTheLiteralsWithMoreBelowThem() throws {
        var graph = Self.graph(routes: 12)
        let span = Span(file: 0, start: 0, end: 0)
        // `/item3/edit` and `/item5/x/:n` put literals below two of the wide node's children.
        for (id, segments) in [("edit3", ["item3", "edit"]), ("deep5", ["item5", "x", ":n"])] {
            let path = RoutePath(
                text: "/" + segments.joined(separator: "/"),
                segments: segments.map { $0.hasPrefix(":") ? .param(String($0.dropFirst())) : .literal($0) },
                span: span)
            let params =
                segments.last == ":n"
                ? [Parameter(name: "n", span: span, type: .int, required: true, isPath: true)] : []
            graph.routes.append(Route(id: id, span: span, path: path, params: params))
        }
        graph.reindex()
        let text = RouteTableGenerator().generate(graph, inputName: "big.yaml")
        #expect(
            text.contains(
                """
                        /// The other literals at `segments[0]`, numbered for the `switch` in `match`.
                        static let node0: [Substring: Int] = [
                            "item3": 0,
                            "item5": 1,
                        ]

                """))
        let expected = [
            "                switch node0[segments[0]] {",
            "                case 0?: // item3",
            "                    if segments.count > 1 {",
            "                        switch segments[1] {",
            "                        case \"edit\":",
            "                            if segments.count == 2 { return .edit3 }",
            "                        default: break",
            "                        }",
            "                    }",
            "                    if segments.count == 2 { return .r3 }",
            "                case 1?: // item5",
        ]
        #expect(text.contains(expected.joined(separator: "\n") + "\n"))
        #expect(text.contains("\"item4\": .r4,"))
        #expect(!text.contains("\"item3\": .r3,"))
    }

    @Test func narrowNodesSwitchOverTheSegment() {
        let text = RouteTableGenerator().generate(Self.graph(routes: 3), inputName: "small.yaml")
        #expect(text.contains("                switch segments[0] {\n                case \"item0\":\n"))
        #expect(!text.contains("static let node0"))
    }

    @Test func largeGraphsGiveTheSameTextInParallel() {
        let graph = Self.graph(routes: RouteTableGenerator.parallelRoutes + 10)
        let generator = RouteTableGenerator()
        let parallel = generator.generate(graph, inputName: "g.yaml")
        let serial = SwiftPrinter().print(generator.file(for: graph, inputName: "g.yaml"), parallel: false)
        #expect(parallel == serial)
        #expect(parallel == generator.generate(graph, inputName: "g.yaml"))
    }

    @Test func outputGrowsLinearlyWithTheRoutes() {
        let small = RouteTableGenerator().generate(Self.graph(routes: 500), inputName: "g.yaml").utf8.count
        let large = RouteTableGenerator().generate(Self.graph(routes: 5000), inputName: "g.yaml").utf8.count
        #expect(Double(large) / Double(small) < 11.5)
    }
}
