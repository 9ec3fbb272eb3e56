import NavGraphCore
import NavGraphModel

/// One graph checked as the editor has it: the findings of the check (`GraphCheck.run`),
/// the index of its ids, and which routes link to which.
final class CheckedGraph {
    let rootPath: String
    let loaded: LoadedGraph
    /// Index in `loaded.sources` of each file of the include tree, by path.
    let fileIndex: [String: Int]
    /// Built on the first request that needs it, not on the way to
    /// publishing findings after a change.
    private(set) lazy var index: SymbolIndex = loaded.graph.map(SymbolIndex.init(graph:)) ?? .empty
    /// `incoming[r]`: the routes whose `to` names route r, in file order.
    private(set) lazy var incoming: [[Int]] = CheckedGraph.incoming(of: loaded.graph)
    /// Every route's interceptors in execution order, for hovers: built once a
    /// check, not once a request.
    private(set) lazy var interceptorOrder: InterceptorOrder? = loaded.graph.map(InterceptorOrder.init(graph:))

    init(rootPath: String, loaded: LoadedGraph) {
        self.rootPath = rootPath
        self.loaded = loaded
        var files: [String: Int] = [:]
        for (i, f) in loaded.sources.files.enumerated() where files[f.name] == nil { files[f.name] = i }
        fileIndex = files
    }

    private static func incoming(of graph: Graph?) -> [[Int]] {
        guard let graph else { return [] }
        var incoming = [[Int]](repeating: [], count: graph.routes.count)
        for r in graph.routes.indices {
            for t in graph.edges(from: r) where t >= 0 && incoming[Int(t)].last != r {
                incoming[Int(t)].append(r)
            }
        }
        return incoming
    }

    var graph: Graph? { loaded.graph }
    var paths: [String] { loaded.sources.files.map(\.name) }

    func source(_ path: String) -> (index: Int, file: SourceFile)? {
        guard let i = fileIndex[path], let f = loaded.sources.file(i) else { return nil }
        return (i, f)
    }

    /// The findings of each file of the tree (a finding without a place goes to the root file).
    func diagnosticsByFile() -> [String: [Diagnostic]] {
        var out: [String: [Diagnostic]] = [:]
        for path in fileIndex.keys { out[path] = [] }
        for d in loaded.diagnostics {
            let name = loaded.sources.file(d.span.file)?.name ?? rootPath
            out[name, default: []].append(d)
        }
        return out
    }
}

extension SymbolIndex {
    static var empty: SymbolIndex { SymbolIndex() }

    private init() {}
}
