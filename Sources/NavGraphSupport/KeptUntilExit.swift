/// Values left allocated until the process ends. A process that exits as soon
/// as its output is written (the command line) skips freeing what it no longer
/// reads: for a large graph that is work for nothing (a compiler driver skips
/// it the same way). A long-running process (the language server) never keeps.
package enum KeptUntilExit {
    package static func keep<T>(_ value: T) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
