import Foundation
import NavGraphCodegen
import NavGraphCore
import TestSupport
import Testing

/// A graph name whose generated types would meet NavGraphRuntime's (or a
/// standard type) is refused by `gen`; the list of runtime types is
/// NavGraphRuntime's public types, kept equal to its sources here.
@Suite struct GeneratedTypeNamesTests {
    /// Every `<Name>` that makes a reserved type with one of the suffixes.
    static var reservedNames: [String] {
        let types = GeneratedTypeNames.runtimeTypes + GeneratedTypeNames.standardTypes
        return Array(
            Set(
                types.flatMap { type in
                    GeneratedTypeNames.suffixes.compactMap { suffix in
                        type.hasSuffix(suffix) && type != suffix ? String(type.dropLast(suffix.count)) : nil
                    }
                })
        ).sorted()
    }

    @Test func theRuntimeListIsNavGraphRuntimesPublicTypes() throws {
        let folder = RepoPaths.root + "/Sources/NavGraphRuntime"
        var declared: Set<String> = ["GraphTable"]
        let pattern = try Regex(#"(?m)^public (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_]+)"#)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            for match in RepoPaths.read(folder + "/" + file).matches(of: pattern) {
                declared.insert(String(match.output[1].substring ?? ""))
            }
        }
        #expect(Set(GeneratedTypeNames.runtimeTypes) == declared)
    }

    @Test func reservedNamesAreRefusedWithANameToUse() {
        #expect(Self.reservedNames == ["Navigation"])
        #expect(
            GeneratedTypeNames.refusal(for: "navigation", runtime: true)
                == "name 'navigation' makes the type NavigationRoute, which NavGraphRuntime declares: the generated "
                + "table would shadow it; name the graph e.g. 'navigationApp'")
        #expect(GeneratedTypeNames.refusal(for: "Navigation", runtime: false) == nil)
        #expect(GeneratedTypeNames.refusal(for: "Shop", runtime: true) == nil)
    }

    /// Each reserved name's `--runtime` table fails to build (the refusal is
    /// needed), and the name the refusal gives builds.
    @Test(arguments: reservedNames)
    func reservedNamesRuntimeTablesBuildOnlyUnderTheNameToUse(name: String) throws {
        func typeChecks(_ graphName: String) throws -> (status: Int32, output: String) {
            let text =
                "navgraph: 1\nname: \(graphName)\nroot: home\nroutes:\n  home: { path: /, to: [item] }\n"
                + "  item: { path: /item/:id, params: { id: int } }\n"
            let graph = try #require(LoadedGraph.decode(text: text, name: "navgraph.yaml").validated().graph)
            let source = RouteTableGenerator(runtime: true).generate(graph, inputName: "navgraph.yaml")
            let folder = try TemporaryFolder("navgraph-type-names")
            defer { withExtendedLifetime(folder) {} }
            let file = URL(fileURLWithPath: folder.path + "/Routes.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return Swiftc.run(
                [
                    "-swift-version", "6", "-parse-as-library", "-typecheck", "-I", GeneratedCodeCompilesTests.modules,
                    file.path,
                ])
        }
        #expect(try typeChecks(name).status != 0)
        let replacement = GeneratedTypeNames.replacement(for: name)
        let fixed = try typeChecks(replacement)
        #expect(fixed.status == 0, "\(fixed.output.prefix(2000))")
    }
}
