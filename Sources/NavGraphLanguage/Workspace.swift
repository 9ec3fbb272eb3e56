import NavGraphAnalysis
import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// A document the editor has open.
struct OpenDocument {
    var uri: String
    var path: String
    var bytes: [UInt8]
    var isScript: Bool
    /// The client's version of the text, sent back with its findings.
    var version: Int?
}

/// Findings for one document, to publish.
public struct PublishedDiagnostics: Sendable, Hashable {
    public var uri: String
    /// The version of the open document the findings are about (none for a closed file).
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

/// The editor's open documents, the graphs they belong to, and the checks of
/// those graphs as the documents now read. Single-threaded: the server
/// handles one message at a time. Opening, changing and closing documents
/// only take note; `flush` checks what they touched, once each.
final class Workspace {
    let files: any WorkspaceFiles
    let cache = FileCache()
    private(set) var documents: [String: OpenDocument] = [:]
    /// How many times a document was scanned whole for its lines while edited: once a
    /// message with ranged edits (the tests count them).
    private(set) var lineIndexScans = 0
    /// Checked graphs by root path, current with the open documents.
    private var analyses: [String: CheckedGraph] = [:]
    /// The last check of each graph that read a graph: ids for completion
    /// while the text being typed is not yet YAML.
    private var lastReadable: [String: CheckedGraph] = [:]
    private var scripts: [String: ScriptAnalysis] = [:]
    /// Files each root last published findings to (to clear them when they leave the tree).
    private var published: [String: Set<String>] = [:]
    /// How many graph checks ran (for tests and the benchmark: a change re-checks each affected graph once).
    private(set) var checkCount = 0
    /// Roots checked while handling the current change (a module opened first
    /// checks its graph to find it belongs there; that check is current).
    private var checkedNow: Set<String> = []
    /// Checks replaced by newer ones, freed once the findings are sent (a
    /// large graph takes a while to free).
    private var retired: [CheckedGraph] = []
    /// Files changed since the last `flush`, in the order first changed.
    private var pending: [String] = []
    private var pendingSet: Set<String> = []
    /// Scripts closed since the last `flush`: their findings are cleared.
    private var closedScripts: [String] = []
    /// The workspace's folders, from `initialize`.
    var folders: [String] = []

    init(files: any WorkspaceFiles) { self.files = files }

    func document(uri: String) -> OpenDocument? {
        guard let path = FileURI.path(of: uri) else { return nil }
        return documents[path]
    }

    // MARK: - Documents

    func open(uri: String, text: String, version: Int? = nil) {
        guard let path = FileURI.path(of: uri) else { return }
        let isScript = path.hasSuffix(".navscript")
        documents[path] = OpenDocument(
            uri: uri, path: path, bytes: Array(text.utf8), isScript: isScript, version: version)
        closedScripts.removeAll { $0 == uri }
        changed(path)
    }

    func change(uri: String, text: String, version: Int? = nil) {
        change(uri: uri, edits: [(nil, text)], version: version)
    }

    /// Edits in order: one without a range is the whole text, one with a range replaces it.
    func change(uri: String, edits: [(range: LSPRange?, text: String)], version: Int? = nil) {
        guard let path = FileURI.path(of: uri), documents[path] != nil else { return }
        // The bytes are taken out while edited, so that no edit copies them.
        var edited = DocumentEdits(documents[path]!.bytes)
        documents[path]!.bytes = []
        for edit in edits { edited.apply(range: edit.range, text: edit.text) }
        lineIndexScans += edited.fullScans
        documents[path]!.bytes = edited.finish()
        documents[path]!.version = version
        changed(path)
    }

    func close(uri: String) {
        guard let path = FileURI.path(of: uri), let doc = documents.removeValue(forKey: path) else { return }
        if doc.isScript {
            scripts[path] = nil
            closedScripts.append(uri)
            return
        }
        // The file on disk may differ from the closed text: the graphs re-read it.
        cache.forget(path)
        changed(path)
    }

    /// A document was saved: its graphs are checked again (and closed files
    /// changed on disk meanwhile are read again on the way).
    func saved(uri: String) {
        guard let path = FileURI.path(of: uri), documents[path] != nil else { return }
        changed(path)
    }

    /// A file changed on disk (saved, or changed by another program).
    func changedOnDisk(uri: String) {
        guard let path = FileURI.path(of: uri) else { return }
        cache.forget(path)
        if documents[path] != nil { return }
        changed(path)
    }

    private func changed(_ path: String) {
        if pendingSet.insert(path).inserted { pending.append(path) }
    }

    // MARK: - Which graph

    /// Whether a YAML document is a graph's root: `navgraph.yaml`,
    /// `*.navgraph.yaml`, or a file with a top-level `navgraph:` key.
    static func isGraphRoot(path: String, bytes: [UInt8]) -> Bool {
        let name = Paths.fileName(of: path)
        if name == "navgraph.yaml" || name.hasSuffix(".navgraph.yaml") { return true }
        return firstKey(of: bytes) == "navgraph" || hasTopLevelNavgraphKey(bytes)
    }

