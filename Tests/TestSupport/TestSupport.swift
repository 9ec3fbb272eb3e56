import Foundation
import NavGraphCore
import NavGraphModel
import Testing

/// Paths of the repository, found from this file, so tests run from any directory.
public enum RepoPaths {
    /// The package root (the folder holding Package.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// A path under `Fixtures/`.
    public static func fixture(_ relative: String) -> String { root + "/Fixtures/" + relative }

    /// `../shared/corpus` beside the checkout (never copied in), or `NAVGRAPH_CORPUS` when set;
    /// nil when that folder does not exist, and the tests that need it are reported skipped.
    public static var corpus: String? {
        let path =
            ProcessInfo.processInfo.environment["NAVGRAPH_CORPUS"]
            ?? URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("shared/corpus").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The bytes of a file the test needs (one that may not be UTF-8); a missing file is a
    /// test failure, recorded where the caller is.
    public static func bytes(
        _ path: String, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            Issue.record(
                "cannot read \(path): \(error)",
                sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return []
        }
    }

    /// The text of a file the test needs; a missing or unreadable file is a test failure
    /// (recorded where the caller is), never an empty string that a comparison might accept.
    public static func read(
        _ path: String, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            Issue.record(
                "cannot read \(path): \(error)",
                sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return ""
        }
    }
}

/// Golden files: compare, or re-record with NAVGRAPH_RECORD=1.
public enum Golden {
    public static var recording: Bool { ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" }

    /// nil when `actual` matches the golden file at `path` (absolute, or relative
    /// to Fixtures/); otherwise a description of the first difference. Recording
    /// writes the file and still answers a mismatch, so a recording run is never green.
    public static func mismatch(_ actual: String, golden path: String) -> String? {
        let full = path.hasPrefix("/") ? path : RepoPaths.fixture(path)
        if recording {
            do {
                try FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try actual.write(toFile: full, atomically: true, encoding: .utf8)
            } catch {
                return "could not record \(path): \(error)"
            }
            return "recorded \(path) (NAVGRAPH_RECORD=1); run the tests again without it to compare"
        }
        guard let expected = try? String(contentsOfFile: full, encoding: .utf8) else {
            return "golden file \(path) is missing; run the tests with NAVGRAPH_RECORD=1 to record it"
        }
        if expected == actual { return nil }
        let e = expected.components(separatedBy: "\n")
        let a = actual.components(separatedBy: "\n")
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : "<end of file>"
            let al = i < a.count ? a[i] : "<end of file>"
            if el != al {
                return "\(path):\(i + 1) differs\n  expected: \(el)\n  actual:   \(al)\n(NAVGRAPH_RECORD=1 re-records)"
            }
        }
        return "\(path) differs"
    }
}

/// Runs the built `navgraph` executable.
public enum NavGraphBinary {
    public typealias Output = ProcessOutput

    public static let path: String = {
        let fm = FileManager.default
        if let p = ProcessInfo.processInfo.environment["NAVGRAPH_BIN"], fm.isExecutableFile(atPath: p) { return p }
        var dirs: [URL] = []
        if let exe = Bundle.main.executableURL { dirs.append(exe.deletingLastPathComponent()) }
        dirs.append(Bundle.main.bundleURL.deletingLastPathComponent())
        dirs.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for dir in dirs {
            var d = dir
            for _ in 0..<4 {
                let candidate = d.appendingPathComponent("navgraph").path
                if fm.isExecutableFile(atPath: candidate) { return candidate }
                d.deleteLastPathComponent()
            }
        }
        return RepoPaths.root + "/.build/debug/navgraph"
    }()

    /// Runs `navgraph ARGS` in `cwd` (default: the repo root) with optional stdin.
    public static func run(
        _ arguments: [String], cwd: String? = nil, stdin: String? = nil,
        environment: [String: String] = [:]
    ) -> Output {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["CI"] = nil
        env["GITHUB_ACTIONS"] = nil
        for (k, v) in environment { env[k] = v }
        do {
            return try Subprocess.run(path, arguments, cwd: cwd ?? RepoPaths.root, stdin: stdin ?? "", environment: env)
        } catch {
            return Output(status: -1, stdout: "", stderr: "could not run \(path): \(error)")
        }
    }
}

/// Source text with position markers, so diagnostic tests need no counted
/// columns: `to: [cart, 1️⃣prodcut]` marks the position of `prodcut`.
public struct MarkedText: Sendable {
    public var text: String
    /// Marker name -> (line, column), 1-based; columns count characters.
    public var markers: [String: (line: Int, column: Int)]

    public static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ marked: String) {
        var out = ""
        var markers: [String: (Int, Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let ch = rest.first {
            for m in MarkedText.markerNames where rest.hasPrefix(m) {
                markers[m] = (line, column)
                rest = rest.dropFirst(m.count)
                continue outer
            }
            out.append(ch)
            if ch == "\n" {
                line += 1
                column = 1
            } else {
                column += ch.unicodeScalars.count
            }
            rest = rest.dropFirst()
        }
        self.text = out
        self.markers = markers
    }
}

/// What the generated route table offers for reading paths and deep links,
/// read from the Shop golden: the docs (README, navgraph(1)) must name all of it.
public enum GeneratedEntryPoints {
    public static let names = ["init?(path:)", "init?(url:)", "resolve(path:)", "resolve(url:)"]

    /// The cases of the generated `Failure` enum, in order.
    public static func failureReasons() -> [String] {
        let golden = RepoPaths.read(RepoPaths.fixture("codegen/golden/ShopRoutes.swift"))
        guard let start = golden.range(of: "    enum Failure: Error, Hashable, Sendable {\n"),
            let end = golden.range(of: "\n    }\n", range: start.upperBound..<golden.endIndex)
        else { return [] }
        return golden[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            // `badParameter(String)` is named `badParameter`.
            return text.hasPrefix("case ") ? String(text.dropFirst(5).prefix { $0 != "(" }) : nil
        }
    }
}
