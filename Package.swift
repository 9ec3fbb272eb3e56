// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgraph",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navgraph", targets: ["navgraph"]),
        .library(name: "NavGraphModel", targets: ["NavGraphModel"]),
        .library(name: "NavGraphCore", targets: ["NavGraphCore"]),
        .library(name: "NavGraphEngine", targets: ["NavGraphEngine"]),
        .library(name: "NavGraphRendering", targets: ["NavGraphRendering"]),
        .library(name: "NavGraphCodegen", targets: ["NavGraphCodegen"]),
        .library(name: "NavGraphScript", targets: ["NavGraphScript"]),
        .library(name: "NavGraphAnalysis", targets: ["NavGraphAnalysis"]),
        // The engine `sim` runs, for the app: a navigator over a generated table (`gen --runtime`).
        .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
        // App hosts over the runtime's Navigator: compiled where SwiftUI or UIKit exists, empty elsewhere.
        .library(name: "NavGraphSwiftUI", targets: ["NavGraphSwiftUI"]),
        .library(name: "NavGraphUIKit", targets: ["NavGraphUIKit"]),
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
        // What a graph is: routes, parameters, the path trie and matcher, interceptor order.
        // No libyaml, no I/O, no script text: the runtime builds it for iOS.
        .target(name: "NavGraphModel", dependencies: ["NavGraphSupport"]),
        // YAML in, checked model out: no printing, no files, no exits (ARCHITECTURE.md).
        .target(name: "NavGraphCore", dependencies: ["CLibYAML", "NavGraphModel", "NavGraphSupport"]),
        // How a graph navigates: the engine that check explores, sim runs and the runtime links.
        .target(name: "NavGraphEngine", dependencies: ["NavGraphModel", "NavGraphSupport"]),
        // Diagnostics and graph pictures as text.
        .target(name: "NavGraphRendering", dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphSupport"]),
        .target(name: "NavGraphCodegen", dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphSupport"]),
        // The navscript language: reading scripts, running them on the engine, the reports.
        .target(
            name: "NavGraphScript",
            dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphEngine", "NavGraphSupport"]),
        // The app's side: a navigator over a generated table (`gen --runtime`), no YAML.
        .target(name: "NavGraphRuntime", dependencies: ["NavGraphModel", "NavGraphEngine"]),
        // The app hosts: views laid out from a Navigator's state (code under `#if canImport(SwiftUI)` and
        // `#if canImport(UIKit)`; their tests type-check it on Linux against Fixtures/hosts' stand-ins).
        .target(name: "NavGraphSwiftUI", dependencies: ["NavGraphRuntime"]),
        .target(name: "NavGraphUIKit", dependencies: ["NavGraphRuntime"]),
        // `navgraph lsp`: JSON-RPC framing and the LSP types, apart from the language logic that uses them.
        .target(name: "NavGraphLSP", dependencies: ["NavGraphSupport"]),
        .target(
            name: "NavGraphLanguage",
            dependencies: [
                "NavGraphCore", "NavGraphModel", "NavGraphEngine", "NavGraphScript", "NavGraphAnalysis", "NavGraphLSP",
                "NavGraphSupport",
            ]),
        // The graph's abstract state space, explored with the simulator's engine:
        // findings in every state, witness scripts, generated test suites.
        .target(
            name: "NavGraphAnalysis",
            dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphEngine", "NavGraphSupport"]),
        .executableTarget(
            name: "navgraph",
            dependencies: [
                "NavGraphModel", "NavGraphCore", "NavGraphRendering", "NavGraphCodegen", "NavGraphEngine",
                "NavGraphScript",
                "NavGraphSupport",
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
            name: "SimBench", dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphScript"],
            path: "Benchmarks/SimBench"),
        // What each fuzz target does with one input; Fuzz/Package.swift wraps them for libFuzzer and
        // NavGraphFuzzTests replays the inputs that once crashed.
        .target(
            name: "NavGraphFuzz",
            dependencies: [
                "NavGraphCore", "NavGraphModel", "NavGraphRendering", "NavGraphCodegen", "NavGraphEngine",
                "NavGraphScript",
                "NavGraphAnalysis", "NavGraphRuntime", "NavGraphSupport",
            ],
            path: "Fuzz/Entries"),
        // `Benchmarks/explore.sh`: the state exploration of check and cover (not run by the tests).
        .executableTarget(
            name: "ExploreBench", dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphAnalysis"],
            path: "Benchmarks/ExploreBench"),
        .target(
            name: "TestSupport",
            dependencies: [
                "NavGraphCore", "NavGraphModel", "NavGraphEngine", "NavGraphScript", "NavGraphFuzz", "NavGraphSupport",
            ],
            path: "Tests/TestSupport"),
        .testTarget(name: "NavGraphSupportTests", dependencies: ["NavGraphSupport", "TestSupport"]),
        .testTarget(
            name: "NavGraphModelTests",
            dependencies: ["NavGraphModel", "NavGraphCore", "NavGraphSupport", "TestSupport"]),
        .testTarget(
            name: "NavGraphCoreTests", dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphFuzz", "TestSupport"]),
        // The engine's navigation rules, each shown by a scenario (written as navscript) and its trace.
        .testTarget(
            name: "NavGraphEngineTests",
            dependencies: ["NavGraphEngine", "NavGraphScript", "NavGraphCore", "NavGraphModel", "TestSupport"]),
        .testTarget(
            name: "NavGraphRenderingTests",
            dependencies: ["NavGraphRendering", "NavGraphCore", "NavGraphModel", "TestSupport"]),
        .testTarget(
            name: "NavGraphCodegenTests",
            dependencies: ["NavGraphCodegen", "NavGraphCore", "NavGraphModel", "TestSupport"]
        ),
        .testTarget(
            name: "NavGraphScriptTests",
            // NavGraphAnalysis for every graph code (`DiagnosticRegistry.graph`), which script codes must not meet.
            dependencies: [
                "NavGraphScript", "NavGraphEngine", "NavGraphCore", "NavGraphModel", "NavGraphAnalysis", "TestSupport",
            ]),
        .testTarget(name: "NavGraphLSPTests", dependencies: ["NavGraphLSP"]),
        .testTarget(
            name: "NavGraphRuntimeTests",
            dependencies: ["NavGraphRuntime", "NavGraphEngine", "NavGraphModel", "TestSupport"]),
        .testTarget(name: "NavGraphSwiftUITests", dependencies: ["NavGraphSwiftUI", "NavGraphRuntime", "TestSupport"]),
        .testTarget(name: "NavGraphUIKitTests", dependencies: ["NavGraphUIKit", "NavGraphRuntime", "TestSupport"]),
        .testTarget(
            name: "NavGraphLanguageTests",
            dependencies: ["NavGraphLanguage", "NavGraphLSP", "NavGraphCore", "NavGraphModel", "TestSupport"]),
        .testTarget(
            name: "NavGraphAnalysisTests",
            dependencies: [
                "NavGraphAnalysis", "NavGraphEngine", "NavGraphScript", "NavGraphCore", "NavGraphModel", "TestSupport",
            ]),
        // Compiles the golden generated route tables and exercises them.
        .testTarget(
            name: "GeneratedRouteTableTests",
            dependencies: ["NavGraphCore", "NavGraphModel", "NavGraphFuzz", "TestSupport"]),
        // Replays the inputs that once crashed a fuzz target (Fixtures/fuzz-regressions).
        .testTarget(
            name: "NavGraphFuzzTests",
            dependencies: [
                "NavGraphFuzz", "NavGraphCore", "NavGraphModel", "NavGraphEngine", "NavGraphScript", "TestSupport",
            ]),
        // Runs the built `navgraph` binary end to end.
        .testTarget(
            name: "navgraphTests",
            dependencies: [
                "navgraph", "NavGraphCore", "NavGraphModel", "NavGraphEngine", "NavGraphScript", "NavGraphAnalysis",
                "TestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
