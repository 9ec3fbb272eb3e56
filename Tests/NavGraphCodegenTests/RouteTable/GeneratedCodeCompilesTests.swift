import Foundation
import NavGraphCodegen
import TestSupport
import Testing

/// Every golden route table type-checks in Swift 6 mode with warnings as
/// errors (the package build would only show warnings), and with imports
/// internal unless written otherwise (`InternalImportsByDefault`, Swift 7's
/// default: a public table's imports say `public`); a `--runtime` table
/// against the NavGraphRuntime module of this build.
@Suite struct GeneratedCodeCompilesTests {
    /// Where this build keeps its modules (beside the built `navgraph`).
    static let modules = URL(fileURLWithPath: NavGraphBinary.path).deletingLastPathComponent()
        .appendingPathComponent("Modules").path

    @Test(arguments: CodegenFixtures.examples)
    func typeChecksWithoutWarnings(_ example: CodegenFixtures.Example) throws {
        let search = example.runtime ? ["-I", Self.modules] : []
        let result = Swiftc.run(
            [
                "-swift-version", "6", "-warnings-as-errors", "-enable-upcoming-feature", "InternalImportsByDefault",
                "-typecheck",
            ]
                + search + [RepoPaths.fixture(example.golden)])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }
}

/// Large tables compile too: Swift gives up on proving a switch over
/// hundreds of enum cases with values exhaustive, so those get a `default:`.
@Suite struct LargeRouteTableCompilesTests {
    @Test func fiveHundredRoutesTypeCheckWithoutWarnings() throws {
        let text = RouteTableGenerator().generate(RouteTrieTests.graph(routes: 500), inputName: "big.yaml")
        #expect(text.contains("        default: preconditionFailure(\"every route has its case above\")\n"))
        let result = try Swiftc.typeCheck(source: text)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
    }

    /// `--access public`: no public declaration may use an internal type.
    @Test(arguments: ["shop/navgraph.yaml", "codegen/nasty/navgraph.yaml"])
    func publicTablesTypeCheckWithoutWarnings(_ graph: String) throws {
        let loaded = try #require(CodegenFixtures.load(graph).graph)
        let text = RouteTableGenerator(access: .public).generate(loaded, inputName: "navgraph.yaml")
        let result = try Swiftc.typeCheck(source: text)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
    }

    @Test func smallTablesStayExhaustiveWithoutADefault() throws {
        let text = RouteTableGenerator().generate(RouteTrieTests.graph(routes: 20), inputName: "small.yaml")
        #expect(!text.contains("preconditionFailure"))
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

    /// Type-checks generated `source` in Swift 6 mode, warnings as errors,
    /// from a temporary file.
    static func typeCheck(source: String) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder("navgraph-typecheck")
        defer { withExtendedLifetime(folder) {} }
        let file = URL(fileURLWithPath: folder.path + "/Routes.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return run(["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", file.path])
    }
}
