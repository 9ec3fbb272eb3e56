import Foundation
import PackagePlugin

/// `swift package check-routes [--target NAME ...]`: fails when a committed
/// route table (written by `generate-routes`) is not what its graph and
/// `navgraph-config.yaml` make now. A plugin of its own because it writes
/// nothing: it needs no `--allow-writing-to-package-directory`, in CI either.
@main
struct CheckRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        guard let targetNames = Self.targetNames(arguments) else { return }
        var targets: [(name: String, graphs: [URL], folder: URL)] = []
        for case let target as SourceModuleTarget in context.package.targets
        where targetNames.isEmpty || targetNames.contains(target.name) {
            targets.append(
                (target.name, NavGraphFiles.graphs(in: NavGraphFiles.files(of: target)), targetFolder(target)))
        }
        try check(targets, tool: context.tool(named: "navgraph").url)
    }

    /// The `--target NAME` options; nil (after an error) for any other argument.
    static func targetNames(_ arguments: [String]) -> Set<String>? {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        if let unknown = extractor.remainingArguments.first {
            Diagnostics.error("unknown argument '\(unknown)'; expected --target NAME")
            return nil
        }
        return names
    }

    /// `navgraph gen --check` on each graph's committed table.
    func check(_ targets: [(name: String, graphs: [URL], folder: URL)], tool: URL) throws {
        var failed = false
        var checked = 0
        for target in targets {
            for (graph, name) in try NavGraphFiles.outputNames(for: target.graphs, in: target.folder) {
                let output = graph.deletingLastPathComponent().appendingPathComponent(name)
                let process = Process()
                process.executableURL = tool
                process.arguments =
                    ["gen", graph.path, "-o", output.path] + NavGraphFiles.configArguments(beside: graph) + ["--check"]
                // A stale table's hint names this package's command, not navgraph's absolute paths.
                process.environment = ProcessInfo.processInfo.environment.merging(
                    ["NAVGRAPH_REMAKE_COMMAND": "swift package generate-routes"]) { $1 }
                try process.run()
                process.waitUntilExit()
                checked += 1
                if process.terminationStatus != 0 {
                    failed = true
                    Diagnostics.error("\(output.path) is not up to date (run: swift package generate-routes)")
                } else {
                    print("\(output.lastPathComponent) is up to date")
                }
            }
        }
        if checked == 0 { Diagnostics.warning("no navgraph.yaml (or *.navgraph.yaml) found in the selected targets") }
        if failed { throw CheckRoutesError.stale }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same on an Xcode project's targets (Xcode only: not compiled on
    /// Linux), found and named as NavGraphPlugin finds and names them there.
    extension CheckRoutes: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            guard let targetNames = Self.targetNames(arguments) else { return }
            let targets = context.xcodeProject.targets.filter {
                targetNames.isEmpty || targetNames.contains($0.displayName)
            }.map { target in
                let files = target.inputFiles.map(\.url)
                return (target.displayName, NavGraphFiles.graphs(in: files), NavGraphFiles.commonFolder(of: files))
            }
            try check(targets, tool: context.tool(named: "navgraph").url)
        }
    }
#endif

enum CheckRoutesError: Error, CustomStringConvertible {
    case stale
    var description: String { "a route table is out of date" }
}
