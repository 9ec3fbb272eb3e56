import NavGraphAnalysis
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript

/// A navigation script read against its graph: the findings of the script
/// parser and resolver, and the routes and realms it names.
final class ScriptAnalysis {
    let path: String
    let source: SourceFile
    /// The script's index in `sources` (the graph's files, then the script).
    let fileIndex: Int
    let sources: SourceMap
    let script: ScriptFile
    let diagnostics: [Diagnostic]
    /// Routes and realms the script names, in file order.
    let occurrences: [Occurrence]
    /// The graph's root file, when one was found.
    let graphPath: String?

    init(path: String, bytes: [UInt8], graph: CheckedGraph?) {
        self.path = path
        graphPath = graph?.rootPath
        var sources = graph?.loaded.sources ?? SourceMap()
        source = SourceFile(name: path, bytes: bytes)
        fileIndex = sources.add(source)
        self.sources = sources
        let parsed = ScriptParser.parse(file: fileIndex, in: sources)
        script = parsed.script
        // Names are resolved against a graph `navgraph sim` would run: one whose errors, if any,
        // leave its navigation defined. Otherwise the parser's findings stand alone, with a note
        // that says why the names are not checked.
        if let graph, let g = graph.graph, !graph.loaded.leavesNavigationUndefined {
            let program = ScriptRunner(graph: g).compile(scripts: [fileIndex], sources: sources)
            diagnostics = program.diagnostics
        } else {
            var found = parsed.diagnostics
            if let graph {
                found.append(
                    Diagnostic(
                        .notExplored,
                        "the script's names are not checked: the errors of its graph '\(Paths.fileName(of: graph.rootPath))' leave its navigation undefined",
                        at: Span(file: fileIndex, start: 0, end: 0),
                        notes: ["navgraph sim does not run the graph either; fix its errors"]))
            }
            diagnostics = found.sorted(in: sources)
        }
        occurrences = ScriptAnalysis.occurrences(in: parsed.script)
    }

    private static func occurrences(in script: ScriptFile) -> [Occurrence] {
        var out: [Occurrence] = []
        func add(_ kind: IDKind, _ word: ScriptWord?) {
            guard let word, !word.text.isEmpty else { return }
            out.append(Occurrence(key: SymbolKey(kind: kind, id: word.text), span: word.span, isDefinition: false))
        }
        func add(_ ref: ScriptRouteRef) { add(.route, ref.route) }
        for scenario in script.scenarios {
            for command in scenario.commands {
                switch command.kind {
                case .open(.route(let ref)): add(ref)
                case .tab(let w): add(.route, w)
                case .finish(let route, _): add(.route, route)
                case .login(let w): add(.realm, w)
                case .expect(let assertion):
                    switch assertion {
                    case .top(let r), .modal(let r), .instance(let r, _): add(r)
                    case .stack(let refs), .screens(let refs): refs.forEach(add)
                    case .auth(let w), .noAuth(let w): add(.realm, w)
                    case .noModal, .failed, .ok, .pending, .noPending, .result: break
                    }
                case .launch, .open(.path), .deeplink, .back, .dismiss, .logout, .cancel, .wait, .restart, .scene,
                    .invalid:
                    break
                }
            }
        }
        return out
    }

    func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.span.start <= offset && offset <= $0.span.end }
    }

    /// The graph a script runs against: the one its first line names
    /// (`# graph: path/to/navgraph.yaml`, relative to the script's folder),
    /// else the nearest `navgraph.yaml` up the folders.
    static func graphPath(forScript path: String, bytes: [UInt8], files: any WorkspaceFiles) -> String? {
        let directory = Paths.directory(of: path)
        let firstLine = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        let text = String(decoding: firstLine, as: UTF8.self)
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("#") {
            let comment = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            if comment.hasPrefix("graph:") {
                let named = comment.dropFirst(6).trimmingCharacters(in: " \t")
                if !named.isEmpty { return Paths.join(directory, String(named)) }
            }
        }
        return nearestGraph(from: directory, files: files)
    }

    static func nearestGraph(from directory: String, files: any WorkspaceFiles) -> String? {
        var dir = directory
        while true {
            let candidate = Paths.join(dir, "navgraph.yaml")
            if files.isFile(candidate) { return candidate }
            if dir == "/" || dir == "." || dir.isEmpty { return nil }
            dir = Paths.directory(of: dir)
        }
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var s = self
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return s
    }
}
