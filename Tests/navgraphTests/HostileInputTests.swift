import Foundation
import TestSupport
import Testing

/// Bad input of any kind gets exit 1 and a positioned error: never a crash, a
/// hang or a flood. Each file is written to a temporary folder. How fast the
/// large ones fail is measured in a release build by Benchmarks/hostile.sh.
@Suite("Hostile input")
struct HostileInputTests {
    final class Scratch {
        let folder: TemporaryFolder
        var dir: String { folder.path }
        init() throws { folder = try TemporaryFolder("navgraph-hostile") }

        func write(_ name: String, _ bytes: [UInt8]) -> String {
            let path = dir + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            return path
        }
    }

    /// Runs `check --format github` and returns (status, lines).
    func check(_ path: String) -> (status: Int32, lines: [String]) {
        let out = NavGraphBinary.run(["check", "--format", "github", path])
        return (out.status, out.stdout.split(separator: "\n").map(String.init))
    }

    /// A YAML error at the end of a file with no final newline (a file cut short): the human
    /// format's caret sits past the last byte.
    @Test("an error at the end of a file with no final newline is shown with its caret")
    func errorAtTheEndOfAFileWithoutAFinalNewline() throws {
        let s = try Scratch()
        let graph = s.write("cut.yaml", Array("navgraph: 1\nnam".utf8))
        let out = NavGraphBinary.run(["check", graph])
        #expect(out.status == 1)
        #expect(
            out.stdout == """
                \(graph):2:4: error[yaml-syntax]: could not find expected ':' while scanning a simple key
                  |
                2 | nam
                  | -  ^
                  | |
                  | while scanning a simple key

                1 error, 0 warnings

                """)
    }

    /// The example graph cut short at every 61st byte (so mid-key, mid-string, mid-flow),
    /// each with no final newline, checked in every format: findings, never a crash.
    @Test("a graph cut short anywhere is reported in every format, never a crash")
    func graphsCutShort() throws {
        let s = try Scratch()
        let text = try String(contentsOfFile: RepoPaths.fixture("shop/navgraph.yaml"), encoding: .utf8)
        let bytes = Array(text.utf8)
        var paths: [String] = []
        for end in stride(from: 61, to: bytes.count, by: 61) {
            paths.append(s.write("cut-\(end).yaml", Array(bytes[..<end])))
        }
        #expect(paths.count > 20)
        for format in ["human", "json", "sarif", "github"] {
            let out = NavGraphBinary.run(["check", "--format", format] + paths)
            #expect(out.status == 1, "\(format): \(out.stderr.suffix(400))")
            for path in paths { #expect(out.stdout.contains(path), "\(format): \(path) not reported") }
        }
    }

    @Test("a billion laughs fails on the alias that crosses the limit")
    func aliasBomb() throws {
        let s = try Scratch()
        var text = "navgraph: 1\na: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        let path = s.write("bomb.yaml", Array(text.utf8))
        let r = check(path)
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.lines.first?.hasPrefix("::error file=\(path),line=7,col=") == true)
        #expect(r.lines.first?.contains("title=alias-limit::alias expansion exceeds the limit") == true)
    }

    @Test("200,000 nested brackets: an error at the depth limit, no stack overflow")
    func deepNesting() throws {
        let s = try Scratch()
        let path = s.write("deep.yaml", Array(repeating: UInt8(ascii: "["), count: 200_000))
        let r = check(path)
        #expect(r.status == 1)
        #expect(
            r.lines == [
                "::error file=\(path),line=1,col=513,title=nesting-too-deep::collections are nested more than 512 deep"
            ])
    }

    @Test("invalid UTF-8 and NUL bytes are found at their exact position")
    func encoding() throws {
        let s = try Scratch()
        let junk = s.write("junk.yaml", Array("navgraph: 1\nname: Sh".utf8) + [0xFF, 0xFE, 0x41])
        #expect(
            check(junk).lines == ["::error file=\(junk),line=2,col=9,title=invalid-utf8::invalid UTF-8 byte sequence"])
        let nul = s.write("nul.yaml", Array("navgraph: 1\nroot: a\u{0}b\n".utf8))
        #expect(check(nul).lines == ["::error file=\(nul),line=2,col=8,title=nul-byte::the file contains a NUL byte"])
        #expect(check(nul).status == 1)
    }

    @Test("binary junk exits 1 with a positioned error")
    func binaryJunk() throws {
        let s = try Scratch()
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let r = check(s.write("junk.bin", bytes))
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.lines.first?.contains(",line=") == true)
    }

    @Test("a flood of duplicate keys reports a hundred and says how many more were left out")
    func duplicateFlood() throws {
        let s = try Scratch()
        var text = "navgraph: 1\nname: Flood\nroot: a\nroutes:\n"
        for _ in 0..<20_000 { text += "  a:\n    path: /a\n" }
        let r = check(s.write("dups.yaml", Array(text.utf8)))
        #expect(r.status == 1)
        #expect(r.lines.filter { $0.contains("title=duplicate-key::duplicate key 'a'") }.count == 100)
        #expect(
            r.lines.contains {
                $0.contains(
                    "title=too-many-findings::19899 more duplicate keys not shown (navgraph reports the first 100 a file)"
                )
            })
        #expect(r.lines.first?.contains(",line=7,col=3,") == true)
    }

    @Test("a 50 MB file fails at its last line")
    func fiftyMegabytes() throws {
        let s = try Scratch()
        var bytes = Array("navgraph: 1\n".utf8)
        let line = Array("# a comment line that libyaml has to scan\n".utf8)
        let lines = 50 * 1024 * 1024 / line.count
        bytes.reserveCapacity(lines * line.count + 64)
        for _ in 0..<lines { bytes += line }
        bytes += Array("name: [\n".utf8)
        let r = check(s.write("big.yaml", bytes))
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.lines.first?.contains(",line=\(lines + 3),col=1,title=yaml-syntax::") == true)
    }

    @Test("a 10 MB unterminated flow sequence fails")
    func longFlowSequence() throws {
        let s = try Scratch()
        var bytes = Array("navgraph: 1\nlist: [".utf8)
        let item = Array("1, ".utf8)
        for _ in 0..<(10 * 1024 * 1024 / 3) { bytes += item }
        let r = check(s.write("flow.yaml", bytes))
        #expect(r.status == 1)
        #expect(r.lines.first?.contains("title=yaml-syntax::") == true)
    }

    @Test("20,000 misspelt references: no did-you-mean for each (that would be quadratic)")
    func thousandsOfTypos() throws {
        let s = try Scratch()
        var text = "navgraph: 1\nname: Typos\nroot: r0\nroutes:\n"
        let n = 20_000
        for i in 0..<n { text += "  r\(i):\n    path: /r\(i)\n    to: [q\(i)x, r\((i + 1) % n)]\n" }
        let r = check(s.write("typos.yaml", Array(text.utf8)))
        #expect(r.status == 1)
        #expect(
            r.lines.first
                == "::error file=\(s.dir)/typos.yaml,line=7,col=10,title=unknown-route::route 'q0x' is not defined")
        #expect(r.lines.last?.contains("title=too-many-findings::19001 more findings not shown") == true)
    }
}
