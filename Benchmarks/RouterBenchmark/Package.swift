// swift-tools-version: 6.0
// The route matcher benchmark: navgraph's generated matcher against
// vapor/routing-kit's TrieRouter holding the same routes, in one process.
// A package of its own so that users and CI never build RoutingKit; run it
// through Benchmarks/gen.sh, which first writes the graph bench.navgraph.yaml
// into the RouterBenchmark target's sources (NavGraphPlugin turns it into
// the route table at build time).
import PackageDescription

let package = Package(
    name: "RouterBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navgraph", path: "../.."),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
    ],
    targets: [
        .executableTarget(
            name: "RouterBenchmark",
            dependencies: [.product(name: "RoutingKit", package: "routing-kit")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        )
    ],
    swiftLanguageModes: [.v6]
)
