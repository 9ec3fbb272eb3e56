import NavGraphCore
import NavGraphModel
import NavGraphSupport

/// Graph -> Swift route table. Text in, text out: no I/O, no dates, no
/// absolute paths, so the same graph always gives the same bytes.
public struct RouteTableGenerator: Sendable {
    public var access: AccessLevel
    /// `gen --runtime` (see `GeneratorOptions.runtime`).
    public var runtime: Bool

    public init(access: AccessLevel = .internal, runtime: Bool = false) {
        self.access = access
        self.runtime = runtime
    }

    public init(options: GeneratorOptions) { self.init(access: options.access, runtime: options.runtime) }

    /// The structured Swift file. `inputName` is the graph's file name (a
    /// path is cut to its last component, so outputs never hold directories).
    package func file(for graph: Graph, inputName: String) -> SwiftFile {
        let fileName = inputName.split(separator: "/").last.map(String.init) ?? inputName
        let access = self.access
        let parallel = graph.routes.count >= Self.parallelRoutes
        // First the route names, and beside them what needs none: the trie
        // and the routes' metadata. Then the sections, which depend only on
        // those: a large graph builds both stages side by side (same result
        // as one after another).
        let definitions = DefinitionNames(graph: graph)
        let chunkCount = RouteTableNames.chunkCount(graph)
        let prepared = Parallel.map(chunkCount + 2, parallel: parallel) { part -> Prepared in
            switch part {
            case chunkCount: return .trie(graph.pathTrie)
            case chunkCount + 1: return .metadata(RouteMetadataValues(graph: graph, names: definitions))
            default: return .names(RouteTableNames.chunk(part, of: graph))
            }
        }
        var chunks: [RouteTableNames.ParamChunk] = []
        var trieMade: PathTrie?
        var metadataMade: RouteMetadataValues?
        for part in prepared {
            switch part {
            case .names(let chunk): chunks.append(chunk)
            case .trie(let t): trieMade = t
            case .metadata(let m): metadataMade = m
            }
        }
        guard let trie = trieMade, let metadata = metadataMade else { preconditionFailure("every part is made") }
        let names = RouteTableNames(graph: graph, definitions: definitions, chunks: chunks)
        let runtime = self.runtime
        let sections = Parallel.map(runtime ? 6 : 5, parallel: parallel) { section -> [SwiftNode] in
            switch section {
            case 0:
                return RouteEnumDecls(graph: graph, names: names, access: access).nodes
                    + RouteCodableDecls(graph: graph, names: names, access: access).nodes
            case 1: return RoutePathDecls(graph: graph, names: names, access: access).pathNodes
            case 2: return RoutePathDecls(graph: graph, names: names, access: access, trie: trie).parsingNodes
            case 3: return RouteMetadataDecls(graph: graph, names: names, access: access, values: metadata).nodes
            case 4: return GraphTypeDecls(graph: graph, names: names, access: access).nodes
            default: return RuntimeTableDecls(graph: graph, names: names, access: access).nodes
            }
        }
        return SwiftFile(
            header: [GeneratorOptions(access: access, runtime: runtime).header(inputName: fileName)],
            imports: runtime ? ["Foundation", "NavGraphRuntime"] : ["Foundation"], importAccess: access,
            body: sections.flatMap { $0 })
    }

    private enum Prepared: Sendable {
        case names(RouteTableNames.ParamChunk)
        case trie(PathTrie)
        case metadata(RouteMetadataValues)
    }

    /// From this many routes on, sections are built and printed in parallel.
    package static let parallelRoutes = 2000

    /// The printed route table.
    public func generate(_ graph: Graph, inputName: String) -> String {
        render(file(for: graph, inputName: inputName), of: graph)
    }

    /// The text of a file made by `file(for:inputName:)` from `graph`.
    package func render(_ file: SwiftFile, of graph: Graph) -> String {
        printed(file, of: graph).text
    }

    /// The bytes of a file made by `file(for:inputName:)` from `graph`, in pieces.
    package func printed(_ file: SwiftFile, of graph: Graph) -> PrintedSwift {
        SwiftPrinter().printed(file, parallel: graph.routes.count >= Self.parallelRoutes)
    }
}
