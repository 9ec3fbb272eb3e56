import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

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
        FixtureGraph.rootFiles(in: folder).filter { !explored(folder + "/" + $0) }
    }

    /// A fixture marked `# explored` holds a fault only `check`'s state
    /// exploration finds; NavGraphAnalysisTests runs it.
    static func explored(_ path: String) -> Bool {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").prefix { $0.hasPrefix("#") }.contains("# explored")
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
        let loaded = LoadedGraph.decode(
            name: name, bytes: bytes, includes: DirectorySourceProvider(directory: directory)
        ).validated()
        #expect(Findings.lines(loaded) == expected, "\(fixture)")
    }
}
