import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport

/// Reads includes relative to a graph's directory.
struct DirectorySources: SourceProvider {
    let directory: String
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let data = FileManager.default.contents(atPath: directory + "/" + path) else {
            return .failure(.notFound)
        }
        return .success(Array(data))
    }
}

/// A graph file checked and, when it has no errors, explored.
struct Analyzed {
    var loaded: LoadedGraph
    var findings: [AnalysisFinding]

    init(path: String, stateLimit: Int = Explorer.defaultStateLimit) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let directory = (path as NSString).deletingLastPathComponent
        loaded = LoadedGraph.decode(
            name: (path as NSString).lastPathComponent, bytes: bytes,
            includes: DirectorySources(directory: directory)
        ).validated()
        findings = []
        if let graph = loaded.graph {
            // As the check's explore stage does: the static findings, with witnesses, then the exploration's.
            (loaded.diagnostics, findings) = ExploreStage.explore(graph, loaded.diagnostics, stateLimit: stateLimit)
        }
    }

    init(yaml: String, stateLimit: Int = Explorer.defaultStateLimit) {
        loaded = LoadedGraph.decode(
            name: "navgraph.yaml", bytes: Array(yaml.utf8), includes: DirectorySources(directory: "/")
        ).validated()
        findings = []
        if let graph = loaded.graph {
            // As the check's explore stage does: the static findings, with witnesses, then the exploration's.
            (loaded.diagnostics, findings) = ExploreStage.explore(graph, loaded.diagnostics, stateLimit: stateLimit)
        }
    }

    /// Every finding, static and explored, as `# expect:` lines write them, in output order.
    var lines: [String] {
        let all = loaded.diagnostics.sorted(in: loaded.sources)
        return all.map { d in
            var place = "?:?"
            if let loc = loaded.sources.location(of: d.span) {
                place = "\(loc.start.line):\(loc.start.column)"
                if d.span.file != 0 { place = loc.file.name + ":" + place }
            }
            return "\(d.severity.rawValue)[\(d.code.rawValue)] \(place) \(d.message)"
        }
    }

    /// Runs a navscript against this graph: the failures of every scenario, and script errors.
    func simulate(_ script: String) -> (failures: [String], steps: Int) {
        guard let graph = loaded.graph else { return (["the graph did not load"], 0) }
        var sources = loaded.sources
        let file = sources.add(SourceFile(name: "witness.navscript", bytes: Array(script.utf8)))
        let report = ScriptRunner(graph: graph).run(scripts: [file], sources: sources)
        let failures =
            report.diagnostics.map { "\($0.code.rawValue): \($0.message)" }
            + report.scenarios.flatMap(\.failures).map(\.message)
        return (failures, report.steps)
    }
}

/// The `# expect:` lines at the top of a fixture.
func expectations(_ path: String) -> [String] {
    RepoPaths.read(path).split(separator: "\n", omittingEmptySubsequences: false)
        .prefix { $0.hasPrefix("#") }
        .filter { $0.hasPrefix("# expect: ") }
        .map { String($0.dropFirst("# expect: ".count)) }
}

/// Whether a fixture's findings come from the exploration (marked `# explored`).
/// (Read as bytes: the folder also holds a fixture that is not UTF-8.)
func isExplored(_ path: String) -> Bool {
    String(decoding: RepoPaths.bytes(path), as: UTF8.self)
        .split(separator: "\n").prefix { $0.hasPrefix("#") }.contains("# explored")
}
