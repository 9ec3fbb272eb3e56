import NavGraphEngine
import NavGraphModel

/// A checked graph as the runtime holds it: decoded once from the table
/// `navgraph gen --runtime` writes (`GraphTable` lines, no YAML), shared by
/// every navigator of the app.
public final class NavigationGraph: Sendable {
    let graph: Graph
    let routeIDs: [String]

    /// The graph of a table; fails with the line and the problem when the
    /// lines are not a table of this runtime's format.
    public init(table lines: [String]) throws(GraphTable.Failure) {
        graph = try GraphTable.graph(from: lines)
        routeIDs = graph.routes.map(\.id)
    }

    /// The graph of a generated table. A table made by a navgraph whose
    /// format this runtime does not read is a build mistake, not an input:
    /// it stops the app with the line and the problem, and the fix is to
    /// regenerate it with the navgraph of this runtime.
    public convenience init(generated lines: [String]) {
        do {
            try self.init(table: lines)
        } catch {
            preconditionFailure("NavGraphRuntime cannot read this generated table (\(error)): regenerate it")
        }
    }

    public var name: String { graph.name.value }
    /// The graph's route ids, in file order (a screen's `routeIndex` indexes it).
    public var routes: [String] { routeIDs }
    public var realms: [String] { graph.realms.map(\.id) }
    public func routeIndex(of id: String) -> Int? { graph.routeIndex[id] }
    public func realmIndex(of id: String) -> Int? { graph.realmIndex[id] }
    /// The checked graph itself (for tools that read scripts against it, such as `Scripts/runtime-sim.sh`).
    public var model: Graph { graph }

    /// A route by index with its values in declared order, as a target (values as text).
    public func target(route: Int, values: [ParamValue?]) -> NavigationTarget {
        let params = graph.routes[route].params
        var text: [String: String] = [:]
        for (i, v) in values.enumerated() where i < params.count {
            if let v, text[params[i].name] == nil { text[params[i].name] = Self.text(v) }
        }
        return NavigationTarget(id: routeIDs[route], parameters: text)
    }

    /// A route's parameter names, in declared order (a screen's `values` follow them).
    public func parameterNames(of id: String) -> [String] { graph.route(id)?.params.map(\.name) ?? [] }
}
