import Foundation
import NavGraphCore
import NavGraphEngine
import NavGraphModel
import NavGraphScript
import TestSupport
import Testing

/// Keeps the examples of grammar/navscript.ebnf and man/navscript.5 parsing (their words: `ScriptWordsTests`).
@Suite("navscript grammar and man page examples")
struct GrammarExamplesTests {
    /// The text between `(* Example:` and `*)` in the EBNF file.
    static var grammarExamples: [String] {
        let text = RepoPaths.read(RepoPaths.root + "/grammar/navscript.ebnf")
        var out: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "(* Example:\n") {
            guard let end = rest[start.upperBound...].range(of: "*)") else { break }
            out.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return out
    }

    /// `.Bd -literal` blocks of the man page that hold a scenario.
    static var manExamples: [String] {
        let text = RepoPaths.read(RepoPaths.root + "/man/navscript.5")
        var out: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix(".Bd -literal") {
                current = []
                continue
            }
            if line.hasPrefix(".Ed") {
                if let c = current, c.contains(where: { $0.hasPrefix("scenario ") }) {
                    out.append(c.joined(separator: "\n").replacingOccurrences(of: "\\e", with: "\\"))
                }
                current = nil
                continue
            }
            current?.append(line)
        }
        return out
    }

    @Test("the grammar file has examples, and each parses without a diagnostic")
    func grammar() {
        Self.expectAllParse(Self.grammarExamples, atLeast: 3)
    }

    @Test("every example of the man page parses without a diagnostic")
    func manPage() {
        Self.expectAllParse(Self.manExamples, atLeast: 2)
    }

    static func expectAllParse(_ examples: [String], atLeast minimum: Int) {
        #expect(examples.count >= minimum)
        for example in examples {
            #expect(SimHarness.parse(example) == [], "\(example)")
        }
    }
}
