import Foundation

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
}
