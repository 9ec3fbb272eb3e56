import Foundation
import NavGraphCore

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

    /// `../shared/corpus` beside the checkout, when it exists (never copied in).
    public static var corpus: String? {
        let candidates = [
            ProcessInfo.processInfo.environment["NAVGRAPH_CORPUS"],
            URL(fileURLWithPath: root).deletingLastPathComponent().appendingPathComponent("shared/corpus").path,
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    public static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}

/// Golden files: compare, or re-record with NAVGRAPH_RECORD=1.
public enum Golden {
    public static var recording: Bool { ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" }

    /// nil when `actual` matches the golden file at `path` (absolute, or relative
    /// to Fixtures/); otherwise a description of the first difference.
    public static func mismatch(_ actual: String, golden path: String) -> String? {
        let full = path.hasPrefix("/") ? path : RepoPaths.fixture(path)
        if recording {
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? actual.write(toFile: full, atomically: true, encoding: .utf8)
            return nil
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
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

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
    public static func run(_ arguments: [String], cwd: String? = nil, stdin: String? = nil,
                           environment: [String: String] = [:]) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd ?? RepoPaths.root)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["CI"] = nil
        env["GITHUB_ACTIONS"] = nil
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let outURL = tmp.appendingPathComponent("out")
        let errURL = tmp.appendingPathComponent("err")
        let inURL = tmp.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL),
              let input = try? FileHandle(forReadingFrom: inURL)
        else { return Output(status: -1, stdout: "", stderr: "could not create temporary files") }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return Output(status: -1, stdout: "", stderr: "could not run \(path): \(error)")
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        try? input.close()
        return Output(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
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
            if ch == "\n" { line += 1; column = 1 } else { column += ch.unicodeScalars.count }
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
            return text.hasPrefix("case ") ? String(text.dropFirst(5)) : nil
        }
    }
}
