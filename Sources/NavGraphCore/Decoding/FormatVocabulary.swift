import NavGraphModel

/// The words of the graph format, for tools outside the decoder (the
/// language server's completion): read from the same key tables the decoder
/// switches on, so a key added there is offered here too.
public enum FormatVocabulary {
    /// A mapping of the format that has a fixed set of keys.
    public enum Mapping: String, Sendable, CaseIterable {
        case graph, module, route, param, realm, container, cache, restore, interceptor, deeplinks
    }

    /// The keys allowed in a mapping, in the order the format lists them.
    public static func keys(of mapping: Mapping) -> [String] {
        switch mapping {
        case .graph: return TopLevelKey.names
        case .module: return TopLevelKey.allCases.filter(\.allowedInModule).map(\.rawValue)
        case .route: return RouteKey.names
        case .param: return ParamKey.names
        case .realm: return RealmKey.names
        case .container: return ContainerKey.names
        case .cache: return CachePolicyKey.names
        case .restore: return RestoreKey.names
        case .interceptor: return InterceptorKey.names
        case .deeplinks: return DeepLinksKey.names
        }
    }

    /// `deeplinks.modals`: what a deep link does with the modals on screen.
    public static let deepLinkModals = DeepLinkModals.allCases.map(\.rawValue)
    public static let presentations = Presentation.allCases.map(\.rawValue)
    public static let containerKinds = ContainerKind.allCases.map(\.rawValue)
    public static let restoreBehaviors = RestoreBehavior.allCases.map(\.rawValue)
    public static let interceptorPhases = InterceptorPhase.allCases.map(\.rawValue)
    public static let interceptorPriorities = InterceptorPriority.allCases.map(\.rawValue)
    public static let paramTypes = ParamType.scalarNames
    /// The lifetimes that are words rather than durations.
    public static let lifetimeWords = ["session", "app"]
    public static let booleans = ["true", "false"]

    /// Whether `text` is a valid route, realm, lifetime, container or interceptor id.
    public static func isID(_ text: String) -> Bool { Identifiers.isID(text) }
}
