import NavGraphCore
import NavGraphModel
import Testing

/// `CheckReport(merging:)`: several checked graphs as one report, whose spans
/// (secondary labels too) point into one renumbered source map.
@Suite("Several graphs as one report")
struct CheckReportTests {
    /// `file:line:column code`, and the same for each secondary label.
    static func places(_ report: CheckReport) -> [String] {
        report.diagnostics.map { d in
            let labels = d.secondary.map { " [" + place(of: $0.span, report.sources) + "]" }.joined()
            return place(of: d.span, report.sources) + " " + d.code.rawValue + labels
        }
    }

    static func place(of span: Span, _ sources: SourceMap) -> String {
        guard let loc = sources.location(of: span) else { return "?" }
        return "\(loc.file.name):\(loc.start.line):\(loc.start.column)"
    }

    @Test func filesAreRenumberedAndFindingsSortByFileNameAcrossGraphs() {
        let b = LoadedGraph.decode(
            text: """
                navgraph: 1
                name: B
                root: home
                include: [part.yaml]
                routes:
                  home: { path: / }
                """, name: "b.yaml", includes: ["part.yaml": "routes:\n  home: { path: /home }\n"]
        ).validated()
        let a = LoadedGraph.decode(
            text: """
                navgraph: 1
                name: A
                root: a
                routes:
                  a: { path: /a, to: [nowhere] }
                """, name: "a.yaml"
        ).validated()
        let report = CheckReport(merging: [b, a])
        #expect(report.sources.files.map(\.name) == ["b.yaml", "part.yaml", "a.yaml"])
        #expect(
            Self.places(report) == [
                "a.yaml:5:23 unknown-route",
                "part.yaml:2:3 duplicate-id [b.yaml:6:3]",
            ])
        // The findings themselves are those of each graph checked alone.
        #expect(report.diagnostics.map(\.message).sorted() == (a.diagnostics + b.diagnostics).map(\.message).sorted())
    }

    @Test func noGraphsIsAnEmptyReport() {
        let report = CheckReport(merging: [])
        #expect(report.sources.files.isEmpty)
        #expect(report.diagnostics.isEmpty)
    }
}
