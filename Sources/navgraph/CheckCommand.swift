import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "(being written)")
    func run() throws { throw ExitCode(70) }
}
