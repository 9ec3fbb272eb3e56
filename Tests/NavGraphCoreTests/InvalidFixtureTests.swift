import Foundation
import NavGraphCore
import Testing
import TestSupport

/// Every fixture under Fixtures/invalid holds one fault and lists, in its
/// first comment lines, exactly the findings `check` must produce, in output
/// order: `# expect: error[unknown-key] 12:5 unknown key 'pth' in route 'home'`.
/// A finding in another file than the root is written `path:line:col`, the
/// path as diagnostics name it (relative to the root file's directory).
/// A fixture is `<name>.yaml`, or `<name>/navgraph.yaml` with its modules.
@Suite("Invalid fixtures")
struct InvalidFixtureTests {
    static let folder = RepoPaths.fixture("invalid")

    /// Root files of every fixture, relative to Fixtures/invalid, sorted.
    static var fixtures: [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        var out: [String] = []
        for name in names.sorted() {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if fm.fileExists(atPath: folder + "/" + name + "/navgraph.yaml") { out.append(name + "/navgraph.yaml") }
            } else if name.hasSuffix(".yaml"), !explored(folder + "/" + name) {
                out.append(name)
            }
        }
        return out
    }

    /// A fixture marked `# explored` holds a fault only `check`'s state
    /// exploration finds; NavGraphAnalysisTests runs it.
    static func explored(_ path: String) -> Bool {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").prefix { $0.hasPrefix("#") }.contains("# explored")
    }

    /// Reads includes from the fixture's directory; a directory is unreadable.
    struct DirectoryProvider: SourceProvider {
        let directory: String
        func read(_ path: String) -> Result<[UInt8], SourceReadError> {
            let full = directory + "/" + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { return .failure(.notFound) }
            if isDirectory.boolValue { return .failure(.unreadable("is a directory")) }
            guard let data = FileManager.default.contents(atPath: full) else { return .failure(.unreadable("cannot read")) }
            return .success(Array(data))
        }
    }

    /// The `# expect:` lines at the top of a fixture (read as bytes: some
    /// fixtures are deliberately not UTF-8 further down).
    static func expectations(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix("#") else { break }
            if text.hasPrefix("# expect: ") { out.append(String(text.dropFirst("# expect: ".count))) }
        }
        return out
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 20)
    }

    @Test(arguments: fixtures)
    func fixtureProducesExactlyItsExpectedFindings(_ fixture: String) throws {
        let path = Self.folder + "/" + fixture
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let expected = Self.expectations(bytes)
        #expect(!expected.isEmpty, "\(fixture) has no '# expect:' lines")
        let directory = (path as NSString).deletingLastPathComponent
        let name = (fixture as NSString).lastPathComponent
        let loaded = GraphCompiler.check(name: name, bytes: bytes, includes: DirectoryProvider(directory: directory))
        #expect(Findings.lines(loaded) == expected, "\(fixture)")
    }
}
