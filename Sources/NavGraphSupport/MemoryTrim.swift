import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory that was freed back to the system. glibc keeps freed small
/// blocks in its arenas, where only allocations of the same size (and, for a
/// worker thread's arena, of that thread) reuse them: a large graph's YAML
/// tree, freed once decoded, otherwise stays in the process's footprint to
/// its end, under the large arrays allocated after it. (Not after the checks:
/// what they free, the exploration's tables reuse; handed back, it is faulted
/// in again at once.) Elsewhere the allocator returns memory itself, and this
/// does nothing.
package enum MemoryTrim {
    /// Frees started on other threads (`freeing(_:)`) that a trim waits for.
    private static let frees = DispatchGroup()

    /// Runs `free` on a background thread; `now()` waits for it before trimming.
    package static func freeing(_ free: @escaping @Sendable () -> Void) {
        frees.enter()
        DispatchQueue.global(qos: .utility).async {
            free()
            frees.leave()
        }
    }

    /// Waits for the frees started, then trims, on the caller's thread: at a fixed
    /// point, so that a process's peak footprint does not depend on thread timing.
    package static func now() {
        frees.wait()
        _ = mallocTrim?(0)
    }

    private typealias Trim = @convention(c) (Int) -> Int32

    /// `malloc_trim`, looked up at run time: the Glibc module does not declare it.
    private static let mallocTrim: Trim? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: Trim.self)
        #else
            return nil
        #endif
    }()
}
