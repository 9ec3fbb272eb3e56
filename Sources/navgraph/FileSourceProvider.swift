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
        // Read into uninitialised storage of the file's size; a file that
        // grows meanwhile (or reports no size) goes on in pieces until EOF.
        let size = max(Int(info.st_size), 0)
        var failure: SourceReadError?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = posixRead(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = .unreadable(String(cString: strerror(errno))) }
                if n <= 0 { break }
                count += n
            }
        }
        if let failure { return .failure(failure) }
        var more = [UInt8](repeating: 0, count: 16_384)  // EOF is one more read
        while true {
            let n = more.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            bytes.append(contentsOf: more[..<n])
        }
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
