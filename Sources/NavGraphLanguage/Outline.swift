import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// Document symbols (the outline) and quick fixes.
extension Workspace {
    func symbols(uri: String) -> [DocumentSymbol] {
        guard let doc = document(uri: uri) else { return [] }
        if doc.isScript {
            guard let s = script(doc.path) else { return [] }
            return s.script.scenarios.map { scenario in
                let range = TextPositions.range(of: scenario.span, in: s.source)
                return DocumentSymbol(
                    name: scenario.name, detail: "scenario", kind: .event, range: range,
                    selectionRange: range)
            }
        }
        guard let root = roots(of: doc.path).first else { return [] }
        let a = analysis(root: root)
        guard let graph = a.graph, let (index, file) = a.source(doc.path) else { return [] }
        var out: [(Int, DocumentSymbol)] = []
        func add(_ name: String, _ detail: String, _ kind: SymbolKind, _ span: Span) {
            guard span.file == index else { return }
            let range = TextPositions.range(of: span, in: file)
            out.append(
                (
                    span.start,
                    DocumentSymbol(
                        name: name, detail: detail, kind: kind, range: range,
                        selectionRange: range)
                ))
        }
        for r in graph.routes { add(r.id, r.pathText, .class, r.span) }
        for c in graph.containers { add(c.id, c.isTabs ? "tabs" : "container", .namespace, c.span) }
        for realm in graph.realms { add(realm.id, "realm", .key, realm.span) }
        for l in graph.lifetimes { add(l.id, "lifetime", .constant, l.span) }
        for i in graph.interceptors { add(i.id, "interceptor \(i.when.rawValue)", .function, i.span) }
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A quick fix for every finding in the range whose suggestion has a replacement.
    func codeActions(uri: String, range: LSPRange) -> [JSON] {
        guard let doc = document(uri: uri) else { return [] }
        var found: [(Diagnostic, SourceFile, SourceMap)] = []
        if doc.isScript {
            guard let s = script(doc.path) else { return [] }
            found = s.diagnostics.filter { $0.span.file == s.fileIndex }.map { ($0, s.source, s.sources) }
        } else {
            for root in roots(of: doc.path) {
                let a = analysis(root: root)
                guard let (index, file) = a.source(doc.path) else { continue }
                found += a.loaded.diagnostics.filter { $0.span.file == index }.map { ($0, file, a.loaded.sources) }
            }
        }
        var out: [JSON] = []
        for (d, file, sources) in found {
            guard let suggestion = d.suggestion, let replacement = suggestion.replacement else { continue }
            let at = TextPositions.range(of: d.span, in: file)
            guard at.start <= range.end, range.start <= at.end else { continue }
            let edit = WorkspaceEdit(changes: [uri: [TextEdit(range: at, newText: replacement)]])
            out.append(
                .object([
                    "title": .string("Replace with '\(replacement)' (\(suggestion.message))"),
                    "kind": .string("quickfix"),
                    "isPreferred": .bool(true),
                    "diagnostics": .array([Workspace.lsp(d, in: file, sources: sources).json]),
                    "edit": edit.json,
                ]))
        }
        return out
    }
}
