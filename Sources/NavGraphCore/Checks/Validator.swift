/// Runs every graph check. Each check is a small type of its own in this
/// folder; the order here does not matter, as `GraphCompiler` sorts findings.
public enum Validator {
    static var checks: [any GraphCheck.Type] { [
        ReferenceCheck.self,
        PathAmbiguityCheck.self,
        ExternalParamCheck.self,
        ExternalSchemeCheck.self,
        ReachabilityCheck.self,
        ShowFirstCycleCheck.self,
        RealmCycleCheck.self,
        EmbedCycleCheck.self,
        TabsPlacementCheck.self,
        RestorationCheck.self,
        CacheKeyCheck.self,
        PushCycleCheck.self,
        UnusedDefinitionCheck.self,
        DismissibleCheck.self,
        RootCacheCheck.self,
        MandatoryInterceptorCheck.self,
    ] }

    public static func validate(_ graph: Graph) -> [Diagnostic] {
        checks.flatMap { $0.run(on: graph) }
    }
}
