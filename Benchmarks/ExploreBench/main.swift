// The exploration behind `navgraph check` and `navgraph cover`, measured in
// one process: states, commands run, and the time of each (best of 3).
// Run Benchmarks/explore.sh rather than this directly.
//
// usage: ExploreBench GRAPH
import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel

struct FileProvider: SourceProvider {
    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.notFound) }
        return .success([UInt8](data))
    }
}

let path = CommandLine.arguments[1]
let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
let loaded = GraphCheck.run(
    CheckInput(name: path, bytes: bytes, includes: FileProvider()), CheckOptions(staticOnly: true))
guard let graph = loaded.graph, !loaded.hasErrors else {
    print("\(path): the graph has errors")
    exit(1)
}

func best<T>(_ body: () -> T) -> (T, Double) {
    var result: T?
    var fastest = Double.infinity
    for _ in 0..<3 {
        let start = ContinuousClock.now
        result = body()
        let d = ContinuousClock.now - start
        fastest = min(fastest, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }
    return (result!, fastest)
}

let (exploration, exploreTime) = best { Explorer(graph: graph).explore() }
let (findings, findingsTime) = best { ExploreStage.findings(for: graph) }
let (suite, coverTime) = best { Explorer(graph: graph).cover(.edges) }
let edges = graph.routes.reduce(0) { $0 + $1.to.count }
print(
    """
    \(graph.routes.count) routes, \(edges) edges: \(exploration.states.count) states, \(exploration.commandsTried) commands tried, \(exploration.commandsRun) run\
    \(exploration.limitReached ? " (limit reached)" : "")
      explore          \(String(format: "%.3f", exploreTime)) s
      check findings   \(String(format: "%.3f", findingsTime)) s (\(findings.count) findings)
      cover --edges    \(String(format: "%.3f", coverTime)) s (\(suite.scenarios) scenarios, \(suite.commands) commands)
    """)
