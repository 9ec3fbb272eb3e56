import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// Every Swift name the route table uses, decided once so that each
/// declaration and each use agree, and so that no two names clash.
struct RouteTableNames: Sendable {
    /// The type names, and the names of the other definitions.
    let definitions: DefinitionNames
    var graphName: String { definitions.graphName }
    var routeType: String { definitions.routeType }
    var graphType: String { definitions.graphType }
    var realmType: String { definitions.realmType }
    var lifetimeType: String { definitions.lifetimeType }
    var containerType: String { definitions.containerType }
    var interceptorType: String { definitions.interceptorType }

    /// Case names (in both the route enum and `Route.ID`), by route index.
    private(set) var routeCases: [String] = []
    /// The same, as printed (in backticks when a keyword), decided once.
    private(set) var routeNames = SwiftNameTable()
    /// Route id -> route index (the graph's own index).
    private let routeIndex: NameIndex
    /// Enum type name -> word -> case name.
    private(set) var enumCases: [String: [String: String]] = [:]
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
    struct ParamChunk: Sendable {
        var params: [ParameterCode] = []
        /// Where each route's parameters end in `params`.
        var ends: [Int32] = []
        /// The routes' identifiers (while the chunk is being made), and the
        /// same as printed names; `allOwnNames` when each is its route's id
        /// and no member of the route enum.
        var identifiers: [String] = []
        var names = SwiftNameTable()
        var allOwnNames = true
        /// Enum parameters (route in the chunk, index in `params`), whose
        /// types are named later, in order.
        var enumParams: [(route: Int, param: Int)] = []

        func range(_ k: Int) -> Range<Int> { (k == 0 ? 0 : Int(ends[k - 1]))..<Int(ends[k]) }

