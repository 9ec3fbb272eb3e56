// swift-tools-version: 6.0
// A terminal app on the shop graph: NavGraphPlugin generates the route table
// at build time (with the runtime table, `runtime: true` in
// Sources/ShopConsole/Graph/navgraph-config.yaml), and the console host
// navigates with NavGraphRuntime's Navigator, printing the window after each
// command read from standard input. Scripts/test.sh builds it and replays
// session.txt against session.golden.
import PackageDescription

let package = Package(
    name: "ShopConsole",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navgraph", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ShopConsole",
            dependencies: [
                .product(name: "NavGraphRuntime", package: "navgraph")
            ],
            exclude: ["Graph"],
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        )
    ],
    swiftLanguageModes: [.v6]
)
