import Dispatch
import NavGraphModel
import NavGraphSupport

/// Decodes YAML nodes into a `Graph` with schema diagnostics, following
/// `include:` through a `SourceProvider`.
///
/// Best effort: a bad value is reported and dropped (the key's default is
/// used), a bad definition is kept under its text, so later checks run
/// without cascades. The graph is nil only when nothing usable was read:
/// the root file is not valid YAML, not a mapping, or no file has routes.
package struct GraphDecoder: Sendable {
    package struct Result: Sendable {
        package var graph: Graph?
        package var diagnostics: [Diagnostic]
    }

    let provider: any SourceProvider
    /// What becomes of the root file's YAML tree once it is decoded.
    package var treeRelease: TreeRelease = .background
    /// The reader of the root file (tests set its thresholds).
    package var reader = YAMLReader()

    package init(provider: some SourceProvider, treeRelease: TreeRelease = .background) {
        self.provider = provider
        self.treeRelease = treeRelease
    }

    package func decode(rootName: String, bytes: [UInt8], sources: inout SourceMap) -> Result {
        let index = sources.add(SourceFile(name: rootName, bytes: bytes))
        var reader = self.reader
        reader.routeDecoding = .root
        let document = reader.read(sources.files[index], fileIndex: index)
        var diagnostics = document.diagnostics
        guard let rootNode = document.root, rootNode.kind != .null else {
            // Unreadable YAML was reported by the reader; only an empty file is left.
            if diagnostics.hasErrors { return Result(graph: nil, diagnostics: diagnostics) }
            diagnostics.append(
                Diagnostic(
                    .missingKey, "the file is empty: a graph needs the keys navgraph, name, root and routes",
                    at: Span(file: index, start: 0, end: 0),
                    notes: ["start from: navgraph: 1, name: App, root: home, routes: { home: { path: / } }"]))
            return Result(graph: nil, diagnostics: diagnostics)
        }

        var loader = IncludeLoader(
            provider: provider, resolver: IncludeResolver(rootName: rootName), rootBytes: bytes.count)
        var decoder = FileDecoder(file: sources.files[index], fileIndex: index, isRoot: true)
        let rootSpan = rootNode.span
        let decoded = decoder.decodeTopLevel(rootNode, decodedRoutes: document.decodedRoutes)
        // The tree is done with: a large one is freed on another thread while
        // includes, merging and checks go on here.
        let freeingTree = YAMLTreeDisposal.release(consume rootNode, consume document, treeRelease)
        guard var top = decoded else {
            return Result(graph: nil, diagnostics: diagnostics + decoder.diagnostics)
        }
        top.hasDuplicateKeys = diagnostics.contains { $0.code == .duplicateKey }
        diagnostics += decoder.diagnostics
        var files = [top]
        loader.loadIncludes(
            ofRoot: top, named: rootName, sources: &sources, into: &files, diagnostics: &diagnostics)

        // Before the merge allocates the graph's tables, the tree's pages go back (see `MemoryTrim`).
        if freeingTree { MemoryTrim.now() }
        var merger = DefinitionMerger(sources: sources)
        let graph = merger.merge(files)
        diagnostics += merger.diagnostics

        if graph.routes.isEmpty {
            if let span = top.routesSpan {
                diagnostics.append(
                    Diagnostic(
                        .noRoutes, "the graph has no routes", at: span,
                        notes: ["a graph needs at least one route"]))
            } else if !diagnostics.contains(where: {
                // A misspelt `routes` (did you mean 'routes'?) is that one fault.
                $0.code == .unknownKey && $0.span.file == rootSpan.file && $0.suggestion?.replacement == "routes"
            }) {
                diagnostics.append(Diagnostic(.missingKey, "missing key 'routes' in the graph", at: rootSpan))
            }
            return Result(graph: nil, diagnostics: diagnostics)
        }
        return Result(graph: graph, diagnostics: diagnostics)
    }
}

/// Frees YAML trees off the caller's thread when they are large (a tree of a
/// 100k-route graph takes as long to free as a check takes to run).
enum YAMLTreeDisposal {
    /// Whether the tree is being freed on another thread (`MemoryTrim.now()` waits for it).
    @discardableResult
    static func release(_ root: YAMLNode, _ document: YAMLDocument, _ how: TreeRelease) -> Bool {
        guard let pairs = root.mapping, pairs.count > 0 else { return false }
        let big = pairs.contains { ($0.value.mapping?.count ?? 0) >= 2000 }
        guard big else { return false }
        switch how {
        case .background:
            // Dropped inside the block (a captured value would be freed only with the
            // block, after it ran), while includes are read.
            let held = Held((root, document))
            MemoryTrim.freeing { held.tree = nil }
            return true
        case .now:
            withExtendedLifetime((consume root, consume document)) {}
        case .never:
            KeptUntilExit.keep((root, document))
        }
        return false
    }

    /// The tree, dropped by the one block that holds it (never read by two threads).
    private final class Held: @unchecked Sendable {
        var tree: (YAMLNode, YAMLDocument)?
        init(_ tree: (YAMLNode, YAMLDocument)) { self.tree = tree }
    }
}

/// What becomes of a large YAML tree once its graph is decoded.
public enum TreeRelease: Sendable {
    /// Freed on another thread, while the caller goes on (the default).
    case background
    /// Freed before the decoder returns, on the caller's thread: for a process
    /// that goes on to run for long and wants the memory back at once (`sim`).
    case now
    /// Never freed: for a process that ends once the graph is checked (the
    /// command line), where freeing a tree of 100k routes is work for nothing
    /// that competes with the checks for the processor.
    case never
}
