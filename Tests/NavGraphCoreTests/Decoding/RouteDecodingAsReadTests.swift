import Foundation
import NavGraphFuzz
import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// A large file read in pieces has its routes decoded entry by entry as each
/// piece is read (`RouteEntryDecoder`). Forced on every input (a cut at every
/// entry, and at two and three pieces), the routes and findings must be
/// exactly those of decoding the serial reader's tree; inputs that cannot be
/// decoded so (a piece that starts with a key of the route before it) are
/// read whole.
@Suite("Routes decoded as they are read")
struct RouteDecodingAsReadTests {
    /// The routes and findings of decoding `bytes` read whole (nil) or in `chunkCount` pieces.
    static func decode(_ bytes: [UInt8], chunkCount: Int?) -> PiecesFuzz.Decoded {
        PiecesFuzz.decode(bytes, with: PiecesFuzz.reader(pieces: chunkCount))
    }

    /// Whether the reader decodes the routes of `bytes` as it reads them, at a cut at every entry.
    static func decodedAsRead(_ bytes: [UInt8], as routeDecoding: YAMLReader.RouteDecoding = .root) -> DecodedRoutes? {
        var reader = YAMLChunkedReadTests.reader(chunkCount: .max)
        reader.routeDecoding = routeDecoding
        return reader.read(SourceFile(name: "navgraph.yaml", bytes: bytes), fileIndex: 0).decodedRoutes
    }

    /// Records an issue where a read in pieces decodes otherwise than the serial
    /// read; whether the routes were decoded as read at a cut at every entry.
    @discardableResult
    static func compare(
        _ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let outcome = PiecesFuzz.compare(bytes, pieces: YAMLChunkedReadTests.chunkCounts)
        #expect(outcome.differences == [], "\(name)", sourceLocation: sourceLocation)
        return outcome.routesDecodedAsRead
    }

    @Test(
        .enabled(if: RepoPaths.corpus != nil, "../shared/corpus is missing"),
        arguments: YAMLChunkedReadTests.corpusFiles("android"))
    func androidGraph(path: String) {
        #expect(Self.compare(RepoPaths.bytes(path), path))
    }

    @Test(arguments: YAMLChunkedReadTests.fixtureFiles)
    func fixture(path: String) {
        Self.compare(RepoPaths.bytes(path), path)
    }

    @Test("the fixtures' graphs are decoded as read (the comparison is not of two serial reads)")
    func fixturesAreDecodedAsRead() {
        let taken = YAMLChunkedReadTests.fixtureFiles.filter { Self.decodedAsRead(RepoPaths.bytes($0)) != nil }
        #expect(taken.count > 40, "\(taken.count) of \(YAMLChunkedReadTests.fixtureFiles.count)")
    }

    static let head = "navgraph: 1\nname: G\nroot: a\n"

