import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// A script read as steps, one line at a time: each command is parsed and
/// resolved when the run reaches it and dropped once it ran, so a large
/// script never exists as a syntax tree or a list of steps.
struct ScriptStream {
    let file: Int
    private var parser: ScriptParser
    private var resolver: ScriptResolver
    private var memo: CommandMemo
    private let plain: PlainLineResolver

    enum Item {
        case scenario(name: String, span: Span)
        case step(ProgramStep)
    }

    init(graph: EngineGraph, names: ScriptNames, source: SourceFile, file: Int) {
        self.file = file
        parser = ScriptParser(source: source, file: file)
        resolver = ScriptResolver(graph: graph)
        memo = CommandMemo(bytes: source.bytes)
        plain = PlainLineResolver(tables: graph, names: names, bytes: source.bytes, file: file)
    }

    /// The next scenario or step; nil at the end of the file. Inlined into each run's loop
    /// (a call cost a shop walk 7% more: the step came back through an outlined copy).
    @inline(__always)
    mutating func next() -> Item? {
        let line = parser.peekCommandLine()
        if let line {
            if let step = memo.find(line, file: file) {
                parser.skip(line)
                return .step(step)
            }
            // Most lines of suites and walks: straight from their bytes.
            if let step = plain.resolve(line) {
                parser.skip(line)
                memo.insert(line, step)
                return .step(step)
            }
            if let (name, span) = plain.scenario(line) {
                parser.skip(line)
                return .scenario(name: name, span: span)
            }
        }
        switch parser.nextLine() {
        case nil: return nil
        case .scenario(let name, let span)?: return .scenario(name: name, span: span)
        case .command(let command)?:
            let step = resolver.resolve(command)
            if let line { memo.insert(line, step) }
            return .step(step)
        }
    }

    /// The problems of the lines read so far: syntax, then names.
    var diagnostics: [Diagnostic] { parser.diagnostics + resolver.diagnostics }
}
