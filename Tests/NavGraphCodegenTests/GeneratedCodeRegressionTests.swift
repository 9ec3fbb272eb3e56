import Foundation
import NavGraphCodegen
import NavGraphCore
import Testing

/// Graphs on which the generator once wrote Swift that did not compile (found
/// by generating random valid graphs), minimised. Each must check cleanly and
/// its route table must type-check in Swift 6 with warnings as errors, both
/// internal and public.
@Suite struct GeneratedCodeRegressionTests {
    /// Type-checks the route table of `yaml`; the compiler's output on failure.
    static func typeCheck(_ yaml: String, access: AccessLevel) throws -> (status: Int32, output: String) {
        let loaded = GraphCompiler.check(text: yaml)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
        let graph = try #require(loaded.graph)
        let text = RouteTableGenerator(access: access).generate(graph, inputName: "navgraph.yaml")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-regression-\(UUID().uuidString).swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return Swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", file.path])
    }

    static let graphs: [(String, String)] = [
        // An enum parameter's type `UInt8` (route `u_int` + param `_8`) and
        // `UTF8` shadowed the standard types the parser uses.
        ("enum type shadowing UInt8 and UTF8", """
        navgraph: 1
        name: T
        root: u_int
        routes:
          u_int:
            path: /
            to: [u_t_f]
            params:
              _8: { type: [a, b], required: false }
          u_t_f:
            path: /x
            params:
              _8: { type: [a, b], required: false }
        """),
        // `inout` is the one keyword a call's argument label must quote:
        // `.bb(inout: ...)` did not parse.
        ("parameter named inout", """
        navgraph: 1
        name: T
        root: bb
        routes:
          bb:
            path: /b/:inout
            params:
              inout: double
              var: { type: int, required: true }
              let: { type: bool, required: false, default: true }
        """),
    ]

    @Test(arguments: graphs.map(\.0), [AccessLevel.internal, .public])
    func typeChecksWithoutWarnings(_ name: String, _ access: AccessLevel) throws {
        let yaml = try #require(Self.graphs.first { $0.0 == name }?.1)
        let result = try Self.typeCheck(yaml, access: access)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2000))")
    }
}
