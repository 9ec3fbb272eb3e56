import NavGraphCore
import NavGraphModel

/// Prints a `GraphPicture` as Graphviz DOT (`navgraph graph --format dot`),
/// for `dot -Tsvg`. Every string goes through `quote`, so no id or path can
/// break the syntax.
///
/// Legend: `to` edges solid; interceptor edges dashed purple, labelled with
/// the interceptor; login edges dotted orange, labelled with the realm.
/// Protected routes are filled amber; external routes have a double border;
/// unreachable routes are filled red; cycle members and cycle edges are drawn
/// thick red. Containers are boxes around the routes shown in them.
public struct DOTRenderer: Sendable {
    public init() {}

    enum Palette {
        static let ink = "#24292f"
        static let interceptor = "#8250df"
        static let login = "#bc4c00"
        static let protected = "#fff8c5"
        static let external = "#0969da"
        static let problem = "#cf222e"
        static let unreachableFill = "#ffebe9"
        static let cluster = "#57606a"
    }

    public func render(_ picture: GraphPicture) -> String {
        var out = "digraph \(quote(picture.name)) {\n"
        out +=
            "  graph [rankdir=LR, compound=true, fontname=\"Helvetica\", fontsize=14, label=\(quote(picture.name + " navigation")), labelloc=t, nodesep=0.3, ranksep=0.6];\n"
        out +=
            "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=11, color=\(quote(Palette.ink)), fontcolor=\(quote(Palette.ink))];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9, color=\(quote(Palette.ink)), arrowsize=0.7];\n"

        let byID = Dictionary(picture.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        if picture.start != nil {
            out +=
                "  \"(start)\" [shape=circle, style=filled, fillcolor=\(quote(Palette.ink)), label=\"\", width=0.15, fixedsize=true];\n"
        }
        if picture.hasEveryRouteNode {
            out +=
                "  \(quote(GraphPicture.everyRoute)) [shape=plaintext, label=\"every route\", fontcolor=\(quote(Palette.interceptor))];\n"
        }
        for cluster in picture.clusters { renderCluster(cluster, byID: byID, indent: "  ", into: &out) }
        for id in picture.looseRoutes { if let n = byID[id] { out += "  " + nodeLine(n) + "\n" } }

        if let start = picture.start {
            var attrs = ["arrowhead=normal"]
            if let c = picture.startContainer { attrs.append("lhead=\(quote("cluster_" + c))") }
            out += "  \"(start)\" -> \(quote(start)) [\(attrs.joined(separator: ", "))];\n"
        }
        for edge in picture.edges { out += "  " + edgeLine(edge) + "\n" }
        out += "}\n"
        return out
    }

    private func renderCluster(
        _ c: GraphPicture.Cluster, byID: [String: GraphPicture.Node], indent: String, into out: inout String
    ) {
        out += "\(indent)subgraph \(quote("cluster_" + c.id)) {\n"
        out +=
            "\(indent)  label=\(quote(c.id + " (" + c.kind + ")")); style=\"rounded,dashed\"; color=\(quote(Palette.cluster)); fontcolor=\(quote(Palette.cluster)); fontsize=11;\n"
        for id in c.routes { if let n = byID[id] { out += indent + "  " + nodeLine(n) + "\n" } }
        for child in c.children { renderCluster(child, byID: byID, indent: indent + "  ", into: &out) }
        out += "\(indent)}\n"
    }

    func nodeLine(_ n: GraphPicture.Node) -> String {
        var attrs = ["label=" + label([n.id] + n.detailLines)]
        var styles = ["rounded"]
        if n.unreachable {
            styles.append("filled")
            attrs.append("fillcolor=\(quote(Palette.unreachableFill))")
            attrs.append("color=\(quote(Palette.problem))")
            attrs.append("fontcolor=\(quote(Palette.problem))")
        } else if !n.realms.isEmpty {
            styles.append("filled")
            attrs.append("fillcolor=\(quote(Palette.protected))")
        }
        if n.external {
            attrs.append("peripheries=2")
            if !n.unreachable { attrs.append("color=\(quote(Palette.external))") }
        }
        if n.inCycle {
            styles.append("bold")
            attrs.append("penwidth=2.5")
            if !n.unreachable { attrs.append("color=\(quote(Palette.problem))") }
        }
        if n.isRoot { styles.append("bold") }
        attrs.insert("style=\(quote(styles.joined(separator: ",")))", at: 1)
        return "\(quote(n.id)) [\(attrs.joined(separator: ", "))];"
    }

    func edgeLine(_ e: GraphPicture.Edge) -> String {
        var attrs: [String] = []
        switch e.kind {
        case .to:
            break
        case .interceptor(let id, let when, let priority):
            attrs += [
                "style=dashed", "color=\(quote(Palette.interceptor))", "fontcolor=\(quote(Palette.interceptor))",
                "label=" + label([id, "\(when.rawValue), \(priority.rawValue)"]),
            ]
        case .login(let realm):
            attrs += [
                "style=dotted", "color=\(quote(Palette.login))", "fontcolor=\(quote(Palette.login))",
                "label=" + label(["login: " + realm]),
            ]
        }
        if e.inCycle {
            attrs.removeAll { $0.hasPrefix("color=") }
            attrs += ["color=\(quote(Palette.problem))", "penwidth=2.5"]
        }
        let tail = attrs.isEmpty ? ";" : " [\(attrs.joined(separator: ", "))];"
        return "\(quote(e.from)) -> \(quote(e.to))" + tail
    }

    /// A centred multi-line label.
    func label(_ lines: [String]) -> String {
        quote(lines.joined(separator: "\n"))
    }

    /// A DOT double-quoted string: `"` and `\` escaped, newlines as `\n`.
    func quote(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": break
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}
