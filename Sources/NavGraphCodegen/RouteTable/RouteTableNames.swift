import NavGraphCore

/// Every Swift name the route table uses, decided once so that each
/// declaration and each use agree, and so that no two names clash.
struct RouteTableNames: Sendable {
    let graphName: String
    var routeType: String { graphName + "Route" }
    var graphType: String { graphName + "Graph" }
    var realmType: String { graphName + "Realm" }
    var lifetimeType: String { graphName + "Lifetime" }
    var containerType: String { graphName + "Container" }
    var interceptorType: String { graphName + "Interceptor" }

    /// Case names (in both the route enum and `Route.ID`), by route index.
    private(set) var routeCases: [String] = []
    /// The same, as printed (in backticks when a keyword), decided once.
    private(set) var routeNames = SwiftNameTable()
    /// Route id -> route index (the graph's own index).
    private let routeIndex: [String: Int]
    /// Enum type name -> word -> case name.
    private(set) var enumCases: [String: [String: String]] = [:]
    private(set) var realmCases: [String: String] = [:]
    private(set) var lifetimeCases: [String: String] = [:]
    private(set) var containerCases: [String: String] = [:]
    private(set) var interceptorCases: [String: String] = [:]
    /// Every route's parameters as Swift (built once, used by the enum, the
    /// path writer and the path reader), `chunkSize` routes a chunk; see `params(_:)`.
    private var paramChunks: [ParamChunk] = []
    static let chunkSize = 8192

    /// Route `r`'s parameters, in the graph's order.
    func params(_ r: Int) -> ArraySlice<ParameterCode> {
        let c = r / Self.chunkSize
        return paramChunks[c].params[paramChunks[c].range(r % Self.chunkSize)]
    }

    /// The parameters of a run of routes, route after route.
    struct ParamChunk {
        var params: [ParameterCode] = []
        /// Where each route's parameters end in `params`.
        var ends: [Int32] = []
        /// The routes' identifiers (while the chunk is being made).
        var identifiers: [String] = []

        func range(_ k: Int) -> Range<Int> { (k == 0 ? 0 : Int(ends[k - 1]))..<Int(ends[k]) }

        /// Adds a route's parameters. Labels are the parameter names (unique in
        /// a route) made identifiers; a clash (or `_`) takes a suffix. Enum
        /// types are named later, in order.
        mutating func add(_ route: Route) {
            let first = params.count
            for (p, param) in route.params.enumerated() {
                var label = SwiftNames.identifier(for: param.name)
                while RouteTableNames.reservedLabels.contains(label) || params[first...].contains(where: { $0.label == label }) {
                    label += "_"
                }
                params.append(ParameterCode(route: route, param: p, label: label, enumType: nil, enumCases: nil))
            }
            ends.append(Int32(params.count))
        }
    }

    /// Names a case can never take: members of every generated enum.
    /// (`none` and `some` too: `return .none` where an optional is expected
    /// would mean `Optional.none`.)
    static let enumMembers: Set<String> = [
        "init", "self", "Self", "Type", "Protocol", "super", "_", "rawValue", "allCases", "hashValue", "hash",
        "description", "debugDescription", "none", "some",
    ]

    /// Names a parameter's binding may not take: the generated code refers
    /// to these unqualified where the bindings are in scope.
    static let reservedLabels: Set<String> = ["_", "Parsing", "UUID", "String"]

    /// Members of the route enum and of `Route.ID`.
    static let routeMembers: Set<String> = enumMembers.union([
        "id", "path", "url", "pattern", "screen", "presentation", "embedding", "realms", "isExternal", "isGlobal",
        "cache", "restoration", "isAnimated", "transition", "isDismissible", "resultType", "destinations",
        "interceptors", "beforeInterceptors", "afterInterceptors",
    ])

    /// Above this many routes a `switch` over the route enum (whose cases
    /// carry values) gets a `default:`: Swift's exhaustiveness check gives up
    /// on such switches with many hundreds of cases ("unable to check that
    /// this switch is exhaustive in reasonable time").
    static let exhaustiveSwitchLimit = 100

    /// The unreachable `default:` of a large switch over the route enum.
    static func unreachableDefault(routeCount: Int) -> [SwiftNode] {
        guard routeCount > exhaustiveSwitchLimit else { return [] }
        return [.caseLabel("default: preconditionFailure(\"every route has its case above\")", [])]
    }

    /// `case .name` (a pattern of the route enum or of `ID`).
    func writeCase(_ r: Int, _ w: inout SwiftWriter) {
        w.fixed("case .")
        w.name(routeNames, r)
    }

