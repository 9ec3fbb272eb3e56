import Foundation
import Testing

/// Type-checks an app host of `Sources/` (NavGraphSwiftUI, NavGraphUIKit) on a
/// machine without the Apple framework it imports: the stand-in in
/// `Fixtures/hosts/<framework>.swift` is built as a module of that name, so the
/// host's `#if canImport(<framework>)` holds, and the host's files are then
/// type-checked against it and this build's NavGraphRuntime module, in Swift 6
/// mode with warnings as errors. What it shows: the host's code compiles against
/// the runtime's API and the framework members the stand-in declares. Not what
/// the real framework does with it.
public enum HostTypeCheck {
    /// `swiftc` on PATH.
    public static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
        for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/swiftc") {
            return "\(dir)/swiftc"
        }
        return nil
    }()

    /// Where this build keeps its modules (beside the built `navgraph`).
    public static let modules = URL(fileURLWithPath: NavGraphBinary.path).deletingLastPathComponent()
        .appendingPathComponent("Modules").path

    /// The host target's Swift files.
    public static func sources(of target: String) -> [String] {
        let folder = RepoPaths.root + "/Sources/" + target
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Builds the stand-in `framework` module into `folder`.
    public static func buildStandIn(_ framework: String, in folder: String) throws -> ProcessOutput {
        try Subprocess.run(
            swiftc ?? "swiftc",
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", framework, "-o", folder + "/\(framework).swiftmodule",
                RepoPaths.fixture("hosts/\(framework).swift"),
            ])
    }

    /// Type-checks `files` as module `module`, against the stand-ins in `folder`
    /// and this build's modules.
    public static func typeCheck(_ files: [String], module: String, standIns folder: String) throws -> ProcessOutput {
        try Subprocess.run(
            swiftc ?? "swiftc",
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", module, "-I", folder, "-I", modules,
            ] + files)
    }

    /// Builds the host `module` from `files` into `folder`, beside the stand-ins there.
    public static func buildHost(_ files: [String], module: String, in folder: String) throws -> ProcessOutput {
        try Subprocess.run(
            swiftc ?? "swiftc",
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", module, "-I", folder, "-I", modules, "-o", folder + "/\(module).swiftmodule",
            ] + files)
    }

    /// Type-checks an app's use of the host (`Fixtures/hosts/<framework>App.swift`) with the
    /// shop graph's generated runtime table, against the host module built in `folder`.
    public static func typeCheckApp(_ framework: String, in folder: String) throws -> ProcessOutput {
        try Subprocess.run(
            swiftc ?? "swiftc",
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", "App", "-I", folder, "-I", modules,
                RepoPaths.fixture("codegen/golden/runtime/ShopRoutes.swift"),
                RepoPaths.fixture("hosts/\(framework)App.swift"),
            ])
    }

    /// The three things each host's suite shows, for `framework` (SwiftUI or
    /// UIKit) and its host `module`: the host type-checks; docs/app.md's example,
    /// over the shop graph's generated table, type-checks against the host built
    /// as a module (its public API); and the code under `#if canImport` is
    /// checked, not skipped: the same files with a runtime call renamed fail.
    public static func expectHostTypeChecks(_ framework: String, module: String) throws {
        let folder = try TemporaryFolder("navgraph-\(framework.lowercased())-host")
        let standIn = try buildStandIn(framework, in: folder.path)
        try #require(standIn.status == 0, "\(standIn.stderr)")
        let files = sources(of: module)
        try #require(!files.isEmpty)
        let check = try typeCheck(files, module: module, standIns: folder.path)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr == "")
    }

    public static func expectAppTypeChecks(_ framework: String, module: String) throws {
        let folder = try TemporaryFolder("navgraph-\(framework.lowercased())-app")
        let standIn = try buildStandIn(framework, in: folder.path)
        try #require(standIn.status == 0, "\(standIn.stderr)")
        let host = try buildHost(sources(of: module), module: module, in: folder.path)
        try #require(host.status == 0, "\(host.stderr)")
        let app = try typeCheckApp(framework, in: folder.path)
        #expect(app.status == 0, "\(app.stderr)")
    }

    public static func expectRenamedRuntimeCallFails(_ framework: String, module: String) throws {
        let folder = try TemporaryFolder("navgraph-\(framework.lowercased())-host")
        let standIn = try buildStandIn(framework, in: folder.path)
        try #require(standIn.status == 0, "\(standIn.stderr)")
        var renamed: [String] = []
        for source in sources(of: module) {
            let text = try String(contentsOfFile: source, encoding: .utf8)
            let path = folder.path + "/" + URL(fileURLWithPath: source).lastPathComponent
            try Data(text.replacingOccurrences(of: "userSwipedBack()", with: "userSwipedAway()").utf8)
                .write(to: URL(fileURLWithPath: path))
            renamed.append(path)
        }
        let check = try typeCheck(renamed, module: module, standIns: folder.path)
        #expect(check.status != 0)
        #expect(check.stderr.contains("has no member 'userSwipedAway'"), "\(check.stderr)")
    }
}
