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
        // A file several graphs include (one name, the same bytes) is one file of the report,
        // and a finding each of them makes in it is reported once.
        var filesNamed: [String: [Int]] = [:]
        var reported = Set<Diagnostic>()
        for loaded in graphs {
            leftOut += loaded.leftOut
            let index = loaded.sources.files.map { f in
                if let same = filesNamed[f.name]?.first(where: { sources.files[$0].bytes == f.bytes }) { return same }
                let i = sources.add(f)
                filesNamed[f.name, default: []].append(i)
                return i
            }
            func renumbered(_ file: Int) -> Int { index.indices.contains(file) ? index[file] : file }
            for var d in loaded.diagnostics {
                d.span.file = renumbered(d.span.file)
                d.secondary = d.secondary.map {
                    var l = $0
                    l.span.file = renumbered(l.span.file)
                    return l
                }
                if reported.insert(d).inserted { diagnostics.append(d) }
            }
        }
        self.sources = sources
        self.diagnostics = diagnostics.sorted(in: sources)
    }
}
