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
    /// Route id -> parameter name -> argument label.
    private(set) var paramLabels: [String: [String: String]] = [:]
    /// Route id -> parameter name -> nested enum type name (enum parameters).
    private(set) var enumTypes: [String: [String: String]] = [:]
    /// Enum type name -> word -> case name.
    private(set) var enumCases: [String: [String: String]] = [:]
    private(set) var realmCases: [String: String] = [:]
    private(set) var lifetimeCases: [String: String] = [:]
    private(set) var containerCases: [String: String] = [:]
    private(set) var interceptorCases: [String: String] = [:]

    /// Names a case can never take: members of every generated enum.
    static let enumMembers: Set<String> = [
        "init", "self", "Self", "Type", "Protocol", "super", "_", "rawValue", "allCases", "hashValue", "hash",
        "description", "debugDescription",
    ]

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

    /// Types nested in the route enum besides the parameter enums.
    static let routeNestedTypes: Set<String> = ["ID", "Parsing"]

    init(graph: Graph) {
        graphName = SwiftNames.upperCamelIfNeeded(graph.name.value)
        var routes = NameScope(reserved: Self.routeMembers, suffix: "Route")
        var types = NameScope(reserved: Self.routeNestedTypes, suffix: "Value")
        for route in graph.routes {
            let caseName = routes.claim(SwiftNames.identifier(for: route.id))
            routeCases.append(caseName)
            if routeCaseByID[route.id] == nil { routeCaseByID[route.id] = caseName }
            var labels = NameScope(reserved: ["_"], suffix: "_")
            for param in route.params {
                paramLabels[route.id, default: [:]][param.name] = labels.claim(SwiftNames.identifier(for: param.name))
                guard case .enumeration(let words) = param.type else { continue }
                let typeName = types.claim(SwiftNames.upperCamel(route.id) + SwiftNames.upperCamel(param.name))
                enumTypes[route.id, default: [:]][param.name] = typeName
                var cases = NameScope(reserved: Self.enumMembers, suffix: "Case")
                for word in words where enumCases[typeName]?[word] == nil {
                    enumCases[typeName, default: [:]][word] = cases.claim(SwiftNames.identifier(for: word))
                }
            }
        }
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

    func routeCase(_ id: String) -> String { routeCaseByID[id] ?? SwiftNames.identifier(for: id) }
    func label(_ route: String, _ param: String) -> String {
        paramLabels[route]?[param] ?? SwiftNames.identifier(for: param)
    }
    func enumType(_ route: String, _ param: String) -> String {
        enumTypes[route]?[param] ?? SwiftNames.upperCamel(route) + SwiftNames.upperCamel(param)
    }
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
