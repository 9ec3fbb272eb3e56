import TestSupport
import Testing

@testable import NavGraphCodegen

@Suite struct SwiftPrinterTests {
    let printer = SwiftPrinter()

    @Test func stringLiteralsEscapeEverythingThatCouldEndOrInterpolateThem() {
        #expect(printer.stringLiteral(#"say "hi""#) == #""say \"hi\"""#)
        #expect(printer.stringLiteral(#"a\b"#) == #""a\\b""#)
        #expect(printer.stringLiteral(#"\(x)"#) == #""\\(x)""#)
        #expect(printer.stringLiteral(#"""""#) == #""\"\"\"""#)
        #expect(printer.stringLiteral("#tag 🚀") == "\"#tag 🚀\"")
        #expect(printer.stringLiteral("a\nb\tc\r\u{0}\u{7}\u{2028}") == #""a\nb\tc\r\0\u{7}\u{2028}""#)
    }

    /// "Trojan Source": bidirectional overrides and isolates, zero-width and
    /// other format characters never stand as they are in generated code.
    @Test func invisibleFormattingCharactersAreEscapedInLiteralsAndSpelledOutInComments() {
        let hidden = "a\u{202E}b\u{2066}c\u{200B}\u{200D}\u{FEFF}\u{061C}\u{2029}"
        #expect(printer.stringLiteral(hidden) == #""a\u{202E}b\u{2066}c\u{200B}\u{200D}\u{FEFF}\u{61C}\u{2029}""#)
        #expect(printer.stringLiteral("é👍🏽") == "\"é👍🏽\"", "visible characters stay as they are")
        let file = SwiftFile(
            header: ["from x\u{202E}y.yaml"], imports: [], body: [.comment("p\u{2067}q"), .doc("/a\u{200F}b")])
        #expect(printer.print(file) == "// from x\\u{202E}y.yaml\n\n// p\\u{2067}q\n/// /a\\u{200F}b\n")
    }

    /// The golden of the nasty fixture, whose graph holds U+202E, U+2066,
    /// U+200B and U+FEFF: not one of them, nor any other hidden character.
    @Test func theGeneratedNastyTableHoldsNoHiddenCharacter() {
        let text = RepoPaths.read(RepoPaths.fixture("codegen/golden/NastyRoutes.swift"))
        #expect(text.contains(#""\u{202E}slide""#))
        #expect(text.unicodeScalars.filter { $0 != "\n" && SwiftWriter.isHidden($0) }.map(\.value) == [])
    }

    @Test func keywordsAreQuotedAsNamesButNotAsCallLabels() {
        let code: SwiftCode = "case let .\(name: "class")(\(name: "protocol")): f(\(label: "protocol"): \(name: "is"))"
        #expect(printer.render(code) == "case let .`class`(`protocol`): f(protocol: `is`)")
        #expect(printer.render("\(name: "product")") == "product")
    }

    @Test func commentsStayOnTheirLine() {
        let file = SwiftFile(
            header: ["from a\nb.yaml"], imports: [],
            body: [
                .comment("x\ny"), .doc("one\ntwo"),
            ])
        #expect(printer.print(file) == "// from a b.yaml\n\n// x y\n/// one\n/// two\n")
    }

    @Test func blocksIndentByFourSpacesAndSwitchCasesAlignWithSwitch() {
        let file = SwiftFile(
            header: [], imports: ["Foundation"],
            body: [
                .block(
                    "enum E {",
                    [
                        .line("case a"),
                        .blank,
                        .block(
                            "var x: Int {",
                            [
                                .switchOver("self", [.caseLabel("case .a:", [.line("return \(int: 1)")])])
                            ]),
                    ])
            ])
        #expect(
            printer.print(file) == """
                import Foundation

                enum E {
                    case a

                    var x: Int {
                        switch self {
                        case .a:
                            return 1
                        }
                    }
                }

                """)
    }

    @Test func doubleLiteralsReadBackAsTheSameValue() {
        let cases: [Double] = [2.5, -1e-07, 3, 1e20, 0.1]
        for value in cases {
            let text = printer.render("\(double: value)")
            #expect(Double(text) == value, "\(text)")
        }
        #expect(printer.render("\(double: 3)") == "3.0")
    }
}
