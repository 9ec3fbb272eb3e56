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
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func hostTypeChecks() throws {
        try HostTypeCheck.expectHostTypeChecks("SwiftUI", module: "NavGraphSwiftUI")
    }

    /// An app can use it: docs/app.md's example type-checks against the host's API.
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func anAppUsesIt() throws {
        try HostTypeCheck.expectAppTypeChecks("SwiftUI", module: "NavGraphSwiftUI")
    }

    /// The code under `#if canImport(SwiftUI)` is checked, not skipped.
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func aRenamedRuntimeCallFails() throws {
        try HostTypeCheck.expectRenamedRuntimeCallFails("SwiftUI", module: "NavGraphSwiftUI")
    }
}
