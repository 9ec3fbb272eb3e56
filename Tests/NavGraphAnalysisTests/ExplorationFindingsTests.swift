import Foundation
import NavGraphCore
import TestSupport
import Testing

@testable import NavGraphAnalysis

/// The exploration's codes, each declared by a type of its own where it is
/// raised (`<Code>Finding` in a `*Findings.swift` file; the explore stage's
/// own in ExplorationFindings.swift): the graph's registry is the core's
/// followed by them, each raised only by the file that declares it, each with
/// a fixture (or a named test) that triggers it.
@Suite("Exploration findings declare themselves")
struct ExplorationFindingsTests {
    static let sources = RepoPaths.root + "/Sources/NavGraphAnalysis"
    static let rules = Array(DiagnosticRegistry.graph.rules.dropFirst(DiagnosticRegistry.core.rules.count))

    /// Codes no fixture can trigger, and the test that does instead (file and function).
    static let namedTests: [String: (file: String, function: String)] = [
        // Needs more states than the default limit: a test lowers the limit instead.
        "exploration-limit": (
            "Tests/NavGraphAnalysisTests/ExplorerTests.swift", "func theStateLimitIsANoteNeverASilentNoFindings"
        )
    ]

    static func files() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }
        return Dictionary(uniqueKeysWithValues: names.map { ($0, RepoPaths.read(sources + "/" + $0)) })
    }

    @Test func theGraphsRegistryIsTheCoresThenTheExplorations() {
        let graph = DiagnosticRegistry.graph
        #expect(graph.rules.prefix(DiagnosticRegistry.core.rules.count).map(\.code) == DiagnosticRegistry.core.codes)
        #expect(Self.rules.count == ExplorationFindings.kinds.count - 1)
        for rule in Self.rules {
            #expect(rule.family == .explored, "\(rule.code)")
            #expect(graph.owner(of: rule.code) == .exploration, "\(rule.code)")
        }
        #expect(DiagnosticRegistry.graph.manualIntroductions[.explored]?.hasPrefix("A graph is then explored") == true)
    }

    @Test func everyCodeIsDeclaredAndRaisedInOneFile() throws {
        let files = try Self.files()
        let flat = files.mapValues { String($0.filter { !$0.isWhitespace }) }
        for rule in Self.rules {
            let code = rule.code.rawValue
            let type =
                code.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Finding"
            let declaring = files.filter { $0.value.contains("enum \(type): ExplorationFinding {") }.map(\.key)
            #expect(declaring.count == 1, "\(code) is declared by \(type) in \(declaring)")
            let lets = files.filter { $0.value.contains("= DiagnosticCode(\"\(code)\"") }.map(\.key)
            #expect(lets == declaring, "the static let of \(code) is in \(lets)")
            let member = try #require(
                files[declaring.first ?? ""]?.split(separator: "\n").first {
                    $0.contains("DiagnosticCode(\"\(code)\"")
                }?
                .split(separator: " ").drop { $0 != "let" }.dropFirst().first.map(String.init))
            let raisers = flat.filter { $0.value.contains("Diagnostic(.\(member),") }.map(\.key)
            // The explore stage's own codes are raised by the stage, in one of its two files.
            let stage = ["ExploreStage.swift", "FindingsWithWitnesses.swift"]
            if declaring == ["ExplorationFindings.swift"] {
                #expect(raisers.count == 1 && stage.contains(raisers[0]), "\(code) is raised in \(raisers)")
            } else {
                #expect(raisers == declaring, "\(code) is raised in \(raisers)")
            }
        }
    }

    @Test func everyCodeHasAFixtureOrANamedTest() {
        #expect(Self.rules.count > 0)
        #expect(FindingFixtures.missing(for: Self.rules.map(\.code.rawValue), namedTests: Self.namedTests) == [])
    }
}
