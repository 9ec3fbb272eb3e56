import NavGraphEngine
import NavGraphModel

/// The words of the script language, for tools outside the parser (the
/// language server's completion): the same lists the parser's did-you-mean uses.
public enum ScriptWords {
    /// Command words, `scenario` included.
    public static var commands: [String] { ScriptVocabulary.commands }
    /// Words that may follow `expect`.
    public static var assertions: [String] { ScriptVocabulary.assertions }
    /// Words that may follow `expect no`.
    public static var negated: [String] { ScriptVocabulary.negated }
    /// Reasons `expect failed` names.
    public static var failureReasons: [String] { FailureReason.allCases.map(\.rawValue) }
}
