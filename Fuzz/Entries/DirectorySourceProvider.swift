import Foundation
import NavGraphCore
import NavGraphModel

/// Included files read from a directory on disk: what the command line reads, without its
/// limits and messages. A directory where a file should be is unreadable.
public struct DirectorySourceProvider: SourceProvider {
    public var directory: String

    public init(directory: String) { self.directory = directory }

    public func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        let full = directory + "/" + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
            return .failure(.notFound)
        }
        if isDirectory.boolValue { return .failure(.unreadable("is a directory")) }
        guard let data = FileManager.default.contents(atPath: full) else { return .failure(.unreadable("cannot read")) }
        return .success([UInt8](data))
    }
}
