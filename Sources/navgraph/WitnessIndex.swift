import NavGraphCore
import NavGraphSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The witness scripts of `check --witness DIR`, found again by their
/// finding after the reports of several graphs are merged and sorted, and
/// written as DIR/<code>-<n>.navscript, numbered per code in output order.
struct WitnessIndex {
    private var scripts: [String: String] = [:]

    private static func key(_ d: Diagnostic, file: String) -> String {
        "\(file)\u{0}\(d.code.rawValue)\u{0}\(d.span.start)\u{0}\(d.message)"
    }

    mutating func add(_ script: String, for d: Diagnostic, in file: String) {
        scripts[Self.key(d, file: file)] = script
    }

    func write(_ diagnostics: [Diagnostic], sources: SourceMap, into directory: String) throws {
        if mkdir(directory, 0o777) != 0, errno != EEXIST {
            Console.error("cannot create '\(directory)': \(String(cString: strerror(errno)))")
            throw ExitStatus.failure
        }
        var counts: [DiagnosticCode: Int] = [:]
        for d in diagnostics {
            guard let script = scripts[Self.key(d, file: sources.file(d.span.file)?.name ?? "")] else { continue }
            let n = counts[d.code, default: 0] + 1
            counts[d.code] = n
            let path = directory + "/\(d.code.rawValue)-\(n).navscript"
            do {
                try AtomicFile.write(script, to: path)
            } catch {
                Console.error("cannot write '\(path)': \(error.reason)")
                throw ExitStatus.failure
            }
        }
    }
}
