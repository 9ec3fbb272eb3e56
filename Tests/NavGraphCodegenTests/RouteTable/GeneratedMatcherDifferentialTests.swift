import Foundation
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// The generated matcher, compiled and run, against the core's `RouteMatcher`
/// (what `check` and `sim` use) on a random graph built to exercise every
/// shape of the trie: wide nodes whose literals end a route (straight to it)
/// or go on (numbered), parameters beside literals, dead ends that fall back;
/// and deep links through the graph's scheme and hosts (`init?(url:)`).
@Suite struct GeneratedMatcherDifferentialTests {
    static let words = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "new", "edit", "x"]
    /// Words of paths to match: the routes' words and the leaves'.
    static let pathWords = words + ["leaf1", "leaf2", "leaf3"]

    /// Random patterns over a small vocabulary (so literals meet and collide).
    static func graph(routes count: Int, seed: UInt64) -> Graph {
        var rng = SplitMix(state: seed)
        let span = Span(file: 0, start: 0, end: 0)
        var seen = Set<String>()
        var routes: [Route] = []
        while routes.count < count {
            let length = Int.random(in: 0...4, using: &rng)
            var segments: [RoutePath.Segment] = []
            var params: [Parameter] = []
            for k in 0..<length {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    segments.append(.param("p\(k)"))
                    params.append(Parameter(name: "p\(k)", span: span, type: .string, required: true, isPath: true))
                } else {
                    segments.append(.literal(words.randomElement(using: &rng)!))
                }
            }
            // One route a shape: two patterns differing only in names are ambiguous.
            let shape = segments.map { if case .literal(let t) = $0 { return t } else { return ":" } }.joined(
                separator: "/")
            guard seen.insert(shape).inserted else { continue }
            let text =
                "/"
                + segments.map { segment -> String in
                    switch segment {
                    case .literal(let t): return t
                    case .param(let n): return ":" + n
                    }
                }.joined(separator: "/")
            routes.append(
                Route(
                    id: "r\(routes.count)", span: span,
                    path: RoutePath(text: text, segments: segments, span: span), params: params,
                    external: routes.count % 3 != 0))
        }
        // Literals that end their route after one or two parameters (and a
        // parameter at the root beside them).
        for (word, trailing) in [("leaf1", 1), ("leaf2", 2), ("leaf3", 0)] {
            let names = (0..<trailing).map { "q\($0)" }
            let text = "/" + ([word] + names.map { ":" + $0 }).joined(separator: "/")
            let shape = ([word] + names.map { _ in ":" }).joined(separator: "/")
            guard seen.insert(shape).inserted else { continue }
            routes.append(
                Route(
                    id: "r\(routes.count)", span: span,
                    path: RoutePath(text: text, segments: [.literal(word)] + names.map { .param($0) }, span: span),
                    params: names.map { Parameter(name: $0, span: span, type: .string, required: true, isPath: true) }))
        }
        return Graph(
            name: Located("Diff", span: span), scheme: Located("diff", span: span),
            hosts: [Located("diff.example.com", span: span), Located("Example.ORG", span: span)],
            root: Reference("r0", span: span), routes: routes)
    }

    @Test func theCompiledMatcherAgreesWithTheCore() throws {
        let graph = Self.graph(routes: 150, seed: 7)
        let matcher = RouteMatcher(graph: graph)
        var rng = SplitMix(state: 11)
        var paths: [[String]] = [[]]
        for _ in 0..<600 {
            let length = Int.random(in: 0...5, using: &rng)
            paths.append(
                (0..<length).map { _ in
                    Int.random(in: 0..<5, using: &rng) == 0 ? "zz" : Self.pathWords.randomElement(using: &rng)!
                })
        }
        let expected = paths.map { segments in
            matcher.routeIndex(forSegments: segments).map { graph.routes[$0].id } ?? "-"
        }
        #expect(Set(expected).count > 50, "the sample reaches many routes")

        let table = RouteTableGenerator().generate(graph, inputName: "diff.yaml")
        // Both kinds of wide node are in the sample.
        for tail in 0...2 { #expect(table.contains("Routes\(tail): [Substring: ID]")) }
        #expect(table.contains(": [Substring: Int] = ["))
        let list = paths.map { "\"/" + $0.joined(separator: "/") + "\"" }.joined(separator: ",\n    ")
        // Each path as a link: the scheme's, each host's (any case, http too), and links no host takes.
        let prefixes = [
            "diff://", "DIFF://", "https://diff.example.com/", "http://example.org/", "HTTPS://EXAMPLE.org/",
            "https://example.org:443/", "https://me@example.org/", "https://other.org/", "ftp://example.org/",
        ]
        let urls =
            paths.enumerated().map { i, segments in prefixes[i % prefixes.count] + segments.joined(separator: "/") }
            + ["https://diff.example.com", "https://example.org?x=1", "https://diff.example.com.evil.org/a"]
        let expectedLinks = urls.map { url -> String in
            switch matcher.match(url: url) {
            case .success(let m): return graph.routes[m.route].id
            case .failure(let f): return "\(f)".prefix { $0 != "(" }.description
            }
        }
        #expect(Set(expectedLinks).count > 25, "the links reach many routes")
        #expect(expectedLinks.contains("noMatch") && expectedLinks.contains("notExternal"))
        let urlList = urls.map { "\"\($0)\"" }.joined(separator: ",\n    ")
        let main = """
            import Foundation

            let paths: [String] = [
                \(list),
            ]
            for path in paths { print(DiffRoute(path: path)?.id.rawValue ?? "-") }
            let urls: [String] = [
                \(urlList),
            ]
            for url in urls {
                switch DiffRoute.resolve(url: URL(string: url)!) {
                case .success(let route): print(route.id.rawValue)
                case .failure(let failure): print("\\(failure)".prefix { $0 != "(" })
                }
            }

            """
        let folder = try TemporaryFolder("navgraph-diff")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        try table.write(to: dir.appendingPathComponent("Routes.swift"), atomically: true, encoding: .utf8)
        try main.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("diff").path
        let build = Swiftc.run([
            "-swift-version", "6", "-Onone", "-o", binary,
            dir.appendingPathComponent("Routes.swift").path, dir.appendingPathComponent("main.swift").path,
        ])
        try #require(build.status == 0, "\(build.output.prefix(2000))")
        let run = Process()
        run.executableURL = URL(fileURLWithPath: binary)
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        run.waitUntilExit()
        let actual = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(actual.count == paths.count + urls.count)
        for (i, path) in paths.enumerated() where i < actual.count && actual[i] != expected[i] {
            Issue.record("/\(path.joined(separator: "/")): generated \(actual[i]), core \(expected[i])")
        }
        for (i, url) in urls.enumerated() where paths.count + i < actual.count {
            let generated = actual[paths.count + i]
            if generated != expectedLinks[i] {
                Issue.record("\(url): generated \(generated), core \(expectedLinks[i])")
            }
        }
    }
}
