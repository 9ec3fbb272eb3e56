import NavGraphAnalysis
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import Testing

/// The navigation scripts' codes are a domain of their own, declared in
/// NavGraphScript: none is a graph code (the core's or the exploration's: every code of
/// `DiagnosticRegistry.graph`), each is an error owned by a script stage.
@Suite("Script diagnostic codes")
struct ScriptDiagnosticCodeTests {
    @Test func theScriptDomainIsSeparateFromTheGraphs() {
        let script = DiagnosticRegistry.script
        #expect(
            script.codes.map(\.rawValue) == [
                "script-syntax", "unknown-command", "unknown-argument", "unknown-script-target", "invalid-script-value",
            ])
        for rule in script.rules {
            #expect(DiagnosticRegistry.graph.rule(for: rule.code) == nil, "\(rule.code) is also a graph code")
            #expect(rule.severity == .error)
            guard case .stage? = script.owner(of: rule.code) else {
                Issue.record("\(rule.code) is not owned by a script stage")
                continue
            }
        }
        #expect(DiagnosticCode.scriptSyntax == DiagnosticCode("script-syntax"))
    }

    @Test func theGraphCodesTheScriptsAvoidIncludeTheExplorations() {
        // `.core` alone would let a script code take an exploration's code unseen.
        #expect(DiagnosticRegistry.graph.rule(for: .noWayOut) != nil)
        #expect(DiagnosticRegistry.core.rule(for: .noWayOut) == nil)
        #expect(Set(DiagnosticRegistry.core.codes).isSubset(of: DiagnosticRegistry.graph.codes))
    }
}
