import NavGraphEngine
import NavGraphModel

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
/// graph, its route ids and realms as the generated enums, and its
/// conversions to and from the runtime's target.
public protocol NavigationRoute: Hashable, Sendable {
    /// The generated enum of the graph's route ids (raw values: the ids).
    associatedtype ID: RawRepresentable, Hashable, Sendable where ID.RawValue == String
    /// The generated enum of the graph's realms.
    associatedtype Realm: NavigationRealm
    static var navigationGraph: NavigationGraph { get }
    var navigationTarget: NavigationTarget { get }
    init?(navigationTarget: NavigationTarget)
}

/// The generated enum of a graph's realms (`navgraph gen --runtime`), by the realm's id.
public protocol NavigationRealm: Hashable, Sendable {
    var navigationID: String { get }
    init?(navigationID: String)
}

/// A screen the navigator shows: its route, its values and its instance
/// number (unique in a run: two screens of one route tell apart by it).
public struct NavigationScreen: Sendable, Hashable, CustomStringConvertible {
    /// The graph the route belongs to.
    public let graph: NavigationGraph
    /// The route's index in the graph's routes.
    public var routeIndex: Int
    /// The values in declared order (nil: not given and no default).
    public var values: [ParamValue?]
    public var instance: Int

    public init(graph: NavigationGraph, routeIndex: Int, values: [ParamValue?], instance: Int) {
        self.graph = graph
        self.routeIndex = routeIndex
        self.values = values
        self.instance = instance
    }

    /// The route's id in the graph.
    public var id: String { graph.routeIDs[routeIndex] }

    /// False for a route with `dismissible: false` (a modal the user may not pull down).
    public var isDismissible: Bool { graph.model.routes[routeIndex].dismissible }

    /// The route with its values as text, for `route(as:)` and for logs (made when asked:
    /// a command's outcome does not build it).
    public var target: NavigationTarget { graph.target(route: routeIndex, values: values) }

    /// The typed route this screen shows (nil: a route of another graph).
    public func route<R: NavigationRoute>(as type: R.Type = R.self) -> R? { R(navigationTarget: target) }

    /// `product #3`, as a trace names a screen.
    public var description: String { "\(id) #\(instance)" }

    public static func == (a: Self, b: Self) -> Bool {
        a.routeIndex == b.routeIndex && a.instance == b.instance && a.values == b.values && a.graph === b.graph
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(routeIndex)
        hasher.combine(instance)
    }
}

extension NavigationGraph {
    /// A value as text the way a path carries it and the generated parsers read
    /// it back (an exponent without `+`).
    static func text(_ value: ParamValue) -> String {
        if case .double = value { return String(value.description.unicodeScalars.filter { $0 != "+" }) }
        return value.description
    }

    func screen(route: Int, values: [ParamValue?], instance: Int) -> NavigationScreen {
        NavigationScreen(graph: self, routeIndex: route, values: values, instance: instance)
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
