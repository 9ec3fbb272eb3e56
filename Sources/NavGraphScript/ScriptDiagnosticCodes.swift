import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// The codes of navigation scripts (`navgraph sim`): a domain of their own,
/// listed in navscript(5), whose DIAGNOSTICS list is generated from `script`.
/// Adding one: a `static let` here and its rule in `ScriptDiagnostics`.
extension DiagnosticCode {
    public static let scriptSyntax = DiagnosticCode("script-syntax")
    public static let unknownCommand = DiagnosticCode("unknown-command")
    public static let unknownArgument = DiagnosticCode("unknown-argument")
    public static let unknownScriptTarget = DiagnosticCode("unknown-script-target")
    public static let invalidScriptValue = DiagnosticCode("invalid-script-value")
}

/// The script front end's codes: its lexer, parser and resolver raise them.
enum ScriptDiagnostics: DeclaresDiagnostics {
    static let owner = DiagnosticOwner.stage("script lexer, parser and resolver")
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .scriptSyntax, .script,
            summary: "A navigation script that does not parse.",
            fix: "Fix the script at the position named; navscript(5) gives the grammar.",
            manual: #"""
                A line that does not parse: an unterminated string, an unknown escape, an
                unexpected character or token, a command outside a scenario, an argument
                given twice.
                """#),
        DiagnosticRule(
            .unknownCommand, .script,
            summary: "A script command or assertion that does not exist.",
            fix: "Use a command or assertion of navscript(5); the did-you-mean names the closest.",
            manual: #"""
                A command or assertion that does not exist
                .Pq with a did-you-mean .
                """#),
        DiagnosticRule(
            .unknownArgument, .script,
            summary: "A script argument the route does not declare.",
            fix: "Pass only the parameters the route declares; the did-you-mean names the closest.",
            manual: #"""
                A route argument the route does not declare.
                """#),
        DiagnosticRule(
            .unknownScriptTarget, .script,
            summary: "A script names a route, realm or tab that the graph does not define.",
            fix: "Name a route, realm or tab the graph defines; the did-you-mean names the closest.",
            manual: #"""
                A route, realm or tab the graph does not define.
                """#),
        DiagnosticRule(
            .invalidScriptValue, .script,
            summary: "A script value that does not fit its type.",
            fix: "Write a value of the parameter's type, as navscript(5) spells values.",
            manual: #"""
                A value that does not fit its type: an argument, a duration, a failure
                reason or an instance number.
                """#),
    ]
}

extension DiagnosticRegistry {
    /// Every code of a navigation script.
    public static let script = DiagnosticRegistry(declaredBy: [ScriptDiagnostics.self])
}
