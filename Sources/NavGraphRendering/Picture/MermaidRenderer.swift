import NavGraphCore
import NavGraphModel

/// Prints a `GraphPicture` as a Mermaid flowchart (`navgraph graph --format
/// mermaid`), for Markdown. Node ids are prefixed (`r_home`, `c_main`) so no
/// route id can collide with a Mermaid keyword such as `end`; labels are
/// quoted with `"` written as `#quot;`.
///
/// Legend: `-->` a `to` edge; `-. label .->` an interceptor; `== label ==>` a
/// login. Classes `protected`, `external`, `unreachable` and `cycle` style
/// the nodes; cycle edges are drawn red with `linkStyle`.
public struct MermaidRenderer: Sendable {
    public init() {}

    public func render(_ picture: GraphPicture) -> String {
        var out = "flowchart LR\n"
        let byID = Dictionary(picture.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        if picture.start != nil {
            out += "  start((\" \"))\n"
        }
        if picture.hasEveryRouteNode {
            out += "  every([\"every route\"])\n"
        }
        for cluster in picture.clusters { renderCluster(cluster, byID: byID, indent: "  ", into: &out) }
        for id in picture.looseRoutes { if let n = byID[id] { out += "  " + nodeLine(n) + "\n" } }

        var linkIndex = 0
        var cycleLinks: [Int] = []
        if let start = picture.start {
            out += "  start --> \(nodeID(start))\n"
            linkIndex += 1
        }
        for e in picture.edges {
            let from = e.from == GraphPicture.everyRoute ? "every" : nodeID(e.from)
            switch e.kind {
            case .to:
                out += "  \(from) --> \(nodeID(e.to))\n"
            case .interceptor(let id, let when, let priority):
                out += "  \(from) -. \(text("\(id): \(when.rawValue), \(priority.rawValue)")) .-> \(nodeID(e.to))\n"
            case .login(let realm):
                out += "  \(from) == \(text("login: " + realm)) ==> \(nodeID(e.to))\n"
            }
            if e.inCycle { cycleLinks.append(linkIndex) }
            linkIndex += 1
        }

        out += "  classDef protected fill:#fff8c5,stroke:#24292f\n"
        out += "  classDef external stroke:#0969da,stroke-width:3px\n"
        out += "  classDef unreachable fill:#ffebe9,stroke:#cf222e,color:#cf222e\n"
        out += "  classDef cycle stroke:#cf222e,stroke-width:3px\n"
        let classes: [(String, (GraphPicture.Node) -> Bool)] = [
            ("protected", { !$0.realms.isEmpty && !$0.unreachable }),
            ("external", { $0.external }),
            ("unreachable", { $0.unreachable }),
            ("cycle", { $0.inCycle }),
        ]
        for (name, test) in classes {
            let members = picture.nodes.filter(test).map { nodeID($0.id) }
            if !members.isEmpty { out += "  class \(members.joined(separator: ",")) \(name)\n" }
        }
        if !cycleLinks.isEmpty {
            out += "  linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) stroke:#cf222e,stroke-width:3px\n"
        }
        return out
    }

    private func renderCluster(
        _ c: GraphPicture.Cluster, byID: [String: GraphPicture.Node], indent: String, into out: inout String
    ) {
        out += "\(indent)subgraph c_\(MermaidRenderer.token(c.id))[\(text(c.id + " (" + c.kind + ")"))]\n"
        for id in c.routes { if let n = byID[id] { out += indent + "  " + nodeLine(n) + "\n" } }
        for child in c.children { renderCluster(child, byID: byID, indent: indent + "  ", into: &out) }
        out += "\(indent)end\n"
    }

    func nodeLine(_ n: GraphPicture.Node) -> String {
        let label = text(([n.id] + n.detailLines).joined(separator: "\n"))
        // A stadium for modals, a box for the rest.
        return n.presentation == .modal ? "\(nodeID(n.id))([\(label)])" : "\(nodeID(n.id))[\(label)]"
    }

    func nodeID(_ routeID: String) -> String { "r_" + MermaidRenderer.token(routeID) }

    /// An id Mermaid reads as one token: ASCII letters, digits and `_` kept,
    /// anything else (in a graph with invalid ids) spelled `_uHEX_`.
    static func token(_ id: String) -> String {
        var out = ""
        for u in id.unicodeScalars {
            let ascii = u.isASCII && (u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "_")
            out += ascii ? String(u) : "_u" + String(u.value, radix: 16) + "_"
        }
        return out
    }

    /// A quoted Mermaid label: `"` as `#quot;`, newlines as `<br/>`, `<`, `>`, `#` and `%` as entities.
    func text(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "#quot;"
            case "\n": out += "<br/>"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "#": out += "#35;"
            // Mermaid reads `%%{init: ...}%%` directives anywhere in the text, quoted or not.
            case "%": out += "#37;"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}
