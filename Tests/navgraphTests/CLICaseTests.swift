import Foundation
import TestSupport
import Testing

/// Data-driven end-to-end cases: every `Fixtures/cli/cases/NAME.case` runs the
/// built binary and compares exit status, stdout and stderr with
/// `NAME.stdout` / `NAME.stderr` beside it (NAVGRAPH_RECORD=1 re-records).
///
/// A case file holds `key: value` lines: `args:` (split on spaces), optional
/// `cwd:` (relative to the repo), `stdin:` (a file piped in), `status:`.
struct CLICase: CustomStringConvertible, Sendable {
    var name: String
    var args: [String]
    var cwd: String?
    var stdin: String?
    var status: Int32

    var description: String { name }

    static var all: [CLICase] {
        let dir = RepoPaths.fixture("cli/cases")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".case") }.sorted().map { file in
            var c = CLICase(name: String(file.dropLast(5)), args: [], cwd: nil, stdin: nil, status: 0)
            for line in RepoPaths.read(dir + "/" + file).split(separator: "\n") where !line.hasPrefix("#") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                switch key {
                case "args": c.args = value.split(separator: " ").map(String.init)
                case "cwd": c.cwd = value
                case "stdin": c.stdin = value
                case "status": c.status = Int32(value) ?? -1
                default: break
                }
            }
            return c
        }
    }
}

@Suite("navgraph CLI cases")
struct CLICaseTests {
    @Test("every case file has goldens and exits as recorded", arguments: CLICase.all)
    func runCase(_ c: CLICase) {
        let stdin = c.stdin.map { RepoPaths.read(RepoPaths.root + "/" + $0) }
        let out = NavGraphBinary.run(c.args, cwd: c.cwd.map { RepoPaths.root + "/" + $0 }, stdin: stdin)
        #expect(out.status == c.status, "\(c.name): exit \(out.status), stderr: \(out.stderr)")
        #expect(Golden.mismatch(out.stdout, golden: "cli/cases/\(c.name).stdout") == nil)
        #expect(Golden.mismatch(out.stderr, golden: "cli/cases/\(c.name).stderr") == nil)
    }

    @Test("there are cases to run")
    func casesExist() {
        #expect(CLICase.all.count >= 15)
    }
}
