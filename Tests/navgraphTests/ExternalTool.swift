import Foundation

/// Runs a tool the documentation tests lean on (python3, dot, mandoc), found on PATH.
enum ExternalTool {
    struct Output: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The tool's full path, or nil when it is not installed.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool ARGS` with `stdin`; nil when the tool is missing.
    static func run(_ tool: String, _ arguments: [String], stdin: String = "", cwd: String? = nil) -> Output? {
        guard let executable = find(tool) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        // Files, not pipes: a large output can never fill a pipe and deadlock the test.
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-tool-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let outURL = tmp.appendingPathComponent("out")
        let errURL = tmp.appendingPathComponent("err")
        let inURL = tmp.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data(stdin.utf8))
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL),
              let input = try? FileHandle(forReadingFrom: inURL)
        else { return nil }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        try? input.close()
        return Output(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// Whether python3 can import every module named.
    static func pythonHas(_ modules: [String]) -> Bool {
        run("python3", ["-c", modules.map { "import \($0)" }.joined(separator: "; ")])?.status == 0
    }
}
