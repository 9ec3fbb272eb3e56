// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgraph",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navgraph", targets: ["navgraph"]),
        .library(name: "NavGraphCore", targets: ["NavGraphCore"]),
        .library(name: "NavGraphRendering", targets: ["NavGraphRendering"]),
        .library(name: "NavGraphCodegen", targets: ["NavGraphCodegen"]),
        .library(name: "NavGraphSim", targets: ["NavGraphSim"]),
        .library(name: "NavGraphAnalysis", targets: ["NavGraphAnalysis"]),
        // The engine `sim` runs, for the app: a navigator over a generated table (`gen --runtime`).
        .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
        // The fuzz targets' entry functions, for the fuzzing package in Fuzz/ (see Scripts/fuzz.sh).
        .library(name: "NavGraphFuzz", targets: ["NavGraphFuzz"]),
        .plugin(name: "NavGraphPlugin", targets: ["NavGraphPlugin"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
        .plugin(name: "CheckRoutes", targets: ["CheckRoutes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // libyaml, found through pkg-config; only NavGraphCore's YAML reader imports it.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Low-level helpers shared by the targets below (not a product: `package` access).
        .target(name: "NavGraphSupport"),
        // Text in, values out: no printing, no files, no exits (ARCHITECTURE.md).
        .target(name: "NavGraphCore", dependencies: ["CLibYAML", "NavGraphSupport"]),
        // Diagnostics and graph pictures as text.
        .target(name: "NavGraphRendering", dependencies: ["NavGraphCore", "NavGraphSupport"]),
        .target(name: "NavGraphCodegen", dependencies: ["NavGraphCore", "NavGraphSupport"]),
        .target(name: "NavGraphSim", dependencies: ["NavGraphCore", "NavGraphSupport"]),
        .target(name: "NavGraphRuntime", dependencies: ["NavGraphCore", "NavGraphSim"]),
        // `navgraph lsp`: JSON-RPC framing and the LSP types, apart from the language logic that uses them.
        .target(name: "NavGraphLSP", dependencies: ["NavGraphSupport"]),
        .target(
            name: "NavGraphLanguage", dependencies: ["NavGraphCore", "NavGraphSim", "NavGraphAnalysis", "NavGraphLSP"]),
        // The graph's abstract state space, explored with the simulator's engine:
        // findings in every state, witness scripts, generated test suites.
        .target(name: "NavGraphAnalysis", dependencies: ["NavGraphCore", "NavGraphSim", "NavGraphSupport"]),
        .executableTarget(
            name: "navgraph",
            dependencies: [
                "NavGraphCore", "NavGraphRendering", "NavGraphCodegen", "NavGraphSim", "NavGraphSupport",
                "NavGraphLSP", "NavGraphLanguage", "NavGraphAnalysis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "NavGraphPlugin",
            capability: .buildTool(),
            dependencies: ["navgraph"]
        ),
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes",
                    description: "Generate the typed route table from navgraph.yaml into the package's sources"),
                permissions: [
                    .writeToPackageDirectory(reason: "navgraph writes the generated route table next to the graph")
                ]
            ),
            dependencies: ["navgraph"]
        ),
        // `generate-routes --check` without the write permission: a CI step.
        .plugin(
            name: "CheckRoutes",
            capability: .command(
                intent: .custom(
                    verb: "check-routes",
                    description: "Fail when a committed route table is not what its navgraph.yaml makes")),
            dependencies: ["navgraph"]
        ),
        // `Benchmarks/sim.sh`: simulated steps per second (not run by the tests).
        .executableTarget(
            name: "SimBench", dependencies: ["NavGraphCore", "NavGraphSim"], path: "Benchmarks/SimBench"),
        // What each fuzz target does with one input; Fuzz/Package.swift wraps them for libFuzzer and
        // NavGraphFuzzTests replays the inputs that once crashed.
        .target(
            name: "NavGraphFuzz",
            dependencies: ["NavGraphCore", "NavGraphRendering", "NavGraphCodegen", "NavGraphSim", "NavGraphAnalysis"],
            path: "Fuzz/Entries"),
        // `Benchmarks/explore.sh`: the state exploration of check and cover (not run by the tests).
        .executableTarget(
            name: "ExploreBench", dependencies: ["NavGraphCore", "NavGraphAnalysis"],
            path: "Benchmarks/ExploreBench"),
        .target(name: "TestSupport", dependencies: ["NavGraphCore", "NavGraphFuzz"], path: "Tests/TestSupport"),
        .testTarget(name: "NavGraphSupportTests", dependencies: ["NavGraphSupport", "TestSupport"]),
        .testTarget(name: "NavGraphCoreTests", dependencies: ["NavGraphCore", "TestSupport"]),
        .testTarget(
            name: "NavGraphRenderingTests", dependencies: ["NavGraphRendering", "NavGraphCore", "TestSupport"]),
        .testTarget(name: "NavGraphCodegenTests", dependencies: ["NavGraphCodegen", "NavGraphCore", "TestSupport"]),
        .testTarget(name: "NavGraphSimTests", dependencies: ["NavGraphSim", "NavGraphCore", "TestSupport"]),
        .testTarget(name: "NavGraphLSPTests", dependencies: ["NavGraphLSP"]),
        .testTarget(
            name: "NavGraphRuntimeTests",
            dependencies: ["NavGraphRuntime", "NavGraphSim", "NavGraphCore", "TestSupport"]),
        .testTarget(
            name: "NavGraphLanguageTests",
            dependencies: ["NavGraphLanguage", "NavGraphLSP", "NavGraphCore", "TestSupport"]),
        .testTarget(
            name: "NavGraphAnalysisTests",
            dependencies: ["NavGraphAnalysis", "NavGraphSim", "NavGraphCore", "TestSupport"]),
        // Compiles the golden generated route tables and exercises them.
        .testTarget(name: "GeneratedRouteTableTests", dependencies: ["NavGraphCore", "NavGraphFuzz", "TestSupport"]),
        // Replays the inputs that once crashed a fuzz target (Fixtures/fuzz-regressions).
        .testTarget(
            name: "NavGraphFuzzTests", dependencies: ["NavGraphFuzz", "NavGraphCore", "NavGraphSim", "TestSupport"]),
        // Runs the built `navgraph` binary end to end.
        .testTarget(name: "navgraphTests", dependencies: ["navgraph", "NavGraphCore", "NavGraphSim", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
