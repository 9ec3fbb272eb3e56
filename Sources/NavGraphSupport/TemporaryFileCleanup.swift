#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of `AtomicFile` that exist right now, removed when
/// SIGINT, SIGTERM or SIGHUP ends the process mid-write. The signal is then
/// raised again with its default action, so the process still ends by it.
///
/// A signal handler may only call async-signal-safe functions: it cannot
/// allocate, lock or touch Swift strings. So the paths are kept as C strings
/// in one zeroed buffer, each entry a live flag (1, or 0 once unregistered)
/// then the path and its NUL; the handler walks the published bytes and
/// unlinks each live entry. An entry's bytes are written before its flag and
/// before `used` grows past it, so the handler never sees half a path.
package enum TemporaryFileCleanup {
    /// A registered path: its offset in the buffer.
    package struct Entry: Sendable {
        let offset: Int
    }

    nonisolated(unsafe) private static var buffer: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var used = 0
    nonisolated(unsafe) private static var capacity = 0
    nonisolated(unsafe) private static var live = 0
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// The signals whose default action ends the process and that a user or a
    /// CI runner sends to stop a command.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Adds `path` to the files removed on a signal; installs the handler on first use.
    package static func register(_ path: String) -> Entry {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if !installed {
            installed = true
            for signal in signals { installHandler(signal) }
            // A mask blocking them (inherited from a parent's thread through
            // spawn) would keep the handler from ever running.
            var set = sigset_t()
            sigemptyset(&set)
            for signal in signals { sigaddset(&set, signal) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
        let bytes = Array(path.utf8)
        let size = 1 + bytes.count + 1
        if used + size > capacity { grow(to: max(2 * capacity, used + size, 4096)) }
        let entry = buffer! + used
        bytes.withUnsafeBufferPointer { (entry + 1).update(from: $0.baseAddress!, count: bytes.count) }
        entry[1 + bytes.count] = 0
        entry[0] = 1
        used += size
        live += 1
        return Entry(offset: used - size)
    }

    /// Takes a path off the list (its file was renamed or removed).
    package static func unregister(_ entry: Entry) {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard let buffer, entry.offset < used, buffer[entry.offset] == 1 else { return }
        buffer[entry.offset] = 0
        live -= 1
        if live == 0 {
            // Nothing left: start over at the front, zeroing what was used.
            used = 0
            buffer.update(repeating: 0, count: capacity)
        }
    }

    /// The paths registered now (for tests).
    package static var registered: [String] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        var paths: [String] = []
        forEachLive { paths.append(String(cString: $0)) }
        return paths
    }

    /// A new zeroed buffer holding the old entries. The old buffer is kept
    /// (not freed): a handler running on another thread may still read it.
    private static func grow(to size: Int) {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.initialize(repeating: 0, count: size)
        if let buffer { bigger.update(from: buffer, count: used) }
        buffer = bigger
        capacity = size
    }

    fileprivate static func forEachLive(_ body: (UnsafePointer<CChar>) -> Void) {
        guard let buffer else { return }
        var offset = 0
        let end = used
        while offset < end {
            let path = UnsafeRawPointer(buffer + offset + 1).assumingMemoryBound(to: CChar.self)
            if buffer[offset] == 1 { body(path) }
            offset += 1 + strlen(path) + 1
        }
    }

    /// Installs the handler for `signal`, unless the signal is ignored (as
    /// under nohup): an ignored signal stays ignored.
    private static func installHandler(_ signal: Int32) {
        let previous = setHandler(signal, removeAndReraise)
        if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            _ = setHandler(signal, SIG_IGN)
        }
    }
}

/// The handler: only unlink, signal and raise, which are async-signal-safe.
private func removeAndReraise(_ signal: Int32) {
    TemporaryFileCleanup.forEachLive { unlink($0) }
    _ = setHandler(signal, SIG_DFL)
    raise(signal)
}

private typealias SignalHandler = @convention(c) (Int32) -> Void

/// `signal(2)`, named apart from the parameters called `signal`.
private func setHandler(_ number: Int32, _ handler: SignalHandler?) -> SignalHandler? {
    signal(number, handler)
}
