import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// The android graphs against their ground truth (corpus/android/facts.json,
/// definitions in the corpus README): the unreachable routes are exactly
/// facts' `unreachable`; the push-cycle components exactly `push_sccs` (a
/// route's edge to itself is no cycle worth a warning: `push_self_loops` add none); the root's required arguments without
/// a default are each an unfillable parameter; `external-without-url` once when
/// the graph has external routes (none has a scheme); no other error. Skipped when the
/// corpus is absent.
@Suite("Checks: android corpus")
struct AndroidCorpusTests {
    struct Facts: Decodable, Sendable {
        var file: String
        var routes: Int
        var unreachable: [String]
        var push_sccs: [[String]]
        var push_self_loops: [String]
    }

    static let folder: String? = RepoPaths.corpus.map { $0 + "/android" }

    static func facts() -> [Facts] {
        guard let folder, let data = FileManager.default.contents(atPath: folder + "/facts.json") else { return [] }
        return (try? JSONDecoder().decode([Facts].self, from: data)) ?? []
    }

    static var fileNames: [String] { facts().map(\.file) }

    @Test(.enabled(if: folder != nil, "../shared/corpus/android is missing"))
    func everyGraphHasFacts() throws {
        let folder = try #require(Self.folder)
        let yamls = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        #expect(Set(yamls) == Set(Self.fileNames))
        #expect(yamls.count == 34)
    }

    // Skipped, not passed with no cases, when the corpus is absent.
    @Test(.enabled(if: folder != nil, "../shared/corpus/android is missing"), arguments: fileNames)
    func checksMatchTheFacts(file: String) throws {
        let folder = try #require(Self.folder)
        let facts = try #require(Self.facts().first { $0.file == file })
        let text = RepoPaths.read(folder + "/" + file)
        let loaded = LoadedGraph.decode(text: text, name: file).validated()
        let graph = try #require(loaded.graph)
        #expect(graph.routes.count == facts.routes)

        let errors = loaded.diagnostics.filter {
            $0.severity == .error && $0.code != .unreachableRoute && $0.code != .unfillableParameter
                && $0.code != .externalWithoutURL
        }
        #expect(errors.map { "\($0.code.rawValue): \($0.message)" } == [])
        // Android graphs have no scheme: external routes (deep-link destinations) are one finding.
        let linkless = graph.scheme == nil && graph.hosts.isEmpty && graph.routes.contains(where: \.external)
        #expect(loaded.diagnostics.filter { $0.code == .externalWithoutURL }.count == (linkless ? 1 : 0))
        // The app starts at the root with no values (an Android start destination gets
        // no arguments): each of its required arguments without a default is one finding.
        let root = try #require(graph.routeIndex[graph.root.id])
        let unfillable = graph.routes[root].params.filter { ($0.required || $0.isPath) && $0.defaultValue == nil }
        #expect(
            loaded.diagnostics.filter { $0.code == .unfillableParameter }.map(\.span)
                == unfillable.map(\.span))

        let unreachable = loaded.diagnostics.filter { $0.code == .unreachableRoute }
            .map { graph.routes[graph.routeIndex[routeID(in: $0.message)] ?? 0].id }
        #expect(unreachable.count == facts.unreachable.count)
        #expect(Set(unreachable) == Set(facts.unreachable))

        let components = PushCycleCheck.pushComponents(of: graph).map { Set($0.map { graph.routes[$0].id }) }
        let expected = Set(facts.push_sccs.map(Set.init))
        #expect(Set(components) == expected)
        #expect(components.count == expected.count)
        // Each component gets one warning; a self-loop alone none.
        #expect(loaded.diagnostics.filter { $0.code == .pushCycle }.count == expected.count)
    }

    /// `route 'x' is unreachable` -> `x`.
    private func routeID(in message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : ""
    }
}
