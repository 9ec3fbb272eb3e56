import Dispatch

/// Runs independent pieces of work side by side and returns their results
/// in order, so the output is the same as running them one after another.
package enum Parallel {
    package static func map<T: Sendable>(_ count: Int, parallel: Bool, _ body: @Sendable (Int) -> T) -> [T] {
        guard parallel, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, body(i)) }
        return slots.values()
    }

    /// One slot a piece of work; each is written by exactly one iteration.
    /// The slots are memory allocated once, not an array: a write through an
    /// array's `withUnsafeMutableBufferPointer` is a mutating access to the
    /// array, and two iterations' accesses would overlap.
    private final class Slots<T: Sendable>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<T?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        func set(_ i: Int, _ value: T) { storage[i] = value }

        func values() -> [T] { storage.map { $0! } }
    }
}
