import Foundation
import NavGraphCore
import NavGraphModel
import TestSupport
import Testing

/// The YAML reader: core-schema scalars, spans, and hostile input that must
/// end in a positioned finding, never a crash or a hang.
@Suite("YAML reader")
struct YAMLReaderTests {
    static func read(_ text: String) -> (YAMLDocument, SourceFile) {
        read(Array(text.utf8))
    }

    static func read(_ bytes: [UInt8]) -> (YAMLDocument, SourceFile) {
        let file = SourceFile(name: "t.yaml", bytes: bytes)
        return (YAMLReader().read(file, fileIndex: 0), file)
    }

    /// `code line:col message` of each finding.
    static func findings(_ text: String) -> [String] { findings(Array(text.utf8)) }

    static func findings(_ bytes: [UInt8]) -> [String] {
        let (doc, file) = read(bytes)
        return doc.diagnostics.map { d in
            let l = file.location(of: d.span.start)
            return "\(d.code.rawValue) \(l.line):\(l.column) \(d.message)"
        }
    }

    @Test func coreSchemaKinds() throws {
        let (doc, _) = Self.read(
            """
            a: yes
            b: True
            c: FALSE
            d: on
            e: 0x1F
            f: "5"
            g: 5
            h: ~
            i: 1.5e3
            j: !!str 12
            k: 'true'
            l:
            """)
        let pairs = try #require(doc.root?.mapping)
        #expect(pairs.map(\.keyText) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])
        #expect(
            pairs.map(\.value.kind) == [
                .string, .bool, .bool, .string, .int, .string, .int, .null, .float,
                .string, .string, .null,
            ])
        #expect(pairs[1].value.scalar?.boolValue == true)
        #expect(pairs[2].value.scalar?.boolValue == false)
    }

    @Test func keysAreStringsEvenWhenTheyLookLikeBooleans() throws {
        let (doc, _) = Self.read("on: 1\nyes: 2\ntrue: 3\n")
        #expect(doc.root?.mapping?.map(\.keyText) == ["on", "yes", "true"])
        #expect(doc.root?["on"]?.scalar?.text == "1")
    }

    @Test func spansCoverTheirNodes() throws {
        let (doc, file) = Self.read("routes:\n  home: { path: \"/a\" }\n")
        let path = try #require(doc.root?["routes"]?["home"]?["path"])
        #expect(file.text(of: path.span) == "\"/a\"")
        #expect(file.location(of: path.span.start).column == 17)
    }

    @Test func aliasesResolveToACopyAtTheAliasPosition() throws {
        let (doc, file) = Self.read("a: &x [one, two]\nb: *x\n")
        let b = try #require(doc.root?["b"])
        #expect(b.sequence?.compactMap(\.scalar?.text) == ["one", "two"])
        #expect(file.location(of: b.span.start).line == 2)
        #expect(file.location(of: b.span.start).column == 4)
        #expect(doc.diagnostics.isEmpty)
    }

    @Test func undefinedAlias() {
        #expect(Self.findings("a: *nope\n") == ["yaml-syntax 1:4 found undefined alias 'nope'"])
    }

    /// The budget is a count of expanded nodes: the finding at line 5 shows the reader stopped
    /// there, having copied no more than the budget, rather than expanding the later lines.
    @Test func aliasBombStopsAtTheBudget() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let found = Self.findings(text)
        // Budget 100,000 + 4 a byte; line 5 (e, 10 aliases of 11,111 nodes each) passes it.
        #expect(
            found == ["alias-limit 5:40 alias expansion exceeds the limit of \(100_000 + 4 * text.utf8.count) nodes"])
    }

    @Test func deepNestingIsAFindingNotACrash() {
        let text = String(repeating: "[", count: 200_000)
        #expect(Self.findings(text) == ["nesting-too-deep 1:513 collections are nested more than 512 deep"])
        let (doc, _) = Self.read(text)
        #expect(doc.root == nil)
    }

    @Test func deepBlockNesting() {
        var text = ""
        for depth in 0..<600 { text += String(repeating: " ", count: depth) + "k\(depth):\n" }
        let found = Self.findings(text)
        #expect(found == ["nesting-too-deep 513:513 collections are nested more than 512 deep"])
    }

    @Test func invalidUTF8WithItsPosition() {
        var bytes = Array("a: b\nc: d".utf8)
        bytes.insert(0xFF, at: 8)
        #expect(Self.findings(bytes) == ["invalid-utf8 2:4 invalid UTF-8 byte sequence"])
        #expect(Self.findings([0x61, 0x3A, 0x20, 0xC3]) == ["invalid-utf8 1:4 invalid UTF-8 byte sequence"])
        #expect(
            Self.findings(Array("a: ".utf8) + [0xED, 0xA0, 0x80]) == ["invalid-utf8 1:4 invalid UTF-8 byte sequence"],
            "a UTF-16 surrogate is not UTF-8")
        #expect(
            Self.findings(Array("a: ".utf8) + [0xC0, 0x80]) == ["invalid-utf8 1:4 invalid UTF-8 byte sequence"],
            "an overlong encoding is not UTF-8")
    }

    @Test func nulByteWithItsPosition() {
        #expect(
            Self.findings(Array("a: b\nc: ".utf8) + [0] + Array("d\n".utf8)) == [
                "nul-byte 2:4 the file contains a NUL byte"
            ])
    }

    @Test func syntaxErrorKeepsLibyamlsMessageAndPosition() {
        #expect(
            Self.findings("a: [b, c\nd: e\n") == [
                "yaml-syntax 2:2 did not find expected ',' or ']' while parsing a flow sequence"
            ])
        #expect(Self.findings("a: b\n c: d\n") == ["yaml-syntax 2:3 mapping values are not allowed in this context"])
        #expect(
            Self.findings("a: 'open\n") == [
                "yaml-syntax 2:1 found unexpected end of stream while scanning a quoted scalar"
            ])
    }

    @Test func multipleDocuments() {
        #expect(
            Self.findings("a: 1\n---\nb: 2\n") == [
                "multiple-documents 2:1 a graph file holds one YAML document; this is the second"
            ])
        #expect(Self.findings("---\na: 1\n...\n").isEmpty, "one explicit document is fine")
    }

    @Test func duplicateKeysInSmallAndLargeMappings() {
        #expect(Self.findings("a: 1\nb: 2\na: 3\n") == ["duplicate-key 3:1 duplicate key 'a'"])
        var large = ""
        for i in 0..<1000 { large += "k\(i): \(i)\n" }
        large += "k500: again\nk999: again\n"
        #expect(
            Self.findings(large) == [
                "duplicate-key 1001:1 duplicate key 'k500'",
                "duplicate-key 1002:1 duplicate key 'k999'",
            ])
    }

    @Test func duplicateKeyPointsAtTheFirstDefinition() throws {
        let (doc, file) = Self.read("x: 1\ny: 2\nx: 3\n")
        let d = try #require(doc.diagnostics.first)
        #expect(d.secondary.map { file.location(of: $0.span.start).line } == [1])
        #expect(doc.root != nil, "a duplicate key keeps the tree")
    }

    @Test func nonASCIIColumnsCountCharacters() throws {
        let (doc, file) = Self.read("é: ünï\nκλειδί: [α, β]\n")
        let second = try #require(doc.root?.mapping?[1])
        #expect(second.keyText == "κλειδί")
        let beta = try #require(second.value.sequence?[1])
        #expect(beta.scalar?.text == "β")
        #expect(file.location(of: beta.span.start).column == 13)
        #expect(
            Self.findings("é: ünï\nκλειδί: [α, β\n") == [
                "yaml-syntax 3:1 did not find expected ',' or ']' while parsing a flow sequence"
            ])
        #expect(
            Self.findings("ü: [a\nb") == [
                "yaml-syntax 2:2 did not find expected ',' or ']' while parsing a flow sequence"
            ])
    }

    @Test func emptyInputHasNoRoot() {
        #expect(Self.read("").0.root == nil)
        #expect(Self.read("# only a comment\n").0.root == nil)
        #expect(Self.findings("").isEmpty)
    }
}