    /// Types nested in the route enum besides the parameter enums, and the
    /// type names the generated code uses inside it (a nested type of the same
    /// name would shadow them).
    static let routeNestedTypes: Set<String> = [
        "ID", "Parsing", "String", "Substring", "Int", "Int64", "Double", "Bool", "UUID", "URL", "Set", "Array",
        "Optional", "Error", "Hashable", "Sendable", "CaseIterable", "Comparable",
        // The parser's byte-level code: a param enum `UInt8` (route `u_int`,
        // param `_8`) would break `UInt8(ascii:)`.
        "UInt8", "UTF8", "Unicode", "Character", "TimeInterval", "Never", "Void",
    ]

    init(graph: Graph) {
        graphName = SwiftNames.upperCamelIfNeeded(graph.name.value)
        var routes = NameScope(reserved: Self.routeMembers, suffix: "Route", capacity: graph.routes.count)
        routeIndex = graph.routeIndex
        var typeScope = NameScope(
            reserved: Self.routeNestedTypes.union([
                graphName + "Route", graphName + "Graph", graphName + "Realm", graphName + "Lifetime",
                graphName + "Container", graphName + "Interceptor",
            ]),
            suffix: "Value")
        routeCases.reserveCapacity(graph.routes.count)
        routeNames = SwiftNameTable(capacity: graph.routes.count)
        // What depends on the route alone (its identifier, its parameters and
        // their labels) is made side by side, a chunk of routes at a time...
        let all = graph.routes
        let size = Self.chunkSize
        var chunks = Parallel.map((all.count + size - 1) / size,
                                  parallel: all.count >= RouteTableGenerator.parallelRoutes) { c -> ParamChunk in
            var chunk = ParamChunk()
            for r in c * size..<min(c * size + size, all.count) {
                chunk.identifiers.append(SwiftNames.identifier(for: all[r].id))
                chunk.add(all[r])
            }
            return chunk
        }
        // ...and what must be unique across routes is decided in the graph's
        // order: case names, and the names of enum parameters' types.
        for c in chunks.indices {
            for k in chunks[c].identifiers.indices {
                let caseName = routes.claim(chunks[c].identifiers[k])
                routeCases.append(caseName)
                routeNames.append(caseName)
                let route = all[c * size + k]
                for i in chunks[c].range(k) {
                    guard case .enumeration(let words) = chunks[c].params[i].param.type else { continue }
                    let param = chunks[c].params[i]
                    let typeName = typeScope.claim(SwiftNames.upperCamel(route.id) + SwiftNames.upperCamel(param.param.name))
                    var cases = NameScope(reserved: Self.enumMembers, suffix: "Case")
                    for word in words where enumCases[typeName]?[word] == nil {
                        enumCases[typeName, default: [:]][word] = cases.claim(SwiftNames.identifier(for: word))
                    }
                    chunks[c].params[i] = ParameterCode(
                        route: route, param: i - chunks[c].range(k).lowerBound, label: param.label,
                        enumType: typeName, enumCases: enumCases[typeName])
                }
            }
            chunks[c].identifiers = []
        }
        paramChunks = chunks
        realmCases = Self.cases(graph.realms.map(\.id), reserved: ["login", "requires"], suffix: "Realm")
        lifetimeCases = Self.cases(graph.lifetimes.map(\.id), reserved: ["kind", "duration"], suffix: "Lifetime")
        containerCases = Self.cases(
            graph.containers.map(\.id), reserved: ["kind", "tabs", "embedding"], suffix: "Container")
        interceptorCases = Self.cases(
            graph.interceptors.map(\.id),
            reserved: ["phase", "priority", "requiresAuth", "show", "once", "scope", "executionOrder"],
            suffix: "Interceptor")
    }

    private static func cases(_ ids: [String], reserved: Set<String>, suffix: String) -> [String: String] {
        var scope = NameScope(reserved: enumMembers.union(reserved), suffix: suffix)
        var out: [String: String] = [:]
        for id in ids where out[id] == nil { out[id] = scope.claim(SwiftNames.identifier(for: id)) }
        return out
    }

    func routeCase(_ id: String) -> String { routeIndex[id].map { routeCases[$0] } ?? SwiftNames.identifier(for: id) }

    func enumCase(_ type: String, _ word: String) -> String {
        enumCases[type]?[word] ?? SwiftNames.identifier(for: word)
    }
    func realmCase(_ id: String) -> String { realmCases[id] ?? SwiftNames.identifier(for: id) }
    func lifetimeCase(_ id: String) -> String { lifetimeCases[id] ?? SwiftNames.identifier(for: id) }
    func containerCase(_ id: String) -> String { containerCases[id] ?? SwiftNames.identifier(for: id) }
    func interceptorCase(_ id: String) -> String { interceptorCases[id] ?? SwiftNames.identifier(for: id) }
}

extension SwiftNames {
    /// The graph name as a type-name prefix: kept when it is already an
    /// identifier starting with a letter, otherwise UpperCamel-cased.
    static func upperCamelIfNeeded(_ name: String) -> String {
        if isIdentifier(name), let f = name.first, f.isLetter, !keywords.contains(name) {
            return f.uppercased() + name.dropFirst()
        }
        return upperCamel(name)
    }
}
