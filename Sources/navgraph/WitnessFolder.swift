import ArgumentParser
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import NavGraphSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The witness scripts of `check --witness DIR` (each finding's `witness`),
/// written as DIR/<code>-<n>.navscript, numbered per code in output order.
///
/// The folder is replaced as a whole: every script is first written beside
/// its name (`AtomicFile.writeTemporary`); only when all are written are
/// they renamed into place and the witnesses of an earlier run that this one
/// does not write removed. A failed write removes the temporary files (and
/// the folder when this run created it), leaving DIR as it was. A file is
/// this command's own only when an earlier run listed it in the folder's
/// manifest (`DIR/.navgraph-witnesses`, written with the witnesses), its name
/// is `<code>-<n>.navscript` for a diagnostic code and its first line
/// `# <code>: `, as every witness begins (a file of the repository that
/// merely looks like a witness is never removed or replaced);
/// nothing else in DIR is touched: another file where a witness goes, and an
/// input of the run (the graph or a module) among the files it would replace
/// or remove, are refused before anything is written.
enum WitnessFolder {
    static func write(_ diagnostics: [Diagnostic], into given: String, inputs: [FileIdentity]) throws {
        let directory = folderPath(given)
        let created = try Self.prepare(directory)
        var named: [(name: String, script: String)] = []
        var counts: [DiagnosticCode: Int] = [:]
        for d in diagnostics {
            guard let script = d.witness else { continue }
            let n = counts[d.code, default: 0] + 1
            counts[d.code] = n
            named.append(("\(d.code.rawValue)-\(n).navscript", script))
        }
        let own = Self.ownWitnesses(in: directory)
        func refuse(_ error: ExitCode) -> ExitCode {
            if created { rmdir(directory) }
            return error
        }
        // The folder opened once, for every witness (one descriptor, not one a witness).
        let manifestPath = directory + "/" + manifestName
        let folder: OpenFolder?
        do {
            folder = try AtomicFile.openFolder(directory)
        } catch {
            throw refuse(OutputFile.failed(manifestPath, error, standardOutputHint: false))
        }
        var destinations: [AtomicFile] = []
        for (name, _) in named {
            let path = directory + "/" + name
            do {
                destinations.append(try AtomicFile(path: path, folder: folder, inputs: inputs))
            } catch {
                throw refuse(OutputFile.failed(path, error, standardOutputHint: false))
            }
            if !own.contains(name), access(path, F_OK) == 0 {
                throw refuse(
                    refused(
                        "cannot write '\(path)': navgraph did not write it (a witness begins '# <code>: '); "
                            + "move it, or give another folder"))
            }
        }
        let stale = own.subtracting(named.map(\.name))
        for name in stale.sorted() where FileIdentity(path: directory + "/" + name).map(inputs.contains) == true {
            throw refuse(
                refused(
                    "cannot remove '\(directory)/\(name)', a witness of an earlier run: it is an input of this run "
                        + "(the graph or a module it includes); give another folder"))
        }
        let manifest: AtomicFile
        do {
            manifest = try AtomicFile(path: manifestPath, folder: folder, inputs: inputs)
        } catch {
            throw refuse(OutputFile.failed(manifestPath, error, standardOutputHint: false))
        }
        destinations.append(manifest)
        named.append((manifestName, manifestText(named.map(\.name))))
        var pending: [AtomicFile.Pending] = []
        for (file, (_, script)) in zip(destinations, named) {
            do {
                pending.append(try file.writeTemporary(script))
            } catch {
                for file in pending { file.discard() }
                throw refuse(OutputFile.failed(file.path, error, standardOutputHint: false))
            }
        }
        for file in pending {
            do {
                try file.commit()
            } catch {
                throw OutputFile.failed(file.path, error, standardOutputHint: false)
            }
        }
        // Removed in the folder that was judged and written, never through a link swapped in since.
        if let folder { for name in stale.sorted() { unlinkat(folder.descriptor, name, 0) } }
    }

    /// The folder as given, without trailing `/` and `/.`: `link/` names the link, which
    /// `lstat` would otherwise see through.
    static func folderPath(_ given: String) -> String {
        var path = given
        while path.count > 1 {
            if path.hasSuffix("/.") {
                path.removeLast(2)
            } else if path.hasSuffix("/") {
                path.removeLast()
            } else {
                break
            }
        }
        return path.isEmpty ? "/" : path
    }

    /// Makes sure `directory` is a writable folder, creating it when missing
    /// (true when it did), with a message for each kind of mistake.
    private static func prepare(_ directory: String) throws -> Bool {
        let folder = "witness folder '\(directory)'"
        if let outside = ConfinedFolders.outsideLink(inFoldersOf: directory) {
            throw refused(
                "cannot write \(folder): "
                    + AtomicFile.Failure.linkedFolder(link: outside.link, target: outside.target).reason)
        }
        var info = stat()
        if lstat(directory, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK: throw refused("\(folder) is a symbolic link; give the folder itself")
            default: throw refused("\(folder) is a file, not a folder")
            }
            if access(directory, W_OK | X_OK) != 0 {
                throw refused("\(folder) is not writable: \(String(cString: strerror(errno)))")
            }
            return false
        }
        if errno == ENOTDIR { throw refused("cannot create \(folder): a part of its path is a file, not a folder") }
        // Made in its parent as the walk judged it (opened a folder at a time), never through a link swapped in since.
        let made: Int32
        switch ConfinedFolders.open(ConfinedFolders.folder(of: directory)) {
        case .success(let parent):
            made = mkdirat(parent.descriptor, ConfinedFolders.name(of: directory), 0o777) == 0 ? 0 : errno
        case .failure(.outsideLink(let outside)):
            throw refused(
                "cannot write \(folder): "
                    + AtomicFile.Failure.linkedFolder(link: outside.link, target: outside.target).reason)
        case .failure(.cannotOpen(_, let error)): made = error
        }
        guard made == 0 else {
            switch made {
            case ENOENT: throw refused("cannot create \(folder): its parent folder does not exist")
            case EACCES: throw refused("cannot create \(folder): its parent folder is not writable")
            default: throw refused("cannot create \(folder): \(String(cString: strerror(made)))")
            }
        }
        return true
    }

    private static func refused(_ message: String) -> ExitCode {
        Console.error(message)
        return ExitStatus.cannotCreate
    }

    /// The file in the folder that lists the witnesses this command wrote there.
    static let manifestName = ".navgraph-witnesses"

    static func manifestText(_ names: [String]) -> String {
        "# the witnesses navgraph check --witness wrote here; it removes or replaces no other file\n"
            + names.sorted().map { $0 + "\n" }.joined()
    }

    /// The names in `directory` of witnesses an earlier run wrote: listed in its
    /// manifest, and still named and begun as witnesses are.
    private static func ownWitnesses(in directory: String) -> Set<String> {
        guard
            case .success(.bytes(let bytes, _)) = FileBytes.read(
                directory + "/" + manifestName, limit: 16 << 20, within: directory, skipping: { _ in false })
        else { return [] }
        let listed = Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
        var names: Set<String> = []
        for name in FolderNames.list(directory) ?? [] where listed.contains(name) {
            if let code = witnessCode(name), firstLine(of: directory + "/" + name)?.hasPrefix("# \(code): ") == true {
                names.insert(name)
            }
        }
        return names
    }

    /// `code` of a name `<code>-<n>.navscript`, when `code` is a diagnostic code.
    static func witnessCode(_ name: String) -> String? {
        guard name.hasSuffix(".navscript"), let dash = name.lastIndex(of: "-") else { return nil }
        let code = String(name[..<dash])
        let number = name[name.index(after: dash)...].dropLast(".navscript".count)
        guard let first = number.first, first != "0", number.allSatisfy(\.isASCIIDigit) else { return nil }
        return DiagnosticRegistry.graph.rule(for: DiagnosticCode(code)) != nil ? code : nil
    }

    /// The first line of a regular file (never a FIFO or a link), up to 512 bytes.
    private static func firstLine(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 512)
        let n = FileDescriptor.read(fd, into: &bytes)
        guard n > 0 else { return nil }
        return String(decoding: bytes[..<n].prefix { $0 != 0x0A }, as: UTF8.self)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