    /// A line that starts with `navgraph:` (a key at the left margin).
    static func hasTopLevelNavgraphKey(_ bytes: [UInt8]) -> Bool {
        let key = Array("navgraph:".utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            if bytes[lineStart...].starts(with: key) { return true }
            guard let nl = bytes[lineStart...].firstIndex(of: 0x0A) else { return false }
            lineStart = nl + 1
        }
        return false
    }

    static func firstKey(of bytes: [UInt8]) -> String? {
        var text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let t = line.trimmingCharacters(in: " \t")
            if t.isEmpty || t.hasPrefix("#") || t == "---" || t.hasPrefix("%") { continue }
            guard let colon = t.firstIndex(of: ":") else { return nil }
            return String(t[..<colon].trimmingCharacters(in: " \t\"'"))
        }
        return nil
    }

    /// The roots whose include tree holds a file (a root holds itself).
    func roots(of path: String) -> [String] {
        if let doc = documents[path], !doc.isScript, Workspace.isGraphRoot(path: path, bytes: doc.bytes) {
            return [path]
        }
        var roots = analyses.values.filter { $0.fileIndex[path] != nil }.map(\.rootPath)
        // A file no graph holds may be one a graph misses: a module deleted and written
        // back (a branch switch) is followed again by the graphs with an include missing.
        if roots.isEmpty, documents[path] == nil {
            roots = analyses.values.filter { a in a.loaded.diagnostics.contains { $0.code == .includeMissing } }
                .map(\.rootPath)
        }
        if roots.isEmpty, let nearest = ScriptAnalysis.nearestGraph(from: Paths.directory(of: path), files: files),
            nearest != path
        {
            // A module opened first: the nearest graph up the folders, if it includes the module.
            if analysis(root: nearest).fileIndex[path] != nil { roots = [nearest] }
        }
        return roots.sorted()
    }

    /// The current check of a graph, run when there is none.
    func analysis(root: String) -> CheckedGraph {
        if let a = analyses[root] { return a }
        return check(root: root)
    }

    @discardableResult
    private func check(root: String) -> CheckedGraph {
        // Closed files of the tree changed on disk are read again (a client
        // need not tell: not every one watches files).
        cache.forgetChanged(closedFiles(of: root), files: files)
        let open = documents.filter { !$0.value.isScript }.mapValues(\.bytes)
        let provider = OverlayProvider(open: open, files: files, cache: cache)
        let bytes: [UInt8]
        switch provider.read(root) {
        case .success(let b): bytes = b
        case .failure: bytes = []
        }
        checkCount += 1
        checkedNow.insert(root)
        // The one check, as `navgraph check` runs it: explored state by state unless an
        // error leaves the navigation undefined (then a note says so).
        let loaded = GraphCheck.run(CheckInput(name: root, bytes: bytes, includes: provider))
        let a = CheckedGraph(rootPath: root, loaded: loaded)
        if let old = analyses.updateValue(a, forKey: root) { retired.append(old) }
        if a.graph != nil { lastReadable[root] = a }
        return a
    }

    /// The files of a graph's tree the editor does not have open (and those
    /// that could not be read): the ones the disk can change under it.
    private func closedFiles(of root: String) -> [String] {
        let tree = (analyses[root]?.paths ?? lastReadable[root]?.paths ?? [root]) + cache.unreadable
        return tree.filter { documents[$0] == nil }
    }

    /// The check to take ids from: the current one, or the last that read a graph.
    func readable(root: String) -> CheckedGraph {
        let a = analysis(root: root)
        return a.graph == nil ? lastReadable[root] ?? a : a
    }

    /// Frees replaced checks (called after the findings went out).
    func releaseRetired() {
        retired.removeAll()
    }

    func script(_ path: String) -> ScriptAnalysis? {
        if let s = scripts[path] { return s }
        guard let doc = documents[path], doc.isScript else { return nil }
        let graph = ScriptAnalysis.graphPath(forScript: path, bytes: doc.bytes, files: files)
            .flatMap { root in documents[root] != nil || files.isFile(root) ? analysis(root: root) : nil }
        let s = ScriptAnalysis(path: path, bytes: doc.bytes, graph: graph)
        scripts[path] = s
        return s
    }

    /// The open scripts, current, that run against a graph.
    func scripts(of root: String) -> [ScriptAnalysis] {
        documents.values.filter(\.isScript).sorted { $0.path < $1.path }.compactMap { script($0.path) }
            .filter { $0.graphPath == root }
    }

    // MARK: - Re-checking

