import NavGraphCore
import NavGraphEngine
import NavGraphLSP
import NavGraphModel
import NavGraphScript

/// Completion in scripts: commands, routes, realms, parameter names, assertion words.
extension Workspace {
    func scriptCompletion(doc: OpenDocument, prefix: Substring) -> [CompletionItem] {
        let graphAnalysis = script(doc.path)?.graphPath.map { readable(root: $0) }
        let graph = graphAnalysis?.graph
        func ids(_ kind: IDKind) -> [CompletionItem] {
            (graphAnalysis?.index.ids(of: kind) ?? []).map { id in
                var detail = kind.rawValue
                if kind == .route, let r = graph?.route(id) { detail = "route " + r.pathText }
                return CompletionItem(label: id, kind: .reference, detail: detail)
            }
        }
        if let comment = prefix.firstIndex(of: "#"), !prefix[..<comment].contains("\"") { return [] }
        // Inside `route(`: the route's parameter names.
        if let open = prefix.lastIndex(of: "("), !prefix[open...].contains(")") {
            let args = prefix[prefix.index(after: open)...]
            let current = args.split(separator: ",", omittingEmptySubsequences: false).last ?? ""
            guard !current.contains(":") else { return [] }
            let head = prefix[..<open]
            let routeID =
                head.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "," }).last.map(String.init) ?? ""
            guard let route = graph?.route(routeID) else { return [] }
            // A parameter given already is not offered again.
            let given = Set(
                args.split(separator: ",").dropLast().compactMap { arg in
                    arg.split(separator: ":").first.map { String($0.trimmingCharacters(in: " \t")) }
                })
            return route.params.filter { !given.contains($0.name) }.map {
                CompletionItem(label: $0.name, kind: .variable, detail: $0.type.description, insertText: $0.name + ": ")
            }
        }
        let tokens = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "[" || $0 == "," })
        // The word being typed is not yet a word of the line.
        let typing = prefix.last.map { $0 == " " || $0 == "[" || $0 == "," } ?? true
        let done = typing ? tokens.map(String.init) : tokens.dropLast().map(String.init)
        guard let command = done.first else { return words(ScriptWords.commands, "command") }
        switch command {
        case "open", "tab": return done.count == 1 ? ids(.route) : []
        case "finish": return done.count == 1 ? ids(.route) + words(["with"], "result") : []
        case "login": return done.count == 1 ? ids(.realm) : []
        case "expect":
            guard done.count >= 2 else { return words(ScriptWords.assertions, "assertion") }
            switch done[1] {
            case "top", "modal", "instance": return done.count == 2 ? ids(.route) : []
            case "stack", "screens": return ids(.route)
            case "auth": return done.count == 2 ? ids(.realm) : []
            case "failed": return done.count == 2 ? words(ScriptWords.failureReasons, "failure") : []
            case "no":
                if done.count == 2 { return words(ScriptWords.negated, "assertion") }
                return done.count == 3 && done[2] == "auth" ? ids(.realm) : []
            default: return []
            }
        default: return []
        }
    }

    private func words(_ list: [String], _ what: String) -> [CompletionItem] {
        list.map { CompletionItem(label: $0, kind: .keyword, detail: what) }
    }
}
