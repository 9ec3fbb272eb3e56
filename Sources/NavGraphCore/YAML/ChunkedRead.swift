import NavGraphModel
import NavGraphSupport

/// A large graph read on several threads. libyaml parses a file on one
/// thread, and most of a large graph is the entries of its `routes:`
/// mapping; those lines are cut into pieces at entries' first lines, each
/// piece is parsed by its own parser on its own thread, and the trees are
/// spliced. The result must be exactly the tree the serial reader gives, so
/// whatever the pieces cannot show to be the same (any finding at all, an
/// alias to another piece's anchor, a key repeated across pieces, an unusual
/// shape) makes `read()` return nil, and the file is read serially: its
/// findings are then the serial reader's own.
///
/// The pieces: the head (the file up to the first cut, a document that ends
/// inside `routes:`), the routes' middle pieces (each a block mapping indented
/// as the entries are), and the tail (the top-level keys after `routes:`).
struct ChunkedRead {
    let reader: YAMLReader
    let file: SourceFile
    let fileIndex: Int
    let isASCII: Bool

    /// Where the pieces are in the file, and where the token after each is.
    struct Piece: Sendable {
        enum Kind: Sendable { case head, routes, tail }
        var kind: Kind
        var range: Range<Int>
        var endOffset: Int
    }

    /// A piece's tree, if the piece parsed cleanly into one block mapping.
    struct Parsed: Sendable {
        var root: YAMLNode?
        var aliasExpansion = 0
        /// The keys of its routes (the head's `routes:`, a routes piece's root),
        /// when they were decoded as read (the tree then holds none of them).
        var routeKeys: PieceKeys?
        /// Its routes, decoded as they were read (`YAMLReader.routeDecoding`).
        var routes: DecodedRoutes?
    }

    func read() -> YAMLDocument? {
        let bytes = file.bytes
        guard
            let plan = ByteView.of(bytes, { ChunkPlan.find($0, pieces: reader.chunkCount) })
        else { return nil }
        let pieces = plan.pieces(fileSize: bytes.count)
        let (fileIndex, isASCII, maxDepth) = (fileIndex, isASCII, reader.maxDepth)
        let aliasBudget = reader.aliasBudget(file)
        let file = file
        let routeDecoding = reader.routeDecoding
        let keySeed = UInt64.random(in: 1...UInt64.max)
        var parsed = Parallel.map(pieces.count, parallel: true) { i in
            // A piece's routes take about five times its bytes of heap (within glibc's 64 MiB a heap).
            ThreadArena.reserve(min(6 * pieces[i].range.count, 60 << 20))
            var entries: RouteEntryDecoder?
            if pieces[i].kind != .tail, let isRoot = routeDecoding.isRoot {
                entries = RouteEntryDecoder(file: file, fileIndex: fileIndex, isRoot: isRoot)
            }
            return Self.parse(
                pieces[i], bytes: bytes, fileIndex: fileIndex, isASCII: isASCII, maxDepth: maxDepth,
                aliasBudget: aliasBudget, routeEntries: entries, keySeed: keySeed)
        }
        // Each piece kept within the budget; the serial reader counts the whole file's expansion.
        guard parsed.allSatisfy({ $0.root != nil }), parsed.reduce(0, { $0 + $1.aliasExpansion }) <= aliasBudget
        else { return nil }
        var routes: DecodedRoutes?
        if routeDecoding.isRoot != nil {
            // Taken out of `parsed`, so that joining them moves their routes.
            var pieceRoutes: [DecodedRoutes] = []
            for i in parsed.indices {
                if let piece = parsed[i].routes { pieceRoutes.append(piece) }
                parsed[i].routes = nil
            }
            routes = DecodedRoutes(joining: &pieceRoutes)
        }
        guard let root = Self.splice(&parsed, pieces, plan: plan, fileSize: bytes.count, keySeed: keySeed)
        else { return nil }
        return YAMLDocument(
            root: root, diagnostics: [], fileSpan: Span(file: fileIndex, start: 0, end: 0), decodedRoutes: routes)
    }

    private static func parse(
        _ piece: Piece, bytes: [UInt8], fileIndex: Int, isASCII: Bool, maxDepth: Int, aliasBudget: Int,
        routeEntries: RouteEntryDecoder?, keySeed: UInt64
    ) -> Parsed {
        var builder = TreeBuilder(
            fileIndex: fileIndex,
            offsets: CharacterOffsets(bytes: bytes, range: piece.range, isASCII: isASCII),
            input: piece.range,
            endOffset: piece.endOffset,
            // A routes piece's root is the routes mapping, one level down in the file.
            maxDepth: piece.kind == .routes ? maxDepth - 1 : maxDepth,
            aliasBudget: aliasBudget,
            pipelineThreshold: .max
        )
        // The head's routes are the last mapping it closes one level down.
        builder.routesDepth = piece.kind == .head ? 1 : piece.kind == .routes ? 0 : -1
        builder.routeEntries = routeEntries
        let root = ByteView.of(bytes) { builder.run($0.slice(piece.range)) }
        // Only the head may start with `---`; a `...` anywhere ends the document early.
        var clean =
            !builder.failed && builder.diagnostics.isEmpty && builder.documents == 1
            && builder.rootIsBlockMapping && !builder.explicitDocumentEnd
            && (piece.kind == .head || !builder.explicitDocumentStart)
        // Decoded as read, the routes must be the ones the decoder would find (no key
        // repeats: the serial reader reports it), and a piece's first route must not
        // be a key of the route before it, in the piece before.
        var routeKeys: PieceKeys?
        if let entries = builder.routeEntries {
            clean = clean && builder.routesOpened && !(piece.kind == .routes && entries.startsMisindented)
            let keys = PieceKeys(builder.routeKeys, seed: keySeed)
            clean = clean && !keys.repeats
            routeKeys = keys
        }
        return Parsed(
            root: clean ? root : nil, aliasExpansion: builder.expanded, routeKeys: routeKeys,
            routes: builder.routeEntries?.decoded)
    }

