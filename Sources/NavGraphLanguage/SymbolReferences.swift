import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// The id under the cursor and the graph it belongs to.
struct SymbolTarget {
    var key: SymbolKey
    var analysis: CheckedGraph
    /// Where the cursor's occurrence is (file, span), for prepare-rename.
    var source: SourceFile
    var span: Span
}

/// Go to definition, find references, highlights and rename: every id, in
/// every file of the include tree and in the open scripts that use the graph.
extension Workspace {
    func target(uri: String, position: Position) -> SymbolTarget? {
        guard let doc = document(uri: uri) else { return nil }
        if doc.isScript {
            guard let s = script(doc.path), let root = s.graphPath else { return nil }
            let offset = TextPositions.offset(of: position, in: s.source)
            guard let o = s.occurrence(at: offset) else { return nil }
            return SymbolTarget(key: o.key, analysis: analysis(root: root), source: s.source, span: o.span)
        }
        for root in roots(of: doc.path) {
            let a = analysis(root: root)
            guard let (index, file) = a.source(doc.path) else { continue }
            let offset = TextPositions.offset(of: position, in: file)
            if let o = a.index.occurrence(inFile: index, at: offset) {
                return SymbolTarget(key: o.key, analysis: a, source: file, span: o.span)
            }
        }
        return nil
    }

    /// Every place of an id: (file, span of the id itself, is it the
    /// definition), in the graph's files and its open scripts, and with
    /// `closedScripts` in the scripts on disk that run against the graph.
    func places(of target: SymbolTarget, closedScripts: Bool = false) -> [(
        file: SourceFile, span: Span, isDefinition: Bool
    )] {
        let a = target.analysis
        var out: [(file: SourceFile, span: Span, isDefinition: Bool)] = []
        for o in a.index.byKey[target.key] ?? [] {
            guard let f = a.loaded.sources.file(o.span.file) else { continue }
            out.append((f, Workspace.idSpan(o.span, id: o.key.id, in: f), o.isDefinition))
        }
        let scripts = scripts(of: a.rootPath) + (closedScripts ? self.closedScripts(of: a.rootPath) : [])
        for s in scripts {
            for o in s.occurrences where o.key == target.key {
                out.append((s.source, Workspace.idSpan(o.span, id: o.key.id, in: s.source), false))
            }
        }
        return out
    }

    func definition(uri: String, position: Position) -> [Location] {
        guard let t = target(uri: uri, position: position) else { return [] }
        return places(of: t).filter(\.isDefinition).map { Workspace.location($0.file, $0.span) }
    }

    func references(uri: String, position: Position, includeDeclaration: Bool) -> [Location] {
        guard let t = target(uri: uri, position: position) else { return [] }
        return places(of: t, closedScripts: true).filter { includeDeclaration || !$0.isDefinition }.map {
            Workspace.location($0.file, $0.span)
        }
    }

    func highlights(uri: String, position: Position) -> [(LSPRange, HighlightKind)] {
        guard let t = target(uri: uri, position: position), let path = FileURI.path(of: uri) else { return [] }
        return places(of: t).filter { $0.file.name == path }.map {
            (TextPositions.range(of: $0.span, in: $0.file), $0.isDefinition ? HighlightKind.write : .read)
        }
    }

    func prepareRename(uri: String, position: Position) -> (LSPRange, String)? {
        guard let t = target(uri: uri, position: position) else { return nil }
        let span = Workspace.idSpan(t.span, id: t.key.id, in: t.source)
        return (TextPositions.range(of: span, in: t.source), t.key.id)
    }

    func rename(uri: String, position: Position, to newName: String) -> Result<WorkspaceEdit?, ResponseError> {
        guard let t = target(uri: uri, position: position) else { return .success(nil) }
        guard FormatVocabulary.isID(newName) else {
            return .failure(
                ResponseError(
                    .requestFailed,
                    "'\(newName)' is not a valid \(t.key.kind.rawValue) id: "
                        + "ids match [a-z][A-Za-z0-9_]* (a lowercase letter, then letters, digits or _)"))
        }
        if newName == t.key.id { return .success(WorkspaceEdit(changes: [:])) }
        // `root:` names a route or a container: those two share their ids.
        let clashing: [IDKind] = t.key.kind == .route || t.key.kind == .container ? [.route, .container] : [t.key.kind]
        for kind in clashing {
            let defined = t.analysis.index.byKey[SymbolKey(kind: kind, id: newName)]?.contains(where: \.isDefinition)
            if defined == true {
                return .failure(ResponseError(.requestFailed, "'\(newName)' is already taken by a \(kind.rawValue)"))
            }
        }
        var changes: [String: [TextEdit]] = [:]
        for place in places(of: t, closedScripts: true) {
            let edit = TextEdit(range: TextPositions.range(of: place.span, in: place.file), newText: newName)
            changes[FileURI.uri(of: place.file.name), default: []].append(edit)
        }
        return .success(WorkspaceEdit(changes: changes))
    }

    /// The scripts on disk, not open, that run against a graph (their first
    /// line names it, or it is the nearest `navgraph.yaml` up their folders),
    /// found under the graph's folder and the workspace's folders.
    func closedScripts(of root: String) -> [ScriptAnalysis] {
        let starts = ([Paths.directory(of: root)] + folders).map { Paths.join($0, ".") }
        // A folder inside another one searched is searched with it.
        let distinct = Set(starts).filter { dir in
            !starts.contains { dir != $0 && dir.hasPrefix($0 == "/" ? $0 : $0 + "/") }
        }
        var seen: Set<String> = []
        var out: [ScriptAnalysis] = []
        for dir in distinct.sorted() {
            for path in files.scripts(under: dir) where documents[path] == nil && seen.insert(path).inserted {
                guard case .success(let bytes) = files.read(path),
                    ScriptAnalysis.graphPath(forScript: path, bytes: bytes, files: files) == root
                else { continue }
                // Parsed only: the names it uses are what rename needs.
                out.append(ScriptAnalysis(path: path, bytes: bytes, graph: nil))
            }
        }
        return out
    }

    static func location(_ file: SourceFile, _ span: Span) -> Location {
        Location(uri: FileURI.uri(of: file.name), range: TextPositions.range(of: span, in: file))
    }

    /// The id's own bytes within a span that may hold quotes around it.
    static func idSpan(_ span: Span, id: String, in file: SourceFile) -> Span {
        let text = Array(file.text(of: span).utf8)
        let needle = Array(id.utf8)
        guard text != needle, !needle.isEmpty, text.count > needle.count else { return span }
        for start in 0...(text.count - needle.count) where text[start..<start + needle.count].elementsEqual(needle) {
            return Span(file: span.file, start: span.start + start, end: span.start + start + needle.count)
        }
        return span
    }
}
