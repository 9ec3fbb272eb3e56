import ArgumentParser
import NavGraphCore
import NavGraphModel
import NavGraphRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
}

/// How findings are shown on a terminal; shared by every subcommand that reads a graph.
struct DiagnosticOutputOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "Colour the human output: auto (only on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    /// Whether to colour text written to `stream` (1 = stdout, 2 = stderr).
    func useColor(forDescriptor fd: Int32) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let env = ProcessEnvironment.self
            if let noColor = env.value("NO_COLOR"), !noColor.isEmpty { return false }
            if env.value("TERM") == "dumb" { return false }
            return isatty(fd) == 1
        }
    }

    func style(forDescriptor fd: Int32) -> TerminalStyle {
        TerminalStyle(enabled: useColor(forDescriptor: fd))
    }
}

enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}

/// The exit codes of man/navgraph.1 (EXIT STATUS), in one place.
enum ExitStatus {
    /// Errors found, a stale generated file, a failed scenario.
    static let failure = ExitCode(1)
    /// An input file is missing or unreadable (EX_NOINPUT).
    static let noInput = ExitCode(66)
    /// An output file is refused or cannot be created (EX_CANTCREAT).
    static let cannotCreate = ExitCode(73)
    /// Writing an output failed: a full disk, an I/O error, standard output closed (EX_IOERR).
    static let ioError = ExitCode(ioErrorCode)
    static let ioErrorCode: Int32 = 74
    // 64 (EX_USAGE) is ArgumentParser's own: commands throw ValidationError.
}

enum ProcessExit {
    /// Ends the process at once with `status`, without unwinding.
    static func now(_ status: Int32) -> Never {
        exit(status)
    }
}
