import ArgumentParser

@main
struct NavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navgraph",
        abstract: "A compiler for app navigation: check, generate, simulate and draw a navigation graph.",
        version: NavGraphVersion.string,
        subcommands: [
            CheckCommand.self, GenCommand.self, SimCommand.self, GraphCommand.self, CoverCommand.self, LSPCommand.self,
        ]
    )

    static func main() {
        StandardStreams.reserve()
        let (arguments, deprecation) = DeprecatedSpellings.rewrite(Array(CommandLine.arguments.dropFirst()))
        // `help SUBCOMMAND` of a subcommand that does not exist printed the overview and
        // exited 0; it is a usage error (exit 64), as an unknown subcommand is.
        if arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-"),
            !configuration.subcommands.contains(where: { $0._commandName == arguments[1] })
        {
            exit(withError: ValidationError("unknown subcommand '\(arguments[1])'; see 'navgraph --help'"))
        }
        if let deprecation { Console.warning(deprecation) }
        main(arguments)
    }
}

enum NavGraphVersion {
    static let string = "0.1.0"
}
