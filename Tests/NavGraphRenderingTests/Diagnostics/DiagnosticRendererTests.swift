import Testing

@testable import NavGraphCore
@testable import NavGraphModel
@testable import NavGraphRendering

/// The four renderers over hand-made diagnostics, so their layout is pinned
/// independently of the checks that produce findings.
@Suite("Diagnostic renderers")
struct DiagnosticRendererTests {
    let graph = SourceFile(
        name: "navgraph.yaml",
        text: """
            routes:
              home:
                path: /
                to: [cart, prodcut]
            """)
    let module = SourceFile(name: "modules/account.yaml", text: "routes:\n  home:\n    path: /home\n")

    func sources() -> SourceMap {
        var map = SourceMap()
        map.add(graph)
        map.add(module)
        return map
    }

    /// `prodcut` on line 4 (1-based column 16).
    var typo: Diagnostic {
        let start = graph.bytes.count - "prodcut]".utf8.count
        return Diagnostic(
            .unknownRoute, "route 'prodcut' is not defined",
            at: Span(file: 0, start: start, end: start + 7),
            suggestion: .didYouMean("product"))
    }

    @Test("human: header, source line, caret under the span, suggestion as its label, summary")
    func human() {
        let out = HumanDiagnosticRenderer().render([typo], sources: sources())
        #expect(
            out == """
                navgraph.yaml:4:16: error[unknown-route]: route 'prodcut' is not defined
                  |
                4 |     to: [cart, prodcut]
                  |                ^^^^^^^ did you mean 'product'?

                1 error, 0 warnings

                """)
    }

    /// A finding at the very end of a file with no final newline (libyaml's "unexpected end
    /// of stream"): the caret is past the last byte, after a character of two bytes.
    @Test("human: a caret at the end of a file with no final newline")
    func caretAtTheEndOfAFileWithoutAFinalNewline() {
        let file = SourceFile(name: "navgraph.yaml", text: "navgraph: 1\nname: é")
        var map = SourceMap()
        map.add(file)
        let end = file.bytes.count
        let d = Diagnostic(.yamlSyntax, "unexpected end of stream", at: Span(file: 0, start: end, end: end))
        #expect(
            HumanDiagnosticRenderer().render([d], sources: map) == """
                navgraph.yaml:2:8: error[yaml-syntax]: unexpected end of stream
                  |
                2 | name: é
                  |        ^

                1 error, 0 warnings

                """)
    }

    @Test("human: a secondary label in another file gets its own header and dashes")
    func humanSecondary() {
        let d = Diagnostic(
            .duplicateID, "route 'home' is defined twice",
            at: Span(file: 1, start: 10, end: 14),
            secondary: [DiagnosticLabel(span: Span(file: 0, start: 10, end: 14), message: "first defined here")],
            notes: ["ids are unique across included files"])
        let out = HumanDiagnosticRenderer().render(d, sources: sources())
        #expect(
            out == """
                modules/account.yaml:2:3: error[duplicate-id]: route 'home' is defined twice
                  |
                2 |   home:
                  |   ^^^^
                 --> navgraph.yaml:2:3
                  |
                2 |   home:
                  |   ---- first defined here
                  = note: ids are unique across included files

                """)
    }

    @Test("human: a long line shows a window around the caret; control characters are replaced")
    func humanLongLine() {
        let long = String(repeating: "a", count: 300) + "\u{1B}[31mX" + String(repeating: "b", count: 300)
        let file = SourceFile(name: "long.yaml", text: long)
        var map = SourceMap()
        map.add(file)
        let d = Diagnostic(.yamlSyntax, "bad \u{1B}[31m thing", at: Span(file: 0, start: 305, end: 306))
        let out = HumanDiagnosticRenderer().render(d, sources: map)
        #expect(!out.contains("\u{1B}"))
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "long.yaml:1:306: error[yaml-syntax]: bad \u{FFFD}[31m thing")
        let sourceLine = String(lines[2])
        let caretLine = String(lines[3])
        #expect(sourceLine.count < 140)
        #expect(sourceLine.hasPrefix("1 | …"))
        #expect(sourceLine.hasSuffix("…"))
        // The caret stands under the X.
        let caretColumn = caretLine.distance(from: caretLine.startIndex, to: caretLine.firstIndex(of: "^")!)
        let xColumn = sourceLine.distance(from: sourceLine.startIndex, to: sourceLine.firstIndex(of: "X")!)
        #expect(caretColumn == xColumn)
    }

    /// A window of a long line, to the byte: the marks, the caret under the
    /// character it names (multi-byte characters before it), an underline
    /// running past the window ending under the last mark.
    @Test("human: the clipped line, exactly")
    func humanClippedLineGolden() {
        let text = "key: " + String(repeating: "é", count: 100) + "TARGET" + String(repeating: "z", count: 200) + "\n"
        let file = SourceFile(name: "wide.yaml", text: text)
        var map = SourceMap()
        map.add(file)
        let start = 5 + 200  // after "key: " and 100 two-byte é
        let d = Diagnostic(.unknownKey, "wide", at: Span(file: 0, start: start, end: start + 206), label: "here")
        let shown = "…" + String(repeating: "é", count: 40) + "TARGET" + String(repeating: "z", count: 74) + "…"
        let underline = String(repeating: " ", count: 41) + String(repeating: "^", count: 81) + " here"
        #expect(
            HumanDiagnosticRenderer().render(d, sources: map) == """
                wide.yaml:1:106: error[unknown-key]: wide
                  |
                1 | \(shown)
                  | \(underline)

                """)
    }

    @Test("human: a caret near the end of a long line shows the line's last characters")
    func humanClippedLineAtTheEnd() {
        let file = SourceFile(name: "end.yaml", text: String(repeating: "a", count: 500) + "Z")
        var map = SourceMap()
        map.add(file)
        let d = Diagnostic(.yamlSyntax, "end", at: Span(file: 0, start: 500, end: 501))
        let lines = HumanDiagnosticRenderer().render(d, sources: map).split(separator: "\n").map(String.init)
        #expect(lines[2] == "1 | …" + String(repeating: "a", count: 119) + "Z")
        #expect(lines[3] == "  | " + String(repeating: " ", count: 120) + "^")
    }

    /// A thousand findings on one line of a megabyte: the bytes read to place
    /// and show them grow with the findings by a bounded amount each (the line
    /// is read once for its column table), not by the line's length each.
    @Test("human: findings on one long line cost a bounded amount each")
    func humanLongLineWork() {
        func bytesRead(findings: Int) -> Int {
            let line = String(repeating: "x", count: 1 << 20)
            let file = SourceFile(name: "one.yaml", text: line)
            var map = SourceMap()
            map.add(file)
            let step = (1 << 20) / findings
            let diagnostics = (0..<findings).map { i in
                Diagnostic(.unknownKey, "k\(i)", at: Span(file: 0, start: i * step, end: i * step + 3))
            }
            let out = HumanDiagnosticRenderer().render(diagnostics, sources: map)
            #expect(out.utf8.count < findings * 400)
            return file.columnBytesRead
        }
        let few = bytesRead(findings: 250)
        let many = bytesRead(findings: 1_000)
        #expect(few < (1 << 20) + 250 * 16 * 1024)
        #expect(many - few <= 750 * 16 * 1024, "\(few) then \(many)")
    }

    @Test("human: colour only when asked")
    func colour() {
        let plain = HumanDiagnosticRenderer(style: .plain).render([typo], sources: sources())
        let coloured = HumanDiagnosticRenderer(style: TerminalStyle(enabled: true)).render([typo], sources: sources())
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror[unknown-route]\u{1B}[0m"))
    }

    @Test("summary counts singular and plural")
    func summary() {
        let r = HumanDiagnosticRenderer()
        #expect(r.summary(errors: 0, warnings: 0) == "0 errors, 0 warnings")
        #expect(r.summary(errors: 1, warnings: 1) == "1 error, 1 warning")
        #expect(r.summary(errors: 2, warnings: 3) == "2 errors, 3 warnings")
    }

    @Test("json: the documented document")
    func json() {
        let out = JSONDiagnosticRenderer().render([typo], sources: sources())
        #expect(
            out == """
                {
                  "version": 1,
                  "diagnostics": [
                    {
                      "severity": "error",
                      "code": "unknown-route",
                      "message": "route 'prodcut' is not defined",
                      "file": "navgraph.yaml",
                      "line": 4,
                      "column": 16,
                      "endLine": 4,
                      "endColumn": 23,
                      "notes": [],
                      "suggestion": {
                        "message": "did you mean 'product'?",
                        "replacement": "product"
                      }
                    }
                  ],
                  "errors": 1,
                  "warnings": 0
                }

                """)
    }

    @Test("github: one workflow command a finding, data and properties escaped")
    func github() {
        var d = typo
        d.message = "50% of\nthe line"
        let w = Diagnostic(.unusedRealm, "realm 'x' is never used", at: Span(file: 1, start: 0, end: 6))
        let out = GitHubDiagnosticRenderer().render([d, w], sources: sources())
        #expect(
            out == """
                ::error file=navgraph.yaml,line=4,col=16,title=unknown-route::50%25 of%0Athe line (did you mean 'product'?)
                ::warning file=modules/account.yaml,line=1,col=1,title=unused-realm::realm 'x' is never used

                """)
    }

    /// ESC and BEL (a terminal's or log viewer's commands), the rest of C0,
    /// DEL and C1 are percent-encoded like `%`, `\r` and `\n`; a `\r\n` pair is
    /// two escapes; other text stays as it is.
    @Test("github: control characters are percent-encoded in data and properties")
    func githubControlCharacters() {
        var d = typo
        d.message = "red \u{1B}[31mX\u{7}\r\n\u{7F}\u{9B}é %"
        var map = SourceMap()
        map.add(SourceFile(name: "a\u{1B}b,c:d.yaml", text: "x"))
        d.span = Span(file: 0, start: 0, end: 1)
        d.suggestion = nil
        #expect(
            GitHubDiagnosticRenderer().render([d], sources: map)
                == "::error file=a%1Bb%2Cc%3Ad.yaml,line=1,col=1,title=unknown-route::red %1B[31mX%07%0D%0A%7F%C2%9Bé %25\n"
        )
    }

    @Test("sarif: rules listed, results point at their rule, fixes carry the replacement")
    func sarif() {
        let out = SARIFDiagnosticRenderer(toolVersion: "1.2.3", registry: .core).render([typo], sources: sources())
        #expect(out.contains("\"version\": \"2.1.0\""))
        #expect(out.contains("\"id\": \"unknown-route\""))
        #expect(out.contains("\"ruleId\": \"unknown-route\""))
        #expect(out.contains("\"uri\": \"navgraph.yaml\""))
        #expect(out.contains("\"startLine\": 4"))
        #expect(out.contains("\"startColumn\": 16"))
        #expect(out.contains("\"text\": \"product\""))
        let index = DiagnosticRegistry.core.position(of: .unknownRoute)!
        #expect(out.contains("\"ruleIndex\": \(index)"))
    }

    @Test("diagnostics sort by file name, line, column")
    func sorting() {
        let a = Diagnostic(.unknownRoute, "b", at: Span(file: 1, start: 0, end: 1))
        let b = Diagnostic(.unknownRoute, "a", at: Span(file: 0, start: 20, end: 21))
        let c = Diagnostic(.unknownRoute, "c", at: Span(file: 0, start: 5, end: 6))
        let sorted = [a, b, c].sorted(in: sources())
        // "modules/account.yaml" sorts before "navgraph.yaml".
        #expect(sorted.map(\.message) == ["b", "c", "a"])
    }
}
