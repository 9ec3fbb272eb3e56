import NavGraphModel

extension DiagnosticCode {
    public static let tooManyFindings = DiagnosticCode("too-many-findings", .note)
}

/// The limit on findings a run reports (`LoadedGraph.findingLimit`), applied by the reader and the decoder.
enum FindingLimitDiagnostics: DeclaresDiagnostics {
    static let owner = DiagnosticOwner.pipeline
    static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .tooManyFindings, .reading,
            summary: "More findings than navgraph reports for one input; the rest are not shown.",
            fix: "Fix the findings shown and run again; the count of those left out is in the message.",
            manual: #"""
                More findings than are reported for one input: the first 1000 are shown
                .Pq and at most 100 duplicate keys a file, with a note of its own ,
                then this note says how many were left out, so a hostile file cannot flood
                the output.
                The findings left out still count: an error among them fails the check
                .Pq exit 1 ,
                and one that leaves the navigation undefined still stops the exploration
                .Pq the note Sy not-explored names its code
                and
                .Nm navgraph Cm sim .
                The findings of the exploration of such a graph are past the limit too: the
                note counts them.
                """#
        )
    ]
}
