import Foundation
import NavGraphCore
import NavGraphModel
import NavGraphRendering
import Testing

/// SARIF's rule list is the core's diagnostic registry, in its order, with
/// each rule's summary and documentation as its full description.
@Suite("SARIF rules come from the registry")
struct SARIFRuleListTests {
    static let rules = DiagnosticRegistry.core.rules

    @Test func sarifListsTheRegistryAsItsRules() throws {
        let out = SARIFDiagnosticRenderer(toolVersion: "0").render([], sources: SourceMap())
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Self.rules.map(\.code.rawValue))
        for (json, rule) in zip(rules, Self.rules) {
            let full = (json["fullDescription"] as? [String: Any])?["text"] as? String
            #expect(full == rule.summary + " " + rule.documentation)
        }
    }
}
