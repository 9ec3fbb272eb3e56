import NavGraphModel

/// The route enum's `Codable` conformance (state restoration, SwiftUI's
/// `NavigationPath`): `{"route": "product", "parameters": {"id": 42}}`, the
/// graph's route id and each value under its parameter's name as a JSON
/// number, string or boolean (navgraph(1), "The route enum as JSON"). The
/// values are nested rather than beside `route` so that a parameter may be
/// called `route`. The helpers live in `Parsing`, the one
/// name no parameter's binding may take (the bindings are in scope in the
/// encoding switch), inside `Parsing` itself (an extension of a nested type
/// does not see the outer type's members).
struct RouteCodableDecls: Sendable {
    let graph: Graph
    let names: RouteTableNames
    let access: AccessLevel

    var nodes: [SwiftNode] {
        let route = names.routeType
        return [
            .block(
                "extension \(name: route): Codable {",
                [
                    .doc(
                        """
                        `{"route": "ID", "parameters": {"name": value}}`: the graph's route id, and each value
                        under its parameter's name as a JSON number, string (a `uuid` in lowercase, an enum's
                        word) or boolean; an absent optional value is left out, and so is `parameters` when
                        no value is set.
                        """),
                    .block(
                        "\(access)func encode(to encoder: any Encoder) throws {",
                        [.line("try Parsing.encodeRoute(id.rawValue, Parsing.coded(self), to: encoder)")]),
                    .blank,
                    .doc(
                        """
                        What `encode(to:)` writes. An absent value takes its default (nil when it has none and
                        is optional); other keys are ignored. A route id not in the graph, a value of another
                        JSON type, a word not in its enum, a malformed `uuid` or an absent required value is a
                        `DecodingError`.
                        """),
                    .block(
                        "\(access)init(from decoder: any Decoder) throws {",
                        [
                            .line("let (route, values) = try Parsing.CodedValues.read(from: decoder)"),
                            .line("guard let id = ID(rawValue: route) else { throw values.unknownRoute(route) }"),
                            .line("self = try Parsing.decoded(id, values)"),
                        ]),
                ]),
            .blank,
        ]
    }

    /// Members of `Parsing`: the switches over the routes, and the JSON side.
    var parsingMembers: [SwiftNode] {
        let route = names.routeType
        return [
            .doc("The route's values for `encode(to:)` by parameter name, in declaration order; nil when absent."),
            .block(
                "static func coded(_ route: \(name: route)) -> [(String, Coded?)] {",
                [.switchOver("route", [.rows(codedCases)] + unreachable)]),
            .blank,
            .doc("The route `id` with the values `encode(to:)` wrote; an absent value takes its default."),
            .block(
                "static func decoded(_ id: ID, _ r: CodedValues) throws -> \(name: route) {",
                [.switchOver("id", [.rows(decodedCases)])]),
            .blank,
            .fixedSource(Self.support),
            .blank,
        ]
    }

    private var unreachable: [SwiftNode] { RouteTableNames.unreachableDefault(routeCount: graph.routes.count) }

    /// `case let .product(id, ref): return [("id", .int(id)), ("ref", ref.map(Parsing.Coded.string))]`.
    private var codedCases: SwiftRows {
        let names = names
        return SwiftRows(count: names.routeCases.count) { i, w in
            let params = names.params(i)
            w.fixed(params.isEmpty ? "case ." : "case let .")
            w.name(names.routeNames, i)
            if params.isEmpty {
                w.fixed(": return []")
                w.endLine()
                return
            }
            w.fixed("(")
            for j in params.indices {
                if j > params.startIndex { w.fixed(", ") }
                w.name(params[j].labelName)
            }
            w.fixed("):")
            w.endLine()
            w.indented { w in
                w.line("return [")
                w.indented { w in
                    for j in params.indices {
                        w.fixed("(")
                        w.string(params[j].param.name)
                        w.fixed(", ")
                        Self.writeCoded(params[j], &w)
                        w.fixed("),")
                        w.endLine()
                    }
                }
                w.line("]")
            }
        }
    }

    /// The value held in the parameter's binding as a `Coded` (optional).
    private static func writeCoded(_ p: ParameterCode, _ w: inout SwiftWriter) {
        if p.isOptional {
            w.name(p.labelName)
            switch p.param.type {
            case .string: w.fixed(".map(Parsing.Coded.string)")
            case .int: w.fixed(".map(Parsing.Coded.int)")
            case .double: w.fixed(".map(Parsing.Coded.double)")
            case .bool: w.fixed(".map(Parsing.Coded.bool)")
            case .uuid: w.fixed(".map { Parsing.Coded.string(Parsing.text(uuid: $0)) }")
            case .enumeration: w.fixed(".map { Parsing.Coded.string($0.rawValue) }")
            }
            return
        }
        switch p.param.type {
        case .string: w.fixed(".string(")
        case .int: w.fixed(".int(")
        case .double: w.fixed(".double(")
        case .bool: w.fixed(".bool(")
        case .uuid: w.fixed(".string(Parsing.text(uuid: ")
        case .enumeration: w.fixed(".string(")
        }
        w.name(p.labelName)
        switch p.param.type {
        case .uuid: w.fixed("))")
        case .enumeration: w.fixed(".rawValue)")
        default: w.fixed(")")
        }
    }

