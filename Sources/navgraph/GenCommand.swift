import ArgumentParser

struct GenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gen", abstract: "(being written)")
    func run() throws { throw ExitCode(70) }
}
