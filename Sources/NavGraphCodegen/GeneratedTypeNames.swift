/// The type names `gen` makes of a graph's `name` (`<Name>Route`,
/// `<Name>Graph`...), and the names they must never meet: a generated
/// `NavigationRoute` would shadow NavGraphRuntime's own in the app, which
/// then stops compiling. `gen` refuses such a `name`, with a name to use
/// instead: a standard type's always, a runtime type's for a `--runtime`
/// table (a plain table imports Foundation only, and graphs named
/// `Navigation` are common: `check` takes them).
package enum GeneratedTypeNames {
    /// What `gen` appends to the graph's name for each type it declares at
    /// the top level (NavGraphCodegen's `DefinitionNames`); a new generated
    /// type adds its suffix here.
    package static let suffixes = ["Route", "Graph", "Realm", "Lifetime", "Container", "Interceptor"]

    /// Every public type of NavGraphRuntime, the module a `--runtime` table
    /// imports (`GeneratedTypeNamesTests` keeps the list equal to its sources),
    /// and the model's `GraphTable`, which the table names.
    package static let runtimeTypes = [
        "GraphNavigator", "GraphTable", "ManualNavigationClock", "NavigationArrival", "NavigationClock",
        "NavigationFailure", "NavigationGraph", "NavigationOutcome", "NavigationRealm", "NavigationResult",
        "NavigationRoute", "NavigationScreen", "NavigationTarget", "Navigator", "NavigatorState",
        "RestorableState", "SystemNavigationClock",
    ]

    /// Standard library and Foundation types a generated table names.
    package static let standardTypes = [
        "Array", "Bool", "CaseIterable", "Codable", "CodingKey", "Decodable", "Decoder", "DecodingError",
        "Dictionary", "Double", "Encodable", "Encoder", "EncodingError", "Error", "Hashable", "Int", "Never",
        "Optional", "Result", "Sendable", "Set", "String", "Substring", "URL", "URLComponents", "URLQueryItem",
    ]

    /// The type-name prefix `gen` makes of a graph name that is a Swift
    /// identifier: its first letter upper-cased (a leading `_` dropped, to
    /// be safe on both sides of NavGraphCodegen's `upperCamelIfNeeded`).
    package static func prefix(of name: String) -> String {
        let trimmed = name.drop { $0 == "_" }
        guard let first = trimmed.first else { return name }
        return first.uppercased() + trimmed.dropFirst()
    }

    /// The first generated type of `name` that meets a standard type, or a
    /// runtime type when the table is `runtime`'s, with that type's module;
    /// nil when none does.
    package static func clash(for name: String, runtime: Bool = true) -> (type: String, module: String)? {
        let prefix = prefix(of: name)
        for suffix in suffixes {
            let type = prefix + suffix
            if runtime, runtimeTypes.contains(type) { return (type, "NavGraphRuntime") }
            if standardTypes.contains(type) { return (type, "the Swift standard library") }
        }
        return nil
    }

    /// The one-line refusal of `name`, or nil when its types meet nothing.
    package static func refusal(for name: String, runtime: Bool) -> String? {
        guard let clash = clash(for: name, runtime: runtime) else { return nil }
        return "name '\(name)' makes the type \(clash.type), which \(clash.module) declares: the generated table "
            + "would shadow it; name the graph e.g. '\(replacement(for: name))'"
    }

    /// A name whose types meet nothing: `name` + `App` (or + `Nav`...).
    package static func replacement(for name: String) -> String {
        for ending in ["App", "Nav", "Screens", "Flow"] where clash(for: name + ending) == nil { return name + ending }
        return name + "Graph1"
    }
}
