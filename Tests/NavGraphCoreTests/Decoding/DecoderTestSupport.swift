import NavGraphCore
import NavGraphModel
import TestSupport

/// Findings as the `# expect:` lines of the invalid fixtures print them:
/// `error[unknown-key] 12:5 unknown key 'pth' in route 'home'`, plus the file
/// name when it is not the root file.
enum Findings {
    static func lines(_ loaded: LoadedGraph) -> [String] {
        loaded.diagnostics.map { line($0, loaded.sources) }
    }

    static func line(_ d: Diagnostic, _ sources: SourceMap, rootFile: Int = 0) -> String {
        var place = "?:?"
        if let loc = sources.location(of: d.span) {
            place = "\(loc.start.line):\(loc.start.column)"
            if d.span.file != rootFile { place = loc.file.name + ":" + place }
        }
        return "\(d.severity.rawValue)[\(d.code.rawValue)] \(place) \(d.message)"
    }

    /// Decodes only (no graph checks).
    static func decode(_ text: String, name: String = "navgraph.yaml", includes: [String: String] = [:]) -> LoadedGraph
    {
        LoadedGraph.decode(name: name, bytes: Array(text.utf8), includes: InMemorySourceProvider(includes))
    }

    /// The finding lines of decoding `text`.
    static func of(_ text: String, name: String = "navgraph.yaml", includes: [String: String] = [:]) -> [String] {
        lines(decode(text, name: name, includes: includes))
    }

    /// A minimal valid graph around some routes text (indented two spaces).
    static func graph(routes: String, extra: String = "") -> String {
        "navgraph: 1\nname: App\nroot: home\n" + extra + "routes:\n" + routes
    }
}
