import NavGraphAnalysis
import NavGraphCore
import NavGraphModel
import Testing

/// `GraphCheck.run(_:_:alongside:)`: `gen` builds its output while the
/// graph is checked, on the graph as decoded.
@Suite("Checking with work alongside")
struct CheckAlongsideTests {
    struct NoIncludes: SourceProvider {
        func read(_ path: String) -> Result<[UInt8], SourceReadError> { .failure(.notFound) }
    }

    func check(_ text: String) -> (report: LoadedGraph, result: Int?) {
        let input = CheckInput(name: "navgraph.yaml", bytes: Array(text.utf8), includes: NoIncludes())
        return GraphCheck.run(input, CheckOptions()) { graph in graph.routes.count }
    }

    @Test func theWorkSeesTheGraphAndTheFindingsAreThoseOfCheck() {
        let text = "navgraph: 1\nname: A\nroot: a\nroutes:\n  a: { path: /a, to: [b] }\n  b: { path: /b }\n"
        let (loaded, result) = check(text)
        #expect(result == 2)
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func aGraphTheChecksRejectStillGetsTheWorkDoneForTheCallerToDrop() {
        // An unknown route is a check finding: the graph loaded fine.
        let text = "navgraph: 1\nname: A\nroot: a\nroutes:\n  a: { path: /a, to: [nowhere] }\n"
        let (loaded, result) = check(text)
        #expect(result == 1)
        #expect(loaded.hasErrors)
        #expect(loaded.diagnostics.map(\.code) == GraphCheck.run(CheckInput(text: text)).diagnostics.map(\.code))
    }

    @Test func aGraphThatDoesNotLoadGetsNoWork() {
        let (loaded, result) = check("navgraph: 1\nname: A\nroot: a\nroutes:\n  a: { pth: /a }\n")
        #expect(result == nil)
        #expect(loaded.hasErrors)
    }
}
