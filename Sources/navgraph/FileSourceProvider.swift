import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// Reads graph files and their includes from disk (paths as the decoder
/// resolved them: relative to the working directory, or absolute), through
/// `FileBytes`: regular files only, within `SourceLimits`, and an include
/// only when it resolves, through symbolic links, inside the root file's directory.
struct FileSourceProvider: SourceProvider {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        FileSourceProvider.readFile(path)
    }

    func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
        let result = FileBytes.read(
            request.path, limit: request.byteLimit, within: request.rootDirectory,
            skipping: { request.alreadyRead.contains(SourceIdentity($0)) })
        switch result {
        case .success(.bytes(let bytes, let identity)): return .success(.bytes(bytes, SourceIdentity(identity)))
        case .success(.alreadyRead(let identity)): return .success(.alreadyRead(SourceIdentity(identity)))
        case .failure(let failure): return .failure(SourceReadError(failure))
        }
    }

    func identity(of rootName: String) -> SourceIdentity? {
        guard rootName != "<stdin>" else { return nil }  // the name `InputFiles` gives standard input
        return FileIdentity(path: rootName).map(SourceIdentity.init)
    }

    /// A file named by the user (a graph or script on the command line, a
    /// document of the language server): a regular file within
    /// `SourceLimits.fileBytes`, which may be reached through symbolic links
    /// only when they stay inside the directory it is named in.
    static func readFile(_ path: String) -> Result<[UInt8], SourceReadError> {
        let folder = path.hasSuffix("/") ? path : directory(of: path)
        let result = FileBytes.read(path, limit: SourceLimits.fileBytes, within: folder, skipping: { _ in false })
        switch result {
        case .success(.bytes(let bytes, _)): return .success(bytes)
        case .success(.alreadyRead): return .success([])
        case .failure(let failure): return .failure(SourceReadError(failure))
        }
    }

    /// Whether `path` names a regular file (through symbolic links): what `readFile` may read.
    static func isRegularFile(_ path: String) -> Bool { FileBytes.isRegularFile(path) }

    /// The directory part of a path as written ("" when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension SourceIdentity {
    init(_ identity: FileIdentity) {
        self.init(device: identity.device, inode: identity.inode)
    }
}

extension SourceReadError {
    init(_ failure: FileBytes.Failure) {
        switch failure {
        case .notFound: self = .notFound
        case .unreadable(let why): self = .unreadable(why)
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .outside: self = .outsideRoot
        }
    }
}

/// Reading the files named on the command line. A missing or unreadable one
/// exits 66 (EX_NOINPUT) with a one-line message.
///
/// What the user names is theirs to read: `-`, `/dev/stdin` and `/dev/fd/N`
/// (a shell's `<(...)`) read that descriptor, and a FIFO named as itself is
/// read as it comes. Any other name must be a regular file, reached through
/// links only inside its directory (`FileSourceProvider.readFile`): a link
/// planted in a repository (to `/dev/stdin`, a FIFO, a device or a file
/// elsewhere) is refused, and a checkout cannot hold a FIFO itself.
enum InputFiles {
    /// `-` reads standard input; its diagnostics name it `<stdin>`.
    static func read(_ path: String, what: String = "graph") throws -> (name: String, bytes: [UInt8]) {
        let descriptor = Self.descriptor(named: path)
        let result: Result<[UInt8], SourceReadError>
        if let descriptor {
            result = FileBytes.read(descriptor: descriptor, limit: SourceLimits.fileBytes).mapError(
                SourceReadError.init)
        } else if FileBytes.isFIFO(path) {
            result = FileBytes.read(fifo: path, limit: SourceLimits.fileBytes).mapError(SourceReadError.init)
        } else {
            result = FileSourceProvider.readFile(path)
        }
        let isStandardInput = descriptor == 0
        switch result {
        case .success(let bytes):
            return (isStandardInput ? "<stdin>" : path, bytes)
        case .failure(let failure):
            let shown = path == "-" ? "standard input" : "\(what) '\(path)'"
            Console.error("cannot read \(shown): \(InputFiles.reason(failure))")
            throw ExitStatus.noInput
        }
    }

    /// The descriptor a name stands for: `-` and `/dev/stdin` for 0,
    /// `/dev/fd/N` and `/proc/self/fd/N` for N; nil for any other name.
    static func descriptor(named path: String) -> Int32? {
        if path == "-" || path == "/dev/stdin" { return 0 }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            let number = path.dropFirst(prefix.count)
            guard !number.isEmpty, number.count < 10, number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            return Int32(number)
        }
        return nil
    }

    /// Whether two names read the same descriptor (standard input twice reads nothing the second time).
    static func readsStandardInput(_ path: String) -> Bool { descriptor(named: path) == 0 }

    /// The one-line reason a file named by the user was not read.
    static func reason(_ failure: SourceReadError) -> String {
        switch failure {
        case .notFound: return "no such file"
        case .unreadable(let why): return why
        case .tooLarge(let limit): return "it is larger than \(limit >> 20) MiB, the limit of one file"
        case .outsideRoot:
            return "it is a symbolic link to a file outside its directory; name that file itself"
        }
    }
}
