import NavGraphModel

/// Why a command (or the navigation it resumed) failed. Names are fixed by man/navscript.5, "Failure reasons".
public enum FailureReason: String, Sendable, Hashable, CaseIterable, Error {
    case noMatch, badParameter, missingParameter, notExternal, noEdge, noStack
    case unauthorized, notDismissible, nothingToPop, nothingPending, loop
}

extension NavigationResult {
    /// The result as a trace writes it (`result product #3: "ok"`).
    package var description: String {
        switch self {
        case .dismissed: return "dismissed"
        case .finished: return "finished"
        case .value(let v): return LiteralText.quote(v)
        }
    }
}

/// Where `open` or `deeplink` goes, resolved before the run (the graph does not change).
package enum ResolvedTarget: Sendable, Equatable {
    case route(Int, [ParamValue?])
    /// A deep link that matched this route, which is not `external`.
    case notExternal(Int)
    case failure(FailureReason)
}

/// A navigation command ready to run: every name is an index (a script's
/// commands, an explorer's steps and the runtime's calls all come to this).
package enum NavigationCommand: Sendable, Equatable {
    case launch
    case open(ResolvedTarget)
    case deeplink(ResolvedTarget)
    case back
    case dismiss
    case finish(route: Int?, result: NavigationResult)
    case login(Int)
    case logout
    case cancel
    case wait(Int)
    case tab(Int)
    case restart
    case scene(String)

    /// Whether the command can fail (and so sets the engine's `outcome`).
    package var canFail: Bool {
        switch self {
        case .launch, .open, .deeplink, .back, .dismiss, .finish, .login, .cancel, .tab: return true
        case .logout, .wait, .restart, .scene: return false
        }
    }
}

/// Values as navscript writes them, for the traces the engine prints.
package enum LiteralText {
    /// A string literal as a script writes it.
    package static func quote(_ s: String) -> String {
        var out = "\""
        for ch in s {
            if ch == "\"" { out += "\\\"" } else if ch == "\\" { out += "\\\\" } else { out.append(ch) }
        }
        return out + "\""
    }
}
