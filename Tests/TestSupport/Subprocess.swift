import Foundation

/// What a finished process wrote and how it ended.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs a program to its end. Its output goes to files, not pipes: a large output can never
/// fill a pipe and deadlock the test.
public enum Subprocess {
    /// Throws when the temporary files cannot be made or the program cannot be started.
    public static func run(
        _ executable: String, _ arguments: [String], cwd: String? = nil, stdin: String = "",
        environment: [String: String]? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        if let environment { process.environment = environment }
        let folder = try TemporaryFolder("navgraph-process")
        defer { withExtendedLifetime(folder) {} }
        let tmp = URL(fileURLWithPath: folder.path)
        let outURL = tmp.appendingPathComponent("out")
        let errURL = tmp.appendingPathComponent("err")
        let inURL = tmp.appendingPathComponent("in")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        try Data(stdin.utf8).write(to: inURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        defer {
            try? out.close()
            try? err.close()
            try? input.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}
