import NavGraphCore
import NavGraphModel

/// The Swift names of the graph's types and of its definitions other than
/// routes: realms, lifetimes, containers, interceptors. Cheap, and needed
/// before the route names are (the metadata is gathered beside them).
struct DefinitionNames: Sendable {
    let graphName: String
    var routeType: String { graphName + "Route" }
    var graphType: String { graphName + "Graph" }
    var realmType: String { graphName + "Realm" }
    var lifetimeType: String { graphName + "Lifetime" }
    var containerType: String { graphName + "Container" }
    var interceptorType: String { graphName + "Interceptor" }

    private let realmCases: [String: String]
    private let lifetimeCases: [String: String]
    private let containerCases: [String: String]
    private let interceptorCases: [String: String]

    init(graph: Graph) {
        graphName = SwiftNames.upperCamelIfNeeded(graph.name.value)
        realmCases = Self.cases(graph.realms.map(\.id), reserved: ["login", "requires", "routes"], suffix: "Realm")
        lifetimeCases = Self.cases(graph.lifetimes.map(\.id), reserved: ["kind", "duration"], suffix: "Lifetime")
        containerCases = Self.cases(
            graph.containers.map(\.id), reserved: ["kind", "tabs", "embedding"], suffix: "Container")
        interceptorCases = Self.cases(
            graph.interceptors.map(\.id),
            reserved: ["phase", "priority", "requiresAuth", "show", "once", "scope", "byPriority"],
            suffix: "Interceptor")
    }

    private static func cases(_ ids: [String], reserved: Set<String>, suffix: String) -> [String: String] {
        var scope = NameScope(reserved: RouteTableNames.enumMembers.union(reserved), suffix: suffix)
        var out: [String: String] = [:]
        for id in ids where out[id] == nil { out[id] = scope.claim(SwiftNames.identifier(for: id)) }
        return out
    }

    func realmCase(_ id: String) -> String { realmCases[id] ?? SwiftNames.identifier(for: id) }
    func lifetimeCase(_ id: String) -> String { lifetimeCases[id] ?? SwiftNames.identifier(for: id) }
    func containerCase(_ id: String) -> String { containerCases[id] ?? SwiftNames.identifier(for: id) }
    func interceptorCase(_ id: String) -> String { interceptorCases[id] ?? SwiftNames.identifier(for: id) }
}
