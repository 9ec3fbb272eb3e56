import Foundation
import TestSupport

/// Runs a tool the documentation tests lean on (python3, dot, mandoc), found on PATH.
enum ExternalTool {
    typealias Output = ProcessOutput

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
        return try? Subprocess.run(executable, arguments, cwd: cwd, stdin: stdin)
    }

    /// Whether python3 can import every module named.
    static func pythonHas(_ modules: [String]) -> Bool {
        run("python3", ["-c", modules.map { "import \($0)" }.joined(separator: "; ")])?.status == 0
    }
}
