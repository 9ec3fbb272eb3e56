import Foundation
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// Files in memory with symbolic links to folders, as a provider that knows a
/// file by its resolved path and counts the files it reads.
struct LinkedSources: SourceProvider {
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths } }
    }

    let files: [String: String]
    /// Folder names that are links to the root folder (`x -> .`).
    let linksToRoot: Set<String>
    let reads = Reads()

    /// `x/y/m.yaml` with `x` and `y` links to the root folder is `m.yaml`.
    func resolved(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        while parts.count > 1, linksToRoot.contains(parts[0]) { parts.removeFirst() }
        return parts.joined(separator: "/")
    }

    func read(_ path: String) -> Result<[UInt8], SourceReadError> {
        guard let text = files[resolved(path)] else { return .failure(.notFound) }
        reads.record(path)
        return .success(Array(text.utf8))
    }

    func readInclude(_ request: IncludeRequest) -> Result<IncludedSource, SourceReadError> {
        let identity = SourceIdentity(path: resolved(request.path))
        if request.alreadyRead.contains(identity) { return .success(.alreadyRead(identity)) }
        return read(request.path).map { .bytes($0, identity) }
    }

    func identity(of rootName: String) -> SourceIdentity? { SourceIdentity(path: resolved(rootName)) }
}

@Suite("Decoder: the include walk")
struct IncludeWalkTests {
    static let root =
        "navgraph: 1\nname: App\nroot: home\ninclude: [m0.yaml]\nroutes:\n  home: { path: /, to: [last] }\n"

    func findings(_ provider: LinkedSources, root: String = Self.root) -> [String] {
        Findings.lines(LoadedGraph.decode(name: "navgraph.yaml", bytes: Array(root.utf8), includes: provider))
    }

    /// Every module includes the next one twice, through two links to the
    /// root folder: 2^40 paths, 41 files, each read once.
    @Test func oneFileUnderManyPathsIsReadOnce() {
        var files: [String: String] = [:]
        for i in 0..<40 { files["m\(i).yaml"] = "include: [x/m\(i + 1).yaml, y/m\(i + 1).yaml]\n" }
        files["m40.yaml"] = "routes:\n  last: { path: /last }\n"
        let provider = LinkedSources(files: files, linksToRoot: ["x", "y"])
        #expect(findings(provider) == [])
        #expect(provider.reads.all.count == 41)
    }

    /// The case: a module that includes itself through two links.
    @Test func aModuleReachingItselfThroughALinkIsACycle() {
        let provider = LinkedSources(
            files: ["m0.yaml": "include: [x/m0.yaml, y/m0.yaml]\nroutes:\n  last: { path: /last }\n"],
            linksToRoot: ["x", "y"])
        #expect(
            findings(provider) == [
                "error[include-cycle] m0.yaml:1:11 include cycle: m0.yaml -> x/m0.yaml",
                "error[include-cycle] m0.yaml:1:22 include cycle: m0.yaml -> y/m0.yaml",
            ])
        #expect(provider.reads.all == ["m0.yaml"])
    }

    @Test func theRootReachedThroughALinkIsACycle() {
        let provider = LinkedSources(
            files: ["m0.yaml": "include: [x/navgraph.yaml]\nroutes:\n  last: { path: /last }\n"], linksToRoot: ["x"])
        let loaded = LoadedGraph.decode(name: "navgraph.yaml", bytes: Array(Self.root.utf8), includes: provider)
        #expect(
            Findings.lines(loaded) == [
                "error[include-cycle] m0.yaml:1:11 include cycle: navgraph.yaml -> m0.yaml -> x/navgraph.yaml"
            ])
        #expect(
            loaded.diagnostics.first?.notes.first
                == "'x/navgraph.yaml' is 'navgraph.yaml' under another path (a symbolic link)")
    }

    @Test func theSameModuleUnderTwoPathsIsMergedOnce() {
        let root = Self.root.replacingOccurrences(of: "[m0.yaml]", with: "[m0.yaml, x/m0.yaml]")
        let provider = LinkedSources(files: ["m0.yaml": "routes:\n  last: { path: /last }\n"], linksToRoot: ["x"])
        #expect(findings(provider, root: root) == [], "no duplicate ids")
        #expect(provider.reads.all == ["m0.yaml"])
    }

    /// Deeper than any thread's stack would allow a recursive walk.
    @Test func aChainTenThousandDeepIsRead() {
        var files: [String: String] = [:]
        for i in 0..<10_000 { files["m\(i).yaml"] = "include: [m\(i + 1).yaml]\n" }
        files["m10000.yaml"] = "routes:\n  last: { path: /last }\n"
        let provider = LinkedSources(files: files, linksToRoot: [])
        let loaded = LoadedGraph.decode(name: "navgraph.yaml", bytes: Array(Self.root.utf8), includes: provider)
        #expect(Findings.lines(loaded) == [])
        #expect(loaded.graph?.routes.map(\.id) == ["home", "last"])
        #expect(provider.reads.all.count == 10_001)
    }

    @Test func aProviderRefusalsAreTheirFindings() {
        struct Refusing: SourceProvider {
            func read(_ path: String) -> Result<[UInt8], SourceReadError> {
                path == "m0.yaml" ? .failure(.outsideRoot) : .failure(.tooLarge(limit: SourceLimits.fileBytes))
            }
        }
        let root = Self.root.replacingOccurrences(of: "[m0.yaml]", with: "[m0.yaml, big.yaml]")
        let loaded = LoadedGraph.decode(name: "navgraph.yaml", bytes: Array(root.utf8), includes: Refusing())
        #expect(
            Findings.lines(loaded) == [
                "error[include-outside-root] 4:11 include 'm0.yaml' is outside the root graph's directory (through a symbolic link)",
                "error[unreadable-file] 4:20 cannot read included file 'big.yaml': it is larger than 64 MiB, the limit of one file",
            ])
    }

    /// The budget of the graph's files together: what is left of it is the
    /// most the next include may hold.
    @Test func theIncludesTogetherHaveABudget() {
        var root = FileContents()
        root.includes = [Located("a.yaml", span: Span(file: 0, start: 0, end: 6))]
        var loader = IncludeLoader(
            provider: InMemorySourceProvider(["a.yaml": "routes: {}\n"]), resolver: IncludeResolver(rootName: "g.yaml"),
            rootBytes: SourceLimits.totalBytes - 5)
        var sources = SourceMap()
        _ = sources.add(SourceFile(name: "g.yaml", text: "include: [a.yaml]"))
        var files = [root]
        var diagnostics: [Diagnostic] = []
        loader.loadIncludes(ofRoot: root, named: "g.yaml", sources: &sources, into: &files, diagnostics: &diagnostics)
        #expect(
            diagnostics.map(\.message) == [
                "cannot read included file 'a.yaml': the graph's files together would be larger than 256 MiB, the limit"
            ])
        #expect(files.count == 1)
    }
}
