import ArgumentParser
import Foundation
import NavGraphCodegen
import NavGraphCore
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
            is written: the command exits 1 and prints a short diff when FILE is out of date.
            """
    )

    @Argument(help: "The graph file ('-' reads standard input).")
    var graph: String = "navgraph.yaml"

    @Option(name: .shortAndLong, help: "The Swift file to write (default, or '-': standard output).")
    var output: String?

    @Option(name: .long, help: "Access level of the generated API: public or internal.")
    var access: AccessLevel = .internal

    @Flag(name: .long, help: "Write nothing; exit 1 when FILE differs from what would be generated.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOutputOptions

    func validate() throws {
        if check && OutputFile.isStandardOutput(output) {
            throw ValidationError("--check needs the file to compare: -o FILE")
        }
    }

    func run() throws {
        let inputName = graph == "-" ? "<stdin>" : URL(fileURLWithPath: graph).lastPathComponent
        let generator = RouteTableGenerator(access: access)
        // The route table is built while the graph is checked, and dropped if
        // the checks find errors.
        let loaded = try GraphInput.loadChecked(path: graph, diagnostics: diagnostics) { graph in
            let file = generator.file(for: graph, inputName: inputName)
            return (file, generator.printed(file, of: graph))
        }
        let (file, text) = loaded.result
        try withExtendedLifetime((loaded, file)) {
            try write(text, inputs: OutputFile.inputs(of: loaded.sources))
            // Like `check`: end the process here rather than free the graph and
            // the generated file's tree, which for a large graph costs as much
            // as printing it. Output was written unbuffered.
            ProcessExit.now(0)
        }
    }

    private func write(_ text: PrintedSwift, inputs: [AtomicFile.FileIdentity]) throws {
        guard let output, !OutputFile.isStandardOutput(output) else {
            text.forEachChunk { Console.out($0) }
            return
        }
        if check {
            let mapped: MappedFile?
            do {
                mapped = try AtomicFile.contents(of: output)
            } catch {
                throw OutputFile.failed(output, error)
            }
            guard let existing = mapped else {
                Console.error("\(output) does not exist; run: navgraph gen \(graph) -o \(output)")
                throw ExitStatus.failure
            }
            if text.isEqual(to: existing.bytes) { return }
            let old = String(decoding: existing.bytes, as: UTF8.self)
            Console.out(ShortDiff.render(old: old, new: text.text, oldName: output, newName: "generated from \(graph)"))
            Console.error("\(output) is out of date; run: navgraph gen \(graph) -o \(output)")
            throw ExitStatus.failure
        }
        let destination = try OutputFile.destination(output, inputs: inputs)
        // Unchanged bytes: leave the file (and its modification time) alone,
        // so builds that depend on it stay incremental.
        if destination.holds(count: text.count, where: text.isEqual(to:)) { return }
        do {
            try destination.write { emit in
                text.forEachChunk(emit)
                TestSignal.raiseIfAsked()
            }
        } catch {
            throw OutputFile.failed(output, error)
        }
    }
}
