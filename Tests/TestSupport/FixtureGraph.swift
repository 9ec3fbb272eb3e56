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

/// Where each finding code is shown: its fixture under `Fixtures/invalid/` (`<code>.yaml`, or
/// `<code>/navgraph.yaml` for several files) whose `# expect:` lines name it, or a test named
/// for a code no file can raise.
public enum FindingFixtures {
    /// What is missing for `codes`, one line each (empty: every code is shown).
    public static func missing(
        for codes: [String], namedTests: [String: (file: String, function: String)]
    ) -> [String] {
        let invalid = RepoPaths.fixture("invalid")
        var missing: [String] = []
        for code in codes {
            if let named = namedTests[code] {
                let text = RepoPaths.read(RepoPaths.root + "/" + named.file)
                if !(text.contains(named.function) && text.contains(code)) {
                    missing.append("\(named.file) has no \(named.function) for \(code)")
                }
                continue
            }
            let file = [invalid + "/\(code).yaml", invalid + "/\(code)/navgraph.yaml"]
                .first { FileManager.default.fileExists(atPath: $0) }
            guard let file else {
                missing.append("no fixture Fixtures/invalid/\(code).yaml")
                continue
            }
            // Bytes, read line by line: a fixture of bad UTF-8 has a readable header.
            let header = RepoPaths.bytes(file).split(separator: UInt8(ascii: "\n"))
                .map { String(decoding: $0, as: UTF8.self) }.prefix { $0.hasPrefix("#") }
            if !header.contains(where: { $0.hasPrefix("# expect: ") && $0.contains("[\(code)]") }) {
                missing.append("\(file) does not expect \(code)")
            }
        }
        return missing
    }
}
