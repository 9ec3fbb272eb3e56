import Foundation
import NavGraphSupport
import Testing

@Suite("Support: MemoryTrim")
struct MemoryTrimTests {
    /// Set by the freeing block, read after `now()`.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var set = false
        func raise() { lock.withLock { set = true } }
        var isRaised: Bool { lock.withLock { set } }
    }

    /// `now()` is a fixed point: the frees started before it have run when it returns
    /// (the block sleeps so that, without the wait, it would still be running).
    @Test func nowWaitsForTheFreesStartedBeforeIt() {
        let flags = (0..<3).map { _ in Flag() }
        for flag in flags {
            MemoryTrim.freeing {
                usleep(20_000)
                flag.raise()
            }
        }
        MemoryTrim.now()
        let raised = flags.filter(\.isRaised).count
        #expect(raised == flags.count)
    }
}