    @Test("findings inside routes come in file order, with the routes kept")
    func findingsInRoutes() throws {
        let text =
            Self.head + "routes:\n  a:\n    path: /a\n    presentaton: modal\n    to: [b]\n"
            + "  b:\n    path: 7\n    params: { id: float }\n  c: [1, 2]\n  d:\n    path: /d/:x\n    cache: 5\n"
            + "  e: &e\n    path: &p /e\n    screen: *p\n  f:\n    path: /f\n" + YAMLChunkedReadTests.tail
        let bytes = Array(text.utf8)
        #expect(Self.compare(bytes, "findings"))
        let routes = try #require(Self.decodedAsRead(bytes))
        #expect(routes.routes.map(\.id) == ["a", "b", "c", "d", "e", "f"])
        #expect(
            routes.diagnostics.map(\.code) == [
                .unknownKey, .wrongType, .invalidParamType, .wrongType, .wrongType, .undeclaredParam,
                .invalidIdentifier,
            ])
    }

    @Test("a piece that starts with a key of the route before it is read whole, and the key is that route's")
    func misindentedKeyStartingAPiece() throws {
        let text = Self.head + "routes:\n  a:\n    path: /a\n  to: [b]\n  b:\n    path: /b\n"
        let bytes = Array(text.utf8)
        #expect(Self.decodedAsRead(bytes) == nil)
        Self.compare(bytes, "misindented")
        let loaded = Self.decode(bytes, chunkCount: .max)
        #expect(loaded.diagnostics.map(\.code) == [.misindentedKey])
        #expect(loaded.routes.contains("id: \"to\"") == false)
        // Not at a piece's start (the head's first entry has no route before it): decoded as read.
        let first = Self.head + "routes:\n  to: [b]\n  b:\n    path: /b\n"
        #expect(Self.decodedAsRead(Array(first.utf8)) != nil)
        Self.compare(Array(first.utf8), "misindented first")
    }

    @Test(
        "a route id repeated in one piece or across two is read whole, and reported as the serial reader does",
        arguments: [2, Int.max], [false, true])
    func repeatedRouteID(pieces: Int, farApart: Bool) throws {
        // At two pieces the cut falls after the repeat (both in the head); cut at every entry,
        // the two are in different pieces.
        let repeated = farApart ? "a" : "b"
        let before = Self.head + "routes:\n  a:\n    path: /a\n  b:\n    path: /b\n"
        let after = ":\n    path: /x\n  c:\n    path: /c\n  d:\n    path: /d\n  e:\n    path: /e\n  f:\n    path: /f\n"
        let text = before + "  " + repeated + after
        let bytes = Array(text.utf8)
        var reader = YAMLChunkedReadTests.reader(chunkCount: pieces)
        reader.routeDecoding = .root
        #expect(reader.readInChunks(SourceFile(name: "navgraph.yaml", bytes: bytes), fileIndex: 0) == nil)
        let document = reader.read(SourceFile(name: "navgraph.yaml", bytes: bytes), fileIndex: 0)
        #expect(document.decodedRoutes == nil)
        #expect(document.diagnostics.map(\.code) == [.duplicateKey])
        #expect(document.diagnostics.first?.span.start == before.utf8.count + 2)
        Self.compare(bytes, "repeated route id")
    }

    @Test("a module's routes are decoded as read as a module's")
    func module() throws {
        let text = "routes:\n  a:\n    path: /a\n    to: [b]\n  b:\n    path: /b\n" + YAMLChunkedReadTests.tail
        let bytes = Array(text.utf8)
        let file = SourceFile(name: "module.yaml", bytes: bytes)
        var serial = YAMLReader()
        serial.chunkThreshold = .max
        let tree = try #require(serial.read(file, fileIndex: 0).root)
        var expected = FileDecoder(file: file, fileIndex: 0, isRoot: false)
        let expectedRoutes = try #require(expected.decodeTopLevel(tree)?.routes)
        let asRead = try #require(Self.decodedAsRead(bytes, as: .module))
        var reader = YAMLChunkedReadTests.reader(chunkCount: .max)
        reader.routeDecoding = .module
        let document = reader.read(file, fileIndex: 0)
        var decoder = FileDecoder(file: file, fileIndex: 0, isRoot: false)
        let root = try #require(document.root)
        let routes = try #require(decoder.decodeTopLevel(root, decodedRoutes: document.decodedRoutes)?.routes)
        var (a, b) = ("", "")
        dump(expectedRoutes, to: &a)
        dump(routes, to: &b)
        #expect(a == b)
        #expect(asRead.routes.map(\.id) == ["a", "b"])
        #expect(decoder.diagnostics == expected.diagnostics)
    }

    @Test("without routes to decode (a tail only, no routes mapping), the file is read whole")
    func noRoutes() {
        let text = Array((Self.head + "routes:\n  # none\n" + YAMLChunkedReadTests.tail).utf8)
        #expect(Self.decodedAsRead(text) == nil)
        Self.compare(text, "no routes")
    }

    @Test("a large graph: decoded as read at two pieces, as the serial decoder decodes it")
    func largeGraph() {
        let text = YAMLChunkedReadTests.graph(3000, tail: YAMLChunkedReadTests.tail)
        #expect(Self.compare(Array(text.utf8), "large"))
    }
}

/// The serial decoder decodes a large `routes:` in chunks side by side; a key
/// mis-indented at a chunk's start belongs to the route before it, in the
/// chunk before, as it does read on one thread.
@Suite("Route chunks start at a route")
struct RouteChunkBoundaryTests {
    @Test func misindentedKeyAtAChunkBoundary() throws {
        let n = FileDecoder.concurrentRouteThreshold + 8
        let chunkSize = (n + 7) / 8
        var text = "navgraph: 1\nname: G\nroot: r0\nroutes:\n"
        for i in 0..<n {
            if i == chunkSize { text += "  to: [r0]\n" } else { text += "  r\(i):\n    path: /r\(i)\n" }
        }
        var decoder = GraphDecoder(provider: InMemorySourceProvider([:]), treeRelease: .now)
        decoder.reader.chunkThreshold = .max
        var sources = SourceMap()
        let result = decoder.decode(rootName: "navgraph.yaml", bytes: Array(text.utf8), sources: &sources)
        #expect(result.diagnostics.map(\.code) == [.misindentedKey])
        let graph = try #require(result.graph)
        #expect(graph.route("r\(chunkSize - 1)")?.to.map(\.id) == ["r0"])
        #expect(graph.route("to") == nil)
        #expect(graph.routes.count == n - 1)
    }
}
