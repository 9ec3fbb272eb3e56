import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// The codes of navigation scripts (`navgraph sim`): a domain of their own,
/// listed in navscript(5). Adding one: a `static let` here and its rule in
/// `script` below.
extension DiagnosticCode {
    public static let scriptSyntax = DiagnosticCode("script-syntax")
    public static let unknownCommand = DiagnosticCode("unknown-command")
    public static let unknownArgument = DiagnosticCode("unknown-argument")
    public static let unknownScriptTarget = DiagnosticCode("unknown-script-target")
    public static let invalidScriptValue = DiagnosticCode("invalid-script-value")
}

extension DiagnosticRegistry {
    /// Every code of a navigation script.
    public static let script = DiagnosticRegistry([
        DiagnosticRule(
            .scriptSyntax, .stage("script lexer, parser and resolver"),
            summary: "A navigation script that does not parse.",
            documentation: "Fix the script at the position named; navscript(5) gives the grammar."),
        DiagnosticRule(
            .unknownCommand, .stage("script parser"),
            summary: "A script command or assertion that does not exist.",
            documentation: "Use a command or assertion of navscript(5); the did-you-mean names the closest."),
        DiagnosticRule(
            .unknownArgument, .stage("script resolver"),
            summary: "A script argument the route does not declare.",
            documentation: "Pass only the parameters the route declares; the did-you-mean names the closest."),
        DiagnosticRule(
            .unknownScriptTarget, .stage("script resolver"),
            summary: "A script names a route, realm or tab that the graph does not define.",
            documentation: "Name a route, realm or tab the graph defines; the did-you-mean names the closest."),
        DiagnosticRule(
            .invalidScriptValue, .stage("script lexer, parser and resolver"),
            summary: "A script value that does not fit its type.",
            documentation: "Write a value of the parameter's type, as navscript(5) spells values."),
    ])
}
