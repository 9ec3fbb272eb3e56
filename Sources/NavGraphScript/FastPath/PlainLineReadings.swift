import NavGraphCore
import NavGraphEngine
import NavGraphModel

/// One command line of a script, read both ways: by `PlainLineResolver` from
/// its bytes, and by `ScriptParser` and `ScriptResolver`.
package struct PlainLineReading: Sendable {
    /// From the line's first character to its break.
    package var line: Range<Int>
    /// The plain resolver read it (it gives up on anything it does not read as the parser does).
    package var read: Bool
    /// No wrong reading: when it read the line, it read the parser's and resolver's
    /// step (operation and span), or the parser's scenario (name and span).
    package var agrees: Bool
    /// The parser or resolver found a problem in it.
    package var invalid: Bool
}

extension ScriptRunner {
    /// Each command line inside a scenario of the script at `file`, read both
    /// ways: the tests and the `script` fuzz target hold every reading to agree.
    package func plainLineReadings(file: Int, sources: SourceMap) -> [PlainLineReading] {
        guard let source = sources.file(file) else { return [] }
        var parser = ScriptParser(source: source, file: file)
        var resolver = ScriptResolver(graph: graph)
        let plain = PlainLineResolver(tables: graph, names: names, bytes: source.bytes, file: file)
        var out: [PlainLineReading] = []
        while true {
            let line = parser.peekCommandLine()
            let step = line.flatMap { plain.resolve($0) }
            let scenario = line.flatMap { plain.scenario($0) }
            guard let next = parser.nextLine() else { break }
            guard let line else { continue }
            switch next {
            case .command(let command):
                let full = resolver.resolve(command)
                var invalid = false
                if case .invalid = full.action { invalid = true }
                let agrees = (step == nil || step == full) && scenario == nil
                out.append(PlainLineReading(line: line, read: step != nil, agrees: agrees, invalid: invalid))
            case .scenario(let name, let span):
                let agrees = scenario.map { $0.name == name && $0.span == span } ?? true
                out.append(
                    PlainLineReading(line: line, read: scenario != nil, agrees: agrees && step == nil, invalid: false))
            }
        }
        return out
    }
}
