import NavGraphCore
import NavGraphLSP
import NavGraphModel

/// Hover on an id: what the graph says about it, in Markdown.
extension Workspace {
    func hover(uri: String, position: Position) -> (String, LSPRange)? {
        guard let t = target(uri: uri, position: position), let graph = t.analysis.graph else { return nil }
        let range = TextPositions.range(of: Workspace.idSpan(t.span, id: t.key.id, in: t.source), in: t.source)
        let text: String?
        switch t.key.kind {
        case .route:
            text = graph.routeIndex[t.key.id].map {
                Workspace.describe(
                    route: $0, in: graph, incoming: t.analysis.incoming,
                    order: t.analysis.interceptorOrder ?? InterceptorOrder(graph: graph))
            }
        case .realm:
            text = graph.realm(t.key.id).map { realm in
                var lines = ["**realm** `\(realm.id)`", "", "- login: `\(realm.login.id)`"]
                if !realm.requires.isEmpty { lines.append("- requires: " + Workspace.codes(realm.requires.map(\.id))) }
                let guarded = graph.routes.filter { $0.auth.contains { $0.id == realm.id } }.map(\.id)
                lines.append("- guards: " + (guarded.isEmpty ? "no route" : Workspace.codes(guarded)))
                return lines.joined(separator: "\n")
            }
        case .lifetime:
            text = graph.lifetime(t.key.id).map { "**lifetime** `\($0.id)`: " + Workspace.describe($0.kind) }
        case .container:
            text = graph.container(t.key.id).map { c in
                var lines = ["**container** `\(c.id)`", ""]
                switch c.kind {
                case .tabs(let tabs, _):
                    lines.append("- kind: tabs")
                    lines.append("- tabs: " + Workspace.codes(tabs.map(\.id)))
                    if let s = c.selectedTab { lines.append("- selected: `\(s)`") }
                case .custom(let type):
                    lines.append("- kind: custom, type `\(type.value)`")
                }
                if let e = c.embed { lines.append("- embed: " + Workspace.describe(e)) }
                return lines.joined(separator: "\n")
            }
        case .interceptor:
            text = graph.interceptors.first { $0.id == t.key.id }.map { i in
                let on: String
                switch i.on {
                case .all: on = "`*` (every route but interceptor screens and login routes)"
                case .routes(let refs): on = Workspace.codes(refs.map(\.id))
                }
                return [
                    "**interceptor** `\(i.id)`", "", "- on: " + on, "- when: \(i.when.rawValue)",
                    "- priority: \(i.priority.rawValue)", "- shows: `\(i.show.id)`",
                    "- requiresAuth: \(i.requiresAuth)", "- once: \(i.once)",
                ].joined(separator: "\n")
            }
        }
        return text.map { ($0, range) }
    }

    static func describe(route r: Int, in graph: Graph, incoming: [[Int]], order: InterceptorOrder) -> String {
        let route = graph.routes[r]
        var lines = ["**route** `\(route.id)` — `\(route.pathText)`", "", "- screen: `\(route.screen)`"]
        if route.params.isEmpty {
            lines.append("- parameters: none")
        } else {
            lines.append("- parameters:")
            for p in route.params {
                var item = "  - `\(p.name)`: \(p.type.description)"
                item += p.isPath ? " (path)" : p.required ? " (query, required)" : " (query)"
                if let d = p.defaultValue { item += ", default `\(d.description)`" }
                lines.append(item)
            }
        }
        var presentation = route.presentation.rawValue
        if let e = route.embed { presentation += ", embedded in " + describe(e) }
        if !route.dismissible { presentation += ", not dismissible" }
        if !route.animated { presentation += ", not animated" }
        if route.external { presentation += ", external" }
        if route.global { presentation += ", global" }
        lines.append("- presentation: " + presentation)
        lines.append("- realms: " + (route.auth.isEmpty ? "none" : codes(route.auth.map(\.id))))
        // In execution order, as the core decides it for `sim` and `gen` alike.
        let phases: [(String, [Int])] = [("before", order.before(r)), ("after", order.interceptors(.after, of: r))]
        for (phase, list) in phases {
            let names = list.map { i -> String in
                let x = graph.interceptors[i]
                return "`\(x.id)` (\(x.priority.rawValue), shows `\(x.show.id)`)"
            }
            lines.append("- interceptors \(phase): " + (names.isEmpty ? "none" : names.joined(separator: ", ")))
        }
        if let c = route.cache {
            var cache = "`\(c.lifetime.id)`"
            if let l = graph.lifetime(c.lifetime.id) { cache += " (" + describe(l.kind) + ")" }
            if let key = c.key { cache += ", key `\(key.value)`" }
            lines.append("- cache: " + cache)
        } else {
            lines.append("- cache: none")
        }
        if let restore = route.restore {
            lines.append("- restoration: id `\(restore.id)`, \(restore.behavior.rawValue)")
        } else {
            lines.append("- restoration: none")
        }
        let from = r < incoming.count ? incoming[r].map { graph.routes[$0].id } : []
        lines.append("- linked from: " + (from.isEmpty ? "no route" : codes(from)))
        return lines.joined(separator: "\n")
    }

    static func describe(_ kind: Lifetime.Kind) -> String {
        switch kind {
        case .duration(let seconds): return "\(seconds) s after its screen leaves"
        case .session: return "until logout"
        case .app: return "until the app restarts"
        }
    }

    static func describe(_ e: Embedding) -> String {
        switch e {
        case .stack: return "a stack"
        case .container(let ref): return "`\(ref.id)`"
        }
    }

    static func codes(_ ids: [String]) -> String { ids.map { "`\($0)`" }.joined(separator: ", ") }
}
