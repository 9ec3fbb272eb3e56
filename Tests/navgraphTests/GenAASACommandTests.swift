import Foundation
import TestSupport
import Testing

/// `navgraph gen --aasa` end to end: written to a file, and checked in CI.
@Suite struct GenAASACommandTests {
    let graph = RepoPaths.fixture("aasa/navgraph.yaml")
    let golden = RepoPaths.fixture("cli/cases/gen-aasa.stdout")
    let apps = ["--app-id", "ABCDE12345.com.example.shop", "--app-id", "ABCDE12345.com.example.shop.beta"]

    @Test func writesTheFileAndChecksIt() throws {
        let folder = try TemporaryFolder("navgraph-aasa")
        defer { withExtendedLifetime(folder) {} }
        let dir = folder.path
        let out = dir + "/apple-app-site-association"
        let write = NavGraphBinary.run(["gen", "--aasa"] + apps + [graph, "-o", out])
        #expect(write.status == 0, "\(write.stderr)")
        #expect(RepoPaths.read(out) == RepoPaths.read(golden))
        #expect(NavGraphBinary.run(["gen", "--aasa"] + apps + [graph, "-o", out, "--check"]).status == 0)
        // Another app list is another file.
        let other = NavGraphBinary.run([
            "gen", "--aasa", "--app-id", "ABCDE12345.com.example.shop", graph, "-o", out, "--check",
        ])
        #expect(other.status == 1)
        #expect(
            other.stdout.contains(
                "-        \"appIDs\": [\"ABCDE12345.com.example.shop\", \"ABCDE12345.com.example.shop.beta\"],"))
        // The hint remakes the association file, not the Swift table: it repeats --aasa and the app ids.
        #expect(
            other.stderr.hasSuffix(
                "is out of date; run: navgraph gen \(graph) -o \(out) --aasa --app-id ABCDE12345.com.example.shop\n"),
            "\(other.stderr)")
    }

    @Test func usageErrors() {
        #expect(NavGraphBinary.run(["gen", "--app-id", "ABCDE12345.com.example.shop", graph]).status == 64)
        #expect(NavGraphBinary.run(["gen", "--aasa"] + apps + ["--access", "public", graph]).status == 64)
        #expect(NavGraphBinary.run(["gen", "--aasa", "--app-id", "ABCDE1234.com.x", graph]).status == 64)
        #expect(NavGraphBinary.run(["gen", "--aasa", "--app-id", "ABCDE12345.com..x", graph]).status == 64)
    }
}
