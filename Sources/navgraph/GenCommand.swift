import ArgumentParser
import Foundation
import NavGraphCodegen
import NavGraphCore

extension AccessLevel: ExpressibleByArgument {}

struct GenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate the typed Swift route table of a navigation graph.",
        discussion: """
            Writes Swift source to FILE (default: standard output). Nothing is written when the graph \
            has errors (they are reported as by 'check', exit 1). The write is atomic and skipped \
            when FILE already holds the same bytes. With --check nothing is written: the command \
            exits 1 and prints a short diff when FILE is out of date.
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String = "navgraph.yaml"

    @Option(name: .shortAndLong, help: "The Swift file to write (default: standard output).")
    var output: String?

    @Option(name: .long, help: "Access level of the generated API: public or internal.")
    var access: AccessLevel = .internal

    @Flag(name: .long, help: "Write nothing; exit 1 when FILE differs from what would be generated.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOutputOptions

    func validate() throws {
        if check && output == nil { throw ValidationError("--check needs the file to compare: -o FILE") }
    }

    func run() throws {
        let loaded = try GraphInput.loadChecked(path: graph, diagnostics: diagnostics)
        let inputName = graph == "-" ? "<stdin>" : URL(fileURLWithPath: graph).lastPathComponent
        let generator = RouteTableGenerator(access: access)
        let file = generator.file(for: loaded.graph, inputName: inputName)
        let text = generator.render(file, of: loaded.graph)
        try withExtendedLifetime((loaded, file)) {
            try write(text)
            // Like `check`: end the process here rather than free the graph and
            // the generated file's tree, which for a large graph costs as much
            // as printing it. Output was written unbuffered.
            ProcessExit.now(0)
        }
    }

    private func write(_ text: String) throws {
        guard let output else {
            Console.out(text)
            return
        }
        let existing = FileManager.default.contents(atPath: output)
        if check {
            guard let existing else {
                Console.error("\(output) does not exist; run: navgraph gen \(graph) -o \(output)")
                throw ExitStatus.failure
            }
            let old = String(decoding: existing, as: UTF8.self)
            if old == text { return }
            Console.out(ShortDiff.render(old: old, new: text, oldName: output, newName: "generated from \(graph)"))
            Console.error("\(output) is out of date; run: navgraph gen \(graph) -o \(output)")
            throw ExitStatus.failure
        }
        let bytes = Data(text.utf8)
        // Unchanged bytes: leave the file (and its modification time) alone,
        // so builds that depend on it stay incremental.
        if existing == bytes { return }
        do {
            try bytes.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Console.error("cannot write '\(output)': \(error.localizedDescription)")
            throw ExitStatus.failure
        }
    }
}
