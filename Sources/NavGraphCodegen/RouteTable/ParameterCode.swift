import NavGraphCore
import NavGraphModel

/// How one parameter appears in Swift: its type, its default, and the code
/// that reads it from text and writes it back. Holds only what it needs
/// (no route or name tables), since there is one a parameter. A class: rows
/// of the route table read it several times a route, and a reference is one
/// count to keep where a copy of the value is a dozen.
final class ParameterCode: Sendable {
    let param: Parameter
    /// The argument label (and binding name).
    let label: String
    /// The label as a name, in backticks when it is a keyword (decided once).
    let labelName: SwiftName
    /// The nested enum's name, for an enum parameter.
    let enumType: String?
    /// The segment index of a path parameter.
    let position: Int
    /// The default as a Swift expression.
    let defaultLiteral: SwiftCode?

    /// A parameter at segment `position` of its route's path (0 for a query
    /// parameter), with its label and, for an enum, its type's name and case
    /// names (word -> case).
    init(_ param: Parameter, position: Int, label: String, enumType: String?, enumCases: [String: String]?) {
        self.param = param
        self.label = label
        labelName = SwiftName(label)
        self.enumType = enumType
        self.position = position
        defaultLiteral = param.defaultValue.map { value in
            ParameterCode.literal(value, enumCase: { word in enumCases?[word] ?? SwiftNames.identifier(for: word) })
        }
    }

    /// `Int`, `ProductSort`, ... without optionality.
    func writeBaseType(_ w: inout SwiftWriter) {
        switch param.type {
        case .string: w.fixed("String")
        case .int: w.fixed("Int")
        case .double: w.fixed("Double")
        case .bool: w.fixed("Bool")
        case .uuid: w.fixed("UUID")
        case .enumeration: w.name(enumType ?? "String")
        }
    }

    /// Optional when the parameter may be absent and has no default.
    var isOptional: Bool { !param.isPath && !param.required && param.defaultValue == nil }

    /// The associated value's declaration: `ref: String = "feed"`, `page: Int? = nil`.
    func writeDeclaration(_ w: inout SwiftWriter) {
        w.name(labelName)
        w.fixed(": ")
        writeBaseType(&w)
        if isOptional {
            w.fixed("? = nil")
        } else if let defaultLiteral {
            w.fixed(" = ")
            w.code(defaultLiteral)
        }
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
    func writeParser(_ w: inout SwiftWriter) {
        switch param.type {
        case .string: w.fixed("Parsing.string")
        case .int: w.fixed("Parsing.int")
        case .double: w.fixed("Parsing.double")
        case .bool: w.fixed("Parsing.bool")
        case .uuid: w.fixed("Parsing.uuid")
        case .enumeration:
            w.name(enumType ?? "String")
            w.fixed(".init(rawValue:)")
        }
    }

    /// The canonical text of a non-optional value held in the binding `label`.
    func writeText(_ w: inout SwiftWriter) {
        switch param.type {
        case .string: w.name(labelName)
        case .int: call("Parsing.text(int: ", &w)
        case .double: call("Parsing.text(double: ", &w)
        case .bool: call("Parsing.text(bool: ", &w)
        case .uuid: call("Parsing.text(uuid: ", &w)
        case .enumeration:
            w.name(labelName)
            w.fixed(".rawValue")
        }
    }

    private func call(_ function: StaticString, _ w: inout SwiftWriter) {
        w.fixed(function)
        w.name(labelName)
        w.fixed(")")
    }

    /// The query value to write, `String?`: nil when absent or at its default.
    func writeQueryText(_ w: inout SwiftWriter) {
        if isOptional {
            w.name(labelName)
            switch param.type {
            case .string: break
            case .int: w.fixed(".map(Parsing.text(int:))")
            case .double: w.fixed(".map(Parsing.text(double:))")
            case .bool: w.fixed(".map(Parsing.text(bool:))")
            case .uuid: w.fixed(".map(Parsing.text(uuid:))")
            case .enumeration: w.fixed("?.rawValue")
            }
            return
        }
        if let defaultLiteral {
            w.name(labelName)
            w.fixed(" == ")
            w.code(defaultLiteral)
            w.fixed(" ? nil : ")
        }
        writeText(&w)
    }

    /// A query parameter that may be absent from a request and has no
    /// default to stand in: `missingParameter` when it is.
    var isMissable: Bool { !param.isPath && param.required && param.defaultValue == nil }

    /// The argument that reads the parameter from a request `r`: a missable
    /// parameter as an optional (the caller checks it once every value is
    /// read, since a bad value wins over a missing one); a default stands in
    /// for an absent value, `required` or not (the core's rule).
    func writeReadExpression(_ w: inout SwiftWriter) {
        if param.isPath {
            w.fixed("try r.segment(")
            w.int(position)
            w.fixed(", ")
        } else {
            w.fixed("try r.optional(")
        }
        w.string(param.name)
        w.fixed(", ")
        writeParser(&w)
        w.fixed(")")
        if !param.isPath, let defaultLiteral {
            w.fixed(" ?? ")
            w.code(defaultLiteral)
        }
    }
}
