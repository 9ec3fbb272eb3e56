#if canImport(Glibc)
    import Glibc
#endif

/// The malloc arena of a worker thread, mapped ahead. glibc gives each
/// worker thread an arena of its own, a heap it grows only by what each
/// allocation needs, a page at a time, with an `mprotect` call each: reading
/// a large graph's routes on a worker made 6,600 of those calls (the main
/// thread's heap grows by `brk` with a pad, a few hundred times). A heap once
/// grown stays mapped read-write when it is trimmed, so growing this
/// thread's at once, by allocating and freeing blocks just under the size
/// glibc would map on their own, makes the growth after it free of calls.
/// Elsewhere, and on the main thread, this does nothing.
package enum ThreadArena {
    /// Makes room for about `bytes` of allocations on this worker thread.
    package static func reserve(_ bytes: Int) {
        #if canImport(Glibc)
            guard let gettid, gettid() != getpid() else { return }
            // Under glibc's default threshold for mapping a block on its own (128 KiB).
            let block = 120 * 1024
            var blocks: [UnsafeMutableRawPointer] = []
            blocks.reserveCapacity(bytes / block)
            for _ in 0..<(bytes / block) {
                guard let p = malloc(block) else { break }
                blocks.append(p)
            }
            for p in blocks.reversed() { free(p) }
        #endif
    }

    #if canImport(Glibc)
        private typealias GetTID = @convention(c) () -> Int32

        /// `gettid`, looked up at run time: the Glibc module does not declare it.
        private static let gettid: GetTID? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
            return unsafeBitCast(symbol, to: GetTID.self)
        }()
    #endif
}
