import NavGraphCore
import NavGraphModel

/// What each route's metadata is where it is not the default, gathered in one
/// pass over the routes, without route names (so it is done beside them):
/// per property, the routes by index with their values as code.
struct RouteMetadataValues: Sendable {
    enum Property: Int, CaseIterable {
        case presentation, embedding, realms, loginOrder, external, global, cache, restoration, animated, transition,
            dismissible, result, beforeInterceptors, afterInterceptors
    }

    private var entries = [[(route: Int32, value: SwiftCode)]](repeating: [], count: Property.allCases.count)
    /// The routes with `to` edges, in order.
    private(set) var routesWithEdges: [Int] = []

    subscript(_ property: Property) -> [(route: Int32, value: SwiftCode)] { entries[property.rawValue] }

    private struct CachePolicyFields: Hashable {
        var lifetime: String
        var key: String?
    }

    init(graph: Graph, names: DefinitionNames) {
        let g = names.graphType
        // The core's execution order (gen lists what sim runs).
        // (and the order of logins, `requires` first, as sim asks for them).
        let order = graph.interceptors.isEmpty && graph.realms.isEmpty ? nil : InterceptorOrder(graph: graph)
        // Routes share a few realm lists and caches: each value's code is built once.
        var realmCodes: [String: SwiftCode] = [:]
        var cacheCodes: [CachePolicyFields: SwiftCode] = [:]
        func add(_ property: Property, _ route: Int, _ value: SwiftCode) {
            entries[property.rawValue].append((Int32(route), value))
        }
        func interceptorList(_ list: [Int]) -> SwiftCode {
            "[\(SwiftCode.joined(list.map { ".\(name: names.interceptorCase(graph.interceptors[$0].id))" }))]"
        }
        for (i, route) in graph.routes.enumerated() {
            if let list = order?.before(i), !list.isEmpty { add(.beforeInterceptors, i, interceptorList(list)) }
            if let list = order?.interceptors(.after, of: i), !list.isEmpty {
                add(.afterInterceptors, i, interceptorList(list))
            }
            if !route.to.isEmpty { routesWithEdges.append(i) }
            guard !route.hasDefaultOptions else { continue }
            if route.presentation != .push { add(.presentation, i, ".\(name: route.presentation.rawValue)") }
            if let embed = route.embed { add(.embedding, i, Self.embedding(embed, names)) }
            let auth = route.auth
            if !auth.isEmpty {
                let key = auth.count == 1 ? auth[0].id : auth.map(\.id).joined(separator: " ")
                let code = realmCodes[key] ?? "[\(SwiftCode.joined(auth.map { ".\(name: names.realmCase($0.id))" }))]"
                realmCodes[key] = code
                add(.realms, i, code)
                if let logins = order?.logins(i), !logins.isEmpty {
                    let ids = logins.map { graph.realms[$0].id }
                    let key = "order " + ids.joined(separator: " ")
                    let code = realmCodes[key] ?? "[\(SwiftCode.joined(ids.map { ".\(name: names.realmCase($0))" }))]"
                    realmCodes[key] = code
                    add(.loginOrder, i, code)
                }
            }
            if route.external { add(.external, i, "true") }
            if route.global { add(.global, i, "true") }
            if let policy = route.cache {
                let memo = CachePolicyFields(lifetime: policy.lifetime.id, key: policy.key?.value)
                let key: SwiftCode = policy.key.map { "\(string: $0.value)" } ?? "nil"
                let code =
                    cacheCodes[memo]
                    ?? "\(name: g).CachePolicy(lifetime: .\(name: names.lifetimeCase(policy.lifetime.id)), key: \(key))"
                cacheCodes[memo] = code
                add(.cache, i, code)
            }
            if let r = route.restore {
                add(
                    .restoration, i,
                    "\(name: g).Restoration(id: \(string: r.id), behavior: .\(name: r.behavior.rawValue))")
            }
            if !route.animated { add(.animated, i, "false") }
            if let t = route.transition { add(.transition, i, "\(string: t)") }
            if !route.dismissible { add(.dismissible, i, "false") }
            if let type = route.result { add(.result, i, "\(string: type)") }
        }
    }

    /// `.stack`, `.container(.tabs)` or `nil`.
    static func embedding(_ embed: Embedding?, _ names: DefinitionNames) -> SwiftCode {
        switch embed {
        case nil: return "nil"
        case .stack: return ".stack"
        case .container(let ref): return ".container(.\(name: names.containerCase(ref.id)))"
        }
    }
}
