import NavGraphEngine
import TestSupport
import Testing

@testable import NavGraphScript

/// The places that list the language's words by hand, held to the words the parser
/// reads (`ScriptCommandWord`, `ScriptAssertionWord`, `ScriptNegatedWord` and the few
/// of `ScriptVocabulary`), as `FormatKeysTests` holds the format's to the decoder's: a
/// word added to the parser and missed in one of them fails here, naming the place.
/// (Completion reads `ScriptWords`, made from the same lists; navscript(5) is
/// `ScriptManPageTests`'.)
@Suite("Script words in every place that lists them")
struct ScriptWordsTests {
    /// Every word a script can hold that is not a name or a value.
    static var words: [String] {
        ScriptVocabulary.commands + ScriptVocabulary.assertions + ScriptVocabulary.negated
            + [ScriptVocabulary.with.description] + ScriptVocabulary.resultKinds
            + FailureReason.allCases.map(\.rawValue)
    }

    @Test("every word the parser reads is a quoted terminal of grammar/navscript.ebnf")
    func grammar() {
        let grammar = RepoPaths.read(RepoPaths.root + "/grammar/navscript.ebnf")
        #expect(Self.words.count > 40)
        for word in Self.words {
            #expect(grammar.contains("\"\(word)\""), "\(word) is not in grammar/navscript.ebnf")
        }
    }

    @Test("every word the parser reads is an entry of the script fuzz dictionary")
    func fuzzDictionary() {
        let entries = Set(
            RepoPaths.read(RepoPaths.root + "/Fuzz/Dictionaries/script.dict").split(separator: "\n")
                .filter { $0.hasPrefix("\"") })
        for word in Self.words {
            #expect(entries.contains("\"\(word)\""), "\(word) is not in Fuzz/Dictionaries/script.dict")
        }
    }

    @Test("completion offers the words the parser reads")
    func completion() {
        #expect(ScriptWords.commands == ScriptCommandWord.allCases.map(\.rawValue) + ["scenario"])
        #expect(ScriptWords.assertions == ScriptAssertionWord.allCases.map(\.rawValue))
        #expect(ScriptWords.negated == ScriptNegatedWord.allCases.map(\.rawValue))
    }

    @Test("every word the fast path reads is a word of the language")
    func fastPath() {
        let words = Set(Self.words)
        for (word, _) in ScriptKeyword.all {
            #expect(words.contains(word), "the fast path reads \(word), which the parser does not")
        }
    }
}
