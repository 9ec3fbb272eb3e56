import NavGraphCore
import NavGraphModel

/// Fuzz target `pieces`: a large file's `routes:` is parsed in pieces on
/// several threads (`ChunkedRead`), its routes decoded entry by entry as each
/// piece is read (`RouteEntryDecoder`); both must give exactly what reading
/// the file whole gives. Every input is read whole, then in pieces cut at
/// every entry and at two pieces, and the trees (spans, styles, tags), the
/// decoded routes (every field) and the findings are compared: a difference
/// traps (`run`), and libFuzzer reports it as a crash.
public enum PiecesFuzz {
    /// What an input showed: what differed from the file read whole (nothing, or
    /// a phrase each), whether the read in pieces took it at a cut at every entry,
    /// and whether it decoded its routes as it read them.
    public struct Outcome: Sendable, Equatable {
        public var differences: [String] = []
        public var readInPieces = false
        public var routesDecodedAsRead = false

        public init(differences: [String] = [], readInPieces: Bool = false, routesDecodedAsRead: Bool = false) {
            self.differences = differences
            self.readInPieces = readInPieces
            self.routesDecodedAsRead = routesDecodedAsRead
        }
    }

    /// Traps on a difference.
    public static func run(_ bytes: [UInt8]) {
        let outcome = compare(bytes)
        if let first = outcome.differences.first { fatalError("pieces: \(first) differ from the file read whole") }
    }

    /// `pieces`: the counts of pieces to read in (`Int.max`: a cut at every entry).
    public static func compare(_ bytes: [UInt8], pieces counts: [Int] = [.max, 2]) -> Outcome {
        let file = SourceFile(name: "navgraph.yaml", bytes: bytes)
        let whole = decode(bytes, with: reader(pieces: nil))
        var outcome = Outcome()
        for pieces in counts {
            let inPieces = reader(pieces: pieces)
            let decoded = decode(bytes, with: inPieces)
            let name = pieces == .max ? "at every entry" : "in \(pieces) pieces"
            if decoded.tree != whole.tree { outcome.differences.append("the tree read \(name)") }
            if decoded.treeDiagnostics != whole.treeDiagnostics {
                outcome.differences.append("the reader's findings \(name)")
            }
            if decoded.routes != whole.routes { outcome.differences.append("the routes decoded \(name)") }
            if decoded.diagnostics != whole.diagnostics { outcome.differences.append("the decoder's findings \(name)") }
            if pieces == .max {
                outcome.readInPieces = inPieces.readInChunks(file, fileIndex: 0) != nil
                var asRead = inPieces
                asRead.routeDecoding = .root
                outcome.routesDecodedAsRead = asRead.read(file, fileIndex: 0).decodedRoutes != nil
            }
        }
        return outcome
    }

    /// A reader that reads every file whole (nil), or every file it can in `pieces` pieces.
    package static func reader(pieces: Int?) -> YAMLReader {
        var reader = YAMLReader()
        reader.chunkThreshold = pieces == nil ? .max : 0
        if let pieces { reader.chunkCount = pieces }
        return reader
    }

    package struct Decoded {
        package var tree: String
        package var treeDiagnostics: [Diagnostic]
        /// Every field of every route, spans included, as `dump` prints them.
        package var routes: String
        package var diagnostics: [Diagnostic]
    }

    /// The tree `reader` reads, and the routes and findings of the decoder reading with it.
    package static func decode(_ bytes: [UInt8], with reader: YAMLReader) -> Decoded {
        let document = reader.read(SourceFile(name: "navgraph.yaml", bytes: bytes), fileIndex: 0)
        var decoder = GraphDecoder(provider: InMemorySourceProvider([:]), treeRelease: .now)
        decoder.reader = reader
        var sources = SourceMap()
        let result = decoder.decode(rootName: "navgraph.yaml", bytes: bytes, sources: &sources)
        var routes = ""
        dump(result.graph?.routes, to: &routes)
        return Decoded(
            // Not `dump`: its reflection takes seconds over the nodes aliases may expand to.
            tree: document.root?.outline ?? "nil", treeDiagnostics: document.diagnostics, routes: routes,
            diagnostics: result.diagnostics)
    }

}
