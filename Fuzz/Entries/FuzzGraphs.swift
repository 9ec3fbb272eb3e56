import Foundation
import NavGraphAnalysis
import NavGraphCore
import NavGraphModel

/// The fixed graphs the fuzz targets run against, read from the repository's `Fixtures/`.
public enum FuzzGraphs {
    /// Reads the graph at `path` and the files it includes, and runs the check's static stages
    /// (decode and validate) on it.
    public static func load(_ path: String) -> LoadedGraph {
        let url = URL(fileURLWithPath: path)
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        let input = CheckInput(
            name: url.lastPathComponent, bytes: bytes,
            includes: DirectorySourceProvider(directory: url.deletingLastPathComponent().path))
        return GraphCheck.run(input, CheckOptions(staticOnly: true))
    }
}
