import NavGraphEngine
import NavGraphModel

/// The graph's names by their bytes, for `PlainLineResolver`: built once a
/// run, beside the engine's tables (the engine never reads script text).
struct ScriptNames: Sendable {
    let routeNames: ByteNameTable
    let realmNames: ByteNameTable
    /// Aligned with `parameters`; a name that is not ASCII, or that an earlier
    /// name of its route equals, is a byte no script text holds (it never matches).
    let paramNameBytes: ByteNames

    init(_ tables: EngineGraph) {
        routeNames = ByteNameTable(tables.routeIDs) { tables.graph.routeIndex[$0] }
        realmNames = ByteNameTable(tables.realmIDs) { tables.graph.realmIndex[$0] }
        paramNameBytes = ByteNames(Self.lookupParamNames(tables.graph.routes))
    }

    /// Every route's parameter names in order, for lookups by bytes: a repeat
    /// of a name (only its first is found) and a name that is not ASCII are
    /// `U+FFFF`, which no script text equals. Repeats are found by a set past a
    /// handful of names, so a route with a hundred thousand costs linear time.
    package static func lookupParamNames(_ routes: [Route]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(routes.reduce(0) { $0 + $1.params.count })
        for r in routes {
            var seen: Set<String>? = r.params.count > 8 ? [] : nil
            for (k, p) in r.params.enumerated() {
                let first =
                    seen != nil ? seen!.insert(p.name).inserted : r.params[..<k].allSatisfy { $0.name != p.name }
                names.append(first && p.name.utf8.allSatisfy { $0 < 0x80 } ? p.name : "\u{FFFF}")
            }
        }
        return names
    }
}
