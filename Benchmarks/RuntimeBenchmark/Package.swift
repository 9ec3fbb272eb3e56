// swift-tools-version: 6.0
// NavGraphRuntime's speed and size (Benchmarks/runtime.sh, which first copies
// the shop graph into Sources/ShopTable and writes a 1,000-route graph into
// Sources/LargeTable, each with `runtime: true`, and the shop graph again into
// Sources/ShopPlainTable without it, for NavGraphPlugin to turn
// into route tables at build time). A package of its own, so that CI never
// builds it.
import PackageDescription

let package = Package(
    name: "RuntimeBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navgraph", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopTable", dependencies: [.product(name: "NavGraphRuntime", package: "navgraph")],
            exclude: ["Graph"], plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]),
        // The same graph's Foundation-only table (no `runtime`), for the code-size baseline.
        .target(
            name: "ShopPlainTable", exclude: ["Graph"], plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]),
        .target(
            name: "LargeTable", dependencies: [.product(name: "NavGraphRuntime", package: "navgraph")],
            exclude: ["Graph"], plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]),
        // Commands on the shop graph, and a navigator's start on the 1,000-route table.
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: ["ShopTable", "LargeTable", .product(name: "NavGraphRuntime", package: "navgraph")]),
        // Code size: an executable that prints, one that also uses the shop
        // graph's Foundation-only route table, and one that navigates with the
        // runtime over its runtime table.
        .executableTarget(name: "MinimalExecutable"),
        .executableTarget(name: "MinimalTable", dependencies: ["ShopPlainTable"]),
        .executableTarget(
            name: "MinimalNavigator",
            dependencies: ["ShopTable", .product(name: "NavGraphRuntime", package: "navgraph")]),
    ],
    swiftLanguageModes: [.v6]
)
