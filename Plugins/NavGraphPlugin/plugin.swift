import Foundation
import PackagePlugin

/// Generates a target's route table at build time: every `navgraph.yaml` (or
/// `*.navgraph.yaml`) among the target's sources becomes `<Name>Routes.swift`
/// in the plugin's work directory, compiled with the target. Every YAML file
/// of the target is an input, so editing an included module regenerates too;
/// `navgraph gen` leaves an unchanged file alone, so nothing else rebuilds.
@main
struct NavGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = NavGraphFiles.files(of: target)
        let tool = try context.tool(named: "navgraph").url
        return NavGraphFiles.graphs(in: files).map { graph in
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(NavGraphFiles.outputName(for: graph))
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

    /// `navgraph.yaml` -> `NavGraphRoutes.swift`; `shop.navgraph.yaml` -> `ShopRoutes.swift`.
    static func outputName(for graph: URL) -> String {
        let name = graph.lastPathComponent
        guard name != "navgraph.yaml" else { return "NavGraphRoutes.swift" }
        let stem = String(name.dropLast(".navgraph.yaml".count))
        return stem.prefix(1).uppercased() + stem.dropFirst() + "Routes.swift"
    }
}
