import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import Testing

/// The navigation scripts' codes are a domain of their own, declared in
/// NavGraphScript: none is a graph code, each is an error owned by a script stage.
@Suite("Script diagnostic codes")
struct ScriptDiagnosticCodeTests {
    @Test func theScriptDomainIsSeparateFromTheGraphs() {
        let script = DiagnosticRegistry.script
        #expect(
            script.codes.map(\.rawValue) == [
                "script-syntax", "unknown-command", "unknown-argument", "unknown-script-target", "invalid-script-value",
            ])
        for rule in script.rules {
            #expect(DiagnosticRegistry.core.rule(for: rule.code) == nil, "\(rule.code) is also a graph code")
            #expect(rule.severity == .error)
            guard case .stage? = script.owner(of: rule.code) else {
                Issue.record("\(rule.code) is not owned by a script stage")
                continue
            }
        }
        #expect(DiagnosticCode.scriptSyntax == DiagnosticCode("script-syntax"))
    }
}