    /// Checks what the changes since the last call affect, each graph and
    /// script once with its newest text, and returns the findings to publish.
    func flush() -> [PublishedDiagnostics] {
        var out = closedScripts.map { PublishedDiagnostics(uri: $0, diagnostics: []) }
        closedScripts = []
        let paths = pending
        pending = []
        pendingSet = []
        checkedNow = []
        var graphs: [String] = []
        var changedScripts: [String] = []
        for path in paths {
            if let doc = documents[path], doc.isScript {
                changedScripts.append(path)
                // A graph changed on disk under an edited script is checked again first.
                if let root = scripts[path]?.graphPath
                    ?? ScriptAnalysis.graphPath(forScript: path, bytes: doc.bytes, files: files),
                    analyses[root] != nil, !graphs.contains(root),
                    cache.hasChanged(closedFiles(of: root), files: files)
                {
                    graphs.append(root)
                }
                continue
            }
            // A file that stopped being a graph's root (its `navgraph:` key taken out, the
            // file deleted or never saved) takes that graph's findings with it.
            if analyses[path] != nil, !isRoot(path) { out += forget(root: path) }
            let found = roots(of: path)
            for root in found where !graphs.contains(root) { graphs.append(root) }
            if found.isEmpty, let doc = documents[path] {
                // A YAML file of no graph: nothing to say about it.
                out.append(PublishedDiagnostics(uri: doc.uri, version: doc.version, diagnostics: []))
            }
        }
        var publishedScripts: Set<String> = []
        for root in graphs {
            out += publish(root: root)
            for s in scripts(of: root) {
                out.append(publish(s))
                publishedScripts.insert(s.path)
            }
        }
        for path in changedScripts where !publishedScripts.contains(path) {
            scripts[path] = nil
            if let s = script(path) { out.append(publish(s)) }
        }
        return out
    }

    /// Whether a file is a graph's root now: open as one, or on disk and named as one
    /// (a file's text on disk is not read for it here: a closed root stays a root while it is a file).
    private func isRoot(_ path: String) -> Bool {
        if let doc = documents[path] { return !doc.isScript && Workspace.isGraphRoot(path: path, bytes: doc.bytes) }
        return files.isFile(path)
    }

    /// Drops a graph that is no more: its check, and the findings it published (cleared).
    private func forget(root: String) -> [PublishedDiagnostics] {
        if let old = analyses.removeValue(forKey: root) { retired.append(old) }
        lastReadable[root] = nil
        let cleared = (published.removeValue(forKey: root) ?? []).sorted().map {
            PublishedDiagnostics(uri: FileURI.uri(of: $0), version: documents[$0]?.version, diagnostics: [])
        }
        for (scriptPath, doc) in documents where doc.isScript && scripts[scriptPath]?.graphPath == root {
            scripts[scriptPath] = nil
        }
        return cleared
    }

    /// Checks a graph (unless this flush did) and returns the findings of
    /// each of its files; the open scripts that run against it are read again.
    private func publish(root: String) -> [PublishedDiagnostics] {
        var out: [PublishedDiagnostics] = []
        let a = checkedNow.contains(root) ? analysis(root: root) : check(root: root)
        let byFile = a.diagnosticsByFile()
        for file in byFile.keys.sorted() {
            guard let (_, source) = a.source(file) else { continue }
            out.append(
                PublishedDiagnostics(
                    uri: FileURI.uri(of: file), version: documents[file]?.version,
                    diagnostics: byFile[file]!.map { Workspace.lsp($0, in: source, sources: a.loaded.sources) }))
        }
        // Files that left the tree keep no findings of it.
        for gone in published[root, default: []].subtracting(byFile.keys).sorted() {
            out.append(PublishedDiagnostics(uri: FileURI.uri(of: gone), diagnostics: []))
        }
        published[root] = Set(byFile.keys)
        for (scriptPath, doc) in documents where doc.isScript && scripts[scriptPath]?.graphPath == root {
            scripts[scriptPath] = nil
        }
        return out
    }

    private func publish(_ s: ScriptAnalysis) -> PublishedDiagnostics {
        let mine = s.diagnostics.filter { $0.span.file == s.fileIndex }
        return PublishedDiagnostics(
            uri: FileURI.uri(of: s.path), version: documents[s.path]?.version,
            diagnostics: mine.map { Workspace.lsp($0, in: s.source, sources: s.sources) })
    }

    static func lsp(_ d: Diagnostic, in file: SourceFile, sources: SourceMap) -> LSPDiagnostic {
        let severity: DiagnosticSeverity
        switch d.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .note: severity = .information
        }
        var message = d.message
        if let label = d.label { message += " (\(label))" }
        for note in d.notes { message += "\nnote: " + note }
        if let s = d.suggestion { message += "\nhelp: " + s.message }
        let related = d.secondary.compactMap { label -> RelatedInformation? in
            guard let f = sources.file(label.span.file) else { return nil }
            return RelatedInformation(
                location: Location(
                    uri: FileURI.uri(of: f.name),
                    range: TextPositions.range(of: label.span, in: f)),
                message: label.message)
        }
        let range =
            d.span.isKnown && sources.file(d.span.file) === file
            ? TextPositions.range(of: d.span, in: file)
            : LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        return LSPDiagnostic(
            range: range, severity: severity, code: d.code.rawValue, message: message,
            related: related)
    }
}
