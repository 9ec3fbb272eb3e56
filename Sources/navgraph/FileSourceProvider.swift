import Foundation
import NavGraphCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads graph files and their includes from disk (paths as the decoder
/// resolved them: relative to the working directory, or absolute).
struct FileSourceProvider: SourceProvider {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        FileSourceProvider.readFile(path)
    }

    /// One `read(2)` loop into the array's own storage: no Data, no copy.
    static func readFile(_ path: String) -> Result<[UInt8], SourceReadError> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.notFound)
            case EACCES: return .failure(.unreadable("permission denied"))
            default: return .failure(.unreadable(String(cString: strerror(errno))))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.unreadable("is a directory")) }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count))) }
            let n = bytes.withUnsafeMutableBytes { buffer in
                posixRead(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }
}

/// Reading the files named on the command line. A missing or unreadable one
/// exits 66 (EX_NOINPUT) with a one-line message.
enum InputFiles {
    /// `-` reads standard input; its diagnostics name it `<stdin>`.
    static func read(_ path: String, what: String = "graph") throws -> (name: String, bytes: [UInt8]) {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return ("<stdin>", [UInt8](data))
        }
        switch FileSourceProvider.readFile(path) {
        case .success(let bytes):
            return (path, bytes)
        case .failure(.notFound):
            Console.error("cannot read \(what) '\(path)': no such file")
            throw ExitStatus.noInput
        case .failure(.unreadable(let why)):
            Console.error("cannot read \(what) '\(path)': \(why)")
            throw ExitStatus.noInput
        }
    }
}

/// `read(2)`, named apart from `SourceProvider.read`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
