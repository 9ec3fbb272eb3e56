import NavGraphModel

/// The findings of several graphs checked together (`navgraph check a.yaml
/// b.yaml`) as one report: every graph's files, includes too, renumbered into
/// one source map, so the diagnostics sort by file name, line and column
/// across all inputs and each span still points at its own file.
public struct CheckReport: Sendable {
    public private(set) var sources: SourceMap
    /// Sorted by file name, then position (`[Diagnostic].sorted(in:)`).
    public private(set) var diagnostics: [Diagnostic]
    /// Every graph's findings past the reported limit (`LoadedGraph.leftOut`): counted, not
    /// shown (their spans are their own graph's, not renumbered).
    public private(set) var leftOut: [Diagnostic] = []

    public init(merging graphs: [LoadedGraph]) {
        var sources = SourceMap()
        var diagnostics: [Diagnostic] = []
        for loaded in graphs {
            leftOut += loaded.leftOut
            let base = sources.files.count
            for f in loaded.sources.files { sources.add(f) }
            for var d in loaded.diagnostics {
                d.span.file += base
                d.secondary = d.secondary.map {
                    var l = $0
                    l.span.file += base
                    return l
                }
                diagnostics.append(d)
            }
        }
        self.sources = sources
        self.diagnostics = diagnostics.sorted(in: sources)
    }
}
