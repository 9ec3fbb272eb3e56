import Foundation
import PackagePlugin

/// `swift package check-routes [--target NAME ...]`: fails when a committed
/// route table (written by `generate-routes`) is not what its graph and
/// `navgraph-config.yaml` make now. A plugin of its own because it writes
/// nothing: it needs no `--allow-writing-to-package-directory`, in CI either.
@main
struct CheckRoutes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        if let unknown = extractor.remainingArguments.first {
            Diagnostics.error("unknown argument '\(unknown)'; expected --target NAME")
            return
        }
        let tool = try context.tool(named: "navgraph").url
        var failed = false
        var checked = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            if !targetNames.isEmpty && !targetNames.contains(target.name) { continue }
            let graphs = NavGraphFiles.graphs(in: NavGraphFiles.files(of: target))
            for (graph, name) in try NavGraphFiles.outputNames(for: graphs, in: targetFolder(target)) {
                let output = graph.deletingLastPathComponent().appendingPathComponent(name)
                let process = Process()
                process.executableURL = tool
                process.arguments =
                    ["gen", graph.path, "-o", output.path] + NavGraphFiles.configArguments(beside: graph) + ["--check"]
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

enum CheckRoutesError: Error, CustomStringConvertible {
    case stale
    var description: String { "a route table is out of date" }
}

/// Which files are graphs, their configurations, and what their route tables
/// are called (the same rules as NavGraphPlugin; plugins cannot share code).
enum NavGraphFiles {
    /// The target's sources and the YAML files under its directory (a graph
    /// excluded from the target is still found).
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
