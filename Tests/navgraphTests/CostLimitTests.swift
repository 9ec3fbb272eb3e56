import Foundation
import TestSupport
import Testing

/// Inputs that grow: the built binary stops at its documented bounds with a
/// clear finding or summary line (navgraph(1), LIMITS). How fast, and in how
/// much memory, is measured in a release build by Benchmarks/hostile.sh.
@Suite("Cost limits")
struct CostLimitTests {
    final class Scratch {
        let folder: TemporaryFolder
        var dir: String { folder.path }
        init() throws { folder = try TemporaryFolder("navgraph-cost") }

        func write(_ name: String, _ text: String) -> String {
            let path = dir + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
    }

    /// `r0` on a stack, then a push to each next route.
    static func chain(_ n: Int) -> String {
        var text = "navgraph: 1\nname: Chain\nroot: r0\nroutes:\n  r0: { path: /, embed: stack, to: [r1] }\n"
        for i in 1..<(n - 1) { text += "  r\(i): { path: /r\(i), to: [r\(i + 1)] }\n" }
        return text + "  r\(n - 1): { path: /r\(n - 1) }\n"
    }

    /// A path of 100,000 segments (literals, or parameters) once overflowed the
    /// generator's stack (a level of the printed matcher each): it is an error
    /// at the first segment past the bound, and `gen` writes nothing.
    @Test(arguments: ["s", ":p"])
    func genRefusesAPathOfAHundredThousandSegments(_ segment: String) throws {
        let s = try Scratch()
        let n = 100_000
        let path = (0..<n).map { "/\(segment)\($0)" }.joined()
        let params =
            segment == "s" ? "" : "\n    params: { " + (0..<n).map { "p\($0): int" }.joined(separator: ", ") + " }"
        let graph = s.write(
            "long.yaml",
            "navgraph: 1\nname: Long\nroot: home\nroutes:\n  home: { path: /, to: [x] }\n  x:\n    path: \(path)\(params)\n"
        )
        let out = s.dir + "/Routes.swift"
        let r = NavGraphBinary.run(["gen", graph, "-o", out, "--color", "never"])
        #expect(r.status == 1)
        let cut = (0..<256).map { "/\(segment)\($0)" }.joined().utf8.count
        #expect(
            r.stderr.hasPrefix(
                "\(graph):7:\(11 + cut): error[invalid-path]: a path of 100000 segments is longer than 256 segments\n"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func genRefusesAGraphWhoseNameIsAMegabyte() throws {
        let s = try Scratch()
        let name = String(repeating: "N", count: 1 << 20)
        let graph = s.write("big.yaml", "navgraph: 1\nname: \(name)\nroot: home\nroutes:\n  home: { path: / }\n")
        let out = s.dir + "/Routes.swift"
        let r = NavGraphBinary.run(["gen", graph, "-o", out, "--color", "never"])
        #expect(r.status == 1)
        #expect(r.stdout == "")
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first
                == "\(graph):2:7: error[invalid-identifier]: expected a Swift identifier of at most 255 bytes, found 1048576 bytes"
        )
        #expect(r.stderr.utf8.count < 2_000, "the name is not printed: the source line is clipped")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aLongChainOfPushesStopsAtTheScreenBudget() throws {
        let s = try Scratch()
        let graph = s.write("chain.yaml", Self.chain(3_300))
        let r = NavGraphBinary.run(["check", "--format", "github", graph])
        #expect(r.status == 0)
        #expect(
            r.stdout.split(separator: "\n") == [
                "::notice file=\(graph),line=2,col=7,title=exploration-limit::explored 3161 states, screen budget reached (4997541 screens held); findings may be missing"
            ])
    }

    @Test func coverOnALongChainStopsAtTheSuiteSizeBound() throws {
        let s = try Scratch()
        let graph = s.write("chain.yaml", Self.chain(3_300))
        let out = s.dir + "/chain.navscript"
        let r = NavGraphBinary.run(["cover", "--criterion", "routes", graph, "-o", out])
        #expect(r.status == 0)
        // The one check comes first (its exploration stops at the screen budget too), then the summary.
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(graph):2:7: note[exploration-limit]: explored 3161 states, screen budget reached (4997541 screens held); findings may be missing"
        )
        let summary = Array(lines.drop { !$0.hasPrefix("cover:") })
        // Depth d costs d steps naming 1 to d screens: 2,826 steps make 3,997,377 of the 4,000,000.
        #expect(
            summary.prefix(4) == [
                "cover: 1 scenarios, 2825 commands",
                "  routes: 2826 of 3300 covered",
                "explored 3161 states, screen budget reached (4997541 screens held); items below may be coverable",
                "suite size bound reached (size 3997377, bound 4000000); 335 items left out, their scenarios too large for what is left",
            ])
        let script = try String(contentsOfFile: out, encoding: .utf8)
        #expect(script.utf8.count < 32_000_000)
    }
}
