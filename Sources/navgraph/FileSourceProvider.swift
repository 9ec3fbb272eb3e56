import Foundation
import NavGraphCore
import NavGraphSupport

/// Reads graph files and their includes from disk (paths as the decoder
/// resolved them: relative to the working directory, or absolute).
struct FileSourceProvider: SourceProvider {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        FileSourceProvider.readFile(path)
    }

    static func readFile(_ path: String) -> Result<[UInt8], SourceReadError> {
        FileBytes.read(path).mapError { failure in
            switch failure {
            case .notFound: return .notFound
            case .unreadable(let why): return .unreadable(why)
            }
        }
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
