import NavGraphCodegen
import NavGraphCore
import Testing

/// The matcher is a trie printed as nested switches; wide nodes use a
/// dictionary so that matching never compares a segment with every route.
@Suite struct RouteTrieTests {
    static func graph(routes count: Int) -> Graph {
        let span = Span(file: 0, start: 0, end: 0)
        var routes: [Route] = []
        for i in 0..<count {
            let text = "/item\(i)/:id"
            routes.append(Route(id: "r\(i)", span: span,
                                path: RoutePath(text: text, segments: [.literal("item\(i)"), .param("id")], span: span),
                                params: [Parameter(name: "id", span: span, type: .int, required: true, isPath: true)]))
        }
        return Graph(name: Located("Big", span: span), root: Reference("r0", span: span), routes: routes)
    }

    @Test func wideNodesLookTheSegmentUpInADictionary() {
        let text = RouteTableGenerator().generate(Self.graph(routes: 20), inputName: "big.yaml")
        #expect(text.contains("        static let node0: [Substring: Int] = [\n            \"item0\": 0,\n"))
        #expect(text.contains("                switch node0[segments[0]] {\n"))
        #expect(!text.contains("case \"item0\":"))
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
