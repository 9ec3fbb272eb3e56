import Foundation
import NavGraphSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of a test's own under the system's temporary folder (made by `mkdtemp`, so
/// no other process has it), removed with everything in it when the last reference goes:
/// held by a suite, when its test is done. A test run leaves nothing behind in /tmp,
/// whatever a test planted there (FIFOs, read-only folders, links to elsewhere).
public final class TemporaryFolder: @unchecked Sendable {
    public let path: String

    /// A new empty folder named `<prefix>-XXXXXX`.
    public init(_ prefix: String) throws {
        var template = Array((NSTemporaryDirectory() + prefix + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        path = String(cString: made)
    }

    deinit { Self.remove(path) }

    /// Removes `path` and, for a folder (not a link to one), everything in it; a
    /// folder a test made read-only is made writable first. Links are removed, never
    /// followed. Best effort: what cannot be removed stays.
    public static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        chmod(path, 0o700)
        for name in FolderNames.list(path) ?? [] { remove(path + "/" + name) }
        rmdir(path)
    }
}
