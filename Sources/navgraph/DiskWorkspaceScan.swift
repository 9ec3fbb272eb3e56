import NavGraphLanguage
import NavGraphSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the language server learns of the disk besides reading files: stamps
/// that tell a closed file changed, and the scripts under a folder.
extension DiskWorkspaceFiles {
    /// Folders entered at most, so that rename in a huge tree stays bounded.
    static let maxFoldersScanned = 20_000

    func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified)
    }

    func scripts(under directory: String) -> [String] {
        var found: [String] = []
        var folders = [directory]
        var entered = 0
        while let folder = folders.popLast(), entered < DiskWorkspaceFiles.maxFoldersScanned {
            entered += 1
            guard let names = FolderNames.list(folder) else { continue }
            for name in names {
                // Hidden folders (.git, .build) hold no scripts of the project.
                if name.hasPrefix(".") { continue }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                var info = stat()
                // lstat: a link to a folder is not followed (no loops, nothing outside).
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: folders.append(path)
                case S_IFREG where name.hasSuffix(".navscript"): found.append(path)
                default: continue
                }
            }
        }
        return found.sorted()
    }
}
