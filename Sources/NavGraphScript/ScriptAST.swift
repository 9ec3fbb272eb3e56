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

/// The command words a script knows (for did-you-mean).
enum ScriptVocabulary {
    static let commands = [
        "launch", "open", "deeplink", "back", "dismiss", "finish", "login", "logout",
        "cancel", "wait", "tab", "restart", "scene", "expect", "scenario",
    ]
    static let assertions = [
        "top", "stack", "screens", "modal", "no", "failed", "ok", "pending",
        "result", "instance", "auth",
    ]
    static let negated = ["modal", "pending", "auth"]
}
