import ArgumentParser
import NavGraphCodegen
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

/// The FILE of `gen -o FILE` and `cover -o FILE`: `-` is standard output;
/// any other is written by `AtomicFile`, which refuses what is not a
/// writable regular file, and refused here when it is one of the run's
/// inputs (the graph or a module it includes, by device and inode).
enum OutputFile {
    /// Whether `-o` names standard output.
    static func isStandardOutput(_ path: String?) -> Bool { path == nil || path == "-" }

    /// Every file the load read, as the file system knows it.
    static func inputs(of sources: SourceMap) -> [FileIdentity] {
        sources.files.compactMap { $0.name == "<stdin>" ? nil : FileIdentity(path: $0.name) }
    }

    /// `path` checked as a destination; a refusal exits 73 with its reason.
    static func destination(_ path: String, inputs: [FileIdentity]) throws -> AtomicFile {
        do {
            return try AtomicFile(path: path, inputs: inputs)
        } catch {
            throw failed(path, error)
        }
    }

    /// Writes `text` to a checked destination, exiting 74 (or 73) on a failure.
    static func write(_ text: String, to file: AtomicFile) throws {
        do {
            try file.write { emit in
                var text = text
                text.withUTF8 { emit($0) }
                TestSignal.raiseIfAsked()
            }
        } catch {
            throw failed(file.path, error)
        }
    }

    /// The file `--check` compares with, mapped; a missing one exits 1 with
    /// the command that makes it, one that is not a regular file 73.
    static func committed(_ path: String, rerun: String) throws -> MappedFile {
        let mapped: MappedFile?
        do {
            mapped = try AtomicFile.contents(of: path)
        } catch {
            throw failed(path, error)
        }
        guard let mapped else {
            Console.error("\(path) does not exist; run: \(rerun)")
            throw ExitStatus.failure
        }
        return mapped
    }

    /// `--check` found `path` out of date: a short diff on standard output,
    /// the command that remakes it on standard error, exit 1.
    static func outOfDate(_ path: String, old: String, new: String, newName: String, rerun: String) -> ExitCode {
        Console.out(ShortDiff.render(old: old, new: new, oldName: path, newName: newName))
        Console.error("\(path) is out of date; run: \(rerun)")
        return ExitStatus.failure
    }

    /// Prints why `path` was not written and gives the exit status: 73 when
    /// the file was refused or could not be created, 74 when writing failed.
    static func failed(_ path: String, _ failure: AtomicFile.Failure, standardOutputHint: Bool = true) -> ExitCode {
        var message = "cannot write '\(path)': \(failure.reason)"
        if standardOutputHint, case .notARegularFile = failure {
            message += " (-o - writes standard output; to discard the output, leave out -o and redirect it)"
        }
        Console.error(message)
        return failure.isRefusal ? ExitStatus.cannotCreate : ExitStatus.ioError
    }
}

/// A hook for the tests of the signal cleanup: with
/// `NAVGRAPH_TEST_SIGNAL_DURING_WRITE=TERM` (or INT, HUP) the process sends
/// itself that signal while writing an output file: its temporary file
/// holds the output and is not yet renamed. Unset, it does nothing.
enum TestSignal {
    static func raiseIfAsked() {
        guard let name = ProcessEnvironment.value("NAVGRAPH_TEST_SIGNAL_DURING_WRITE") else { return }
        let signals = ["TERM": SIGTERM, "INT": SIGINT, "HUP": SIGHUP]
        if let signal = signals[name] { raise(signal) }
    }
}
