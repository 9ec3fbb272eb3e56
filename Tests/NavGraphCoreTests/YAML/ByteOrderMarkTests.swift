import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// YAML allows a byte order mark at the start of a stream, and editors on
/// Windows write one. It must neither break the parse (libyaml, given an
/// explicit encoding, counted it as a column of line 1 and rejected the
/// file) nor shift any position.
@Suite("Byte order mark")
struct ByteOrderMarkTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    static let graph = """
        navgraph: 2
        name: Shop
        root: home
        routes:
          home: { path: /, pth: / }

        """

    static func findings(_ bytes: [UInt8], threshold: Int) -> [String] {
        let file = SourceFile(name: "navgraph.yaml", bytes: bytes)
        var reader = YAMLReader()
        reader.pipelineThreshold = threshold
        let doc = reader.read(file, fileIndex: 0)
        return doc.diagnostics.map { d in
            let l = file.location(of: d.span.start)
            return "\(d.code.rawValue) \(l.line):\(l.column)"
        }
    }

    @Test func aGraphWithAByteOrderMarkChecksLikeOneWithout() {
        let plain = LoadedGraph.decode(
            name: "navgraph.yaml", bytes: Array(Self.graph.utf8),
            includes: InMemorySourceProvider([:])
        ).validated()
        let marked = LoadedGraph.decode(
            name: "navgraph.yaml", bytes: Self.bom + Array(Self.graph.utf8),
            includes: InMemorySourceProvider([:])
        ).validated()
        let expected = [
            "error[unsupported-version] 1:11 navgraph format version 2 is not supported",
            "error[unknown-key] 5:20 unknown key 'pth' in route 'home'",
        ]
        #expect(Findings.lines(plain) == expected)
        #expect(Findings.lines(marked) == expected)
    }

    /// Both ways of driving libyaml (directly, and on a second thread for
    /// large files) drop the mark and keep libyaml's own error positions.
    @Test(arguments: [Int.max, 0])
    func libyamlErrorsKeepTheirPositionAfterAByteOrderMark(threshold: Int) {
        let text = "navgraph: 1\nroutes: [a, b\n"
        #expect(
            Self.findings(Self.bom + Array(text.utf8), threshold: threshold)
                == Self.findings(Array(text.utf8), threshold: threshold))
        #expect(Self.findings(Self.bom + Array(text.utf8), threshold: threshold).count == 1)
        #expect(Self.findings(Self.bom + Array("a: 1\nb: 2\n".utf8), threshold: threshold) == [])
    }
}
