import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphFuzz
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// Inputs that once crashed a fuzz target (Scripts/fuzz.sh), replayed through the same entry
/// functions without libFuzzer: each must now run to its end with every finding positioned.
/// The route target's inputs need the compiled generated table: GeneratedRouteTableTests
/// replays them.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static func inputs(_ target: String) -> [String] {
        let folder = RepoPaths.fixture("fuzz-regressions/" + target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: RepoPaths.fixture("fuzz-regressions/\(target)/\(name)"))))
    }

    static let script = ScriptFuzz(
        graph: (try? FixtureGraph.load(RepoPaths.fixture("shop/navgraph.yaml")))
            ?? LoadedGraph(graph: nil, sources: SourceMap(), diagnostics: []))

    @Test(arguments: inputs("check"))
    func checkInput(_ name: String) throws {
        let loaded = CheckPipelineFuzz.run(try Self.bytes("check", name))
        for d in loaded.diagnostics {
            #expect(
                loaded.sources.location(of: d.span) != nil, "\(name): \(d.code.rawValue) \(d.message) has no position")
        }
    }

    @Test(arguments: inputs("script"))
    func scriptInput(_ name: String) throws {
        let script = try #require(Self.script, "Fixtures/shop/navgraph.yaml must check cleanly")
        let (reports, sources) = script.run(try Self.bytes("script", name))
        #expect(reports.count == 2)
        for d in reports.flatMap(\.diagnostics) {
            #expect(sources.location(of: d.span) != nil, "\(name): \(d.code.rawValue) \(d.message) has no position")
        }
    }

    @Test(arguments: inputs("pieces"))
    func piecesInput(_ name: String) throws {
        #expect(PiecesFuzz.compare(try Self.bytes("pieces", name)).differences == [])
    }

    /// What the pieces target's regression inputs exercise: a read in pieces that cannot
    /// decode its routes as it reads them (a piece starts with a key of the route before
    /// it), and one that does, with findings inside its routes.
    @Test func piecesInputsTakeThePathsTheyAreFor() throws {
        #expect(
            PiecesFuzz.compare(try Self.bytes("pieces", "a-key-of-the-route-before-starting-a-piece"))
                == PiecesFuzz.Outcome(differences: [], readInPieces: true, routesDecodedAsRead: false))
        #expect(
            PiecesFuzz.compare(try Self.bytes("pieces", "findings-inside-routes"))
                == PiecesFuzz.Outcome(differences: [], readInPieces: true, routesDecodedAsRead: true))
    }

    /// The check target's input format: files after `#file NAME` lines are the includes.
    @Test func checkInputsSplitIntoFiles() {
        let input = "navgraph: 1\ninclude: [a.yaml]\n#file a.yaml\nroutes: {}\n#file b/c.yaml\nx: 1"
        let (root, includes) = CheckPipelineFuzz.split(Array(input.utf8))
        #expect(String(decoding: root, as: UTF8.self) == "navgraph: 1\ninclude: [a.yaml]\n")
        #expect(
            includes.mapValues { String(decoding: $0, as: UTF8.self) } == [
                "a.yaml": "routes: {}\n", "b/c.yaml": "x: 1",
            ])
    }

    /// The shop graph pasted with its modules, as the fuzzer's seeds are, checks cleanly.
    @Test func aSeedWithModulesChecksCleanly() throws {
        var input = RepoPaths.read(RepoPaths.fixture("shop/navgraph.yaml"))
        for module in ["modules/account.yaml", "modules/checkout.yaml"] {
            input += "\n#file \(module)\n" + RepoPaths.read(RepoPaths.fixture("shop/" + module))
        }
        let loaded = CheckPipelineFuzz.run(Array(input.utf8))
        #expect(loaded.diagnostics.map(\.message) == [])
        #expect(loaded.graph?.routes.count == 24)
    }
}
