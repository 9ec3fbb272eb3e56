import Foundation
import TestSupport
import Testing

/// The plugins' Xcode conformances (`XcodeBuildToolPlugin`,
/// `XcodeCommandPlugin`) compile only where Xcode's XcodeProjectPlugin module
/// exists. Here each plugin is type-checked twice with the toolchain's
/// PackagePlugin: as SwiftPM builds it, and with a stand-in XcodeProjectPlugin
/// (Fixtures/plugins/XcodeProjectPlugin.swift) that switches the conformance on.
@Suite("plugins: the SwiftPM and Xcode paths type-check")
struct PluginXcodeTests {
    static let swiftc = ExternalTool.find("swiftc")
    let temporary: TemporaryFolder

    init() throws {
        temporary = try TemporaryFolder("navgraph-xcode")
    }

    /// The toolchain's PackagePlugin module, beside `swiftc` (Linux layout).
    static let pluginAPI: String? = swiftc.flatMap { swiftc in
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let api = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI").path
        return FileManager.default.fileExists(atPath: api + "/PackagePlugin.swiftmodule") ? api : nil
    }

    /// A plugin's Swift files as SwiftPM compiles them: its own and the shared
    /// folder linked into it.
    static func sources(of plugin: String) -> [String] {
        let folder = RepoPaths.root + "/Plugins/\(plugin)"
        let shared = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/PluginsShared")) ?? []
        return [folder + "/plugin.swift"]
            + shared.filter { $0.hasSuffix(".swift") }.sorted().map {
                folder + "/PluginsShared/" + $0
            }
    }

    static func typecheck(_ plugin: String, including: [String], with extra: [String] = []) throws -> ProcessOutput {
        try Subprocess.run(
            try #require(swiftc),
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                "-package-description-version", "6.0.0",
            ]
                + including.flatMap { ["-I", $0] } + sources(of: plugin) + extra)
    }

    /// The Xcode protocol each plugin conforms to.
    static let xcodeProtocols = [
        "NavGraphPlugin": "XcodeBuildToolPlugin", "GenerateRoutes": "XcodeCommandPlugin",
        "CheckRoutes": "XcodeCommandPlugin",
    ]

    @Test(
        .enabled(if: pluginAPI != nil, "the toolchain's PackagePlugin module (lib/swift/pm/PluginAPI) is not found"),
        arguments: ["NavGraphPlugin", "GenerateRoutes", "CheckRoutes"])
    func typeChecks(_ plugin: String) throws {
        let api = try #require(Self.pluginAPI)
        let swiftPM = try Self.typecheck(plugin, including: [api])
        #expect(swiftPM.status == 0, "\(swiftPM.stderr)")
        let dir = temporary.path
        let module = try Subprocess.run(
            try #require(Self.swiftc),
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-package-description-version", "6.0.0",
                "-I", api, "-module-name", "XcodeProjectPlugin", "-o", dir + "/XcodeProjectPlugin.swiftmodule",
                RepoPaths.fixture("plugins/XcodeProjectPlugin.swift"),
            ])
        try #require(module.status == 0, "\(module.stderr)")
        // The conformance is there, not only code that compiles.
        let conformance = dir + "/Conformance.swift"
        try Data(
            "import XcodeProjectPlugin\nfunc conforms() -> any \(try #require(Self.xcodeProtocols[plugin])).Type { \(plugin).self }\n"
                .utf8
        ).write(to: URL(fileURLWithPath: conformance))
        let xcode = try Self.typecheck(plugin, including: [api, dir], with: [conformance])
        #expect(xcode.status == 0, "\(xcode.stderr)")
    }
}
