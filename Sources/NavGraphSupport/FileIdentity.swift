#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file that is not a regular file is, in the words of the messages
/// that refuse it: the reader's ("is a FIFO, not a regular file") and the
/// writer's ("cannot write 'x': is a FIFO, not a regular file").
package enum FileKind {
    /// "a FIFO", "a character device"...; nil for a regular file or a type
    /// without a name here.
    package static func name(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return nil
        }
    }
}

/// A file as the file system knows it, whatever path named it: two paths name
/// the same file when device and inode agree.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The file `path` names, through symbolic links; nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    package init(_ info: stat) {
        self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }
}
