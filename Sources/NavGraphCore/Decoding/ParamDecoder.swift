import NavGraphModel

/// `params:` of a route. Short form `id: int` or `sort: [price, rating]`,
/// long form `{ type, required, default }`. A parameter named in the path is
/// a path parameter (always required, no default); the others are query
/// parameters, optional unless `required: true`.
extension FileDecoder {
    /// The parameters in file order; `declared` holds their names, `pathNames` those of the path.
    mutating func decodeParams(_ node: YAMLNode, routeID: String, pathNames: inout NameSet, declared: inout NameSet)
        -> [Parameter]
    {
        guard let pairs = pairs(node, expected: "a mapping of parameter names to types") else { return [] }
        var params: [Parameter] = []
        params.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let name = keyText(pair) else { continue }
            // A repeated name is a duplicate key (reported by the YAML reader);
            // only its first declaration is kept.
            guard declared.insert(name) else { continue }
            if !Identifiers.isName(name) {
                report(
                    .invalidIdentifier, "parameter name '\(name)' of route '\(routeID)' is not a valid name",
                    at: pair.key.span, notes: ["parameter names match [A-Za-z_][A-Za-z0-9_]*"])
            }
            let isPath = pathNames.contains(name)
            params.append(
                decodeParam(name: name, keySpan: pair.key.span, node: pair.value, routeID: routeID, isPath: isPath))
        }
        return params
    }

    private mutating func decodeParam(name: String, keySpan: Span, node: YAMLNode, routeID: String, isPath: Bool)
        -> Parameter
    {
        var param = Parameter(
            name: name, span: keySpan, type: .string, typeSpan: node.span, required: isPath, isPath: isPath)
        guard case .mapping(let pairs) = node.value else {
            // Short form: the value is the type.
            if let type = paramType(node) { param.type = type }
            return param
        }
        let context = "parameter '\(name)' of route '\(routeID)'"
        var typeNode: YAMLNode?
        var defaultNode: YAMLNode?
        var requiredTrue: Span?
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            switch ParamKey(key: key) {
            case .type?: typeNode = pair.value
            case .default?: defaultNode = pair.value
            case .required?:
                guard let required = bool(pair.value) else { break }
                if isPath && !required {
                    report(
                        .invalidValue, "path parameter '\(name)' of route '\(routeID)' is always required",
                        at: pair.value.span,
                        notes: ["the path carries it; make it a query parameter (not in the path) to make it optional"])
                } else {
                    param.required = required
                    if required && !isPath { requiredTrue = pair.value.span }
                }
            case nil: unknownKey(key, at: pair.key.span, in: context, allowed: ParamKey.names)
            }
        }
        var typeValid = false
        if let typeNode {
            param.typeSpan = typeNode.span
            if let type = paramType(typeNode) {
                param.type = type
                typeValid = true
            }
        } else {
            missingKey("type", in: context, at: node.span)
        }
        if let defaultNode {
            if isPath {
                report(
                    .invalidDefault, "path parameter '\(name)' of route '\(routeID)' cannot have a default",
                    at: defaultNode.span, notes: ["the path always carries a value; remove the default"])
            } else if let value = defaultValue(defaultNode, type: param.type, typeKnown: typeValid) {
                param.defaultValue = value
                param.defaultSpan = defaultNode.span
            }
            // A default is what an absent parameter takes, so a parameter with
            // one is never missing: `required` would be read one way by the
            // generated parser and the other by the simulator.
            if let requiredTrue {
                report(
                    .requiredWithDefault, "\(context) is required but has a default", at: requiredTrue,
                    secondary: [DiagnosticLabel(span: defaultNode.span, message: "default given here")],
                    notes: [
                        "a default makes the parameter optional: keep one of the two, `required: true` or the default"
                    ])
            }
        }
        return param
    }

    /// A type name or an enum's word list; nil (reported) when neither.
    private mutating func paramType(_ node: YAMLNode) -> ParamType? {
        switch node.value {
        case .sequence(let items):
            var words: [String] = []
            var seen: Set<String> = []
            for item in items {
                guard let s = string(item, expected: "an enum word"), fitsNameBound(s.value, "an enum word", at: s.span)
                else { return nil }
                guard Identifiers.isName(s.value) else {
                    report(
                        .invalidParamType, "enum word '\(s.value)' is not a valid name", at: s.span,
                        notes: ["enum words match [A-Za-z_][A-Za-z0-9_]*"])
                    return nil
                }
                guard seen.insert(s.value).inserted else {
                    report(.invalidParamType, "enum word '\(s.value)' is listed twice", at: s.span)
                    return nil
                }
                words.append(s.value)
            }
            if words.isEmpty {
                report(.invalidParamType, "an enum type needs at least one word", at: node.span)
                return nil
            }
            // `[string]` is an enum of the one word "string", rarely what was meant.
            if words.count == 1, ParamType.scalarNames.contains(words[0]) {
                report(
                    .enumOfTypeName,
                    "enum type [\(words[0])] accepts only the word '\(words[0])', not any \(words[0])",
                    at: node.span,
                    notes: ["a list of words is an enum; write the type name without brackets for any \(words[0])"],
                    suggestion: Suggestion(message: "did you mean `type: \(words[0])`?", replacement: words[0]))
            }
            return .enumeration(words)
        case .scalar(let s) where node.kind == .string:
            if let type = ParamType(name: s.text) { return type }
            report(
                .invalidParamType, "unknown parameter type '\(s.text)'", at: node.span,
                notes: ["types: string, int, double, bool, uuid, or a list of words such as [price, rating]"],
                suggestion: Suggestions.didYouMean(s.text, in: ParamType.scalarNames)
                    ?? Self.typeOtherLanguagesCall(s.text).map {
                        Suggestion(message: "did you mean '\($0)'?", replacement: $0)
                    })
            return nil
        default:
            report(
                .invalidParamType, "expected a parameter type, found \(Self.describe(node))", at: node.span,
                notes: ["types: string, int, double, bool, uuid, or a list of words such as [price, rating]"])
            return nil
        }
    }

    /// A default converted by its text (YAML `5` and `"5"` are both the int 5);
    /// a bool's default must be a YAML boolean or the words true/false.
    /// Not checked when the type itself was invalid (already reported).
    private mutating func defaultValue(_ node: YAMLNode, type: ParamType, typeKnown: Bool) -> ParamValue? {
        guard let s = node.scalar, node.kind != .null else {
            if typeKnown {
                report(
                    .invalidDefault, "expected a default of type \(type.description), found \(Self.describe(node))",
                    at: node.span)
            }
            return nil
        }
        if let number = Self.coreNumber(s, for: type) { return number }
        var text = s.text
        if type == .bool, let b = s.boolValue { text = b ? "true" : "false" }
        if let value = type.parse(text) { return value }
        if typeKnown {
            report(
                .invalidDefault, "default '\(s.text)' is not a valid \(Self.typeName(type))", at: node.span,
                notes: Self.typeHint(type))
        }
        return nil
    }

    /// A default that YAML 1.2 core types as a number, read as that number:
    /// `0x1F`, `0o17` and `+5` are ints, `.5`, `5.`, `+1.5` and `1E-2` are
    /// floats (the value texts of man/navscript.5 accept fewer spellings).
    /// An int fits a double parameter too. Not finite (`.inf`, `.nan`): nil.
    static func coreNumber(_ s: YAMLScalar, for type: ParamType) -> ParamValue? {
        switch (type, s.kind) {
        case (.int, .int): return coreInt(s.text).map(ParamValue.int)
        case (.double, .int): return coreInt(s.text).map { .double(Double($0)) }
        case (.double, .float):
            let text = s.text.hasPrefix("+") ? String(s.text.dropFirst()) : s.text
            guard let d = Double(text), d.isFinite else { return nil }
            return .double(d)
        default: return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`, within 64 bits.
    private static func coreInt(_ text: String) -> Int64? {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        let magnitude: Int64?
        if body.hasPrefix("0x") {
            magnitude = Int64(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("0o") {
            magnitude = Int64(body.dropFirst(2), radix: 8)
        } else {
            magnitude = Int64(body, radix: 10)
        }
        guard let magnitude else { return nil }
        return negative ? -magnitude : magnitude
    }

    private static func typeName(_ type: ParamType) -> String {
        switch type {
        case .enumeration(let words): return "value of [" + words.joined(separator: ", ") + "]"
        default: return type.description
        }
    }

    private static func typeHint(_ type: ParamType) -> [String] {
        switch type {
        case .int: return ["an int is written as digits with an optional '-', e.g. 42"]
        case .double: return ["a double is written like 2.5 or -1e3"]
        case .bool: return ["a bool default is true or false"]
        case .uuid: return ["a uuid is written as 8-4-4-4-12 hex digits"]
        case .enumeration(let words): return ["expected one of: " + words.joined(separator: ", ")]
        case .string: return []
        }
    }

    /// The type another language names `name` by (`float` is `double` here), when one does.
    static func typeOtherLanguagesCall(_ name: String) -> String? {
        switch name.lowercased() {
        case "float", "double", "number", "decimal", "real", "cgfloat", "float64": return "double"
        case "integer", "int", "long", "int64", "int32": return "int"
        case "boolean", "bool": return "bool"
        case "str", "text", "string", "varchar": return "string"
        case "guid", "uuid": return "uuid"
        default: return nil
        }
    }
}
