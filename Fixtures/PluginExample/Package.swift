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
        .testTarget(name: "ShopNavigationTests", dependencies: ["ShopNavigation"]),
    ],
    swiftLanguageModes: [.v6]
)
