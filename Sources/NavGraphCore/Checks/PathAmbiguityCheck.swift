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
    private var hashes: [UInt64]
    private var routes: [Int32]
    private let mask: Int
    /// A random start per table, so a file cannot be written to collide.
    private let basis = UInt64.random(in: 1...UInt64.max)

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        hashes = [UInt64](repeating: 0, count: size)
        routes = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// Records `index` under its shape, or returns the route that has it already.
    mutating func insert(_ index: Int, path: RoutePath, in graph: Graph) -> Int? {
        let hash = ShapeTable.hash(path, basis: basis)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while routes[slot] >= 0 {
            if hashes[slot] == hash, ShapeTable.sameShape(graph.routes[Int(routes[slot])].path, path) {
                return Int(routes[slot])
            }
            slot = (slot + 1) & mask
        }
        hashes[slot] = hash
        routes[slot] = Int32(index)
        return nil
    }

    static func hash(_ path: RoutePath, basis: UInt64) -> UInt64 {
        var h: UInt64 = basis
        @inline(__always) func mix(_ byte: UInt8) {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        let segments = path.segments
        for k in segments.indices {
            mix(0x2F)  // "/"
            switch segments[k] {
            case .literal(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    for b in text.utf8 { mix(b) }
                } else {
                    // Non-ASCII text compares by canonical equivalence (`é` is `e` and
                    // a combining accent); the standard hash is normalisation-aware.
                    var v = UInt64(bitPattern: Int64(text.hashValue))
                    for _ in 0..<8 { mix(UInt8(truncatingIfNeeded: v)); v >>= 8 }
                }
            case .param: mix(0x3A)  // ":" never starts a literal segment
            }
        }
        return h
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