    /// The head's tree with the routes pieces' entries appended to its
    /// `routes:` and the tail's keys to its top level; nil when the head does
    /// not end in `routes:` or a key repeats across pieces (the serial reader
    /// reports that).
    private static func splice(
        _ parsed: inout [Parsed], _ pieces: [Piece], plan: ChunkPlan, fileSize: Int, keySeed: UInt64
    )
        -> YAMLNode?
    {
        guard var root = parsed[0].root else { return nil }
        parsed[0].root = nil
        guard var top = root.takePairs(), top.last?.key.scalar == YAMLScalar(text: "routes") else { return nil }
        var routes = top[top.count - 1].value
        top[top.count - 1].value = .placeholder

        // The routes' pairs, piece by piece, each array the only reference to its pairs
        // (none when the routes were decoded as read: only their keys are left).
        let parts = Parts()
        var keys: [PieceKeys] = []
        for i in pieces.indices where pieces[i].kind != .tail {
            guard let pairs = i == 0 ? routes.takePairs() : parsed[i].root?.takePairs() else { return nil }
            keys.append(parsed[i].routeKeys ?? PieceKeys(pairs.compactMap { $0.key.scalar?.text }, seed: keySeed))
            parsed[i] = Parsed()
            parts.parts.append(pairs)
        }
        // The pairs joined on one thread while the others check each piece's
        // keys against the pieces' before it (a piece's own were checked).
        let pieceKeys = keys
        let work = Parallel.map(keys.count, parallel: true) { j in
            j == 0
                ? SpliceWork(joined: [YAMLPair](joiningMoved: &parts.parts, leaving: YAMLPair.placeholder))
                : SpliceWork(
                    repeats: pieceKeys[0..<j].contains { pieceKeys[j].meets($0) })
        }
        guard !work.contains(where: \.repeats), let entries = work[0].joined else { return nil }
        routes.value = .mapping(entries)
        // Read whole, the routes end at the first top-level key after them, or at the file's end.
        routes.span.end = plan.regionEnd
        top[top.count - 1].value = routes

        if pieces.last?.kind == .tail {
            guard let pairs = parsed[pieces.count - 1].root?.mapping,
                top.scalarKeys().isDisjoint(with: pairs.scalarKeys())
            else { return nil }
            top.append(contentsOf: pairs)
        }
        root.value = .mapping(top)
        // The top-level mapping ends with the stream, at the file's end.
        root.span.end = fileSize
        return root
    }
}

/// The routes pieces' pairs, handed to the thread that joins them.
private final class Parts: @unchecked Sendable {
    var parts: [[YAMLPair]] = []
}

/// The keys of a piece's routes in a table, hashed under the seed all the
/// pieces of a file share: another piece's keys are looked up in it by the
/// hashes their own table was built with.
struct PieceKeys: Sendable {
    var names: [String]
    var hashes: [UInt64]
    private var slots: HashedSlots
    /// Whether a key repeats within the piece (the table then stops there).
    private(set) var repeats = false

    init(_ names: [String], seed: UInt64) {
        self.names = names
        hashes = names.map { ByteHash.hash($0, seed: seed) }
        slots = HashedSlots(capacity: names.count)
        for i in names.indices {
            if contains(names[i], hash: hashes[i]) {
                repeats = true
                return
            }
            slots.insert(hashes[i], Int32(i))
        }
    }

    func contains(_ name: String, hash: UInt64) -> Bool {
        slots.find(hash) { names[Int($0)] == name } != nil
    }

    /// Whether a key of this piece is one of `other`'s.
    func meets(_ other: PieceKeys) -> Bool {
        names.indices.contains { other.contains(names[$0], hash: hashes[$0]) }
    }
}

private struct SpliceWork: Sendable {
    var joined: [YAMLPair]?
    var repeats = false
}

extension YAMLNode {
    /// The pairs of a mapping, taken out: the node is left a placeholder, so
    /// the array returned is the only reference to its pairs.
    fileprivate mutating func takePairs() -> [YAMLPair]? {
        guard case .mapping(let pairs) = value else { return nil }
        value = YAMLNode.placeholder.value
        return pairs
    }
}

