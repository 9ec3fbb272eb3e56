import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// Completion in graph files: keys from the decoder's key tables, ids where
/// an id is named, enum words where the format has a fixed set.
extension Workspace {
    /// Items past this many are left out (the list is then incomplete, and the
    /// editor asks again as more of the word is typed): a graph of thousands of
    /// routes answers at once, with what matches the word begun.
    static let completionLimit = 100

    /// The items that start with the word before the cursor, at most `completionLimit`.
    func completionList(uri: String, position: Position) -> (items: [CompletionItem], isIncomplete: Bool) {
        guard let doc = document(uri: uri) else { return ([], false) }
        let file = SourceFile(name: doc.path, bytes: doc.bytes)
        let offset = TextPositions.offset(of: position, in: file)
        var start = offset
        while start > 0, Workspace.isWordByte(doc.bytes[start - 1]) { start -= 1 }
        let word = String(decoding: doc.bytes[start..<offset], as: UTF8.self)
        var items = completion(uri: uri, position: position)
        if !word.isEmpty { items = items.filter { $0.label.hasPrefix(word) } }
        guard items.count > Workspace.completionLimit else { return (items, false) }
        return (Array(items.prefix(Workspace.completionLimit)), true)
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
    }

    func completion(uri: String, position: Position) -> [CompletionItem] {
        guard let doc = document(uri: uri) else { return [] }
        let file = SourceFile(name: doc.path, bytes: doc.bytes)
        let offset = TextPositions.offset(of: position, in: file)
        let lineStart = file.lineStarts[min(position.line, file.lineStarts.count - 1)]
        let prefix = Substring(String(decoding: doc.bytes[lineStart..<max(lineStart, offset)], as: UTF8.self))
        if doc.isScript { return scriptCompletion(doc: doc, prefix: prefix) }
        let above = String(decoding: doc.bytes[..<lineStart], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard let context = YAMLCursorContext.find(lines: Array(above.dropLast()), prefix: prefix) else { return [] }
        let isRoot = Workspace.isGraphRoot(path: doc.path, bytes: doc.bytes)
        let roots = roots(of: doc.path)
        // YAML of no graph (a docker-compose.yml) gets no navgraph words.
        guard isRoot || !roots.isEmpty else { return [] }
        let graph = roots.first.map { readable(root: $0) }
        let items = Workspace.items(for: context, graph: graph, isRoot: isRoot)
        guard case .key = context.place else { return items }
        // A key the mapping has already is not offered again: accepting it would make a duplicate key.
        let lines = String(decoding: doc.bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        let indent = prefix.prefix { $0 == " " }.count
        let present = Workspace.keysBeside(line: position.line, indent: indent, in: lines)
        return items.filter { !present.contains($0.label) }
    }

    /// The keys of the block mapping a line at `indent` stands in, besides that line's own:
    /// the lines above and below at that indentation, up to one less indented (a list item's
    /// first key, after its `- `, counts).
    static func keysBeside(line: Int, indent: Int, in lines: [Substring]) -> Set<String> {
        var keys: Set<String> = []
        func key(_ text: Substring) -> String? {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            return String(text[..<colon].trimmingCharacters(in: " \t\"'"))
        }
        for step in [-1, 1] {
            var i = line + step
            while i >= 0, i < lines.count {
                let l = lines[i]
                let n = l.prefix { $0 == " " }.count
                let content = l.dropFirst(n)
                i += step
                if content.isEmpty || content.hasPrefix("#") { continue }
                if n == indent, !content.hasPrefix("- ") {
                    if let k = key(content) { keys.insert(k) }
                    continue
                }
                if n > indent { continue }
                // Less indented: the mapping ends here, unless this is its list item's first line.
                if step < 0, n + 2 == indent, content.hasPrefix("- "), let k = key(content.dropFirst(2)) {
                    keys.insert(k)
                }
                break
            }
        }
        return keys
    }

    static func items(for context: YAMLCursorContext, graph: CheckedGraph?, isRoot: Bool) -> [CompletionItem] {
        let path = context.path
        let top = path.first ?? ""
        switch context.place {
        case .key:
            let mapping: FormatVocabulary.Mapping?
            switch (top, path.count) {
            case ("", _): mapping = isRoot ? .graph : .module
            case ("routes", 2): mapping = .route
            case ("routes", 4) where path[2] == "params": mapping = .param
            case ("routes", 3) where path[2] == "cache": mapping = .cache
            case ("routes", 3) where path[2] == "restore": mapping = .restore
            case ("deeplinks", 1): mapping = .deeplinks
            case ("auth", 2): mapping = .realm
            case ("containers", 2): mapping = .container
            case ("interceptors", 2) where path[1] == "-": mapping = .interceptor
            default: mapping = nil
            }
            guard let mapping else { return [] }
            return FormatVocabulary.keys(of: mapping).map {
                CompletionItem(label: $0, kind: .property, detail: "\(mapping.rawValue) key", insertText: $0 + ": ")
            }
        case .value(let key):
            func ids(_ kind: IDKind) -> [CompletionItem] {
                guard let graph else { return [] }
                return graph.index.ids(of: kind).map { id in
                    var detail = kind.rawValue
                    if kind == .route, let r = graph.graph?.route(id) { detail = "route " + r.pathText }
                    return CompletionItem(label: id, kind: .reference, detail: detail)
                }
            }
            func words(_ list: [String], _ what: String) -> [CompletionItem] {
                list.map { CompletionItem(label: $0, kind: .enumMember, detail: what) }
            }
            switch (key, top) {
            case ("to", _), ("login", _), ("show", _), ("tabs", _), ("selected", _), ("tab", "routes"):
                return ids(.route)
            case ("on", _): return [CompletionItem(label: "\"*\"", kind: .keyword, detail: "every route")] + ids(.route)
            case ("auth", "routes"), ("requires", _): return ids(.realm)
            case ("cache", "routes") where path.count == 2, ("lifetime", _): return ids(.lifetime)
            case ("embed", _):
                return [CompletionItem(label: "stack", kind: .keyword, detail: "a stack")] + ids(.container)
            case ("root", ""): return ids(.route) + ids(.container)
            case ("modals", "deeplinks"):
                return words(FormatVocabulary.deepLinkModals, "what a deep link does with modals")
            case ("presentation", _): return words(FormatVocabulary.presentations, "presentation")
            case ("kind", "containers"): return words(FormatVocabulary.containerKinds, "container kind")
            case ("behavior", _): return words(FormatVocabulary.restoreBehaviors, "restore behavior")
            case ("when", _): return words(FormatVocabulary.interceptorPhases, "interceptor phase")
            case ("priority", _): return words(FormatVocabulary.interceptorPriorities, "interceptor priority")
            case ("type", "routes"): return words(FormatVocabulary.paramTypes, "parameter type")
            case (_, "routes") where path.count == 3 && path[2] == "params":
                return words(FormatVocabulary.paramTypes, "parameter type")
            case (_, "lifetimes") where path.count == 1: return words(FormatVocabulary.lifetimeWords, "lifetime")
            case ("external", _), ("animated", _), ("dismissible", _), ("global", _), ("required", _),
                ("requiresAuth", _), ("once", _), ("restore", _):
                return words(FormatVocabulary.booleans, "boolean")
            default: return []
            }
        }
    }
}
