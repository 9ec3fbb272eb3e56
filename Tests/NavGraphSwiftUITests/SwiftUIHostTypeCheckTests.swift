import Foundation
import TestSupport
import Testing

/// SwiftUI exists on Apple platforms only, where NavGraphSwiftUI compiles its host;
/// here the target builds empty. These tests type-check the host's code on
/// Linux against a stand-in SwiftUI (Fixtures/hosts/SwiftUI.swift, the members the
/// host uses) and this build's NavGraphRuntime: a renamed runtime API or a
/// misused SwiftUI member fails them. They do not run SwiftUI, so they do not show
/// that the views behave.
@Suite("NavGraphSwiftUI: the host type-checks against a stand-in SwiftUI")
struct SwiftUIHostTypeCheckTests {
    static let sources = HostTypeCheck.sources(of: "NavGraphSwiftUI")

    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func hostTypeChecks() throws {
        let folder = try TemporaryFolder("navgraph-swiftui-host")
        let standIn = try HostTypeCheck.buildStandIn("SwiftUI", in: folder.path)
        try #require(standIn.status == 0, "\(standIn.stderr)")
        try #require(!Self.sources.isEmpty)
        let check = try HostTypeCheck.typeCheck(Self.sources, module: "NavGraphSwiftUI", standIns: folder.path)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr == "")
    }

    /// An app can use it: docs/app.md's example, over the shop graph's generated
    /// table, type-checks against the host built as a module (its public API).
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func anAppUsesIt() throws {
        let folder = try TemporaryFolder("navgraph-swiftui-app")
        let standIn = try HostTypeCheck.buildStandIn("SwiftUI", in: folder.path)
        try #require(standIn.status == 0, "\(standIn.stderr)")
        let host = try HostTypeCheck.buildHost(Self.sources, module: "NavGraphSwiftUI", in: folder.path)
        try #require(host.status == 0, "\(host.stderr)")
        let app = try HostTypeCheck.typeCheckApp("SwiftUI", in: folder.path)
        #expect(app.status == 0, "\(app.stderr)")
    }

    /// The code under `#if canImport(SwiftUI)` is checked, not skipped: the same
    /// files with a runtime call renamed fail.
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func aRenamedRuntimeCallFails() throws {
        let folder = try TemporaryFolder("navgraph-swiftui-host")
        let standIn = try HostTypeCheck.buildStandIn("SwiftUI", in: folder.path)
        try #require(standIn.status == 0, "\(standIn.stderr)")
        var renamed: [String] = []
        for source in Self.sources {
            let text = try String(contentsOfFile: source, encoding: .utf8)
            let path = folder.path + "/" + URL(fileURLWithPath: source).lastPathComponent
            try Data(text.replacingOccurrences(of: "userSwipedBack()", with: "userSwipedAway()").utf8)
                .write(to: URL(fileURLWithPath: path))
            renamed.append(path)
        }
        let check = try HostTypeCheck.typeCheck(renamed, module: "NavGraphSwiftUI", standIns: folder.path)
        #expect(check.status != 0)
        #expect(check.stderr.contains("has no member 'userSwipedAway'"), "\(check.stderr)")
    }
}
