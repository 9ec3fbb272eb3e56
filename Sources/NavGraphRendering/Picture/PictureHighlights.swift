import NavGraphCore
import NavGraphModel

/// What a picture marks as wrong: unreachable routes and the members of
/// cycles. Read from `check`'s own findings, so the picture and the report
/// always agree on what is wrong.
public struct PictureHighlights: Sendable, Hashable {
    /// Route ids no navigation reaches.
    public var unreachable: Set<String>
    /// Each cycle as the ids it passes through, in order (the last id leads
    /// back to the first). Ids that are not routes (a realm, `*`) are kept so
    /// the order stays meaningful; only routes are drawn as highlighted.
    public var cycles: [[String]]
    /// Routes that push each other in cycles (a strongly connected component
    /// of push edges): every member and every `to` edge between members is on
    /// some cycle, not only the shortest one a finding prints.
    public var components: [[String]]

    public init(unreachable: Set<String> = [], cycles: [[String]] = [], components: [[String]] = []) {
        self.unreachable = unreachable
        self.cycles = cycles
        self.components = components
    }

    public static let none = PictureHighlights()

    /// Route ids on some cycle.
    public var cycleMembers: Set<String> { Set(cycles.joined()).union(components.joined()) }

    /// The component of each route that is in one (an index into `components`).
    public var componentOf: [String: Int] {
        var out: [String: Int] = [:]
        for (i, members) in components.enumerated() { for id in members { out[id] = i } }
        return out
    }

    /// Consecutive pairs of every cycle, the closing pair included.
    public var cycleSteps: Set<Step> {
        var steps: Set<Step> = []
        for cycle in cycles where !cycle.isEmpty {
            for (i, id) in cycle.enumerated() {
                steps.insert(Step(from: id, to: cycle[(i + 1) % cycle.count]))
            }
        }
        return steps
    }

    public struct Step: Sendable, Hashable {
        public var from: String
        public var to: String
    }

    /// Codes whose message prints a cycle of routes as `a -> b -> a`.
    static let cycleCodes: Set<DiagnosticCode> = [.pushCycle, .interceptorCycle]

    /// The highlights `diagnostics` (from `GraphCheck.run`, static only or
    /// explored) imply for `graph`. Linear in the findings' size.
    public static func from(_ diagnostics: [Diagnostic], in graph: Graph) -> PictureHighlights {
        var byKeySpan: [Span: String] = [:]
        for route in graph.routes where byKeySpan[route.span] == nil { byKeySpan[route.span] = route.id }
        var result = PictureHighlights()
        if diagnostics.contains(where: { $0.code == .pushCycle }) {
            result.components = PushCycleCheck.pushComponents(of: graph).map { $0.map { graph.routes[$0].id } }
        }
        for d in diagnostics {
            if d.code == .unreachableRoute {
                if let id = byKeySpan[d.span]
                    ?? quotedNames(in: d.message).first(where: { graph.routeIndex[$0] != nil })
                {
                    result.unreachable.insert(id)
                }
            } else if cycleCodes.contains(d.code), let cycle = cycle(in: d.message) {
                result.cycles.append(cycle)
            }
        }
        return result
    }

    /// The ids of the first `a -> b -> ... -> a` chain in a message (quotes
    /// stripped, the closing repeat of the first id dropped).
    static func cycle(in message: String) -> [String]? {
        let parts = split(message, on: " -> ")
        guard parts.count >= 2 else { return nil }
        var ids: [String] = []
        for (i, part) in parts.enumerated() {
            // The first part ends with the first id, the last starts with the
            // last id; the middle parts are ids themselves.
            let word: Substring
            if i == 0 {
                word = part.split(separator: " ").last ?? ""
            } else if i == parts.count - 1 {
                word = part.split(separator: " ").first ?? ""
            } else {
                word = Substring(part)
            }
            ids.append(strip(word))
        }
        if ids.count > 1, ids.first == ids.last { ids.removeLast() }
        return ids.contains(where: \.isEmpty) ? nil : ids
    }

    /// `text` cut at every occurrence of `separator` (no Foundation in the core).
    static func split(_ text: String, on separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(text)
        while let r = rest.firstRange(of: separator) {
            parts.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    /// `'a'`, `"a"`, `a,`, `(a)` -> `a`.
    private static func strip(_ word: Substring) -> String {
        let junk: Set<Character> = ["'", "\"", "`", ",", ".", ":", ";", "(", ")", "[", "]"]
        var w = word
        while let f = w.first, junk.contains(f) { w = w.dropFirst() }
        while let l = w.last, junk.contains(l) { w = w.dropLast() }
        return String(w)
    }

    /// Names written in single quotes, in order: `route 'x' is unreachable` -> [x].
    static func quotedNames(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
