import Foundation
import NavGraphCore
import Testing
import TestSupport

/// Graphs a careful user writes from man/navgraph.5, in the style of the seeds
/// (CoreNavigation, NavigationRouter, Insecurity), with every key and the
/// YAML 1.2 core scalars: each must check with no finding at all, neither
/// an error nor a warning. A root file is `<name>.yaml` or
/// `<name>/navgraph.yaml` with its modules, under Fixtures/valid.
@Suite("Valid graphs")
struct ValidGraphTests {
    static let folder = RepoPaths.fixture("valid")

    static var graphs: [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        var out: [String] = []
        for name in names.sorted() {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if fm.fileExists(atPath: folder + "/" + name + "/navgraph.yaml") { out.append(name + "/navgraph.yaml") }
            } else if name.hasSuffix(".yaml") {
                out.append(name)
            }
        }
        return out
    }

    @Test func thereAreValidGraphs() {
        #expect(Self.graphs.count >= 7)
    }

    @Test(arguments: graphs)
    func checksWithNoFinding(_ graph: String) throws {
        let path = Self.folder + "/" + graph
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let directory = (path as NSString).deletingLastPathComponent
        let loaded = GraphCompiler.check(name: (graph as NSString).lastPathComponent, bytes: bytes,
                                         includes: InvalidFixtureTests.DirectoryProvider(directory: directory))
        #expect(Findings.lines(loaded) == [], "\(graph)")
        #expect(loaded.graph != nil, "\(graph)")
    }
}
