import Foundation
import NavGraphCodegen
import TestSupport
import Testing

/// A `--runtime` table names each `result:` type in a typed reader
/// (`checkoutResult()`), compiled when the app defines `NAVGRAPH_RESULT_TYPES`:
/// then a name that is no Decodable type fails the build at the generated line.
@Suite struct ResultTypeCheckTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder("navgraph-result-types") }

    /// The Bank graph of Fixtures/PluginExample's typed-navigator example.
    func typeCheck(receipt: String?, defined: Bool) throws -> (status: Int32, output: String) {
        let loaded = try #require(CodegenFixtures.load("PluginExample/Sources/BankRoutes/navgraph.yaml").graph)
        let table = folder.path + "/BankRoutes.swift"
        try RouteTableGenerator(runtime: true).generate(loaded, inputName: "navgraph.yaml")
            .write(toFile: table, atomically: true, encoding: .utf8)
        var files = [table]
        if let receipt {
            files.append(folder.path + "/Receipt.swift")
            try receipt.write(toFile: files[1], atomically: true, encoding: .utf8)
        }
        let define = defined ? ["-D", "NAVGRAPH_RESULT_TYPES"] : []
        return Swiftc.run(
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-I",
                GeneratedCodeCompilesTests.modules,
            ] + define + files)
    }

    @Test func aResultTypeThatExistsCompilesAndReadsBack() throws {
        let result = try typeCheck(receipt: "struct Receipt: Codable { var amount: Int }", defined: true)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
    }

    @Test func aResultNameThatIsNoTypeFailsTheBuildWhereTheTableNamesIt() throws {
        let result = try typeCheck(receipt: nil, defined: true)
        #expect(result.status != 0)
        #expect(result.output.contains("BankRoutes.swift:"))
        #expect(result.output.contains("error: cannot find type 'Receipt' in scope"), "\(result.output.prefix(2000))")
    }

    @Test func aResultTypeThatIsNotDecodableFailsTheBuild() throws {
        let result = try typeCheck(receipt: "struct Receipt { var amount: Int }", defined: true)
        #expect(result.status != 0)
        #expect(result.output.contains("Receipt"), "\(result.output.prefix(2000))")
    }

    /// Without the condition the names are not compiled: a table in a module that
    /// cannot see the app's types (Scripts/runtime-sim.sh's) still builds.
    @Test func withoutTheConditionTheNamesAreNotChecked() throws {
        let result = try typeCheck(receipt: nil, defined: false)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
    }
}
