import NavGraphCore

/// How one parameter appears in Swift: its type, its default, and the code
/// that reads it from text and writes it back.
struct ParameterCode: Sendable {
    let param: Parameter
    let route: Route
    let names: RouteTableNames

    var label: String { names.label(route.id, param.name) }

    /// `Int`, `ProductSort`, ... without optionality.
    var baseType: SwiftCode {
        switch param.type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .enumeration: return "\(name: names.enumType(route.id, param.name))"
        }
    }

    /// Optional when the parameter may be absent and has no default.
    var isOptional: Bool { !param.isPath && !param.required && param.defaultValue == nil }

    /// The associated value's declaration: `ref: String = "feed"`, `page: Int? = nil`.
    var declaration: SwiftCode {
        if isOptional { return "\(name: label): \(baseType)? = nil" }
        if let value = param.defaultValue { return "\(name: label): \(baseType) = \(literal(value))" }
        return "\(name: label): \(baseType)"
    }

    /// A Swift expression of the parameter's type for a graph value.
    func literal(_ value: ParamValue) -> SwiftCode {
        switch value {
        case .string(let s): return "\(string: s)"
        case .int(let i): return "\(int: i)"
        case .double(let d): return "\(double: d)"
        case .bool(let b): return b ? "true" : "false"
        case .uuid(let u): return "UUID(uuidString: \(string: u))!"
        case .enumCase(let w): return ".\(name: names.enumCase(names.enumType(route.id, param.name), w))"
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
        case .enumeration: return "\(name: names.enumType(route.id, param.name)).init(rawValue:)"
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
        if let value = param.defaultValue {
            return "\(binding) == \(literal(value)) ? nil : \(text(of: binding))"
        }
        return text(of: binding)
    }

    /// The argument that reads the parameter from a request `r`.
    var readExpression: SwiftCode {
        if param.isPath {
            let position = route.path.segments.firstIndex(of: .param(param.name)) ?? 0
            return "try r.segment(\(int: Int64(position)), \(parser))"
        }
        if param.required { return "try r.required(\(string: param.name), \(parser))" }
        if let value = param.defaultValue {
            return "try r.optional(\(string: param.name), \(parser)) ?? \(literal(value))"
        }
        return "try r.optional(\(string: param.name), \(parser))"
    }
}
