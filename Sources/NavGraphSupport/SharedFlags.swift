/// A table of flags written once, when made, and then only read, by any
/// number of threads: a raw allocation, never freed (a `static let` lives as
/// long as the process), so that readers copy a pointer, not a reference
/// whose count they would contend for (an array's).
public struct SharedFlags: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<Bool>
    package let count: Int

    /// `count` flags, those at `indices` set.
    package init(count: Int, setting indices: some Sequence<Int>) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: false, count: count)
        for i in indices {
            precondition(i >= 0 && i < count)
            base[i] = true
        }
    }

    @inlinable @inline(__always) public subscript(i: Int) -> Bool { base[i] }
}
