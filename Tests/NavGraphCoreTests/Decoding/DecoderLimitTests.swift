import TestSupport
import Testing

@testable import NavGraphCore
@testable import NavGraphModel

/// The decoder's bounds on hostile input: names longer than `Identifiers.maxBytes`
/// are refused by their length, and a route's parameters, path parameters and
/// enum words are read in linear time (counted, not timed).
@Suite("Decoder: limits")
struct DecoderLimitTests {
    static let long = String(repeating: "a", count: Identifiers.maxBytes + 1)
    static let longest = String(repeating: "a", count: Identifiers.maxBytes)
    static let note = "keys, ids, names, types and enum words are at most 255 bytes of UTF-8"

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "graph name", yaml: "navgraph: 1\nname: \(long)\nroot: home\nroutes:\n  home: { path: / }\n",
            expected: [
                "error[invalid-identifier] 2:7 expected a Swift identifier of at most 255 bytes, found 256 bytes"
            ]),
        Case(
            name: "route id", yaml: Findings.graph(routes: "  home: { path: / }\n  \(long): { path: /x }\n"),
            expected: ["error[invalid-identifier] 6:3 expected a key of at most 255 bytes, found 256 bytes"]),
        Case(
            name: "parameter name",
            yaml: Findings.graph(routes: "  home: { path: /, params: { \(long): int } }\n"),
            expected: ["error[invalid-identifier] 5:30 expected a key of at most 255 bytes, found 256 bytes"]),
        Case(
            name: "enum word", yaml: Findings.graph(routes: "  home: { path: /, params: { s: [a, \(long)] } }\n"),
            expected: ["error[invalid-identifier] 5:37 expected an enum word of at most 255 bytes, found 256 bytes"]),
        Case(
            name: "reference", yaml: Findings.graph(routes: "  home: { path: /, to: [\(long)] }\n"),
            expected: ["error[invalid-identifier] 5:25 expected a route id of at most 255 bytes, found 256 bytes"]),
        Case(
            name: "one reference where a list belongs",
            yaml: Findings.graph(routes: "  home: { path: /, to: \(long) }\n"),
            expected: ["error[invalid-identifier] 5:24 expected a route id of at most 255 bytes, found 256 bytes"]),
        Case(
            name: "screen type", yaml: Findings.graph(routes: "  home: { path: /, screen: \(long) }\n"),
            expected: [
                "error[invalid-identifier] 5:28 expected a Swift type name of at most 255 bytes, found 256 bytes"
            ]
        ),
        Case(
            name: "presentation word", yaml: Findings.graph(routes: "  home: { path: /, presentation: \(long) }\n"),
            expected: [
                "error[invalid-identifier] 5:34 expected a presentation of at most 255 bytes, found 256 bytes"
            ]),
        Case(
            name: "interceptor id",
            yaml: Findings.graph(routes: "  home: { path: / }\n")
                + "interceptors:\n  - { id: \(long), on: home, show: home }\n",
            expected: [
                "error[invalid-identifier] 7:11 expected an interceptor id of at most 255 bytes, found 256 bytes"
            ]),
        Case(
            name: "path parameter",
            yaml: Findings.graph(routes: "  home: { path: /, to: [x] }\n  x: { path: /x/:\(long) }\n"),
            expected: ["error[invalid-path] 6:17 path parameter name of 256 bytes is longer than 255 bytes"]),
    ]

    @Test(arguments: cases)
    func aNameLongerThanTheBoundIsReportedByItsLength(_ c: Case) throws {
        let loaded = Findings.decode(c.yaml)
        #expect(Findings.lines(loaded).sorted() == c.expected)
        let first = try #require(loaded.diagnostics.first { $0.code == .invalidIdentifier || $0.code == .invalidPath })
        #expect(first.notes == [Self.note])
        #expect(!first.message.contains(Self.long), "the message does not repeat the name")
    }

    @Test func aNameOfExactlyTheBoundIsAccepted() {
        let name = "A" + String(Self.longest.dropFirst())
        let yaml =
            "navgraph: 1\nname: \(name)\nroot: \(Self.longest)\nroutes:\n"
            + "  \(Self.longest): { path: /:\(Self.longest), params: { \(Self.longest): [\(Self.longest)] } }\n"
        #expect(Findings.of(yaml) == [])
    }

    @Test func aRepeatedLongKeyIsNamedByItsLength() throws {
        let loaded = Findings.decode(
            Findings.graph(routes: "  home: { path: / }\n  \(Self.long): 1\n  \(Self.long): 2\n"))
        #expect(
            Findings.lines(loaded) == [
                "error[invalid-identifier] 6:3 expected a key of at most 255 bytes, found 256 bytes",
                "error[duplicate-key] 7:3 duplicate key of 256 bytes",
            ])
        let duplicate = try #require(loaded.diagnostics.first { $0.code == .duplicateKey })
        #expect(duplicate.secondary.map(\.message) == ["first defined here"])
    }

    @Test func aHugeGraphNameIsOneFinding() {
        let huge = String(repeating: "N", count: 1 << 20)
        let lines = Findings.of("navgraph: 1\nname: \(huge)\nroot: home\nroutes:\n  home: { path: / }\n")
        #expect(
            lines == [
                "error[invalid-identifier] 2:7 expected a Swift identifier of at most 255 bytes, found 1048576 bytes"
            ])
    }

    // MARK: Linear decoding

    /// The names compared while decoding one file (see `NameSet`).
    static func nameComparisons(_ yaml: String) -> (comparisons: Int, findings: Int) {
        let file = SourceFile(name: "navgraph.yaml", text: yaml)
        let document = YAMLReader().read(file, fileIndex: 0)
        var decoder = FileDecoder(file: file, fileIndex: 0, isRoot: true)
        if let root = document.root { _ = decoder.decodeTopLevel(root) }
        return (decoder.nameComparisons, document.diagnostics.count + decoder.diagnostics.count)
    }

    static func queryParameters(_ n: Int) -> String {
        Findings.graph(routes: "  home:\n    path: /\n    params:\n" + (0..<n).map { "      p\($0): int\n" }.joined())
    }

    static func pathParameters(_ n: Int) -> String {
        let path = (0..<n).map { "/:p\($0)" }.joined()
        return Findings.graph(
            routes: "  home:\n    path: \(path)\n    params:\n" + (0..<n).map { "      p\($0): int\n" }.joined())
    }

    /// Four times the names, about four times the comparisons (a list search per
    /// name would make it sixteen).
    @Test(arguments: [
        ("query parameters", queryParameters, 1_000),
        ("path parameters", pathParameters, Identifiers.maxPathSegments / 4),
    ])
    func parametersAreComparedLinearly(_ kind: String, _ make: @Sendable (Int) -> String, _ count: Int) {
        let small = Self.nameComparisons(make(count))
        let large = Self.nameComparisons(make(4 * count))
        #expect(small.findings == 0 && large.findings == 0, "\(kind)")
        #expect(small.comparisons > 0)
        #expect(large.comparisons <= 4 * small.comparisons + 100, "\(kind): \(small) then \(large)")
    }

    /// A path is bounded in segments as a name is in bytes: the segment past
    /// the bound is reported, the path is not quoted.
    @Test func aPathLongerThanTheBoundIsReportedByItsSegments() {
        let longest = (0..<Identifiers.maxPathSegments).map { "/s\($0)" }.joined()
        #expect(Findings.of(Findings.graph(routes: "  home: { path: /, to: [x] }\n  x: { path: \(longest) }\n")) == [])
        let long = longest + "/:p"
        let column = 14 + longest.utf8.count
        #expect(
            Findings.of(Findings.graph(routes: "  home: { path: /, to: [x] }\n  x: { path: \(long) }\n")) == [
                "error[invalid-path] 6:\(column) a path of 257 segments is longer than 256 segments"
            ])
    }

    /// Past `NameSet.listLimit` names the path's are hashed: a repeat is still found.
    @Test func aRepeatedPathParameterIsStillFound() {
        let path = "/" + (0..<20).map { ":p\($0)/" }.joined() + ":p3"
        let params = (0..<20).map { "p\($0): int" }.joined(separator: ", ")
        let lines = Findings.of(Findings.graph(routes: "  home: { path: \(path), params: { \(params) } }\n"))
        #expect(lines == ["error[invalid-path] 5:108 path parameter ':p3' appears twice in '\(path)'"])
    }
}
