import Foundation
import PackagePlugin

/// Generates a target's route table at build time: every `navgraph.yaml` (or
/// `*.navgraph.yaml`) among the target's sources becomes a file of its own,
/// `<Name>Routes.swift` (see `NavGraphFiles.outputName`), in the plugin's
/// work directory, compiled with the target. Every YAML file of the target is an input, so editing an included module regenerates too;
/// `navgraph gen` leaves an unchanged file alone, so nothing else rebuilds.
@main
struct NavGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = NavGraphFiles.files(of: target)
        let tool = try context.tool(named: "navgraph").url
        let graphs = NavGraphFiles.graphs(in: files)
        return try NavGraphFiles.outputNames(for: graphs, in: targetFolder(target)).map { graph, name in
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(name)
            return .buildCommand(
                displayName: "Generating the route table of \(graph.lastPathComponent)",
                executable: tool,
                arguments: ["gen", graph.path, "-o", output.path] + NavGraphFiles.configArguments(beside: graph),
                inputFiles: NavGraphFiles.yamlFiles(in: files),
                outputFiles: [output]
            )
        }
    }
}

/// Which files are graphs, their configurations, and what their route tables are called.
enum NavGraphFiles {
    /// The target's sources and the files under its directory: a graph and its
    /// configuration may be excluded from the target (no "unhandled file"
    /// warning) and are still found.
    static func files(of target: SourceModuleTarget) -> [URL] {
        var files = target.sourceFiles.map(\.url)
        var seen = Set(files.map(\.path))
        let directory =
            (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
        let walk = directory.flatMap { FileManager.default.enumerator(at: $0, includingPropertiesForKeys: nil) }
        while let url = walk?.nextObject() as? URL {
            let name = url.lastPathComponent
            guard name.hasSuffix(".yaml") || name.hasSuffix(".yml"), seen.insert(url.path).inserted else { continue }
            files.append(url)
        }
        return files
    }

    /// `--config FILE` when `navgraph-config.yaml` lies beside the graph.
    static func configArguments(beside graph: URL) -> [String] {
        let config = graph.deletingLastPathComponent().appendingPathComponent("navgraph-config.yaml")
        return FileManager.default.fileExists(atPath: config.path) ? ["--config", config.path] : []
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
}

struct OutputNameClash: Error, CustomStringConvertible {
    let description: String
}

/// The target's folder. `directoryURL` needs tools 6.1; `Path`'s own
/// accessors are deprecated in 6.0, its description is the same path.
func targetFolder(_ target: some Target) -> URL {
    URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
}
