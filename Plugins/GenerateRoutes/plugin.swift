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
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let access = extractor.extractOption(named: "access").last
        let check = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            Diagnostics.error(
                "unknown argument '\(unknown)'; expected --target NAME, --access internal|public|package, --check")
            return
        }
        let tool = try context.tool(named: "navgraph").url
        var failed = false
        var generated = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            if !targetNames.isEmpty && !targetNames.contains(target.name) { continue }
            let graphs = NavGraphFiles.graphs(in: NavGraphFiles.files(of: target))
            for (graph, name) in try NavGraphFiles.outputNames(for: graphs, in: targetFolder(target)) {
                let output = graph.deletingLastPathComponent().appendingPathComponent(name)
                var arguments = ["gen", graph.path, "-o", output.path] + NavGraphFiles.configArguments(beside: graph)
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

/// Which files are graphs, their configurations, and what their route tables
/// are called (the same rules as NavGraphPlugin; plugins cannot share code).
enum NavGraphFiles {
    /// The target's sources and the files under its directory: a graph and its
    /// configuration excluded from the target (no "unhandled file" warning)
    /// are still found.
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
