// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for navgraph, kept out of the main package so that its build is untouched.
// Build and run them with Scripts/fuzz.sh, which passes `-sanitize=fuzzer,address`. FuzzRoute compiles
// the example graph's generated route table through a link to its golden file in Fixtures/codegen.
// What each harness does with an input is in the main package (Fuzz/Entries, the NavGraphFuzz library),
// where the test suite replays the inputs that once crashed.
let harnesses: [Target] = ["FuzzCheck", "FuzzScript", "FuzzRoute", "FuzzPieces", "FuzzRuntime"].map { name in
    .executableTarget(
        name: name,
        dependencies: [
            "FuzzDriver",
            .product(name: "NavGraphFuzz", package: "navgraph"),
            .product(name: "NavGraphCore", package: "navgraph"),
            .product(name: "NavGraphModel", package: "navgraph"),
        ]
    )
}

let package = Package(
    name: "navgraph-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "navgraph", path: "..")
    ],
    targets: [
        // Declares libFuzzer's driver; FuzzDriver runs it for each harness's main.
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzDriver", dependencies: ["CFuzzerDriver"]),
    ] + harnesses,
    swiftLanguageModes: [.v6]
)
