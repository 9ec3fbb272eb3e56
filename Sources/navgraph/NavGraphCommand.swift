import ArgumentParser

@main
struct NavGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "navgraph", abstract: "A compiler for app navigation.")
}
