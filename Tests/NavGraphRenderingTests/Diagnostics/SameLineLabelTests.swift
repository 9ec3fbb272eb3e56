import Testing

@testable import NavGraphCore
@testable import NavGraphModel
@testable import NavGraphRendering

/// The human format draws the labels of one source line in one snippet, as the
/// Swift and Rust compilers do: each mark underlined, the last label after the
/// underline, the others below it under a line from their marks.
@Suite("Human format: labels on one line")
struct SameLineLabelTests {
    let file = SourceFile(name: "g.yaml", text: "routes:\n  a:\n    params: { id: int, id: string }\n")

    func render(_ d: Diagnostic) -> String {
        var map = SourceMap()
        map.add(file)
        return HumanDiagnosticRenderer().render(d, sources: map)
    }

    /// The span of the `n`-th `text` on line 3 (from 0).
    func span(_ text: String, _ n: Int = 0) -> Span {
        let bytes = file.bytes
        let needle = Array(text.utf8)
        var found = -1
        var start = 0
        for i in 0...(bytes.count - needle.count) where Array(bytes[i..<i + needle.count]) == needle {
            found += 1
            if found == n {
                start = i
                break
            }
        }
        return Span(file: 0, start: start, end: start + needle.count)
    }

    @Test("a label before the caret on its line: below, under a line from its mark")
    func secondaryBeforeThePrimary() {
        let d = Diagnostic(
            .duplicateKey, "duplicate key 'id'", at: span("id", 1), label: "defined again here",
            secondary: [DiagnosticLabel(span: span("id", 0), message: "'id' first defined here")])
        #expect(
            render(d) == """
                g.yaml:3:24: error[duplicate-key]: duplicate key 'id'
                  |
                3 |     params: { id: int, id: string }
                  |               --       ^^ defined again here
                  |               |
                  |               'id' first defined here

                """)
    }

    @Test("a label after the caret on its line: after the underline, the primary's below")
    func secondaryAfterThePrimary() {
        let d = Diagnostic(
            .duplicateKey, "duplicate key 'id'", at: span("id", 0), label: "here",
            secondary: [DiagnosticLabel(span: span("string"), message: "and its type")])
        #expect(
            render(d) == """
                g.yaml:3:15: error[duplicate-key]: duplicate key 'id'
                  |
                3 |     params: { id: int, id: string }
                  |               ^^           ------ and its type
                  |               |
                  |               here

                """)
    }

    @Test("three labels: the two before the last each on a row, right to left")
    func threeLabels() {
        let d = Diagnostic(
            .duplicateKey, "duplicate key 'id'", at: span("id", 1), label: "again",
            secondary: [
                DiagnosticLabel(span: span("params"), message: "in these"),
                DiagnosticLabel(span: span("string"), message: "typed so"),
            ])
        #expect(
            render(d) == """
                g.yaml:3:24: error[duplicate-key]: duplicate key 'id'
                  |
                3 |     params: { id: int, id: string }
                  |     ------             ^^  ------ typed so
                  |     |                  |
                  |     |                  again
                  |     in these

                """)
    }

    @Test("a mark without a label is underlined only; no label, no rows below")
    func unlabelledMarks() {
        let d = Diagnostic(
            .duplicateKey, "duplicate key 'id'", at: span("id", 1),
            secondary: [DiagnosticLabel(span: span("id", 0), message: "")])
        #expect(
            render(d) == """
                g.yaml:3:24: error[duplicate-key]: duplicate key 'id'
                  |
                3 |     params: { id: int, id: string }
                  |               --       ^^

                """)
    }

    @Test("overlapping marks keep a snippet each")
    func overlappingMarks() {
        let d = Diagnostic(
            .duplicateKey, "duplicate key 'id'", at: span("id: int"), label: "the pair",
            secondary: [DiagnosticLabel(span: span("int"), message: "its type")])
        #expect(
            render(d) == """
                g.yaml:3:15: error[duplicate-key]: duplicate key 'id'
                  |
                3 |     params: { id: int, id: string }
                  |               ^^^^^^^ the pair
                  |
                3 |     params: { id: int, id: string }
                  |                   --- its type

                """)
    }

    @Test("marks a long line's window cannot hold together keep a snippet each")
    func marksBeyondTheWindow() {
        let long = SourceFile(name: "l.yaml", text: "k: " + String(repeating: "a", count: 200) + " x y\n")
        var map = SourceMap()
        map.add(long)
        let x = 3 + 200 + 1
        let d = Diagnostic(
            .yamlSyntax, "bad", at: Span(file: 0, start: x, end: x + 1), label: "here",
            secondary: [DiagnosticLabel(span: Span(file: 0, start: 0, end: 1), message: "from here")])
        let out = HumanDiagnosticRenderer().render(d, sources: map)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        // The secondary (first in the line) and then the primary, each with its own source line.
        #expect(lines.filter { $0.hasPrefix("1 | ") }.count == 2)
        #expect(lines[3] == "  | - from here")
        #expect(lines[6].hasSuffix("^ here"))
    }
}
