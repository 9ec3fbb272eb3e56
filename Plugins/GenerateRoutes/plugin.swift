import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes
/// [--target NAME ...] [--access internal|public|package] [--check]`: writes
/// each target's route tables, each next to its graph and named as
/// NavGraphPlugin names it (`navgraph.yaml` -> `NavGraphRoutes.swift`,
/// `Shop/navgraph.yaml` -> `ShopRoutes.swift`), with the options of
/// `navgraph-config.yaml` beside it, for teams that commit generated code (use
/// it instead of NavGraphPlugin on a target, not with it). The graph may be
/// excluded from the target (no "unhandled file" warning): it is read from the
/// target's directory. `--check` writes nothing and fails when a committed
/// file is out of date; `swift package check-routes` does the same without the
/// write permission.
@main
struct GenerateRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        guard let options = Options(arguments) else { return }
        var targets: [(name: String, graphs: [URL], folder: URL)] = []
        for case let target as SourceModuleTarget in context.package.targets where options.selects(target.name) {
            targets.append(
                (target.name, NavGraphFiles.graphs(in: NavGraphFiles.files(of: target)), targetFolder(target)))
        }
        try run(targets, options, tool: context.tool(named: "navgraph").url)
    }

    /// `--target NAME ...`, `--access LEVEL`, `--check`; nil (after an error) for anything else.
    struct Options {
        var targetNames: Set<String>
        var access: String?
        var check: Bool

        init?(_ arguments: [String]) {
            var extractor = ArgumentExtractor(arguments)
            targetNames = Set(extractor.extractOption(named: "target"))
            access = extractor.extractOption(named: "access").last
            check = extractor.extractFlag(named: "check") > 0
            if let unknown = extractor.remainingArguments.first {
                Diagnostics.error(
                    "unknown argument '\(unknown)'; expected --target NAME, --access internal|public|package, --check")
                return nil
            }
        }

        func selects(_ name: String) -> Bool { targetNames.isEmpty || targetNames.contains(name) }
    }

    /// Writes (or, with `--check`, checks) each graph's table beside it.
    func run(_ targets: [(name: String, graphs: [URL], folder: URL)], _ options: Options, tool: URL) throws {
        var failed = false
        var generated = 0
        for target in targets {
            for (graph, name) in try NavGraphFiles.outputNames(for: target.graphs, in: target.folder) {
                let output = graph.deletingLastPathComponent().appendingPathComponent(name)
                var arguments = ["gen", graph.path, "-o", output.path] + NavGraphFiles.configArguments(beside: graph)
                if let access = options.access { arguments += ["--access", access] }
                if options.check { arguments.append("--check") }
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments
                // The target's folder is the working directory: navgraph writes no output through a
                // folder there that a link takes outside it (man/navgraph.1, gen -o).
                process.currentDirectoryURL = target.folder
                // A stale table's hint names this package's command, not navgraph's absolute paths.
                process.environment = ProcessInfo.processInfo.environment.merging(
                    ["NAVGRAPH_REMAKE_COMMAND": "swift package generate-routes"]) { $1 }
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    failed = true
                    Diagnostics.error("navgraph gen failed for \(graph.path) (exit \(process.terminationStatus))")
                } else {
                    generated += 1
                    print(options.check ? "\(output.lastPathComponent) is up to date" : "wrote \(output.path)")
                }
            }
        }
        if !failed && generated == 0 {
            Diagnostics.warning("no navgraph.yaml (or *.navgraph.yaml) found in the selected targets' sources")
        }
        if failed { throw GenerateRoutesError.failed }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same on an Xcode project's targets (Xcode only: not compiled on
    /// Linux): a target's graphs are its member graph files, named after
    /// their path in the folder holding all its files, as NavGraphPlugin
    /// names them in Xcode.
    extension GenerateRoutes: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            guard let options = Options(arguments) else { return }
            let targets = context.xcodeProject.targets.filter { options.selects($0.displayName) }.map { target in
                let files = target.inputFiles.map(\.url)
                return (target.displayName, NavGraphFiles.graphs(in: files), NavGraphFiles.commonFolder(of: files))
            }
            try run(targets, options, tool: context.tool(named: "navgraph").url)
        }
    }
#endif

enum GenerateRoutesError: Error, CustomStringConvertible {
    case failed
    var description: String { "route table generation failed" }
}