extension [YAMLPair] {
    /// The scalar keys' texts (the builder left no key repeated in a mapping).
    fileprivate func scalarKeys() -> Set<String> {
        Set(compactMap { $0.key.scalar?.text })
    }
}

/// Where to cut a file, found by a scan of its bytes before any parse: the
/// top-level `routes:` line, the lines of its entries, and the first
/// top-level line after them. Nil for a file of another shape.
struct ChunkPlan: Sendable {
    /// Starts of the entry lines where a routes piece begins, ascending.
    var splits: [Int]
    /// The start of the first top-level line after the routes, or the file's end.
    var regionEnd: Int
    /// The entries' indentation.
    var indent: Int

    func pieces(fileSize: Int) -> [ChunkedRead.Piece] {
        // A piece's end is an entry's line; the token after the piece is that entry's key.
        var pieces = [ChunkedRead.Piece(kind: .head, range: 0..<splits[0], endOffset: splits[0] + indent)]
        for (i, start) in splits.enumerated() {
            let end = i + 1 < splits.count ? splits[i + 1] : regionEnd
            pieces.append(
                ChunkedRead.Piece(kind: .routes, range: start..<end, endOffset: end == regionEnd ? end : end + indent))
        }
        if regionEnd < fileSize {
            pieces.append(ChunkedRead.Piece(kind: .tail, range: regionEnd..<fileSize, endOffset: fileSize))
        }
        return pieces
    }

    /// At most `pieces - 1` cuts (the head is the first piece), nearest to
    /// equal shares of the routes' bytes.
    static func find(_ b: ByteView, pieces: Int) -> ChunkPlan? {
        let n = b.count
        var line = 0
        var regionStart = -1
        while line < n, regionStart < 0 {
            let end = b.newline(from: line)
            // A directive (`%TAG`) applies to the whole document; a piece would not see it.
            if b[line] == UInt8(ascii: "%") { return nil }
            if isRoutesKey(b[line..<end]) { regionStart = end + 1 }
            line = end + 1
        }
        guard regionStart >= 0 else { return nil }

        // The routes' lines: indented, blank, or comments (a comment at column 0 too).
        var indent = -1
        var candidates: [Int] = []
        var regionEnd = n
        while line < n {
            let end = b.newline(from: line)
            let c = b[line]
            if c == UInt8(ascii: " ") {
                if indent < 0 {
                    // The first entry fixes the indentation; it starts the head's routes, so it is no cut.
                    var i = line
                    while i < end, b[i] == UInt8(ascii: " ") { i += 1 }
                    let blank = i == end || (i + 1 == end && b[i] == UInt8(ascii: "\r"))
                    if !blank && b[i] != UInt8(ascii: "#") {
                        guard isKeyStart(b[i]) else { return nil }
                        indent = i - line
                    }
                } else if line + indent < end, isKeyStart(b[line + indent]),
                    !b[line..<line + indent].contains(where: { $0 != UInt8(ascii: " ") })
                {
                    candidates.append(line)
                }
            } else if c != UInt8(ascii: "#") && c != UInt8(ascii: "\n")
                && !(c == UInt8(ascii: "\r") && line + 1 == end)
            {
                regionEnd = line
                break
            }
            line = end + 1
        }
        guard !candidates.isEmpty else { return nil }
        // The tail must start with a key: then the routes end where it starts.
        if regionEnd < n {
            guard isKeyStart(b[regionEnd]) else { return nil }
            while line < n {
                if b[line] == UInt8(ascii: "%") { return nil }
                line = b.newline(from: line) + 1
            }
        }

        let cuts = max(pieces, 2) - 1
        guard cuts < candidates.count else {
            return ChunkPlan(splits: candidates, regionEnd: regionEnd, indent: indent)
        }
        var splits: [Int] = []
        for k in 1...cuts {
            let target = regionStart + (regionEnd - regionStart) / (cuts + 1) * k
            var lo = 0
            var hi = candidates.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if candidates[mid] < target { lo = mid + 1 } else { hi = mid }
            }
            if lo == candidates.count || (lo > 0 && target - candidates[lo - 1] < candidates[lo] - target) { lo -= 1 }
            if candidates[lo] > splits.last ?? -1 { splits.append(candidates[lo]) }
        }
        return ChunkPlan(splits: splits, regionEnd: regionEnd, indent: indent)
    }

    /// `routes:` at column 0, then nothing but spaces and a comment: the block mapping's key.
    private static func isRoutesKey(_ line: Slice<ByteView>) -> Bool {
        guard line.starts(with: "routes:".utf8) else { return false }
        var rest = line.dropFirst(7)
        if rest.last == UInt8(ascii: "\r") { rest = rest.dropLast() }
        let spaces = rest.prefix { $0 == UInt8(ascii: " ") }.count
        return spaces == rest.count || (spaces > 0 && rest[rest.startIndex + spaces] == UInt8(ascii: "#"))
    }

    /// The first byte of a plain or quoted key: a letter, a digit, `_`, a quote.
    private static func isKeyStart(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }
}
