import Foundation
import NavGraphCore
import NavGraphModel

/// The fixed graphs the fuzz targets run against, read from the repository's `Fixtures/`.
public enum FuzzGraphs {
    /// Reads and checks the graph at `path` and the files it includes.
    public static func load(_ path: String) -> LoadedGraph {
        let url = URL(fileURLWithPath: path)
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        return GraphCompiler.check(
            name: url.lastPathComponent, bytes: bytes,
            includes: DirectorySourceProvider(directory: url.deletingLastPathComponent().path))
    }
}
