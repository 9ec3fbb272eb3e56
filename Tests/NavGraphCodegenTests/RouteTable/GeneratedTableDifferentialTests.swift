import Foundation
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Issue 12's promise, checked on random graphs (`RandomGraph`, fixed seeds):
/// the COMPILED generated route table and the core (what `navgraph sim`
/// executes: `RouteMatcher`, `InterceptorOrder`) agree on every path's and
/// deep link's outcome and reason (with the parameter it names), every path's
/// round trip, every route's
/// interceptor order and its metadata. All graphs go into one program, so
/// the test costs one compile.
@Suite struct GeneratedTableDifferentialTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]

    struct Sample {
        var name: String
        var graph: Graph
        var paths: [String]
        var urls: [String]
    }

    @Test func theCompiledTableAnswersAsTheCore() throws {
        var samples: [Sample] = []
        for (k, seed) in Self.seeds.enumerated() {
            let name = "G\(k)"
            let text = RandomGraph(name: name, seed: seed, routes: 30).yaml
            let loaded = LoadedGraph.decode(text: text).validated()
            let graph = try #require(loaded.graph, "seed \(seed): \(loaded.diagnostics.map(\.message))")
            // Only semantic findings: every reference resolves and no path is ambiguous.
            let structural = loaded.diagnostics.filter { $0.severity == .error && Self.structural.contains($0.code) }
            #expect(structural.isEmpty, "seed \(seed): \(structural.map(\.message))")
            var rng = SplitMix(state: seed &* 7919)
            let paths = Self.paths(for: graph, &rng)
            let urls = Self.urls(from: paths, scheme: name.lowercased(), &rng)
            samples.append(Sample(name: name, graph: graph, paths: paths, urls: urls))
        }
        let output = try Self.run(samples)
        var lines = output[...]
        var compared = (paths: 0, urls: 0, matched: 0, reasons: Set<String>())
        for sample in samples {
            let matcher = RouteMatcher(graph: sample.graph)
            let order = InterceptorOrder(graph: sample.graph)
            for (kind, inputs) in [("path", sample.paths), ("url", sample.urls)] {
                for input in inputs {
                    guard let line = lines.popFirst() else {
                        Issue.record("output ends early")
                        return
                    }
                    let core = kind == "path" ? matcher.match(path: input) : matcher.match(url: input)
                    let generated = line.split(separator: " ", maxSplits: 2).map(String.init)
                    if generated.first == "skip" { continue }  // Foundation's URL would not keep the text as is
                    let readBack = generated.first == "ok" ? lines.popFirst() : nil
                    if kind == "path" { compared.paths += 1 } else { compared.urls += 1 }
                    compared.reasons.insert(Self.outcome(core, sample.graph))
                    guard generated.first == "ok", generated.count == 3, case .success(let m) = core else {
                        #expect(
                            generated.joined(separator: " ") == Self.outcome(core, sample.graph),
                            "\(sample.name) \(kind) \(input)")
                        continue
                    }
                    compared.matched += 1
                    #expect(generated[1] == sample.graph.routes[m.route].id, "\(sample.name) \(kind) \(input)")
                    // The generated path reads back, in the table and in the core, to the same values.
                    let path = generated[2]
                    guard case .success(let again) = matcher.match(path: path) else {
                        Issue.record("\(sample.name) \(input): the core rejects the generated path \(path)")
                        continue
                    }
                    #expect(
                        again == m,
                        "\(sample.name) \(input): \(path) reads back as \(again.values), not \(m.values)")
                    #expect(readBack == "same", "\(sample.name) \(input): the table does not read \(path) back")
                }
            }
            for (r, route) in sample.graph.routes.enumerated() {
                let expected = Self.metadata(r, route, sample.graph, order)
                #expect(lines.popFirst() == expected, "\(sample.name) \(route.id)")
            }
        }
        #expect(lines.isEmpty, "unread output: \(lines.prefix(3))")
        // The sample reaches every outcome, and many routes.
        #expect(
            Set(compared.reasons.map { String($0.prefix { $0 != "(" }) })
                == ["ok", "noMatch", "notExternal", "badParameter", "missingParameter"])
        #expect(compared.reasons.count > 8, "failures name many parameters: \(compared.reasons)")
        #expect(compared.matched > 200 && compared.urls > 200, "\(compared)")
    }

    /// Findings that would make a graph unfit for `gen`.
    static let structural: Set<DiagnosticCode> = [.duplicatePath, .ambiguousPath, .undeclaredParam]

    static func outcome(_ result: Result<RouteMatcher.Match, RouteMatcher.Failure>, _ graph: Graph) -> String {
        switch result {
        case .success: return "ok"
        case .failure(.noMatch): return "noMatch"
        case .failure(.notExternal): return "notExternal"
        // The parameter named, as the generated `Failure` prints it.
        case .failure(.badParameter(let name)): return "badParameter(\"\(name)\")"
        case .failure(.missingParameter(let name)): return "missingParameter(\"\(name)\")"
        }
    }

    /// One line of facts a route, as the program prints it from the table.
    static func metadata(_ r: Int, _ route: Route, _ graph: Graph, _ order: InterceptorOrder) -> String {
        let names = { (list: [Int]) in list.map { graph.interceptors[$0].id }.joined(separator: ",") }
        let restore = route.restore.map { "\($0.id)/\($0.behavior.rawValue)" } ?? "-"
        let realms = route.auth.map(\.id).joined(separator: ",")
        return "meta \(route.id) \(route.path.text) ext=\(route.external) realms=\(realms)"
            + " restore=\(restore) before=\(names(order.before(r))) after=\(names(order.interceptors(.after, of: r)))"
    }

    // MARK: Inputs

    static func text(for type: ParamType, valid: Bool, inPath: Bool, _ rng: inout SplitMix) -> String {
        let options: [String]
        switch (type, valid) {
        case (.string, true):
            options = inPath ? ["s", "a%20b", "x%2Fy", "%zz", "+", "caf%C3%A9", "%41"] : ["", "s", "a%26b", "q%3Dr"]
        case (.string, false): options = inPath ? ["s"] : [""]
        case (.int, true): options = ["0", "42", "-7", "-0", "9223372036854775807", "%34%32"]
        case (.int, false): options = ["x", "1.5", "+5", "9223372036854775808", "4%20"]
        case (.double, true): options = ["1.5", "-0.25", "2e3", "1e-2", "3", "0.1"]
        case (.double, false): options = ["1.", ".5", "1e400", "abc", "1E3"]
        case (.bool, true): options = ["true", "false"]
        case (.bool, false): options = ["True", "1", "yes"]
        case (.uuid, true): options = ["8e0c8c8a-1111-2222-3333-444455556666", "8E0C8C8A-1111-2222-3333-44445555666A"]
        case (.uuid, false): options = ["not-a-uuid", "8e0c8c8a111122223333444455556666"]
        case (.enumeration(let words), true): options = words
        case (.enumeration, false): options = ["Red", "purple"]
        }
        return options.randomElement(using: &rng)!
    }

    /// For each route: valid paths, and each way of breaking one.
    static func paths(for graph: Graph, _ rng: inout SplitMix) -> [String] {
        var out = ["/", "//", "", "nowhere", "/zz", "/a//b", "/#frag", "/?x=1"]
        for route in graph.routes {
            for attempt in 0..<8 {
                let breakage = attempt < 3 ? -1 : attempt
                var segments: [String] = []
                for segment in route.pathSegments {
                    switch segment {
                    case .literal(let word):
                        // A literal may come percent-encoded.
                        segments.append(
                            Int.random(in: 0..<4, using: &rng) == 0
                                ? "%" + String(word.utf8.first!, radix: 16) + word.dropFirst() : word)
                    case .param(let name):
                        let type = route.param(name)?.type ?? .string
                        let valid = !(breakage == 3 && Bool.random(using: &rng))
                        segments.append(text(for: type, valid: valid, inPath: true, &rng))
                    }
                }
                var query: [String] = []
                for param in route.params where !param.isPath {
                    let present = breakage == 4 ? false : Int.random(in: 0..<3, using: &rng) > 0
                    guard present else { continue }
                    let value = text(for: param.type, valid: breakage != 5, inPath: false, &rng)
                    // A key without `=` has the empty value.
                    let bare = Int.random(in: 0..<8, using: &rng) == 0 && value.isEmpty
                    query.append(bare ? param.name : "\(param.name)=\(value)")
                    if breakage == 6 { query.append("\(param.name)=\(value)") }
                }
                if breakage == 7, let p = route.params.filter(\.isPath).first { query.append("\(p.name)=1") }
                if Bool.random(using: &rng) { query.append("zz=1") }
                query.shuffle(using: &rng)
                var path = "/" + segments.joined(separator: "/")
                if Int.random(in: 0..<4, using: &rng) == 0 { path += "/" }
                if !query.isEmpty { path += "?" + query.joined(separator: "&") }
                if Int.random(in: 0..<4, using: &rng) == 0 { path += "#top" }
                out.append(path)
            }
        }
        return out
    }

    /// Deep links for most paths: the graph's scheme in any case, sometimes another one.
    static func urls(from paths: [String], scheme: String, _ rng: inout SplitMix) -> [String] {
        var out = ["\(scheme)://", "\(scheme):///", "other://a"]
        for path in paths where path.hasPrefix("/") && !path.contains("%zz") && !path.contains("//") {
            let s = Int.random(in: 0..<10, using: &rng)
            let written = s == 0 ? "other" : s < 3 ? scheme.uppercased() : scheme
            out.append(written + "://" + path.dropFirst())
        }
        return out
    }

    // MARK: The program

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Compiles every sample's table with a `main` that prints, for each
    /// input, `ok <route> <path>` and `same`/`differs` (the path read back),
    /// or the reason; then each route's metadata line.
    static func run(_ samples: [Sample]) throws -> [String] {
        let folder = try TemporaryFolder("navgraph-facts")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        var files: [String] = []
        var main = """
            import Foundation

            func show<R: Hashable>(_ result: Result<R, some Error>, id: (R) -> String, path: (R) -> String,
                                   parse: (String) -> R?, data: (R) -> R?) {
                switch result {
                case .success(let route):
                    let p = path(route)
                    print("ok \\(id(route)) \\(p)")
                    // The path reads back, and so do the ID and parameters as data.
                    print(parse(p) == route && data(route) == route ? "same" : "differs")
                case .failure(let reason):
                    print(reason)
                }
            }

            """
        for sample in samples {
            let table = RouteTableGenerator().generate(sample.graph, inputName: "\(sample.name).yaml")
            let file = dir.appendingPathComponent("\(sample.name)Routes.swift").path
            try table.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
            let t = "\(sample.name)Route"
            let g = sample.name
            main += """
                do {
                    let paths: [String] = [\(sample.paths.map(literal).joined(separator: ", "))]
                    for p in paths {
                        show(\(t).resolve(path: p), id: \\.id.rawValue, path: \\.path, parse: \(t).init(path:),
                             data: { \(t)(id: $0.id, parameters: $0.parameters) })
                    }
                    let urls: [String] = [\(sample.urls.map(literal).joined(separator: ", "))]
                    for u in urls {
                        guard let url = URL(string: u), url.absoluteString == u else { print("skip"); continue }
                        show(\(t).resolve(url: url), id: \\.id.rawValue, path: \\.path, parse: \(t).init(path:),
                             data: { \(t)(id: $0.id, parameters: $0.parameters) })
                    }
                    for id in \(t).ID.allCases {
                        let restore = id.restoration.map { "\\($0.id)/\\($0.behavior.rawValue)" } ?? "-"
                        // Case names (the ids here): an empty interceptor enum has no `rawValue`.
                        let before = id.beforeInterceptors.map { "\\($0)" }.joined(separator: ",")
                        let after = id.afterInterceptors.map { "\\($0)" }.joined(separator: ",")
                        let realms = id.realms.map(\\.rawValue).joined(separator: ",")
                        print("meta \\(id.rawValue) \\(id.pattern) ext=\\(id.isExternal) realms=\\(realms)", terminator: "")
                        print(" restore=\\(restore) before=\\(before) after=\\(after)")
                    }
                    _ = \(g)Graph.scheme
                }

                """
        }
        let mainFile = dir.appendingPathComponent("main.swift").path
        try main.write(toFile: mainFile, atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("facts").path
        let build = Swiftc.run(["-swift-version", "6", "-Onone", "-o", binary] + files + [mainFile])
        try #require(build.status == 0, "\(build.output.prefix(3000))")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
