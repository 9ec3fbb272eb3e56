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

/// Which files are graphs, their configurations, and what their route tables
/// are called (the same rules as NavGraphPlugin; plugins cannot share code).
enum NavGraphFiles {
    /// The target's sources and the files under its directory: a graph and its
    /// configuration excluded from the target (no "unhandled file" warning)
    /// are still found.
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
