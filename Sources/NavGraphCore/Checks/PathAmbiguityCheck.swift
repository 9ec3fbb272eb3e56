/// Two routes may not claim the same URLs. Equal segments are a duplicate
/// path; equal shapes (literals kept, parameter names erased) an ambiguous
/// one. A literal and a parameter at the same position differ in shape, so
/// `/u/new` and `/u/:id` pass: the literal wins when matching. One dictionary
/// on the shape keeps this linear. The later route (file order) is reported,
/// with a label at the first.
public enum PathAmbiguityCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var firstByShape: [String: Int] = [:]
        for (index, route) in graph.routes.enumerated() {
            // Unparsable paths were reported by the decoder; duplicate ids too.
            guard route.path.isValid, graph.isPrimaryRoute(index) else { continue }
            let shape = route.path.shape
            guard let firstIndex = firstByShape[shape] else {
                firstByShape[shape] = index
                continue
            }
            let first = graph.routes[firstIndex]
            let label = DiagnosticLabel(span: first.path.span, message: "path of route '\(first.id)'")
            if first.path.segments == route.path.segments {
                out.append(Diagnostic(
                    .duplicatePath,
                    "path '\(route.path.text)' of route '\(route.id)' is already the path of route '\(first.id)'",
                    at: route.path.span, secondary: [label]))
            } else {
                out.append(Diagnostic(
                    .ambiguousPath,
                    "path '\(route.path.text)' of route '\(route.id)' matches the same URLs as '\(first.path.text)' of route '\(first.id)'",
                    at: route.path.span, secondary: [label],
                    notes: ["paths that differ only in parameter names are ambiguous, whatever the parameters' types"]))
            }
        }
        return out
    }
}
