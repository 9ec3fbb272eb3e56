import Foundation
import NavGraphCore
import NavGraphFuzz
import NavGraphModel

/// Included files read from a directory (the fuzz targets read the example graph the same way).
public typealias DirectorySourceProvider = NavGraphFuzz.DirectorySourceProvider

/// Graph files on disk, read with the files they include.
public enum FixtureGraph {
    /// The graph at `path` (absolute), read, decoded and, with `checks`, checked. Throws when
    /// the file cannot be read: a missing fixture is an error, not an empty graph.
    public static func load(_ path: String, checks: Bool = true) throws -> LoadedGraph {
        let url = URL(fileURLWithPath: path)
        let bytes = [UInt8](try Data(contentsOf: url))
        let provider = DirectorySourceProvider(directory: url.deletingLastPathComponent().path)
        return checks
            ? LoadedGraph.decode(name: url.lastPathComponent, bytes: bytes, includes: provider).validated()
            : LoadedGraph.decode(name: url.lastPathComponent, bytes: bytes, includes: provider)
    }

    /// The root files of a folder of fixtures, relative to it and sorted: each `<name>.yaml`,
    /// and `<name>/navgraph.yaml` for a graph with modules.
    public static func rootFiles(in folder: String) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        var out: [String] = []
        for name in names.sorted() {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if fm.fileExists(atPath: folder + "/" + name + "/navgraph.yaml") { out.append(name + "/navgraph.yaml") }
            } else if name.hasSuffix(".yaml") {
                out.append(name)
            }
        }
        return out
    }
}