    /// `case .product: return try .product(id: r.required(r.int("id"), "id"), ref: r.string("ref"))`.
    private var decodedCases: SwiftRows {
        let names = names
        let route = names.routeType
        return SwiftRows(count: names.routeCases.count) { i, w in
            let params = names.params(i)
            names.writeCase(i, &w)
            if params.isEmpty {
                w.fixed(": return .")
                w.name(names.routeNames, i)
                w.endLine()
                return
            }
            w.fixed(":")
            w.endLine()
            w.indented { w in
                w.fixed("return try .")
                w.name(names.routeNames, i)
                w.fixed("(")
                w.endLine()
                w.indented { w in
                    for j in params.indices {
                        let p = params[j]
                        w.label(p.label)
                        w.fixed(": ")
                        let required = !p.isOptional && p.defaultLiteral == nil
                        if required { w.fixed("r.required(") }
                        Self.writeRead(p, route: route, &w)
                        if required {
                            w.fixed(", ")
                            w.string(p.param.name)
                            w.fixed(")")
                        } else if let value = p.defaultLiteral {
                            w.fixed(" ?? ")
                            w.code(value)
                        }
                        w.fixed(j == params.endIndex - 1 ? ")" : ",")
                        w.endLine()
                    }
                }
            }
        }
    }

    /// `r.int("id")`: the value under the parameter's name, nil when absent.
    private static func writeRead(_ p: ParameterCode, route: String, _ w: inout SwiftWriter) {
        switch p.param.type {
        case .string: w.fixed("r.string(")
        case .int: w.fixed("r.int(")
        case .double: w.fixed("r.double(")
        case .bool: w.fixed("r.bool(")
        case .uuid: w.fixed("r.uuid(")
        case .enumeration: w.fixed("r.word(")
        }
        w.string(p.param.name)
        if case .enumeration = p.param.type {
            w.fixed(", ")
            w.name(route)
            w.fixed(".")
            w.name(p.enumType ?? "String")
            w.fixed(".self")
        }
        w.fixed(")")
    }

    /// The JSON side: keys, values, and the reader `decoded(_:_:)` uses.
    static let support: StaticString = """
        /// A key of the JSON object: `route`, `parameters` or a parameter's name.
        struct CodingName: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// A parameter's value as JSON holds it.
        enum Coded {
            case string(String)
            case int(Int)
            case double(Double)
            case bool(Bool)
        }

        /// Writes `{"route": route, "parameters": {...}}`, without `parameters` when no value is set.
        static func encodeRoute(_ route: String, _ values: [(String, Coded?)], to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingName.self)
            try container.encode(route, forKey: CodingName("route"))
            guard values.contains(where: { $0.1 != nil }) else { return }
            var parameters = container.nestedContainer(keyedBy: CodingName.self, forKey: CodingName("parameters"))
            for case let (name, value?) in values {
                let key = CodingName(name)
                switch value {
                case .string(let text): try parameters.encode(text, forKey: key)
                case .int(let number): try parameters.encode(number, forKey: key)
                case .double(let number): try parameters.encode(number, forKey: key)
                case .bool(let flag): try parameters.encode(flag, forKey: key)
                }
            }
        }

        /// The values under `parameters`, read by name and type; absent (or null), nil.
        struct CodedValues {
            private let parameters: KeyedDecodingContainer<CodingName>?
            private let codingPath: [any CodingKey]

            /// The route id and the values of an encoded route.
            static func read(from decoder: any Decoder) throws -> (String, CodedValues) {
                let container = try decoder.container(keyedBy: CodingName.self)
                let route = try container.decode(String.self, forKey: CodingName("route"))
                let key = CodingName("parameters")
                let absent = try !container.contains(key) || container.decodeNil(forKey: key)
                let parameters = absent ? nil : try container.nestedContainer(keyedBy: CodingName.self, forKey: key)
                return (route, CodedValues(parameters: parameters, codingPath: container.codingPath + [key]))
            }

            func string(_ name: String) throws -> String? {
                try parameters?.decodeIfPresent(String.self, forKey: CodingName(name))
            }
            func int(_ name: String) throws -> Int? { try parameters?.decodeIfPresent(Int.self, forKey: CodingName(name)) }
            func double(_ name: String) throws -> Double? {
                try parameters?.decodeIfPresent(Double.self, forKey: CodingName(name))
            }
            func bool(_ name: String) throws -> Bool? { try parameters?.decodeIfPresent(Bool.self, forKey: CodingName(name)) }

            /// A `uuid` as its text (8-4-4-4-12 hex digits in any case).
            func uuid(_ name: String) throws -> UUID? {
                guard let text = try string(name) else { return nil }
                guard let value = Parsing.uuid(text) else { throw invalid(name, "'\\(text)' is not a UUID") }
                return value
            }

            /// An enum parameter's word.
            func word<T: RawRepresentable>(_ name: String, _ type: T.Type) throws -> T? where T.RawValue == String {
                guard let text = try string(name) else { return nil }
                guard let value = T(rawValue: text) else { throw invalid(name, "'\\(text)' is not one of its words") }
                return value
            }

            /// A value the route cannot go without.
            func required<T>(_ value: T?, _ name: String) throws -> T {
                guard let value else {
                    throw DecodingError.keyNotFound(
                        CodingName(name), .init(codingPath: codingPath, debugDescription: "no value for '\\(name)'"))
                }
                return value
            }

            func unknownRoute(_ route: String) -> DecodingError {
                .dataCorrupted(
                    .init(
                        codingPath: Array(codingPath.dropLast()) + [CodingName("route")],
                        debugDescription: "no route '\\(route)' in the graph"))
            }

            private func invalid(_ name: String, _ text: String) -> DecodingError {
                .dataCorrupted(.init(codingPath: codingPath + [CodingName(name)], debugDescription: text))
            }
        }
        """
}
