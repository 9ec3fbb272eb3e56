import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// A parsed `*.navscript` file, before its names are resolved against a graph.
package struct ScriptFile: Sendable {
    package var file: Int
    package var scenarios: [ScriptScenario]
}

package struct ScriptScenario: Sendable {
    package var name: String
    /// The `scenario` keyword's line.
    package var span: Span
    package var commands: [ScriptCommand]
}

/// One line of a scenario.
package struct ScriptCommand: Sendable {
    package var kind: Kind
    /// From the command word to the end of its last token.
    package var span: Span
    /// Problems found while parsing this line; the command does not run.
    package var diagnostics: [Diagnostic] = []

    package enum Kind: Sendable {
        case launch
        case open(ScriptTarget)
        case deeplink(ScriptWord)
        case back
        case dismiss
        case finish(route: ScriptWord?, value: ScriptValue?)
        case login(ScriptWord)
        case logout
        case cancel
        case wait(seconds: Int)
        case tab(ScriptWord)
        case restart
        case scene(ScriptWord)
        case expect(ScriptAssertion)
        /// A line that did not parse.
        case invalid
    }
}

/// A word of the script where it was written.
package struct ScriptWord: Sendable, Hashable {
    package var text: String
    package var span: Span
}

/// A value in `route(arg: value)` or after `finish with`.
package struct ScriptValue: Sendable, Hashable {
    package var text: String
    /// Written as a quoted string (so `"dismissed"` is a value, not a kind).
    package var quoted: Bool
    package var span: Span
}

package struct ScriptArgument: Sendable, Hashable {
    package var name: ScriptWord
    package var value: ScriptValue
}

/// A route named in a script, with the arguments written after it, if any.
package struct ScriptRouteRef: Sendable, Hashable {
    package var route: ScriptWord
    package var arguments: [ScriptArgument]
}

package enum ScriptTarget: Sendable {
    case path(ScriptWord)
    case route(ScriptRouteRef)
}

package enum ScriptAssertion: Sendable {
    case top(ScriptRouteRef)
    case stack([ScriptRouteRef])
    case screens([ScriptRouteRef])
    case modal(ScriptRouteRef)
    case noModal
    case failed(ScriptWord)
    case ok
    case pending
    case noPending
    case result(ScriptWord, ScriptValue)
    case instance(ScriptRouteRef, number: Int)
    case auth(ScriptWord)
    case noAuth(ScriptWord)
}

/// A command's word: the parser reads a line's first word by switching over these, so
/// a command it reads is a case here, and every list of command words comes from them.
enum ScriptCommandWord: String, CaseIterable {
    case launch, `open`, deeplink, back, dismiss, finish, login, logout, cancel, wait, tab, restart, scene, expect
}

/// The word after `expect`, read by the parser as `ScriptCommandWord` is.
enum ScriptAssertionWord: String, CaseIterable {
    case top, stack, screens, modal, no, failed, ok, pending, result, instance, auth
}

/// The word after `expect no`, read by the parser as `ScriptCommandWord` is.
enum ScriptNegatedWord: String, CaseIterable {
    case modal, pending, auth
}

/// The words a script knows, each list made from the words the parser reads: its
/// did-you-mean, the language server's completion (`ScriptWords`), and the places
/// that list them by hand, which `ScriptWordsTests` holds to these (grammar/navscript.ebnf,
/// the fuzz dictionary; navscript(5): `ScriptManPageTests`).
enum ScriptVocabulary {
    /// The scenario header's word, read before a command.
    static let scenario: StaticString = "scenario"
    /// `finish [route] with VALUE`.
    static let with: StaticString = "with"
    /// The kinds of result `expect result ROUTE` names unquoted.
    static let resultKinds = [NavigationResult.dismissed.description, NavigationResult.finished.description]
    /// Command words, `scenario` included.
    static let commands = ScriptCommandWord.allCases.map(\.rawValue) + [scenario.description]
    static let assertions = ScriptAssertionWord.allCases.map(\.rawValue)
    static let negated = ScriptNegatedWord.allCases.map(\.rawValue)
}
