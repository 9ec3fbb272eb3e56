import ArgumentParser
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
/// this command's own only when its name is `<code>-<n>.navscript` for a
/// diagnostic code and its first line `# <code>: `, as every witness begins;
/// nothing else in DIR is touched.
enum WitnessFolder {
    static func write(_ diagnostics: [Diagnostic], into directory: String) throws {
        let created = try Self.prepare(directory)
        var named: [(name: String, script: String)] = []
        var counts: [DiagnosticCode: Int] = [:]
        for d in diagnostics {
            guard let script = d.witness else { continue }
            let n = counts[d.code, default: 0] + 1
            counts[d.code] = n
            named.append(("\(d.code.rawValue)-\(n).navscript", script))
        }
        var pending: [AtomicFile.Pending] = []
        for (name, script) in named {
            let path = directory + "/" + name
            do {
                pending.append(try AtomicFile(path: path).writeTemporary(script))
            } catch {
                for file in pending { file.discard() }
                if created { rmdir(directory) }
                throw OutputFile.failed(path, error)
            }
        }
        let stale = Self.ownWitnesses(in: directory).subtracting(named.map(\.name))
        for file in pending {
            do {
                try file.commit()
            } catch {
                throw OutputFile.failed(file.path, error)
            }
        }
        for name in stale.sorted() { unlink(directory + "/" + name) }
    }

    /// Makes sure `directory` is a writable folder, creating it when missing
    /// (true when it did), with a message for each kind of mistake.
    private static func prepare(_ directory: String) throws -> Bool {
        let folder = "witness folder '\(directory)'"
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
        guard mkdir(directory, 0o777) == 0 else {
            switch errno {
            case ENOENT: throw refused("cannot create \(folder): its parent folder does not exist")
            case EACCES: throw refused("cannot create \(folder): its parent folder is not writable")
            default: throw refused("cannot create \(folder): \(String(cString: strerror(errno)))")
            }
        }
        return true
    }

    private static func refused(_ message: String) -> ExitCode {
        Console.error(message)
        return ExitStatus.cannotCreate
    }

    /// The names in `directory` of witnesses an earlier run wrote.
    private static func ownWitnesses(in directory: String) -> Set<String> {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var names: Set<String> = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
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
        return DiagnosticRegistry.core.rule(for: DiagnosticCode(code)) != nil ? code : nil
    }

    /// The first line of a regular file (never a FIFO or a link), up to 512 bytes.
    private static func firstLine(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 512)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        guard n > 0 else { return nil }
        return String(decoding: bytes[..<n].prefix { $0 != 0x0A }, as: UTF8.self)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
