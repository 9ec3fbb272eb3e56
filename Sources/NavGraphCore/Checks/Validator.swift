import Dispatch

/// Runs every graph check. Each check is a small type of its own in this
/// folder; the order here does not matter, as `GraphCompiler` sorts findings.
public enum Validator {
    /// Graphs with at least this many routes run their checks on all cores.
    static let concurrencyThreshold = 2000

    static var checks: [any GraphCheck.Type] {
        [
            UnknownReferenceCheck.self,
            PathAmbiguityCheck.self,
            ExternalWithoutURLCheck.self,
            UnreachableRouteCheck.self,
            InterceptorCycleCheck.self,
            RealmCycleCheck.self,
            EmbedCycleCheck.self,
            TabsPushedCheck.self,
            ProtectWithoutAuthCheck.self,
            DuplicateCacheKeyCheck.self,
            PushCycleCheck.self,
            UnusedDefinitionCheck.self,
            DismissibleNotModalCheck.self,
            CacheOnRootCheck.self,
            DuplicateMandatoryInterceptorCheck.self,
            DuplicateRestoreIDCheck.self,
            DuplicateTabCheck.self,
            InterceptorOnOwnScreenCheck.self,
            PushWithoutStackCheck.self,
            AfterInterceptorCycleCheck.self,
            TabEmbeddedInTabsCheck.self,
            TabPresentationCheck.self,
            RequiresAuthWithoutRealmCheck.self,
            UnfillableParameterCheck.self,
            FlowScreenPresentationCheck.self,
            RestoreNeverSucceedsCheck.self,
        ]
    }

    public static func validate(_ graph: Graph) -> [Diagnostic] {
        let checks = self.checks
        guard graph.routes.count >= concurrencyThreshold else {
            return checks.flatMap { $0.run(on: graph) }
        }
        // Checks are pure functions of the graph: run them side by side, each
        // into its own slot, and join the slots in the fixed order above.
        let results = UnsafeMutableBufferPointer<[Diagnostic]>.allocate(capacity: checks.count)
        results.initialize(repeating: [])
        defer { results.deallocate() }
        let slots = SendableSlots(base: results.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: checks.count) { i in
            slots.base[i] = Validator.checks[i].run(on: graph)
        }
        let joined = Array(results).flatMap { $0 }
        _ = results.deinitialize()
        return joined
    }

    /// Each concurrent iteration writes only its own slot.
    private struct SendableSlots: @unchecked Sendable {
        let base: UnsafeMutablePointer<[Diagnostic]>
    }
}
