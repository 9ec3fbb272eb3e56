import Dispatch

/// Work started on another thread, whose result is waited for: what the
/// caller does meanwhile runs beside it (`gen` builds its output while the
/// graph is checked; a large graph's matcher is built beside the engine's tables).
package final class SideWork<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once on the worker thread before `done` is signalled, read after waiting.
    private var value: T?

    package init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async {
            self.value = work()
            self.done.signal()
        }
    }

    /// Waits for the work, then gives its result (once).
    package func result() -> T {
        done.wait()
        return value!
    }
}
