/// Random graphs for the differential tests of `gen` against the core (what
/// `sim` executes): every kind of parameter (each type, path or query,
/// required, with a default, both), paths over a small vocabulary (so
/// literals meet and parameters sit beside literals), realms with `requires`,
/// and interceptors of every stage, priority and target. Every reference
/// resolves and no two paths have one shape, so `gen` can print the graph;
/// some findings of `check` remain (cycles, `required` with a default) on
/// purpose: whatever reaches `gen` and `sim` must mean the same to both.
public struct RandomGraph {
    public struct Param: Sendable {
        public var name: String
        /// `string`, `int`, `double`, `bool`, `uuid` or `[a, b, c]`.
        public var type: String
        public var required: Bool
        /// As written in YAML (a plain or quoted scalar).
        public var defaultValue: String?
    }

    public static let words = ["a", "b", "c", "item", "new", "edit", "x"]
    public static let enumWords = ["red", "green", "blue"]
    public static let types = ["string", "int", "double", "bool", "uuid", "[red, green, blue]"]

    public private(set) var yaml = ""

    public init(name: String, seed: UInt64, routes count: Int) {
        var rng = SplitMix(state: seed)
        func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
        var lines = ["navgraph: 1", "name: \(name)", "scheme: \(name.lowercased())", "root: r0"]
        let realmCount = Int.random(in: 1...3, using: &rng)
        lines.append("auth:")
        for k in 0..<realmCount {
            // Realm k's login is route r(1 + k); it may require an earlier realm.
            let requires = k > 0 && chance(2) ? ", requires: [realm\(Int.random(in: 0..<k, using: &rng))]" : ""
            lines.append("  realm\(k): { login: r\(1 + k)\(requires) }")
        }
        lines.append("routes:")
        var shapes = Set<String>()
        var r = 0
        while r < count {
            var segments: [String] = []
            var shape: [String] = []
            var params: [Param] = []
            for k in 0..<Int.random(in: 0...3, using: &rng) {
                if chance(3) {
                    segments.append(":p\(k)")
                    shape.append(":")
                    params.append(Param(name: "p\(k)", type: Self.types.randomElement(using: &rng)!, required: true))
                } else {
                    let word = Self.words.randomElement(using: &rng)!
                    segments.append(word)
                    shape.append(word)
                }
            }
            guard shapes.insert(shape.joined(separator: "/")).inserted else { continue }
            for k in 0..<Int.random(in: 0...3, using: &rng) {
                let type = Self.types.randomElement(using: &rng)!
                var defaultValue: String?
                if chance(2) { defaultValue = Self.value(of: type, &rng) }
                params.append(Param(name: "q\(k)", type: type, required: chance(3), defaultValue: defaultValue))
            }
            var route = ["path: /\(segments.joined(separator: "/"))"]
            if !params.isEmpty {
                route.append(
                    "params: { "
                        + params.map { p in
                            var fields = ["type: \(p.type)"]
                            if p.required && !p.name.hasPrefix("p") { fields.append("required: true") }
                            if let d = p.defaultValue { fields.append("default: \(d)") }
                            return "\(p.name): { \(fields.joined(separator: ", ")) }"
                        }.joined(separator: ", ") + " }")
            }
            if chance(2) { route.append("external: true") }
            if r > realmCount, chance(3) {
                let realms = (0..<realmCount).filter { _ in chance(2) }.map { "realm\($0)" }
                if !realms.isEmpty { route.append("auth: [\(realms.joined(separator: ", "))]") }
            }
            if (1...realmCount).contains(r) || chance(4) { route.append("presentation: modal") }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: route.append("restore: true")
            case 1: route.append("restore: { id: saved\(r), behavior: allow }")
            case 2: route.append("restore: { behavior: reject }")
            default: break
            }
            // Every route is reachable from the root, and the root from every route.
            route.append(r == 0 ? "to: [\((1..<count).map { "r\($0)" }.joined(separator: ", "))]" : "to: [r0]")
            lines.append("  r\(r): { \(route.joined(separator: ", ")) }")
            r += 1
        }
        lines.append("interceptors:")
        for k in 0..<Int.random(in: 0...6, using: &rng) {
            let on =
                chance(3)
                ? "\"*\""
                : "["
                    + (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                        "r\(Int.random(in: 0..<count, using: &rng))"
                    }.joined(separator: ", ") + "]"
            var fields = ["id: i\(k)", "on: \(on)", "show: r\(Int.random(in: 1..<count, using: &rng))"]
            if chance(3) { fields.append("when: after") }
            fields.append("priority: \(["low", "medium", "high", "mandatory"].randomElement(using: &rng)!)")
            if chance(2) { fields.append("requiresAuth: true") }
            if chance(3) { fields.append("once: true") }
            lines.append("  - { \(fields.joined(separator: ", ")) }")
        }
        if lines.last == "interceptors:" { lines.removeLast() }
        yaml = lines.joined(separator: "\n") + "\n"
    }

    /// A valid value of a type, as YAML.
    static func value(of type: String, _ rng: inout SplitMix) -> String {
        switch type {
        case "string": return ["\"\"", "hello", "\"a b\"", "\"x/y?z\""].randomElement(using: &rng)!
        case "int": return String(Int.random(in: -50...50, using: &rng))
        case "double": return ["0.5", "2", "-1.25", "1e3"].randomElement(using: &rng)!
        case "bool": return Bool.random(using: &rng) ? "true" : "false"
        case "uuid": return "8E0C8C8A-1111-2222-3333-444455556666"
        default: return enumWords.randomElement(using: &rng)!
        }
    }
}
