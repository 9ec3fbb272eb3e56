// swift-tools-version: 6.0
// An app's navigation module that gets its route table from NavGraphPlugin at
// build time: Sources/ShopNavigation/Graph is the example shop graph
// (a link to Fixtures/shop), so `swift build` runs `navgraph gen` on it.
import PackageDescription

let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "navgraph", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopNavigation",
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        ),
        .testTarget(
            name: "ShopNavigationTests", dependencies: ["ShopNavigation", "AppCore", "CommittedApp", "BankApp"]),
        // A target of only a graph and its configuration (public routes), and an app target using it.
        .target(
            name: "AppRoutes",
            exclude: ["navgraph.yaml", "navgraph-config.yaml"],
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        ),
        .target(name: "AppCore", dependencies: ["AppRoutes"]),
        // The same with the committed-file workflow: `swift package generate-routes` wrote
        // LedgerRoutes.swift beside the graph, `swift package check-routes` keeps it current.
        .target(name: "CommittedRoutes", exclude: ["ledger.navgraph.yaml", "navgraph-config.yaml"]),
        .target(name: "CommittedApp", dependencies: ["CommittedRoutes"]),
        // The typed navigator: the Bank graph's public runtime table (its `result:` types checked,
        // NAVGRAPH_RESULT_TYPES), and an app target using it with NavGraphRuntime alone.
        .target(
            name: "BankRoutes",
            dependencies: [.product(name: "NavGraphRuntime", package: "navgraph")],
            exclude: ["navgraph.yaml", "navgraph-config.yaml"],
            swiftSettings: [.define("NAVGRAPH_RESULT_TYPES")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        ),
        .target(
            name: "BankApp", dependencies: ["BankRoutes", .product(name: "NavGraphRuntime", package: "navgraph")]),
    ],
    swiftLanguageModes: [.v6]
)
