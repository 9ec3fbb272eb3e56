import Foundation
import Testing
import TestSupport

/// Every golden route table type-checks in Swift 6 mode with warnings as
/// errors (the package build would only show warnings).
@Suite struct GeneratedCodeCompilesTests {
    @Test(arguments: CodegenFixtures.examples)
    func typeChecksWithoutWarnings(_ example: CodegenFixtures.Example) throws {
        let result = Swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-typecheck", RepoPaths.fixture(example.golden)])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}

/// Runs the toolchain's `swiftc` (through `xcrun` on Apple platforms, for the SDK).
enum Swiftc {
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if canImport(Darwin)
        process.arguments = ["xcrun", "swiftc"] + arguments
        #else
        process.arguments = ["swiftc"] + arguments
        #endif
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "could not run swiftc: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
