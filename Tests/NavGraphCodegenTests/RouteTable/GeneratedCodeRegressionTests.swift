import Foundation
import NavGraphCodegen
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// Graphs on which the generator once wrote Swift that did not compile (found
/// by generating random valid graphs), minimised. Each must check cleanly and
/// its route table must type-check in Swift 6 with warnings as errors, both
/// internal and public.
@Suite struct GeneratedCodeRegressionTests {
    /// Type-checks the route table of `yaml`; the compiler's output on failure.
    static func typeCheck(_ yaml: String, access: AccessLevel) throws -> (status: Int32, output: String) {
        let loaded = LoadedGraph.decode(text: yaml).validated()
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
        let graph = try #require(loaded.graph)
        let text = RouteTableGenerator(access: access).generate(graph, inputName: "navgraph.yaml")
        return try Swiftc.typeCheck(source: text)
    }

    static let graphs: [(String, String)] = [
        // An enum parameter's type `UInt8` (route `u_int` + param `_8`) and
        // `UTF8` shadowed the standard types the parser uses.
        (
            "enum type shadowing UInt8 and UTF8",
            """
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
            """
        ),
        // `inout` is the one keyword a call's argument label must quote:
        // `.bb(inout: ...)` did not parse.
        (
            "parameter named inout",
            """
            navgraph: 1
            name: T
            root: home
            routes:
              home: { path: /, to: [bb] }
              bb:
                path: /b/:inout
                params:
                  inout: double
                  var: { type: int, required: true }
                  let: { type: bool, required: false, default: true }
            """
        ),
    ]

    @Test(arguments: graphs.map(\.0), [AccessLevel.internal, .public])
    func typeChecksWithoutWarnings(_ name: String, _ access: AccessLevel) throws {
        let yaml = try #require(Self.graphs.first { $0.0 == name }?.1)
        let result = try Self.typeCheck(yaml, access: access)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2000))")
    }
}

/// Every graph under Fixtures/valid (graphs written from man/navgraph.5 by others)
/// generates a public table that type-checks without warnings.
@Suite struct ValidFixturesGenerateTests {
    static let graphs = [
        "valid/byte-order-mark.yaml", "valid/corenavigation-bank.yaml", "valid/format-reference.yaml",
        "valid/insecurity-coordinators.yaml", "valid/navigationrouter-tabs.yaml", "valid/yaml-core.yaml",
        "valid/modular/navgraph.yaml",
    ]

    @Test(arguments: graphs)
    func publicTableTypeChecksWithoutWarnings(_ graph: String) throws {
        let loaded = try #require(CodegenFixtures.load(graph).graph)
        let text = RouteTableGenerator(access: .public).generate(loaded, inputName: "navgraph.yaml")
        let result = try Swiftc.typeCheck(source: text)
        #expect(result.status == 0, "\(result.output.prefix(2000))")
        #expect(!result.output.contains("warning:"), "\(result.output.prefix(2000))")
    }
}

/// `--access public` is for a table in its own module: a client module can use
/// the whole API, including building metadata values to compare with (a public
/// struct's memberwise initializer would be internal).
@Suite struct PublicTableFromAnotherModuleTests {
    @Test func clientModuleUsesTheShopTable() throws {
        let loaded = try #require(CodegenFixtures.load("shop/navgraph.yaml").graph)
        let text = RouteTableGenerator(access: .public).generate(loaded, inputName: "navgraph.yaml")
        let folder = try TemporaryFolder("navgraph-module")
        defer { withExtendedLifetime(folder) {} }
        let dir = URL(fileURLWithPath: folder.path)
        let table = dir.appendingPathComponent("ShopRoutes.swift")
        try text.write(to: table, atomically: true, encoding: .utf8)
        let module = Swiftc.run([
            "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-module-name", "ShopNav",
            "-emit-module", "-emit-module-path", dir.appendingPathComponent("ShopNav.swiftmodule").path,
            table.path,
        ])
        #expect(module.status == 0, "\(module.output.prefix(2000))")
        let client = dir.appendingPathComponent("main.swift")
        try """
        import Foundation
        import ShopNav
        let route: ShopRoute = .product(id: 42, ref: "mail")
        let parsed = ShopRoute(url: URL(string: "shop://product/42?ref=mail")!)
        let cached = ShopRoute.ID.cart.cache == ShopGraph.CachePolicy(lifetime: .short, key: nil)
        let restored = ShopRoute.ID.product.restoration == ShopGraph.Restoration(id: "product", behavior: .allow)
        let sort: ShopRoute.SearchSort = .rating
        let ids = ShopRoute.ID.allCases.map(\\.rawValue) + ShopRealm.allCases.map(\\.rawValue)
        let order = ShopInterceptor.byPriority.map { ($0.priority, $0.phase, $0.show) }
        print(route.path, parsed as Any, cached, restored, sort, ids, order, ShopGraph.root)
        """.write(to: client, atomically: true, encoding: .utf8)
        let use = Swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-I", dir.path, "-typecheck", client.path])
        #expect(use.status == 0, "\(use.output.prefix(2000))")
    }
}
