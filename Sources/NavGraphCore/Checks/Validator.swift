import NavGraphModel
import NavGraphSupport

/// The check's validate stage: runs every static check. Each is a small type of its own in
/// this folder. The order here is the order of their codes in the registry (SARIF's rule
/// list, within each family); findings do not depend on it, as `LoadedGraph.adding` sorts them.
package enum Validator {
    /// Graphs with at least this many routes run their checks on all cores.
    package static let concurrencyThreshold = 2000

    static var checks: [any StaticCheck.Type] {
        [
            UnknownReferenceCheck.self,
            PathAmbiguityCheck.self,
            ExternalWithoutURLCheck.self,
            UnreachableRouteCheck.self,
            InterceptorCycleCheck.self,
            RealmCycleCheck.self,
            EmbedCycleCheck.self,
            TabsPushedCheck.self,
            HomeTabCheck.self,
            ProtectWithoutAuthCheck.self,
            DuplicateCacheKeyCheck.self,
            DuplicateRestoreIDCheck.self,
            DuplicateTabCheck.self,
            PushWithoutStackCheck.self,
            AfterInterceptorCycleCheck.self,
            TabEmbeddedInTabsCheck.self,
            UnfillableParameterCheck.self,
            PushCycleCheck.self,
            UnusedDefinitionCheck.self,
            DismissibleNotModalCheck.self,
            CacheOnRootCheck.self,
            FlowScreenPresentationCheck.self,
            RestoreNeverSucceedsCheck.self,
            DuplicateMandatoryInterceptorCheck.self,
            InterceptorOnOwnScreenCheck.self,
            TabPresentationCheck.self,
            RequiresAuthWithoutRealmCheck.self,
            LoginOpenedDirectlyCheck.self,
            CacheKeyWithParamsCheck.self,
            ShadowedEnumValueCheck.self,
            ExternalSkipsRealmCheck.self,
        ]
    }

    /// `onOneThread`: one check after the other, for a caller that runs them beside
    /// work of its own (a large graph's checks run side by side otherwise).
    package static func validate(_ graph: Graph, onOneThread: Bool = false) -> [Diagnostic] {
        // Checks are pure functions of the graph: a large graph runs them side by
        // side, and their findings are joined in the fixed order above.
        Parallel.map(checks.count, parallel: !onOneThread && graph.routes.count >= concurrencyThreshold) { i in
            Validator.checks[i].run(on: graph)
        }.flatMap { $0 }
    }
}
