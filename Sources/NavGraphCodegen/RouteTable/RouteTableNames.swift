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
    /// Route id -> case name.
    private(set) var routeCaseByID: [String: String] = [:]
    /// Argument labels, by route index and parameter index.
    private(set) var paramLabels: [[String]] = []
    /// Nested enum type names of enum parameters, by route and parameter index.
    private(set) var enumTypes: [[String?]] = []
    /// Enum type name -> word -> case name.
    private(set) var enumCases: [String: [String: String]] = [:]
    private(set) var realmCases: [String: String] = [:]
    private(set) var lifetimeCases: [String: String] = [:]
    private(set) var containerCases: [String: String] = [:]
    private(set) var interceptorCases: [String: String] = [:]
    /// Each route's parameters as Swift, by route index (built once, used by
    /// the enum, the path writer and the path reader).
    private(set) var params: [[ParameterCode]] = []

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
        routeCaseByID.reserveCapacity(graph.routes.count)
        var typeScope = NameScope(
            reserved: Self.routeNestedTypes.union([
                graphName + "Route", graphName + "Graph", graphName + "Realm", graphName + "Lifetime",
                graphName + "Container", graphName + "Interceptor",
            ]),
            suffix: "Value")
        routeCases.reserveCapacity(graph.routes.count)
        paramLabels.reserveCapacity(graph.routes.count)
        enumTypes.reserveCapacity(graph.routes.count)
        for r in graph.routes.indices {
            let id = graph.routes[r].id
            let caseName = routes.claim(SwiftNames.identifier(for: id))
            routeCases.append(caseName)
            if routeCaseByID[id] == nil { routeCaseByID[id] = caseName }
            // Labels: the parameter names (unique in a route), made identifiers;
            // a clash (or `_`) takes a suffix. Most routes have a few, so a list.
            var labels: [String] = []
            var types: [String?] = []
            for param in graph.routes[r].params {
                var label = SwiftNames.identifier(for: param.name)
                while Self.reservedLabels.contains(label) || labels.contains(label) { label += "_" }
                labels.append(label)
                guard case .enumeration(let words) = param.type else {
                    types.append(nil)
                    continue
                }
                let typeName = typeScope.claim(SwiftNames.upperCamel(id) + SwiftNames.upperCamel(param.name))
                types.append(typeName)
                var cases = NameScope(reserved: Self.enumMembers, suffix: "Case")
                for word in words where enumCases[typeName]?[word] == nil {
                    enumCases[typeName, default: [:]][word] = cases.claim(SwiftNames.identifier(for: word))
                }
            }
            paramLabels.append(labels)
            enumTypes.append(types)
        }
        realmCases = Self.cases(graph.realms.map(\.id), reserved: ["login", "requires"], suffix: "Realm")
        lifetimeCases = Self.cases(graph.lifetimes.map(\.id), reserved: ["kind", "duration"], suffix: "Lifetime")
        containerCases = Self.cases(
            graph.containers.map(\.id), reserved: ["kind", "tabs", "embedding"], suffix: "Container")
        interceptorCases = Self.cases(
            graph.interceptors.map(\.id),
            reserved: ["phase", "priority", "requiresAuth", "show", "once", "scope", "executionOrder"],
            suffix: "Interceptor")
        var params: [[ParameterCode]] = []
        params.reserveCapacity(graph.routes.count)
        for r in graph.routes.indices {
            let route = graph.routes[r]
            params.append(route.params.indices.map { ParameterCode(route: route, index: r, param: $0, names: self) })
        }
        self.params = params
    }

    private static func cases(_ ids: [String], reserved: Set<String>, suffix: String) -> [String: String] {
        var scope = NameScope(reserved: enumMembers.union(reserved), suffix: suffix)
        var out: [String: String] = [:]
        for id in ids where out[id] == nil { out[id] = scope.claim(SwiftNames.identifier(for: id)) }
        return out
    }

    func routeCase(_ id: String) -> String { routeCaseByID[id] ?? SwiftNames.identifier(for: id) }

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
