import Foundation
import TestSupport
import Testing

/// The plugins' rule for naming a graph's route table, compiled on its own
/// from the plugins' shared source (a plugin cannot be imported): every graph
/// of a target gets its own file, in a package target and in an Xcode target
/// (whose folder is the deepest one holding its files; the Xcode conformances
/// compile only in Xcode). All three plugins read the one shared file.
@Suite("plugins: one output file per graph")
struct PluginNamingTests {
    static let swiftc = ExternalTool.find("swiftc")
    let temporary: TemporaryFolder

    init() throws {
        temporary = try TemporaryFolder("navgraph-plugin")
    }

    static let plugins = ["NavGraphPlugin", "GenerateRoutes", "CheckRoutes"]
    static let shared = RepoPaths.root + "/Plugins/PluginsShared/NavGraphFiles.swift"

    /// The naming rule's text in the shared file, from `outputName` to `OutputNameClash`.
    static func rule() -> String? {
        let text = RepoPaths.read(shared)
        guard let start = text.range(of: "    /// The route table's file name"),
            let end = text.range(
                of: "struct OutputNameClash: Error, CustomStringConvertible {\n    let description: String\n}")
        else { return nil }
        return String(text[start.lowerBound..<end.upperBound])
    }

    @Test("the plugins' shared code is one file, linked into each plugin's folder and declared nowhere else")
    func sharedCodeIsOneFile() throws {
        let files = FileManager.default
        for plugin in Self.plugins {
            let link = RepoPaths.root + "/Plugins/\(plugin)/PluginsShared"
            #expect(try files.destinationOfSymbolicLink(atPath: link) == "../PluginsShared", "\(plugin)")
            let linked = URL(fileURLWithPath: link + "/NavGraphFiles.swift").resolvingSymlinksInPath().path
            #expect(linked == URL(fileURLWithPath: Self.shared).resolvingSymlinksInPath().path, "\(plugin)")
            #expect(!RepoPaths.read(RepoPaths.root + "/Plugins/\(plugin)/plugin.swift").contains("enum NavGraphFiles"))
        }
        #expect(
            try files.contentsOfDirectory(atPath: RepoPaths.root + "/Plugins/PluginsShared") == ["NavGraphFiles.swift"])
    }

    @Test(
        "graphs in one target get distinct names; a clash is an error naming both",
        .enabled(if: swiftc != nil, "swiftc is not on PATH"))
    func distinctNames() throws {
        let build = try #require(Self.rule())
        let dir = temporary.path
        let program = """
            import Foundation
            enum NavGraphFiles {
            \(build)
            let target = URL(fileURLWithPath: "/p/Sources/App", isDirectory: true)
            for graph in ["navgraph.yaml", "shop.navgraph.yaml", "Onboarding/navgraph.yaml", "Shop/navgraph.yaml",
                "Flows/shop.navgraph.yaml", "A/B/navgraph.yaml"] {
                print(NavGraphFiles.outputName(for: target.appendingPathComponent(graph), in: target))
            }
            do {
                _ = try NavGraphFiles.outputNames(
                    for: ["Shop/navgraph.yaml", "shop.navgraph.yaml"].map { target.appendingPathComponent($0) }, in: target)
            } catch { print(error) }
            // An Xcode target's folder: the deepest one holding all its files.
            for files in [["App/A.swift", "App/Flows/navgraph.yaml", "App/Views/V.swift"], ["App/Flows/navgraph.yaml"],
                ["App/A.swift", "Shared/B.swift"], []] {
                print(NavGraphFiles.commonFolder(of: files.map { target.appendingPathComponent($0) }).path)
            }
            let app = URL(fileURLWithPath: "/p/App/A.swift")
            print(NavGraphFiles.unique([app, target, app]).map(\\.lastPathComponent))
            // The build plugin writes `<work directory>/<name>`: no graph path makes the name leave it.
            for graph in ["../../x/navgraph.yaml", "a/../../navgraph.yaml", "..navgraph.yaml", "a/../b/navgraph.yaml"] {
                print(NavGraphFiles.outputName(for: target.appendingPathComponent(graph), in: target))
            }
            """
        try Data(program.utf8).write(to: URL(fileURLWithPath: dir + "/main.swift"))
        let compiled = try Subprocess.run(try #require(Self.swiftc), [dir + "/main.swift", "-o", dir + "/rule"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let result = try Subprocess.run(dir + "/rule", [])
        #expect(
            result.stdout == """
                NavGraphRoutes.swift
                ShopRoutes.swift
                OnboardingRoutes.swift
                ShopRoutes.swift
                FlowsShopRoutes.swift
                ABRoutes.swift
                /p/Sources/App/Shop/navgraph.yaml and /p/Sources/App/shop.navgraph.yaml would both generate ShopRoutes.swift; rename one
                /p/Sources/App/App
                /p/Sources/App/App/Flows
                /p/Sources/App
                /
                ["A.swift", "App"]
                NavGraphRoutes.swift
                NavGraphRoutes.swift
                .Routes.swift
                BRoutes.swift

                """)
    }

    /// The build plugin's output path with its links resolved (`resolvingLinks`): a CI
    /// cache that makes `.build` a link leading outside the package would otherwise
    /// have `gen` refuse the work directory's file (a link below the working directory).
    @Test(
        "the build plugin names its output through the folder a linked .build leads to, which gen accepts",
        .enabled(if: swiftc != nil, "swiftc is not on PATH"))
    func linkedBuildFolder() throws {
        let text = RepoPaths.read(Self.shared)
        let start = try #require(text.range(of: "    /// `url` with the links of its longest existing part resolved."))
        let end = try #require(text.range(of: "    static func isGraph", range: start.upperBound..<text.endIndex))
        let dir = temporary.path
        let package = dir + "/package"
        let cache = dir + "/cache"
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cache + "/plugins", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package + "/.build", withDestinationPath: cache)
        let program = """
            import Foundation
            enum NavGraphFiles {
            \(text[start.lowerBound..<end.lowerBound])}
            print(NavGraphFiles.resolvingLinks(URL(fileURLWithPath: CommandLine.arguments[1])).path)
            """
        try Data(program.utf8).write(to: URL(fileURLWithPath: dir + "/main.swift"))
        let compiled = try Subprocess.run(try #require(Self.swiftc), [dir + "/main.swift", "-o", dir + "/resolve"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let swiftPMs = package + "/.build/plugins/outputs/App/NavGraphRoutes.swift"
        let resolved = try Subprocess.run(dir + "/resolve", [swiftPMs]).stdout
        let real = URL(fileURLWithPath: cache).resolvingSymlinksInPath().path
        #expect(resolved == real + "/plugins/outputs/App/NavGraphRoutes.swift\n")

        try Data(RepoPaths.read(RepoPaths.fixture("codegen/tiny/navgraph.yaml")).utf8).write(
            to: URL(fileURLWithPath: package + "/navgraph.yaml"))
        try FileManager.default.createDirectory(
            atPath: cache + "/plugins/outputs/App", withIntermediateDirectories: true)
        let refused = NavGraphBinary.run(["gen", "navgraph.yaml", "-o", swiftPMs], cwd: package)
        #expect(refused.status == 73)
        let written = NavGraphBinary.run(
            ["gen", "navgraph.yaml", "-o", String(resolved.dropLast())], cwd: package)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: swiftPMs))
    }
}
