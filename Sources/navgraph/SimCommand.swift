import ArgumentParser

struct SimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sim", abstract: "(being written)")
    func run() throws { throw ExitCode(70) }
}
