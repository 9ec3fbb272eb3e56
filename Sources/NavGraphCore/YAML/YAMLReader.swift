import NavGraphModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one YAML file into a `YAMLNode` tree with libyaml's event parser.
/// Builds the tree with an explicit stack (never recursion), so hostile input
/// fails with a diagnostic instead of a crash: nesting is bounded, alias
/// expansion is bounded, encoding is checked before libyaml sees the bytes.
package struct YAMLReader: Sendable {
    /// Deepest nesting of collections accepted (the graph format needs ~6).
    package var maxDepth: Int = 512
    /// Fixed part of the alias expansion budget; the rest scales with file size.
    package var aliasBudgetBase: Int = 100_000
    /// Files at least this large are parsed on a second thread while the tree
    /// is built (see `EventPipeline`); smaller ones are not worth a thread.
    package var pipelineThreshold: Int = 256 * 1024

    package init() {}

    package func read(_ file: SourceFile, fileIndex: Int) -> YAMLDocument {
        let fileSpan = Span(file: fileIndex, start: 0, end: 0)
        var diagnostics: [Diagnostic] = []
        let encoding = EncodingCheck.run(file.bytes, fileIndex: fileIndex)
        if let problem = encoding.problem {
            diagnostics.append(problem)
            return YAMLDocument(root: nil, diagnostics: diagnostics, fileSpan: fileSpan)
        }
        var builder = TreeBuilder(
            fileIndex: fileIndex,
            offsets: CharacterOffsets(bytes: file.bytes, isASCII: encoding.isASCII),
            maxDepth: maxDepth,
            aliasBudget: aliasBudgetBase + 4 * file.bytes.count,
            pipelineThreshold: pipelineThreshold
        )
        let root = file.bytes.withUnsafeBufferPointer { buffer in
            builder.run(buffer)
        }
        diagnostics += builder.diagnostics
        return YAMLDocument(root: builder.failed ? nil : root, diagnostics: diagnostics, fileSpan: fileSpan)
    }
}
