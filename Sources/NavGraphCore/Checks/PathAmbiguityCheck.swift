/// Two routes may not claim the same URLs. Equal segments are a duplicate
/// path; equal shapes (literals kept, parameter names erased) an ambiguous
/// one. A literal and a parameter at the same position differ in shape, so
/// `/u/new` and `/u/:id` pass: the literal wins when matching. One dictionary
/// on the shape keeps this linear. The later route (file order) is reported,
/// with a label at the first.
public enum PathAmbiguityCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var firstByShape: [ShapeKey: Int] = [:]
        firstByShape.reserveCapacity(graph.routes.count)
        for (index, route) in graph.routes.enumerated() {
            // Unparsable paths were reported by the decoder; duplicate ids too.
            guard route.path.isValid, graph.isPrimaryRoute(index) else { continue }
            let shape = ShapeKey(path: route.path)
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

/// A path's shape as a dictionary key without building its string: literals
/// compare by text, every parameter equals every other.
struct ShapeKey: Hashable {
    let path: RoutePath

    static func == (a: ShapeKey, b: ShapeKey) -> Bool {
        guard a.path.segments.count == b.path.segments.count else { return false }
        for (x, y) in zip(a.path.segments, b.path.segments) {
            switch (x, y) {
            case (.literal(let l), .literal(let m)): if l != m { return false }
            case (.param, .param): continue
            default: return false
            }
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path.segments.count)
        for segment in path.segments {
            switch segment {
            case .literal(let l): hasher.combine(l)
            case .param: hasher.combine(0x2F3A)  // "/:"
            }
        }
    }
}
