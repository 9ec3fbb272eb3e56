import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// Fuzz target `route`: the core's path matcher against a compiled generated route table of
/// the same graph. Any disagreement traps, so the fuzzer reports it as a crash.
public struct RouteFuzz: Sendable {
    /// What the generated table says of one input: the matched route's graph id and its
    /// canonical path (the generated `path` property), or nil when the table matches nothing.
    public typealias Lookup = @Sendable (String) -> (id: String, canonicalPath: String)?

    let graph: Graph
    let matcher: RouteMatcher
    /// The generated `init?(path:)`.
    let generatedPath: Lookup
    /// What the generated deep-link entry point (`resolve(url:)`) says of one input: the route,
    /// or the name of the reason it gives; nil when the input is no URL the table can be given.
    public typealias URLLookup = @Sendable (String) -> Result<(id: String, canonicalPath: String), URLRefusal>?
    public struct URLRefusal: Error {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// The generated deep-link conversion, compared with the core's (outcome and reason);
    /// nil compares paths only.
    let generatedURL: URLLookup?

    public init(graph: Graph, generatedPath: @escaping Lookup, generatedURL: URLLookup? = nil) {
        self.graph = graph
        self.matcher = RouteMatcher(graph: graph)
        self.generatedPath = generatedPath
        self.generatedURL = generatedURL
    }

    /// Why an input failed, or nil when both sides agree.
    public func disagreement(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        if let problem = compare(path: text) { return problem }
        // The simulator reads a script's paths and deep links from their bytes: the same answers.
        if ByteView.of(bytes, { matcher.matchInOrder(pathBytes: $0) }) != matcher.matchInOrder(path: text) {
            return "path \(debug(text)): read from its bytes, another match"
        }
        if ByteView.of(bytes, { matcher.matchInOrder(urlBytes: $0) }) != matcher.matchInOrder(url: text) {
            return "deep link \(debug(text)): read from its bytes, another match"
        }
        if let generatedURL, let generated = generatedURL(text) {
            let core = matcher.match(url: text)
            switch (core, generated) {
            case (.failure(let failure), .failure(let refusal)):
                let reason = Self.reason(failure)
                if reason != refusal.reason {
                    return
                        "deep link \(debug(text)): the core fails with \(reason), the generated table with \(refusal.reason)"
                }
            case (.success, .failure(let refusal)):
                return "deep link " + (compare(text, core: core, generated: nil) ?? "") + " (\(refusal.reason))"
            case (_, .success(let found)):
                if let problem = compare(text, core: core, generated: found) { return "deep link: " + problem }
            }
        }
        return nil
    }

    /// Traps on a disagreement: the entry point of the fuzzer and of the regression tests.
    public func run(_ bytes: [UInt8]) {
        if let problem = disagreement(bytes) { fatalError(problem) }
    }

    private func compare(path: String) -> String? {
        compare(path, core: matcher.match(path: path), generated: generatedPath(path))
    }

    private func compare(
        _ input: String, core: Result<RouteMatcher.Match, RouteMatcher.Failure>,
        generated: (id: String, canonicalPath: String)?
    ) -> String? {
        switch (core, generated) {
        case (.failure, nil):
            return nil
        case (.success(let match), nil):
            return "\(debug(input)): the core matches '\(graph.routes[match.route].id)', the generated table nothing"
        case (.failure(let failure), let generated?):
            return "\(debug(input)): the generated table matches '\(generated.id)', the core fails with \(failure)"
        case (.success(let match), let generated?):
            let id = graph.routes[match.route].id
            guard id == generated.id else {
                return "\(debug(input)): the core matches '\(id)', the generated table '\(generated.id)'"
            }
            // The generated value, written back as its canonical path, must hold the same values.
            guard case .success(let again) = matcher.match(path: generated.canonicalPath),
                graph.routes[again.route].id == id, again.values == match.values
            else {
                return "\(debug(input)): '\(id)' is written back as \(debug(generated.canonicalPath)), "
                    + "which the core reads differently"
            }
            return nil
        }
    }

    /// The name `sim` and the generated table give a failure, with the
    /// parameter it names as the generated `Failure` prints it.
    static func reason(_ failure: RouteMatcher.Failure) -> String {
        switch failure {
        case .noMatch: return "noMatch"
        case .notExternal: return "notExternal"
        case .badParameter(let name): return "badParameter(\"\(name)\")"
        case .missingParameter(let name): return "missingParameter(\"\(name)\")"
        }
    }

    private func debug(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
    }
}
