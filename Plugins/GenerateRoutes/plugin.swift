import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-routes
/// [--target NAME ...] [--access public|internal] [--check]`: writes each
/// target's route table next to its graph (`navgraph.yaml` ->
/// `NavGraphRoutes.swift`), for teams that commit generated code (use it
/// instead of NavGraphPlugin on a target, not with it). `--check` writes
/// nothing and fails when a committed file is out of date.
@main
struct GenerateRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let access = extractor.extractOption(named: "access").last
        let check = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            Diagnostics.error(
                "unknown argument '\(unknown)'; expected --target NAME, --access public|internal, --check")
            return
        }
        let tool = try context.tool(named: "navgraph").url
        var failed = false
        var generated = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            if !targetNames.isEmpty && !targetNames.contains(target.name) { continue }
            for graph in NavGraphFiles.graphs(in: target.sourceFiles.map(\.url)) {
                let output = graph.deletingLastPathComponent().appendingPathComponent(
                    NavGraphFiles.outputName(for: graph))
                var arguments = ["gen", graph.path, "-o", output.path]
                if let access { arguments += ["--access", access] }
                if check { arguments.append("--check") }
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    failed = true
                    Diagnostics.error("navgraph gen failed for \(graph.path) (exit \(process.terminationStatus))")
                } else {
                    generated += 1
                    print(check ? "\(output.lastPathComponent) is up to date" : "wrote \(output.path)")
                }
            }
        }
        if !failed && generated == 0 {
            Diagnostics.warning("no navgraph.yaml (or *.navgraph.yaml) found in the selected targets' sources")
        }
        if failed { throw GenerateRoutesError.failed }
    }
}

enum GenerateRoutesError: Error, CustomStringConvertible {
    case failed
    var description: String { "route table generation failed" }
}

/// Which files are graphs, and what their route tables are called (the same
/// rules as NavGraphPlugin; plugins cannot share code).
enum NavGraphFiles {
    static func isGraph(_ url: URL) -> Bool {
        url.lastPathComponent == "navgraph.yaml" || url.lastPathComponent.hasSuffix(".navgraph.yaml")
    }

    static func graphs(in files: [URL]) -> [URL] {
        files.filter(isGraph).sorted { $0.path < $1.path }
    }

    /// `navgraph.yaml` -> `NavGraphRoutes.swift`; `shop.navgraph.yaml` -> `ShopRoutes.swift`.
    static func outputName(for graph: URL) -> String {
        let name = graph.lastPathComponent
        guard name != "navgraph.yaml" else { return "NavGraphRoutes.swift" }
        let stem = String(name.dropLast(".navgraph.yaml".count))
        return stem.prefix(1).uppercased() + stem.dropFirst() + "Routes.swift"
    }
}
