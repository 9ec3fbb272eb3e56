#if canImport(Glibc)
    import Glibc
#endif

/// Gives the pages of freed memory back to the system, where the C library
/// can (glibc's `malloc_trim`, looked up at run time: the Glibc module does
/// not export it; elsewhere there is nothing to do). Freed heap pages
/// otherwise stay in the process's resident memory.
enum MemoryRelease {
    static func returnFreePages() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
