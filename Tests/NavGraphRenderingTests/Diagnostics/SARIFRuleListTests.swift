import Foundation
import NavGraphCore
import NavGraphModel
import NavGraphRendering
import Testing

/// SARIF's rule list is the registry it is given, in its order, with each
/// rule's summary and fix as its full description. (`check` gives it every
/// code of a graph, NavGraphAnalysis's `DiagnosticRegistry.graph`: the
/// golden Fixtures/cli/cases/check-typo-sarif.stdout.)
@Suite("SARIF rules come from the registry")
struct SARIFRuleListTests {
    static let rules = DiagnosticRegistry.core.rules

    @Test func sarifListsTheRegistryAsItsRules() throws {
        let out = SARIFDiagnosticRenderer(toolVersion: "0", registry: .core).render([], sources: SourceMap())
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Self.rules.map(\.code.rawValue))
        for (json, rule) in zip(rules, Self.rules) {
            let full = (json["fullDescription"] as? [String: Any])?["text"] as? String
            #expect(full == rule.summary + " " + rule.fix)
        }
    }
}

/// A file's URI in SARIF is a relative reference that names that file: a
/// `%`, `#`, `?`, space or `<` in its name is percent-encoded, in the result's
/// location and in a fix's alike, so a reader that decodes it finds the file.
@Suite("SARIF file URIs")
struct SARIFFileURITests {
    static func uris(ofFileNamed name: String) throws -> [String] {
        var sources = SourceMap()
        let file = sources.add(SourceFile(name: name, text: "navgraph: 1\nrouts: {}\n"))
        let span = Span(file: file, start: 12, end: 17)
        let d = Diagnostic(
            .unknownKey, "unknown key 'routs' in the graph", at: span,
            suggestion: Suggestion(message: "did you mean 'routes'?", replacement: "routes"))
        let out = SARIFDiagnosticRenderer(toolVersion: "0", registry: .core).render([d], sources: sources)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let result = try #require(((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let fix = ((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first
        return [location, fix].compactMap { ($0?["artifactLocation"] as? [String: Any])?["uri"] as? String }
    }

    @Test(arguments: [
        ("navgraph.yaml", "navgraph.yaml"), ("./app/navgraph.yaml", "app/navgraph.yaml"),
        ("50%20off.yaml", "50%2520off.yaml"), ("a#b.yaml", "a%23b.yaml"), ("x?y.yaml", "x%3Fy.yaml"),
        ("my graph.yaml", "my%20graph.yaml"), ("<stdin>", "%3Cstdin%3E"), ("caf\u{E9}.yaml", "caf%C3%A9.yaml"),
    ])
    func percentEncoded(name: String, uri: String) throws {
        #expect(try Self.uris(ofFileNamed: name) == [uri, uri])
    }
}
