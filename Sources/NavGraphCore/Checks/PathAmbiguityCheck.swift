import NavGraphModel
import NavGraphSupport

extension DiagnosticCode {
    public static let duplicatePath = DiagnosticCode("duplicate-path")
    public static let ambiguousPath = DiagnosticCode("ambiguous-path")
}

extension PathAmbiguityCheck {
    public static let rules: [DiagnosticRule] = [
        DiagnosticRule(
            .duplicatePath, .paths,
            summary: "Two routes with the same path.",
            fix: "Give one of the routes another path.",
            manual: #"""
                Two routes with the same path.
                """#
        ),
        DiagnosticRule(
            .ambiguousPath, .paths,
            summary: "Two route paths that match the same URLs.",
            fix: "Make the paths differ in a literal segment; parameters' names and types do not tell URLs apart.",
            manual: #"""
                Two paths that match the same URLs, whatever their parameters' names and
                types:
                .Ql /u/:id
                and
                .Ql /u/:name .
                A literal segment takes precedence over a parameter at the same position,
                so
                .Ql /u/new
                and
                .Ql /u/:id
                are not ambiguous.
                """#
        ),
    ]
}

/// Two routes may not claim the same URLs. Equal segments are a duplicate
/// path; equal shapes (literals kept, parameter names erased) an ambiguous
/// one. A literal and a parameter at the same position differ in shape, so
/// `/u/new` and `/u/:id` pass: the literal wins when matching. Routes of one
/// shape end at one node of the path trie (the matcher's own), which keeps
/// this linear. The later route (file order) is reported, with a label at the
/// first.
public enum PathAmbiguityCheck: StaticCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // Unparsable paths were reported by the decoder, duplicate ids too: the trie leaves them out.
        let trie = graph.pathTrie
        for index in graph.routes.indices {
            let end = trie.ends[index]
            guard end >= 0, case let firstIndex = Int(trie.nodes[Int(end)].route), firstIndex != index else { continue }
            let route = graph.routes[index]
            let first = graph.routes[firstIndex]
            let label = DiagnosticLabel(span: first.path.span, message: "path of route '\(first.id)'")
            if first.path.segments == route.path.segments {
                out.append(
                    Diagnostic(
                        .duplicatePath,
                        "path '\(route.path.text)' of route '\(route.id)' is already the path of route '\(first.id)'",
                        at: route.path.span, secondary: [label]))
            } else {
                out.append(
                    Diagnostic(
                        .ambiguousPath,
                        "path '\(route.path.text)' of route '\(route.id)' matches the same URLs as '\(first.path.text)' of route '\(first.id)'",
                        at: route.path.span, secondary: [label],
                        notes: [
                            "paths that differ only in parameter names are ambiguous, whatever the parameters' types"
                        ]))
            }
        }
        return out
    }
}
