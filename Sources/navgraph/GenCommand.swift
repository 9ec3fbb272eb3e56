import ArgumentParser
import NavGraphAnalysis
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import NavGraphSupport

extension AccessLevel: ExpressibleByArgument {}

struct GenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate the typed Swift route table of a navigation graph.",
        discussion: """
            Writes Swift source to FILE (default, or '-': standard output). Nothing is written when the graph \
            has errors (they are reported as by 'check', exit 1). The write is atomic and skipped \
            when FILE already holds the same bytes; FILE must be a writable regular file (or missing) \
            and none of the graph's own files, or nothing is written (exit 73). With --check nothing \
            is written: the command exits 1 and prints a short diff when FILE is out of date. With \
            --aasa it writes, instead of Swift, the applinks section of an apple-app-site-association \
            file for the graph's hosts and external routes, for the apps named by --app-id.
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String = "navgraph.yaml"

    @Option(name: .shortAndLong, help: "The Swift file to write (default, or '-': standard output).")
    var output: String?

    @Option(name: .long, help: "Access level of the generated API: internal (default), public or package.")
    var access: AccessLevel?

    @Option(name: .long, help: "A navgraph-config.yaml whose options apply (a flag given too wins).")
    var config: String?

    @Flag(
        name: .long,
        help:
            "Also make the route enum a NavGraphRuntime NavigationRoute, with the graph as data (imports NavGraphRuntime)."
    )
    var runtime = false

    @Flag(name: .long, help: "Write nothing; exit 1 when FILE differs from what would be generated.")
    var check = false

    @Flag(name: .long, help: "Write the apple-app-site-association JSON of the graph's universal links instead.")
    var aasa = false

    @Option(
        name: .customLong("app-id"), help: "With --aasa: an app that opens the links, TEAMID.bundle.id (repeatable).")
    var appIDs: [String] = []

    @OptionGroup var diagnostics: DiagnosticOutputOptions

    func validate() throws {
        if check && OutputFile.isStandardOutput(output) {
            throw ValidationError("--check needs the file to compare: -o FILE")
        }
        if output?.isEmpty == true { throw ValidationError("-o needs a file ('-' writes standard output)") }
        if InputFiles.readsStandardInput(graph), config.map(InputFiles.readsStandardInput) == true {
            throw ValidationError("standard input ('-') can be read only once")
        }
        try validateAASA()
    }

    func run() throws {
        if aasa { return try runAASA() }
        // The generator names the graph by its file name alone (`RouteTableGenerator.file`).
        let inputName = graph == "-" ? "<stdin>" : graph
        let options = try self.options()
        let generator = RouteTableGenerator(options: options)
        // The route table is built while the graph is checked, and dropped if
        // the checks find errors.
        let (loaded, result) = GraphCheck.run(try GraphInput.read(graph), GraphInput.options()) { graph in
            let file = generator.file(for: graph, inputName: inputName)
            return (file, generator.printed(file, of: graph))
        }
        let checked = try GraphInput.accepted(loaded, diagnostics: diagnostics)
        guard let (file, text) = result else { throw ExitStatus.failure }
        try refuseShadowingName(checked, loaded.sources, runtime: options.runtime)
        try withExtendedLifetime((loaded, file)) {
            try write(text, inputs: OutputFile.inputs(of: loaded.sources) + configInput, options: options)
            // Like `check`: end the process here rather than free the graph and
            // the generated file's tree, which for a large graph costs as much
            // as printing it. Output was written unbuffered.
            ProcessExit.now(0)
        }
    }

    /// A graph whose name makes a type that a runtime or standard type has: exit 1, at the name.
    func refuseShadowingName(_ graph: Graph, _ sources: SourceMap, runtime: Bool) throws {
        guard let refusal = GeneratedTypeNames.refusal(for: graph.name.value, runtime: runtime) else { return }
        let at = sources.location(of: graph.name.span).map { "\($0.file.name):\($0.start.line):\($0.start.column): " }
        Console.error((at ?? "") + refusal)
        throw ExitStatus.failure
    }

    /// The configuration file read, as an input no output may replace.
    var configInput: [FileIdentity] {
        config.flatMap { InputFiles.descriptor(named: $0) != nil ? nil : FileIdentity(path: $0) }.map { [$0] } ?? []
    }

    func write(_ text: PrintedSwift, inputs: [FileIdentity], options: GeneratorOptions? = nil) throws {
        guard let output, !OutputFile.isStandardOutput(output) else {
            Console.out(text.pieces)
            return
        }
        let rerun = rerun(options, output: output)
        if check {
            let existing = try OutputFile.committed(output, rerun: rerun)
            if existing.holds(text.pieces) { return }
            let old = String(decoding: existing.bytes, as: UTF8.self)
            // Made with other options: say so rather than diff the whole file, and give both ways out.
            if let options, let recorded = GeneratorOptions.recorded(in: old[...]), recorded != options {
                let was = recorded.flags.isEmpty ? "the default options" : recorded.flags
                let now = options.flags.isEmpty ? "the default options" : options.flags
                Console.error("\(output) was generated with \(was), and this run uses \(now)")
                let sameOptions = ["navgraph", "gen", graph, "-o", output] + recorded.arguments + ["--check"]
                Console.note("to check it as it was made, run: \(ShellCommand.line(sameOptions))")
                Console.note("to remake it with this run's options, run: \(rerun)")
                throw ExitStatus.failure
            }
            throw OutputFile.outOfDate(
                output, old: old, new: text.text, newName: "generated from \(graph)", rerun: rerun)
        }
        let destination = try OutputFile.destination(output, inputs: inputs)
        // Unchanged bytes: leave the file (and its modification time) alone,
        // so builds that depend on it stay incremental.
        if destination.holds(text.pieces) { return }
        do {
            try destination.write(text.pieces, written: TestSignal.raiseIfAsked)
        } catch {
            throw OutputFile.failed(output, error)
        }
    }
}
