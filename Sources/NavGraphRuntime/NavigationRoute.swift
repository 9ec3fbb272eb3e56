import NavGraphModel
import NavGraphEngine

/// A route as the runtime takes it: the route's id in the graph and its values
/// as text by parameter name, as its path and query carry them (a value at its
/// default, or an absent optional one, may be left out).
public struct NavigationTarget: Sendable, Hashable, Codable {
    public var id: String
    public var parameters: [String: String]

    public init(id: String, parameters: [String: String] = [:]) {
        self.id = id
        self.parameters = parameters
    }
}

/// The typed route enum of a generated table (`navgraph gen --runtime`): its
/// graph, and its conversions to and from the runtime's target.
public protocol NavigationRoute: Hashable, Sendable {
    static var navigationGraph: NavigationGraph { get }
    var navigationTarget: NavigationTarget { get }
    init?(navigationTarget: NavigationTarget)
}

/// A screen the navigator shows: its route, its values and its instance
/// number (unique in a run: two screens of one route tell apart by it).
public struct NavigationScreen: Sendable, Hashable {
    /// The route's id in the graph.
    public var id: String
    /// The route's index in the graph's routes.
    public var routeIndex: Int
    /// The values in declared order (nil: not given and no default).
    public var values: [ParamValue?]
    public var instance: Int
    /// The route with its values as text, for `route(as:)` and for logs.
    public var target: NavigationTarget

    /// The typed route this screen shows (nil: a route of another graph).
    public func route<R: NavigationRoute>(as type: R.Type = R.self) -> R? { R(navigationTarget: target) }
}

extension NavigationGraph {
    /// A value as text the way a path carries it and the generated parsers read
    /// it back (an exponent without `+`).
    static func text(_ value: ParamValue) -> String {
        if case .double = value { return String(value.description.unicodeScalars.filter { $0 != "+" }) }
        return value.description
    }

    func screen(route: Int, values: [ParamValue?], instance: Int) -> NavigationScreen {
        let params = graph.routes[route].params
        var text: [String: String] = [:]
        for (i, v) in values.enumerated() where i < params.count {
            if let v, text[params[i].name] == nil { text[params[i].name] = Self.text(v) }
        }
        let id = routeIDs[route]
        return NavigationScreen(
            id: id, routeIndex: route, values: values, instance: instance,
            target: NavigationTarget(id: id, parameters: text))
    }

    /// A target's route and values, parsed by the rules of a path's values; the
    /// reason when the route is unknown (`noMatch`) or a value does not fit (`badParameter`).
    func resolve(_ target: NavigationTarget) -> Result<(route: Int, values: [ParamValue?]), FailureReason> {
        guard let r = graph.routeIndex[target.id] else { return .failure(.noMatch) }
        let params = graph.routes[r].params
        var values: [ParamValue?] = .unset(params.count)
        for (i, p) in params.enumerated() {
            guard let text = target.parameters[p.name], !params[..<i].contains(where: { $0.name == p.name }) else {
                continue
            }
            guard let v = p.type.parse(text, inPathSegment: p.isPath) else {
                return .failure(.badParameter)
            }
            values[i] = v
        }
        return .success((r, values))
    }
}
