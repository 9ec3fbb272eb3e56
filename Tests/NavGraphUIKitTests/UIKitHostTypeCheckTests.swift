import TestSupport
import Testing

/// UIKit exists on Apple platforms only, where NavGraphUIKit compiles its host;
/// here the target builds empty. These tests type-check the host's code on
/// Linux against a stand-in UIKit (Fixtures/hosts/UIKit.swift, the members the
/// host uses) and this build's NavGraphRuntime: a renamed runtime API or a
/// misused UIKit member fails them. They do not run UIKit, so they do not show
/// that the views behave.
@Suite("NavGraphUIKit: the host type-checks against a stand-in UIKit")
struct UIKitHostTypeCheckTests {
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func hostTypeChecks() throws {
        try HostTypeCheck.expectHostTypeChecks("UIKit", module: "NavGraphUIKit")
    }

    /// An app can use it: docs/app.md's example type-checks against the host's API.
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func anAppUsesIt() throws {
        try HostTypeCheck.expectAppTypeChecks("UIKit", module: "NavGraphUIKit")
    }

    /// The code under `#if canImport(UIKit)` is checked, not skipped.
    @Test(.enabled(if: HostTypeCheck.swiftc != nil, "swiftc is not on PATH"))
    func aRenamedRuntimeCallFails() throws {
        try HostTypeCheck.expectRenamedRuntimeCallFails("UIKit", module: "NavGraphUIKit")
    }
}
