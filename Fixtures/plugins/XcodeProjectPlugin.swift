// A stand-in for Xcode's XcodeProjectPlugin module, which exists only in
// Xcode: the members the plugins use, with the shapes Xcode gives them, so
// that PluginXcodeTests can type-check the plugins' `#if
// canImport(XcodeProjectPlugin)` conformances on Linux. It proves the code
// compiles against these shapes, not against Xcode's own module.
import Foundation
@_exported import PackagePlugin

public struct XcodeProject {
    public var directoryURL: URL
    public var targets: [XcodeTarget]
}

public struct XcodeTarget {
    public var displayName: String
    public var inputFiles: FileList
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject
    public var pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("a stand-in") }
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