        /// Adds a route's parameters. Labels are the parameter names (unique in
        /// a route) made identifiers; a clash (or `_`) takes a suffix. Enum
        /// types are named later, in order.
        mutating func add(_ route: Route) {
            let first = params.count
            let all = route.params
            guard !all.isEmpty else {
                ends.append(Int32(params.count))
                return
            }
            let segments = route.pathSegments
            // Past a handful, labels and segment positions are looked up in tables:
            // a search per parameter would be quadratic in a route with very many.
            var labels: Set<String>? = all.count > 8 ? [] : nil
            var positions: [String: Int]?
            if segments.count > 8 {
                var table: [String: Int] = [:]
                for (k, segment) in segments.enumerated().reversed() {
                    if case .param(let name) = segment { table[name] = k }
                }
                positions = table
            }
            for param in all {
                var label = SwiftNames.identifier(for: param.name)
                while RouteTableNames.isReservedLabel(label)
                    || (labels.map { $0.contains(label) } ?? params[first...].contains(where: { $0.label == label }))
                {
                    label += "_"
                }
                labels?.insert(label)
                var position = 0
                if param.isPath {
                    position =
                        positions.map { $0[param.name] ?? 0 }
                        ?? segments.firstIndex { if case .param(param.name) = $0 { true } else { false } } ?? 0
                }
                if case .enumeration = param.type { enumParams.append((ends.count, params.count)) }
                params.append(ParameterCode(param, position: position, label: label, enumType: nil, enumCases: nil))
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
    static func isReservedLabel(_ label: String) -> Bool {
        // A switch, not a set: routes are named side by side, and a shared
        // set's reference count would be contended.
        switch label {
        case "_", "Parsing", "UUID", "String": return true
        default: return false
        }
    }

    /// Members of the route enum and of `Route.ID`.
    static let routeMembers: Set<String> = enumMembers.union([
        "id", "path", "url", "resolve", "pattern", "screen", "presentation", "embedding", "realms", "isExternal",
        "isGlobal", "homeTab", "loginOrder", "webURL", "parameters",
        "cache", "restoration", "isAnimated", "transition", "isDismissible", "resultType", "destinations",
        "interceptors", "beforeInterceptors", "afterInterceptors",
        // Free functions the generated code calls inside the route enum: a
        // case of the same name would be found first.
        "abs", "preconditionFailure",
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
        "ID", "Parsing", "Failure", "Result", "String", "Substring", "Int", "Int64", "Double", "Bool", "UUID", "URL",
        "Set", "Array",
        "Optional", "Error", "Hashable", "Sendable", "CaseIterable", "Comparable",
        // The parser's byte-level code: a param enum `UInt8` (route `u_int`,
        // param `_8`) would break `UInt8(ascii:)`.
        "UInt8", "UTF8", "Unicode", "Character", "TimeInterval", "Never", "Void",
        // The Codable conformance and its reader.
        "Codable", "Encoder", "Decoder", "CodingKey", "DecodingError", "KeyedDecodingContainer", "RawRepresentable",
    ]

    /// The names of `graph`, made here from start to end.
    init(graph: Graph) {
        let all = graph.routes
        let chunks = Parallel.map(Self.chunkCount(graph), parallel: all.count >= RouteTableGenerator.parallelRoutes) {
            Self.chunk($0, of: graph)
        }
        self.init(graph: graph, definitions: DefinitionNames(graph: graph), chunks: chunks)
    }

    /// How many `ParamChunk`s the routes of `graph` make.
    static func chunkCount(_ graph: Graph) -> Int { (graph.routes.count + chunkSize - 1) / chunkSize }

    /// What depends on the route alone (its identifier, its parameters and
    /// their labels), for chunk `c` of the routes: chunks can be made side by
    /// side, then given to `init(graph:definitions:chunks:)` in order.
    static func chunk(_ c: Int, of graph: Graph) -> ParamChunk {
        let all = graph.routes
        let members = routeMembers  // one reference a chunk, not one a route
        var chunk = ParamChunk()
        let range = c * chunkSize..<min(c * chunkSize + chunkSize, all.count)
        chunk.names = SwiftNameTable(capacity: range.count)
        for r in range {
            let id = all[r].id
            let identifier = SwiftNames.identifier(for: id)
            if identifier != id || members.contains(identifier) { chunk.allOwnNames = false }
            chunk.identifiers.append(identifier)
            chunk.names.append(identifier)
            chunk.add(all[r])
        }
        return chunk
    }

    /// The names, from every chunk of `chunk(_:of:)` in order: what must be
    /// unique across routes is decided here, in the graph's order.
    init(graph: Graph, definitions: DefinitionNames, chunks: [ParamChunk]) {
        self.definitions = definitions
        let graphName = self.definitions.graphName
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
        let all = graph.routes
        let size = Self.chunkSize
        var chunks = chunks
        // Case names, and the names of enum parameters' types. When every
        // route id is an identifier of its own (and ids are unique), each
        // route's case name is its id: no name needs to be claimed.
        let ownNames = graph.routeIndex.count == all.count && chunks.allSatisfy(\.allOwnNames)
        for c in chunks.indices {
            // The chunk's arrays are read through locals: reading them through
            // `chunks[c]` a route at a time would copy the chunk each time.
            let identifiers = chunks[c].identifiers
            if ownNames {
                routeCases += identifiers
                routeNames.append(contentsOf: chunks[c].names)
            } else {
                for identifier in identifiers {
                    let caseName = routes.claim(identifier)
                    routeCases.append(caseName)
                    routeNames.append(caseName)
                }
            }
            for (k, i) in chunks[c].enumParams {
                let route = all[c * size + k]
                let param = chunks[c].params[i]
                guard case .enumeration(let words) = param.param.type else { continue }
                let typeName = typeScope.claim(
                    SwiftNames.upperCamel(route.id) + SwiftNames.upperCamel(param.param.name))
                var cases = NameScope(reserved: Self.enumMembers, suffix: "Case")
                for word in words where enumCases[typeName]?[word] == nil {
                    enumCases[typeName, default: [:]][word] = cases.claim(SwiftNames.identifier(for: word))
                }
                chunks[c].params[i] = ParameterCode(
                    param.param, position: param.position, label: param.label,
                    enumType: typeName, enumCases: enumCases[typeName])
            }
            chunks[c].identifiers = []
            chunks[c].names = SwiftNameTable()
        }
        paramChunks = chunks
    }

    func routeCase(_ id: String) -> String { routeIndex[id].map { routeCases[$0] } ?? SwiftNames.identifier(for: id) }

    func enumCase(_ type: String, _ word: String) -> String {
        enumCases[type]?[word] ?? SwiftNames.identifier(for: word)
    }
    func realmCase(_ id: String) -> String { definitions.realmCase(id) }
    func lifetimeCase(_ id: String) -> String { definitions.lifetimeCase(id) }
    func containerCase(_ id: String) -> String { definitions.containerCase(id) }
    func interceptorCase(_ id: String) -> String { definitions.interceptorCase(id) }
}

extension SwiftNames {
    /// The graph name as a type-name prefix: kept when it is already an
    /// identifier starting with a letter, otherwise UpperCamel-cased.
    static func upperCamelIfNeeded(_ name: String) -> String {
        if isIdentifier(name), let f = name.first, f.isLetter, !isKeyword(name) {
            return f.uppercased() + name.dropFirst()
        }
        return upperCamel(name)
    }
}
