import ArgumentParser

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "graph", abstract: "(being written)")
    func run() throws { throw ExitCode(70) }
}
