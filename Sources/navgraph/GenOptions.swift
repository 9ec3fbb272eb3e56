import ArgumentParser
import NavGraphCodegen

/// The options of `navgraph gen`: a `--config` file's, then the flags (which
/// win), and the flags that repeat them in a hint.
extension GenCommand {
    func options() throws -> GeneratorOptions {
        var options = GeneratorOptions()
        if let config {
            let input = try InputFiles.read(config, what: "configuration")
            switch GeneratorOptions.read(config: input.bytes, name: input.name) {
            case .success(let read): options = read
            case .failure(let problem):
                Console.error("\(config):\(problem.line):\(problem.column): \(problem.message)")
                throw ExitStatus.failure
            }
        }
        if let access { options.access = access }
        if runtime { options.runtime = true }
        return options
    }

    /// What a hint adds to `navgraph gen GRAPH -o FILE` to make the same file:
    /// the configuration and the flags given, or the options' flags.
    func rerunArguments(_ options: GeneratorOptions?) -> [String] {
        // The association file is made by --aasa and its app ids: the hint repeats them (without
        // them, it would write the Swift table into the association file).
        if aasa { return ["--aasa"] + appIDs.flatMap { ["--app-id", $0] } }
        if let config {
            return ["--config", config] + (access.map { ["--access", $0.rawValue] } ?? [])
                + (runtime ? ["--runtime"] : [])
        }
        return options?.arguments ?? []
    }

    /// The command that remakes FILE, quoted for a shell (`ShellCommand.remake`).
    func rerun(_ options: GeneratorOptions?, output: String) -> String {
        ShellCommand.remake(["navgraph", "gen", graph, "-o", output] + rerunArguments(options))
    }
}
