import Foundation
import PackagePlugin

// One file for the three plugins: a plugin cannot import code, so this folder
// is linked into each plugin's folder (Plugins/<plugin>/PluginsShared).

/// Which files are graphs, their configurations, and what their route tables are called.
enum NavGraphFiles {
    /// The target's sources and the files under its directory: a graph and its
    /// configuration may be excluded from the target (no "unhandled file"
    /// warning) and are still found.
    static func files(of target: SourceModuleTarget) -> [URL] {
        let directory =
            (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
        return unique(target.sourceFiles.map(\.url) + (directory.map(yamlFiles(under:)) ?? []))
    }

    /// `--config FILE` when `navgraph-config.yaml` lies beside the graph.
    static func configArguments(beside graph: URL) -> [String] {
        let config = graph.deletingLastPathComponent().appendingPathComponent("navgraph-config.yaml")
        return FileManager.default.fileExists(atPath: config.path) ? ["--config", config.path] : []
    }

    /// `url` with the links of its longest existing part resolved. SwiftPM's work
    /// directory may lie under a `.build` that is a link (a CI cache), and `navgraph
    /// gen` refuses an output whose folder a link below the working directory takes
    /// elsewhere: the build command writes to the folder the link leads to, the file
    /// SwiftPM expects (the same file).
    static func resolvingLinks(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }

    static func isGraph(_ url: URL) -> Bool {
        url.lastPathComponent == "navgraph.yaml" || url.lastPathComponent.hasSuffix(".navgraph.yaml")
    }

    static func graphs(in files: [URL]) -> [URL] {
        files.filter(isGraph).sorted { $0.path < $1.path }
    }

    static func yamlFiles(in files: [URL]) -> [URL] {
        files.filter { $0.pathExtension == "yaml" || $0.pathExtension == "yml" }
    }

    /// The route table's file name, after the graph's path in its target, so
    /// that every graph of a target has its own: `navgraph.yaml` ->
    /// `NavGraphRoutes.swift`; `shop.navgraph.yaml` -> `ShopRoutes.swift`; a
    /// graph in a folder is named after the folders too:
    /// `Onboarding/navgraph.yaml` -> `OnboardingRoutes.swift`,
    /// `Flows/shop.navgraph.yaml` -> `FlowsShopRoutes.swift`.
    static func outputName(for graph: URL, in target: URL) -> String {
        let base = target.standardizedFileURL.pathComponents
        let parts = graph.standardizedFileURL.pathComponents
        var words = parts.starts(with: base) ? Array(parts[base.count..<(parts.count - 1)]) : []
        let name = graph.lastPathComponent
        if name != "navgraph.yaml" { words.append(String(name.dropLast(".navgraph.yaml".count))) }
        guard !words.isEmpty else { return "NavGraphRoutes.swift" }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Routes.swift"
    }

    /// Each graph of a target with its file name; two graphs whose names meet
    /// (`Shop/navgraph.yaml` and `shop.navgraph.yaml`) are an error naming both.
    static func outputNames(for graphs: [URL], in target: URL) throws -> [(graph: URL, name: String)] {
        var seen: [String: URL] = [:]
        return try graphs.map { graph in
            let name = outputName(for: graph, in: target)
            if let other = seen[name.lowercased()] {
                throw OutputNameClash(
                    description: "\(other.path) and \(graph.path) would both generate \(name); rename one")
            }
            seen[name.lowercased()] = graph
            return (graph, name)
        }
    }

    /// The deepest folder holding every one of `files`: a target's folder
    /// where the target has none (an Xcode target, whose files are listed).
    static func commonFolder(of files: [URL]) -> URL {
        var common: [String]?
        for file in files {
            let folder = Array(file.standardizedFileURL.pathComponents.dropLast())
            common = common.map { Array(zip($0, folder).prefix { $0.0 == $0.1 }.map(\.0)) } ?? folder
        }
        let parts = (common ?? []).dropFirst()  // the first is "/"
        return URL(fileURLWithPath: "/" + parts.joined(separator: "/"), isDirectory: true)
    }

    /// The YAML files under `folder`, at any depth.
    static func yamlFiles(under folder: URL) -> [URL] {
        var found: [URL] = []
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walk?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { found.append(url) }
        }
        return found
    }

    /// `urls` without repeats (by path), in order.
    static func unique(_ urls: [URL]) -> [URL] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.path).inserted }
    }
}

struct OutputNameClash: Error, CustomStringConvertible {
    let description: String
}

/// The target's folder. `directoryURL` needs tools 6.1; `Path`'s own
/// accessors are deprecated in 6.0, its description is the same path.
func targetFolder(_ target: some Target) -> URL {
    URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
}
