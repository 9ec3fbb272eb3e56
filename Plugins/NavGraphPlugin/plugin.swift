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
        return try buildCommands(
            graphs: NavGraphFiles.graphs(in: files), inputs: NavGraphFiles.yamlFiles(in: files),
            folder: targetFolder(target), tool: context.tool(named: "navgraph").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One `navgraph gen` a graph, into the work directory, named after the
    /// graph's path in `folder`; every file of `inputs` reruns it.
    func buildCommands(graphs: [URL], inputs: [URL], folder: URL, tool: URL, workDirectory: URL) throws -> [Command] {
        try NavGraphFiles.outputNames(for: graphs, in: folder).map { graph, name in
            let output = workDirectory.appendingPathComponent(name)
            return .buildCommand(
                displayName: "Generating the route table of \(graph.lastPathComponent)",
                executable: tool,
                arguments: ["gen", graph.path, "-o", NavGraphFiles.resolvingLinks(output).path]
                    + NavGraphFiles.configArguments(beside: graph),
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same in an Xcode app target (Xcode only: not compiled on Linux).
    /// An Xcode target has no directory of its own, so its graphs are the
    /// graph files that are members of the target, named after their path in
    /// the folder holding all the target's files (`NavGraphFiles.commonFolder`,
    /// the app's folder in Xcode's layout, as a package target's folder is);
    /// each graph's inputs are the target's YAML files and those under the
    /// graph's folder, where its includes must lie.
    extension NavGraphPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let graphs = NavGraphFiles.graphs(in: files)
            let beside = graphs.flatMap { NavGraphFiles.yamlFiles(under: $0.deletingLastPathComponent()) }
            return try buildCommands(
                graphs: graphs, inputs: NavGraphFiles.yamlFiles(in: NavGraphFiles.unique(files + beside)),
                folder: NavGraphFiles.commonFolder(of: files), tool: context.tool(named: "navgraph").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
