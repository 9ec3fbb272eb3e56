import NavGraphAnalysis
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import NavGraphRendering

/// Fuzz target `check`: the whole of `navgraph check` on bytes (`GraphCheck.run`). The input is a root file,
/// optionally followed by included files, each after a line `#file NAME` (a YAML comment, so a
/// fixture with its modules pasted in is still a graph). Every finding is rendered in every format,
/// and a graph that decodes is drawn and, without errors, turned into a route table.
public enum CheckPipelineFuzz {
    /// The separator of the files in one input; the dictionary holds it too.
    public static let fileMarker = "#file "
    /// The states an input's exploration may reach (check's default is 100,000).
    public static let exploredStates = 2_000

    /// Runs one input; a crash, a trap or a sanitizer report is the finding. Returns what was
    /// checked, for the regression tests to look at.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> LoadedGraph {
        let (root, includes) = split(bytes)
        // The check `navgraph check` runs, its state exploration bounded so that one input
        // stays well under the harness's second; every finding is rendered in every format.
        let loaded = GraphCheck.run(
            CheckInput(name: "navgraph.yaml", bytes: root, includes: ByteProvider(files: includes)),
            CheckOptions(stateLimit: exploredStates))
        let diagnostics = loaded.diagnostics
        _ = HumanDiagnosticRenderer(style: .plain).render(diagnostics, sources: loaded.sources)
        _ = HumanDiagnosticRenderer(style: TerminalStyle(enabled: true)).render(diagnostics, sources: loaded.sources)
        _ = JSONDiagnosticRenderer().render(diagnostics, sources: loaded.sources)
        _ = SARIFDiagnosticRenderer(toolVersion: "fuzz", registry: .graph).render(diagnostics, sources: loaded.sources)
        _ = GitHubDiagnosticRenderer().render(diagnostics, sources: loaded.sources)
        guard let graph = loaded.graph else { return loaded }
        let picture = GraphPicture(graph: graph, highlights: .from(diagnostics, in: graph))
        _ = DOTRenderer().render(picture)
        _ = MermaidRenderer().render(picture)
        if !loaded.hasErrors { _ = RouteTableGenerator().generate(graph, inputName: "navgraph.yaml") }
        return loaded
    }

    /// The root file's bytes and the included files by name. Names are whatever follows the
    /// marker up to the end of its line; a later file of the same name wins.
    public static func split(_ bytes: [UInt8]) -> (root: [UInt8], includes: [String: [UInt8]]) {
        let marker = Array(fileMarker.utf8)
        var starts: [Int] = []
        var lineStart = 0
        while lineStart < bytes.count {
            if bytes[lineStart...].starts(with: marker) { starts.append(lineStart) }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lineStart = newline + 1
        }
        guard let first = starts.first else { return (bytes, [:]) }
        var includes: [String: [UInt8]] = [:]
        for (i, start) in starts.enumerated() {
            let end = i + 1 < starts.count ? starts[i + 1] : bytes.count
            let nameEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: "\n")) ?? end
            let name = String(decoding: bytes[(start + marker.count)..<nameEnd], as: UTF8.self)
            includes[name] = Array(bytes[min(nameEnd + 1, end)..<end])
        }
        return (Array(bytes[..<first]), includes)
    }

    /// Included files from the input; a name that was not given is not found, and a name
    /// ending in `.unreadable` cannot be read (both are findings the pipeline must report).
    struct ByteProvider: SourceProvider {
        var files: [String: [UInt8]]

        func read(_ path: String) -> Result<[UInt8], SourceReadError> {
            if path.hasSuffix(".unreadable") { return .failure(.unreadable("permission denied")) }
            guard let bytes = files[path] else { return .failure(.notFound) }
            return .success(bytes)
        }
    }
}
