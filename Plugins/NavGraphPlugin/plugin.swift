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
        let files = target.sourceFiles.map(\.url)
        let tool = try context.tool(named: "navgraph").url
        return NavGraphFiles.graphs(in: files).map { graph in
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(NavGraphFiles.outputName(for: graph))
            return .buildCommand(
                displayName: "Generating the route table of \(graph.lastPathComponent)",
                executable: tool,
                arguments: ["gen", graph.path, "-o", output.path],
                inputFiles: NavGraphFiles.yamlFiles(in: files),
                outputFiles: [output]
            )
        }
    }
}

/// Which files are graphs, and what their route tables are called.
enum NavGraphFiles {
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
