import NavGraphSupport

/// Two routes may not claim the same URLs. Equal segments are a duplicate
/// path; equal shapes (literals kept, parameter names erased) an ambiguous
/// one. A literal and a parameter at the same position differ in shape, so
/// `/u/new` and `/u/:id` pass: the literal wins when matching. One hash table
/// on the shape keeps this linear. The later route (file order) is reported,
/// with a label at the first.
public enum PathAmbiguityCheck: GraphCheck {
    public static func run(on graph: Graph) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var firstByShape = ShapeTable(capacity: graph.routes.count)
        for index in graph.routes.indices {
            // Unparsable paths were reported by the decoder; duplicate ids too.
            let path = graph.routes[index].path
            guard path.isValid, graph.isPrimaryRoute(index) else { continue }
            guard let firstIndex = firstByShape.insert(index, path: path, in: graph) else { continue }
            let route = graph.routes[index]
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

/// Routes by path shape (literals kept, parameter names erased), hashed with
/// FNV-1a over the shape's bytes into an open-addressed table: no strings
/// built, no seeded hasher per route. Equal hashes are confirmed segment by
/// segment, so a collision costs time, never a wrong finding.
struct ShapeTable {
    private var slots: HashedSlots
    private let basis = FNV1a.randomBasis()

    init(capacity: Int) { slots = HashedSlots(capacity: capacity) }

    /// Records `index` under its shape, or returns the route that has it already.
    mutating func insert(_ index: Int, path: RoutePath, in graph: Graph) -> Int? {
        let hash = ShapeTable.hash(path, basis: basis)
        if let first = slots.find(hash, where: { ShapeTable.sameShape(graph.routes[Int($0)].path, path) }) {
            return Int(first)
        }
        slots.insert(hash, Int32(index))
        return nil
    }

    static func hash(_ path: RoutePath, basis: UInt64) -> UInt64 {
        var h = FNV1a(basis: basis)
        let segments = path.segments
        for k in segments.indices {
            h.mix(UInt8(0x2F))  // "/"
            switch segments[k] {
            case .literal(let text): h.mix(text)
            case .param: h.mix(UInt8(0x3A))  // ":" never starts a literal segment
            }
        }
        return h.value
    }

    static func sameShape(_ a: RoutePath, _ b: RoutePath) -> Bool {
        guard a.segments.count == b.segments.count else { return false }
        for (x, y) in zip(a.segments, b.segments) {
            switch (x, y) {
            case (.literal(let l), .literal(let m)): if l != m { return false }
            case (.param, .param): continue
            default: return false
            }
        }
        return true
    }
}
