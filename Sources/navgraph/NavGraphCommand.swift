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
        main(nil)
    }
}

enum NavGraphVersion {
    static let string = "0.1.0"
}
