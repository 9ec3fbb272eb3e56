import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// Large files are parsed on a second thread (EventPipeline). Forcing the
/// threshold down, every input must give the same tree and the same findings
/// as the single-threaded reader.
@Suite("YAML reader: pipelined parse")
struct YAMLPipelineTests {
    /// Every node of a tree, one a line: its span, kind, text, style and tag.
    static func dump(_ node: YAMLNode?) -> String { node?.outline ?? "nil" }

    func read(_ text: String, threshold: Int) -> (String, [String]) {
        var reader = YAMLReader()
        reader.pipelineThreshold = threshold
        let doc = reader.read(SourceFile(name: "x.yaml", text: text), fileIndex: 0)
        return (Self.dump(doc.root), doc.diagnostics.map { "\($0.code.rawValue) \($0.span.start) \($0.message)" })
    }

    static let inputs: [String] = {
        var big = "navgraph: 1\nroutes:\n"
        for i in 0..<3000 {
            big += "  r\(i):\n    path: /r\(i)/:id\n    params: { id: int }\n    to: [r\(i + 1), 'x', \"y\"]\n"
        }
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        var prev = "a"
        for n in ["b", "c", "d", "e", "f", "g", "h"] {
            bomb += "\(n): &\(n) [" + Array(repeating: "*\(prev)", count: 9).joined(separator: ", ") + "]\n"
            prev = n
        }
        return [
            big,
            big + "  broken: [\n",  // libyaml error after thousands of events
            big + "  r5:\n    path: /again\n",  // duplicate key in a large mapping
            String(repeating: "[", count: 5000),  // nesting limit mid-stream
            bomb,  // alias limit mid-stream
            "é: ü\nkey: &anchor {a: 1}\nother: *anchor\n",  // non-ASCII offsets, aliases
            "",
            "--- a\n--- b\n",
        ]
    }()

    @Test("the pipelined reader gives the same tree and findings", arguments: 0..<inputs.count)
    func sameResult(_ index: Int) {
        let text = Self.inputs[index]
        let direct = read(text, threshold: Int.max)
        let pipelined = read(text, threshold: 0)
        #expect(direct.0 == pipelined.0)
        #expect(direct.1 == pipelined.1)
    }

    @Test("findings of the pipelined reader, pinned")
    func pinnedFindings() {
        #expect(
            read(String(repeating: "[", count: 5000), threshold: 0).1
                == ["nesting-too-deep 512 collections are nested more than 512 deep"])
        let broken = read(Self.inputs[1], threshold: 0).1
        #expect(broken.count == 1)
        #expect(broken.first?.hasPrefix("yaml-syntax ") == true)
    }
}
