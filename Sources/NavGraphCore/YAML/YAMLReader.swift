import NavGraphModel
import NavGraphSupport

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
    /// Files at least this large have their `routes:` parsed in pieces on
    /// several threads (see `ChunkedRead`), when their shape allows it. On
    /// two cores that took a graph of 240 KB about 10% longer to read, one of
    /// 480 KB 15% less time, one of 1 MB 35% less.
    package var chunkThreshold: Int = 384 * 1024
    /// How many pieces `ChunkedRead` cuts the routes into, at most: one a
    /// processor (one processor: not cut). Tests raise it to cut at every entry.
    package var chunkCount: Int = YAMLReader.processorCount
    /// Whether a file read in pieces has its top-level routes decoded as they
    /// are read (`YAMLDocument.decodedRoutes`), as a root graph's or a module's.
    package var routeDecoding: RouteDecoding = .none

    package enum RouteDecoding: Sendable {
        case none, root, module

        var isRoot: Bool? {
            switch self {
            case .none: return nil
            case .root: return true
            case .module: return false
            }
        }
    }

    package init() {}

    package func read(_ file: SourceFile, fileIndex: Int) -> YAMLDocument {
        let fileSpan = Span(file: fileIndex, start: 0, end: 0)
        var diagnostics: [Diagnostic] = []
        let encoding = EncodingCheck.run(file.bytes, fileIndex: fileIndex)
        if let problem = encoding.problem {
            diagnostics.append(problem)
            return YAMLDocument(root: nil, diagnostics: diagnostics, fileSpan: fileSpan)
        }
        if chunkCount > 1, file.bytes.count >= chunkThreshold,
            let document = ChunkedRead(reader: self, file: file, fileIndex: fileIndex, isASCII: encoding.isASCII).read()
        {
            return document
        }
        var builder = TreeBuilder(
            fileIndex: fileIndex,
            offsets: CharacterOffsets(bytes: file.bytes, isASCII: encoding.isASCII),
            input: 0..<file.bytes.count,
            endOffset: file.bytes.count,
            maxDepth: maxDepth,
            aliasBudget: aliasBudget(file),
            pipelineThreshold: pipelineThreshold
        )
        let root = ByteView.of(file.bytes) { builder.run($0) }
        diagnostics += builder.diagnostics
        return YAMLDocument(root: builder.failed ? nil : root, diagnostics: diagnostics, fileSpan: fileSpan)
    }

    /// The chunked read alone, whatever the file's size: nil where `read`
    /// would read the file serially (tests check that it is taken).
    package func readInChunks(_ file: SourceFile, fileIndex: Int) -> YAMLDocument? {
        let encoding = EncodingCheck.run(file.bytes, fileIndex: fileIndex)
        guard encoding.problem == nil else { return nil }
        return ChunkedRead(reader: self, file: file, fileIndex: fileIndex, isASCII: encoding.isASCII).read()
    }

    func aliasBudget(_ file: SourceFile) -> Int { aliasBudgetBase + 4 * file.bytes.count }

    /// Processors online, at most 8.
    static let processorCount: Int = min(max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), 8)
}
