import NavGraphCore

/// How one parameter appears in Swift: its type, its default, and the code
/// that reads it from text and writes it back. Holds only what it needs
/// (no route or name tables), since there is one a parameter.
struct ParameterCode: Sendable {
    let param: Parameter
    /// The argument label (and binding name).
    let label: String
    /// The nested enum's name, for an enum parameter.
    let enumType: String?
    /// The segment index of a path parameter.
    let position: Int
    /// The default as a Swift expression.
    let defaultLiteral: SwiftCode?

    /// Parameter `p` of `route`, which is route number `r`.
    init(route: Route, index r: Int, param p: Int, names: RouteTableNames) {
        let param = route.params[p]
        self.param = param
        label = names.paramLabels[r][p]
        enumType = names.enumTypes[r][p]
        position = param.isPath ? (route.path.segments.firstIndex(of: .param(param.name)) ?? 0) : 0
        defaultLiteral = param.defaultValue.map { [enumType] value in
            ParameterCode.literal(value, enumCase: { word in enumType.map { names.enumCase($0, word) } ?? word })
        }
    }

    /// `Int`, `ProductSort`, ... without optionality.
    var baseType: SwiftCode {
        switch param.type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .enumeration: return "\(name: enumType ?? "String")"
        }
    }

    /// Optional when the parameter may be absent and has no default.
    var isOptional: Bool { !param.isPath && !param.required && param.defaultValue == nil }

    /// The associated value's declaration: `ref: String = "feed"`, `page: Int? = nil`.
    var declaration: SwiftCode {
        if isOptional { return "\(name: label): \(baseType)? = nil" }
        if let defaultLiteral { return "\(name: label): \(baseType) = \(defaultLiteral)" }
        return "\(name: label): \(baseType)"
    }

    /// A Swift expression of the parameter's type for a graph value.
    static func literal(_ value: ParamValue, enumCase: (String) -> String) -> SwiftCode {
        switch value {
        case .string(let s): return "\(string: s)"
        case .int(let i): return "\(int: i)"
        case .double(let d): return "\(double: d)"
        case .bool(let b): return b ? "true" : "false"
        case .uuid(let u): return "UUID(uuidString: \(string: u))!"
        case .enumCase(let w): return ".\(name: enumCase(w))"
        }
    }

    /// A `(String) -> T?` function that parses the parameter's text.
    var parser: SwiftCode {
        switch param.type {
        case .string: return "Parsing.string"
        case .int: return "Parsing.int"
        case .double: return "Parsing.double"
        case .bool: return "Parsing.bool"
        case .uuid: return "Parsing.uuid"
        case .enumeration: return "\(name: enumType ?? "String").init(rawValue:)"
        }
    }

    /// The canonical text of a non-optional value held in `binding`.
    func text(of binding: SwiftCode) -> SwiftCode {
        switch param.type {
        case .string: return binding
        case .int: return "Parsing.text(int: \(binding))"
        case .double: return "Parsing.text(double: \(binding))"
        case .bool: return "Parsing.text(bool: \(binding))"
        case .uuid: return "Parsing.text(uuid: \(binding))"
        case .enumeration: return "\(binding).rawValue"
        }
    }

    /// The query value to write, `String?`: nil when absent or at its default.
    var queryText: SwiftCode {
        let binding: SwiftCode = "\(name: label)"
        if isOptional {
            switch param.type {
            case .string: return binding
            case .int: return "\(binding).map(Parsing.text(int:))"
            case .double: return "\(binding).map(Parsing.text(double:))"
            case .bool: return "\(binding).map(Parsing.text(bool:))"
            case .uuid: return "\(binding).map(Parsing.text(uuid:))"
            case .enumeration: return "\(binding)?.rawValue"
            }
        }
        if let defaultLiteral {
            return "\(binding) == \(defaultLiteral) ? nil : \(text(of: binding))"
        }
        return text(of: binding)
    }

    /// The argument that reads the parameter from a request `r`.
    var readExpression: SwiftCode {
        if param.isPath { return "try r.segment(\(int: Int64(position)), \(string: param.name), \(parser))" }
        if param.required { return "try r.required(\(string: param.name), \(parser))" }
        if let defaultLiteral { return "try r.optional(\(string: param.name), \(parser)) ?? \(defaultLiteral)" }
        return "try r.optional(\(string: param.name), \(parser))"
    }
}
